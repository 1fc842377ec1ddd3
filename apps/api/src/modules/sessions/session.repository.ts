import type { Kysely } from 'kysely';
import { nowIso } from '../../db/dialect.js';
import type { DB, Row } from '../../db/types.js';

export interface SessionWithUser {
  session: Row<'sessions'>;
  user: Row<'users'>;
}

export function sessionRepository(db: Kysely<DB>) {
  return {
    async findByTokenHash(tokenHash: string): Promise<SessionWithUser | null> {
      const session = await db
        .selectFrom('sessions')
        .selectAll()
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
      if (!session) return null;
      const user = await db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', session.user_id)
        .executeTakeFirst();
      return user ? { session, user } : null;
    },

    async touch(sessionId: number, at: Date): Promise<void> {
      await db
        .updateTable('sessions')
        .set({ last_used_at: nowIso(at) })
        .where('id', '=', sessionId)
        .execute();
    },
  };
}

export type SessionRepository = ReturnType<typeof sessionRepository>;
