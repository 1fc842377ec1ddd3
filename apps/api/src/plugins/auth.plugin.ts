// The request's `cookies` come from @fastify/cookie's type augmentation; name it here so every
// program that compiles this file (the e2e one too) sees it.

import {
  ADMIN_PERMISSIONS,
  type AdminPermission,
  isBuiltInRole,
  parsePermissions,
} from '@domus/shared/constants/admin-permissions.constants';
import type {} from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Row } from '../db/types.js';
import { hashToken } from '../lib/opaque-token.js';
import type { SessionRepository } from '../modules/sessions/session.repository.js';
import { SESSION_COOKIE, SESSION_IDLE_MS, SESSION_MAX_MS } from '../modules/sessions/session-token.js';

/**
 * Resolves the caller's credential once per request (Bearer header first, else the httpOnly
 * cookie) into one of four states. Access levels (public, optional, required, admin) are
 * applied per call in app.ts from this state; services receive only the resulting Viewer.
 */
export interface Viewer {
  user: Row<'users'>;
  sessionId: number;
  via: 'bearer' | 'cookie';
  /**
   * The operator permissions the account's role grants, read with the session on every request
   * so a role edited or taken away counts from the very next call (empty for members).
   */
  permissions: readonly AdminPermission[];
}

export type Credential =
  | { state: 'none' }
  /** `endsAt`: when the session expires unless it is used again (idle timeout or maximum age). */
  | { state: 'valid'; viewer: Viewer; endsAt: Date }
  | { state: 'invalid' }
  | { state: 'deactivated'; userId: number; sessionId: number };

declare module 'fastify' {
  interface FastifyRequest {
    cookieToken: string | null;
    resolveCredential(): Promise<Credential>;
  }
}

const TOUCH_EVERY_MS = 60_000; // last_used_at is refreshed at most once a minute per session

/**
 * Apps already in the field send a placeholder when they hold no token (`Bearer undefined`,
 * `Bearer null`, `Bearer false`, an empty header): that is a guest, not a bad credential, so
 * optional reads answer as for a guest and required calls say NOT_LOGGED_IN.
 */
const PLACEHOLDER_TOKENS = new Set(['', 'undefined', 'null', 'false']);

/** The Bearer token; undefined = none sent (or a placeholder), null = a malformed header. */
export function bearerToken(request: FastifyRequest): string | null | undefined {
  const header = request.headers.authorization;
  if (header === undefined || header.trim() === '') return undefined;
  const match = /^Bearer(?:\s+(.*))?$/i.exec(header.trim());
  if (!match) return null;
  const token = (match[1] ?? '').trim();
  if (PLACEHOLDER_TOKENS.has(token.toLowerCase())) return undefined;
  return /\s/.test(token) ? null : token;
}

export function registerAuth(app: FastifyInstance, sessions: SessionRepository, now: () => Date): void {
  app.decorateRequest('cookieToken', null);
  app.decorateRequest('resolveCredential', async function resolveCredential(this: FastifyRequest) {
    return resolve(this, sessions, now);
  });
  app.addHook('onRequest', async (request) => {
    // @fastify/cookie (registered before this plugin) has parsed the header by now.
    request.cookieToken = request.cookies[SESSION_COOKIE] || null;
    let cached: Promise<Credential> | null = null;
    request.resolveCredential = () => {
      cached ??= resolve(request, sessions, now);
      return cached;
    };
  });
}

async function resolve(
  request: FastifyRequest,
  sessions: SessionRepository,
  now: () => Date,
): Promise<Credential> {
  const bearer = bearerToken(request);
  // A Bearer header alone decides, even when a good cookie is present.
  const token = bearer === undefined ? request.cookieToken : bearer;
  const via = bearer === undefined ? 'cookie' : 'bearer';
  if (token === null || token === undefined)
    return bearer === null ? { state: 'invalid' } : { state: 'none' };
  return credentialOfToken(token, via, sessions, now);
}

/**
 * The credential a raw session token stands for, by the same rules as a request's (the realtime
 * socket's first-frame token is checked here too). Checking is using the session (its idle
 * timeout starts again) unless `touch` is false: the realtime socket's later re-checks only look.
 */
export async function credentialOfToken(
  token: string,
  via: Viewer['via'],
  sessions: SessionRepository,
  now: () => Date,
  { touch = true }: { touch?: boolean } = {},
): Promise<Credential> {
  if (token.length > 200) return { state: 'invalid' };

  const found = await sessions.findByTokenHash(hashToken(token));
  if (!found) return { state: 'invalid' };
  const { session, user } = found;
  if (session.revoked_at) {
    return session.revoked_reason === 'deactivated'
      ? { state: 'deactivated', userId: user.id, sessionId: session.id }
      : { state: 'invalid' };
  }
  const at = now();
  const created = new Date(session.created_at).getTime();
  const lastUsed = new Date(session.last_used_at).getTime();
  const expires = new Date(session.expires_at).getTime();
  if (
    at.getTime() >= expires ||
    at.getTime() - lastUsed > SESSION_IDLE_MS ||
    at.getTime() - created > SESSION_MAX_MS
  ) {
    return { state: 'invalid' };
  }
  if (!user.is_active) return { state: 'deactivated', userId: user.id, sessionId: session.id };
  let used = lastUsed;
  if (touch && at.getTime() - lastUsed > TOUCH_EVERY_MS) {
    await sessions.touch(session.id, at);
    used = at.getTime();
  }
  const endsAt = new Date(Math.min(expires, created + SESSION_MAX_MS, used + SESSION_IDLE_MS));
  const permissions = await permissionsOfRole(user.role, sessions);
  return { state: 'valid', viewer: { user, sessionId: session.id, via, permissions }, endsAt };
}

/** `admin` holds every permission; a staff role what its row grants; anybody else none. */
async function permissionsOfRole(
  role: string,
  sessions: SessionRepository,
): Promise<readonly AdminPermission[]> {
  if (role === 'admin') return ADMIN_PERMISSIONS;
  if (isBuiltInRole(role)) return [];
  return parsePermissions(await sessions.staffRolePermissions(role));
}
