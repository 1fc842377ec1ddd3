import { createHash } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { nowIso } from '../../db/dialect.js';
import type { DB } from '../../db/types.js';

type Db = Kysely<DB> | Transaction<DB>;

/** Push registrations are looked up by the SHA-256 of the (long) registration string. */
export function pushRegistrationKey(fcmId: string): string {
  return createHash('sha256').update(fcmId).digest('hex');
}

/**
 * Push registrations (`fcm_id`): one row per user and device string, tied to the
 * session that sent it last. Takes a transaction so a profile update saves it atomically.
 */
export function pushRegistrationRepository(db: Db) {
  return {
    async upsert(userId: number, fcmId: string, sessionId: number | null, at: Date): Promise<void> {
      const stamp = nowIso(at);
      await db
        .insertInto('push_subscriptions')
        .values({
          user_id: userId,
          session_id: sessionId,
          fcm_id: fcmId,
          fcm_key: pushRegistrationKey(fcmId),
          created_at: stamp,
          updated_at: stamp,
        })
        .onConflict((oc) =>
          oc.columns(['user_id', 'fcm_key']).doUpdateSet({ session_id: sessionId, updated_at: stamp }),
        )
        .execute();
    },

    async remove(userId: number, fcmId: string): Promise<void> {
      await db
        .deleteFrom('push_subscriptions')
        .where('user_id', '=', userId)
        .where('fcm_key', '=', pushRegistrationKey(fcmId))
        .execute();
    },
  };
}
