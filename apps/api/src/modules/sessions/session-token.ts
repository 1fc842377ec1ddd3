import { createHash, randomBytes } from 'node:crypto';

/** Opaque session tokens: 256 random bits on the wire, only their SHA-256 in the database. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export const SESSION_IDLE_MS = 30 * 24 * 3600 * 1000;
export const SESSION_MAX_MS = 180 * 24 * 3600 * 1000;
export const SESSION_COOKIE = 'domus_session';
