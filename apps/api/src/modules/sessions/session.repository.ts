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

    /** The JSON permission list of a staff role, or null when no such role exists. */
    async staffRolePermissions(role: string): Promise<string | null> {
      const row = await db
        .selectFrom('staff_roles')
        .select('permissions')
        .where('name', '=', role)
        .executeTakeFirst();
      return row?.permissions ?? null;
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

/** Writes: issuing and revoking sessions (queries only). */
export function sessionWriteRepository(db: Kysely<DB>) {
  return {
    async insert(values: {
      userId: number;
      tokenHash: string;
      at: Date;
      expiresAt: Date;
      userAgent: string | null;
      ip: string | null;
    }): Promise<number> {
      const row = await db
        .insertInto('sessions')
        .values({
          user_id: values.userId,
          token_hash: values.tokenHash,
          created_at: nowIso(values.at),
          last_used_at: nowIso(values.at),
          expires_at: nowIso(values.expiresAt),
          user_agent: values.userAgent,
          ip: values.ip,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async revoke(sessionId: number, reason: string, at: Date): Promise<void> {
      await db
        .updateTable('sessions')
        .set({ revoked_at: nowIso(at), revoked_reason: reason })
        .where('id', '=', sessionId)
        .where('revoked_at', 'is', null)
        .execute();
    },

    /** Revokes every live session of a user (optionally all but one); returns their ids. */
    async revokeAllForUser(userId: number, reason: string, at: Date, exceptSessionId?: number) {
      let query = db
        .updateTable('sessions')
        .set({ revoked_at: nowIso(at), revoked_reason: reason })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null);
      if (exceptSessionId !== undefined) query = query.where('id', '<>', exceptSessionId);
      const rows = await query.returning('id').execute();
      return rows.map((row) => row.id);
    },

    listLive(userId: number, at: Date) {
      return db
        .selectFrom('sessions')
        .select(['id', 'created_at', 'last_used_at', 'user_agent', 'ip', 'expires_at'])
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', nowIso(at))
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },
  };
}
