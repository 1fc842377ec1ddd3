import { createHash, randomBytes } from 'node:crypto';

/**
 * Opaque secrets — session tokens, sign-in tickets, password reset links: 256 random bits on the
 * wire, only their SHA-256 in the database, so a leaked table cannot be replayed.
 */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
