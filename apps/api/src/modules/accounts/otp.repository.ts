import type { Kysely } from 'kysely';
import { nowIso } from '../../db/dialect.js';
import type { DB, Row } from '../../db/types.js';

export type OtpChannel = 'sms' | 'email';

/** One-time codes: queries only. */
export function otpRepository(db: Kysely<DB>) {
  return {
    /** Invalidates every live code of the target, then stores the new one (one live code each). */
    async replace(values: {
      target: string;
      channel: OtpChannel;
      codeHash: string;
      at: Date;
      expiresAt: Date;
      ip: string | null;
    }): Promise<number> {
      await db
        .updateTable('otps')
        .set({ invalidated_at: nowIso(values.at) })
        .where('target', '=', values.target)
        .where('channel', '=', values.channel)
        .where('consumed_at', 'is', null)
        .where('invalidated_at', 'is', null)
        .execute();
      const row = await db
        .insertInto('otps')
        .values({
          target: values.target,
          channel: values.channel,
          code_hash: values.codeHash,
          attempts: 0,
          expires_at: nowIso(values.expiresAt),
          ip: values.ip?.slice(0, 64) ?? null,
          created_at: nowIso(values.at),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** The live (neither used nor invalidated) code of a target, if any. */
    findLive(target: string, channel: OtpChannel): Promise<Row<'otps'> | undefined> {
      return db
        .selectFrom('otps')
        .selectAll()
        .where('target', '=', target)
        .where('channel', '=', channel)
        .where('consumed_at', 'is', null)
        .where('invalidated_at', 'is', null)
        .orderBy('id', 'desc')
        .executeTakeFirst();
    },

    /**
     * Spends one of the code's tries before it is compared: the attempt count rises only while it
     * is under `max` and the code is live, in one statement, so concurrent guesses cannot share a
     * try. Returns the tries spent including this one, or null when none was left.
     */
    async claimAttempt(id: number, max: number): Promise<number | null> {
      const row = await db
        .updateTable('otps')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', id)
        .where('attempts', '<', max)
        .where('consumed_at', 'is', null)
        .where('invalidated_at', 'is', null)
        .returning('attempts')
        .executeTakeFirst();
      return row ? row.attempts : null;
    },

    async invalidate(id: number, at: Date): Promise<void> {
      await db
        .updateTable('otps')
        .set({ invalidated_at: nowIso(at) })
        .where('id', '=', id)
        .execute();
    },

    /** Marks the code used; false if a concurrent request used or invalidated it first. */
    async consume(id: number, at: Date): Promise<boolean> {
      const result = await db
        .updateTable('otps')
        .set({ consumed_at: nowIso(at) })
        .where('id', '=', id)
        .where('consumed_at', 'is', null)
        .where('invalidated_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}
