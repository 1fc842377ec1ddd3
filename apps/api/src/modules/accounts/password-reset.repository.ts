import type { Kysely } from 'kysely';
import { nowIso } from '../../db/dialect.js';
import type { DB, Row } from '../../db/types.js';

/** Password reset links, stored by the hash of their token. */
export function passwordResetRepository(db: Kysely<DB>) {
  return {
    /** Marks every open link of the user used, so only the newest one works. */
    async voidOpen(userId: number, at: Date): Promise<void> {
      await db
        .updateTable('password_resets')
        .set({ used_at: nowIso(at) })
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .execute();
    },

    async insert(userId: number, tokenHash: string, expiresAt: Date, at: Date): Promise<{ id: number }> {
      return db
        .insertInto('password_resets')
        .values({
          user_id: userId,
          token_hash: tokenHash,
          expires_at: nowIso(expiresAt),
          created_at: nowIso(at),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    },

    async remove(id: number): Promise<void> {
      await db.deleteFrom('password_resets').where('id', '=', id).execute();
    },

    findByTokenHash(tokenHash: string): Promise<Row<'password_resets'> | undefined> {
      return db
        .selectFrom('password_resets')
        .selectAll()
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
    },

    /** Uses the link once: false when a concurrent request used it first. */
    async markUsed(id: number, at: Date): Promise<boolean> {
      const used = await db
        .updateTable('password_resets')
        .set({ used_at: nowIso(at) })
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(used.numUpdatedRows) === 1;
    },
  };
}
