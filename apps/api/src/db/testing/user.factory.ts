import { hashToken } from '../../lib/opaque-token.js';
import { nowIso } from '../dialect.js';
import type { NewRow } from '../types.js';
import { type FactoryApp, nextSerial, stamps } from './factory-context.js';

/** Members and their sessions: small, explicit rows; each test states what it needs. */
export async function createUser(app: FactoryApp, values: Partial<NewRow<'users'>> = {}) {
  const n = nextSerial();
  return app.deps.db
    .insertInto('users')
    .values({
      name: `User ${n}`,
      slug_id: `user-${n}`,
      email: `user${n}@example.com`,
      email_key: `user${n}@example.com`,
      mobile: `+9198765${String(n).padStart(5, '0')}`,
      is_active: 1,
      is_email_verified: 1,
      ...stamps(app),
      ...values,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A session for a user; returns the raw token for `Authorization: Bearer`. */
export async function createSession(
  app: FactoryApp,
  userId: number,
  values: Partial<NewRow<'sessions'>> = {},
) {
  const token = `test-token-${nextSerial()}-${Math.random().toString(36).slice(2)}`;
  const at = nowIso(app.clock.now);
  const expires = nowIso(new Date(app.clock.now.getTime() + 180 * 24 * 3600 * 1000));
  await app.deps.db
    .insertInto('sessions')
    .values({
      user_id: userId,
      token_hash: hashToken(token),
      created_at: at,
      last_used_at: at,
      expires_at: expires,
      ...values,
    })
    .execute();
  return token;
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}
