import type { AdminPermission } from '@domus/shared/constants/admin-permissions.constants';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Viewer } from '../plugins/auth.plugin.js';
import { errors } from './app-error.js';

/**
 * A contract call: method, name (spelt exactly as the spec), access level, the zod schema of its
 * input and a thin handler. The call pipeline plugin registers every call under /api/<name>; the
 * OpenAPI document is generated from the same definitions.
 *
 * `admin` is `required` plus a named permission of the signed-in account's role; admin calls
 * live under /api/admin/ and declare a `permission` (or a list of which any one suffices: the
 * dashboard summarises several areas).
 */
export type Access = 'public' | 'optional' | 'required' | 'admin';
export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export interface Envelope {
  status?: number;
  message: string;
  data: unknown;
  total?: number;
  /** Extra top-level keys the contract lists for some calls (token, similar_properties…). */
  extra?: Record<string, unknown>;
  /** The web's session cookie: a token sets it, null expires it. The pipeline writes it. */
  sessionCookie?: string | null;
}

export interface CallContext<I> {
  input: I;
  viewer: Viewer | null;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface CallDefinition<S extends z.ZodType = z.ZodType> {
  method: Method;
  name: string;
  access: Access;
  /** The operator permission an `admin` call needs, or a list of which any one will do (and only admin calls carry one). */
  permission?: AdminPermission | readonly AdminPermission[];
  summary: string;
  tag: string;
  input: S;
  /** An older name kept for clients built against it (contract §3.8): listed as deprecated. */
  deprecated?: boolean;
  /**
   * Public reads whose answer to a request without a credential is the same for everybody: such
   * answers carry an ETag and `Cache-Control: public`, and the response cache keeps their bytes.
   */
  publicCache?: boolean;
  /** Browser and shared-cache lifetime of such an answer (default 60 s, the catalogue's). */
  maxAgeSeconds?: number;
  /**
   * What a cacheable answer depends on (tags of lib/change-feed): a change to any of them drops
   * it from the response cache. Without it, every change drops the answer.
   */
  cacheTags?(answer: Envelope, input: z.output<S>): readonly string[];
  /** Work an answer served from the response cache still owes (get_property counts the view). */
  onCacheHit?(ctx: { input: z.output<S>; request: FastifyRequest }): Promise<void>;
  /**
   * The answer is in the caller's language (Accept-Language): cached answers are kept per
   * language and every answer says `Vary: Accept-Language`, so a French visitor never gets the
   * English bytes.
   */
  varyByLanguage?: boolean;
  /** Side-effecting GETs pinned by the spec (get-otp…) must never be cached. */
  noStore?: boolean;
  /**
   * Input validation is step 7 of the member-write guard chain (contract §1.7): demo mode, a
   * complete profile, verification and ownership answer before it. Such a call gets the raw body
   * as `input` and its service parses it with `input` (the schema, still the OpenAPI document's)
   * once those checks have passed.
   */
  deferValidation?: boolean;
  /** `before-logout` is the one required call a deactivated account may still make. */
  allowDeactivated?: boolean;
  /**
   * A POST that also takes its params from the URL's query string (body values win): RFC 8058's
   * one-click unsubscribe posts `List-Unsubscribe=One-Click` to the link, whose token is in the URL.
   */
  readsQuery?: boolean;
  /**
   * Whether this request may answer with a session cookie. Such a request must come from a
   * configured web origin even without a credential: otherwise a foreign page could sign a
   * visitor into an account of its choosing (login CSRF).
   */
  setsCookie?(input: z.output<S>): boolean;
  handler(ctx: CallContext<z.output<S>>): Promise<Envelope>;
}

export function defineCall<S extends z.ZodType>(definition: CallDefinition<S>): CallDefinition {
  return definition as unknown as CallDefinition;
}

export function ok(
  data: unknown,
  message = 'Data fetched successfully',
  rest: Partial<Envelope> = {},
): Envelope {
  return { message, data, ...rest };
}

/** Required calls always have a viewer; the check keeps the handlers honest without a cast. */
export function signedIn(viewer: Viewer | null): Viewer {
  if (!viewer) throw errors.notLoggedIn();
  return viewer;
}

/** An operator's request as services see it: who acts and from which address (both audited). */
export interface OperatorRequest {
  viewer: Viewer;
  ip: string | null;
}

export function operatorRequest(viewer: Viewer | null, request: FastifyRequest): OperatorRequest {
  return { viewer: signedIn(viewer), ip: request.ip ?? null };
}
