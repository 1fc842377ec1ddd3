import type { Kysely, Transaction } from 'kysely';
import { nowIso } from '../../db/dialect.js';
import type { DB } from '../../db/types.js';

type Db = Kysely<DB> | Transaction<DB>;

/** One push registration as stored: the raw string, its lookup key, and its Web Push parts. */
export interface PushRegistrationRow {
  userId: number;
  sessionId: number | null;
  registration: string;
  key: string;
  webPush: { endpoint: string; p256dh: string; auth: string } | null;
}

/** A session still usable at `at`: not ended, not past its end, used since `idleSince`. */
export interface LiveSessionCutoffs {
  at: Date;
  idleSince: Date;
}

/** Push registrations (the `push_subscriptions` table): which browsers to push to, per session. */
export function pushSubscriptionRepository(db: Db) {
  const deadSessions = (cutoffs: LiveSessionCutoffs) =>
    db
      .selectFrom('sessions')
      .select('id')
      .where((eb) =>
        eb.or([
          eb('revoked_at', 'is not', null),
          eb('expires_at', '<=', nowIso(cutoffs.at)),
          eb('last_used_at', '<', nowIso(cutoffs.idleSince)),
        ]),
      );

  return {
    /**
     * Saves a registration for a session. A browser's endpoint belongs to the account that
     * registered it last: another account's row for it goes, so a shared computer never shows
     * the previous member's messages. A session (one browser) keeps one Web Push subscription:
     * a new one replaces the old, which bounds the endpoints a member can make us post to.
     */
    async save(row: PushRegistrationRow, at: Date): Promise<void> {
      const stamp = nowIso(at);
      await db
        .deleteFrom('push_subscriptions')
        .where('fcm_key', '=', row.key)
        .where('user_id', '<>', row.userId)
        .execute();
      if (row.webPush && row.sessionId !== null) {
        await db
          .deleteFrom('push_subscriptions')
          .where('session_id', '=', row.sessionId)
          .where('endpoint', 'is not', null)
          .where('fcm_key', '<>', row.key)
          .execute();
      }
      const parts = {
        session_id: row.sessionId,
        fcm_id: row.registration,
        endpoint: row.webPush?.endpoint ?? null,
        p256dh: row.webPush?.p256dh ?? null,
        auth: row.webPush?.auth ?? null,
        updated_at: stamp,
      };
      await db
        .insertInto('push_subscriptions')
        .values({ user_id: row.userId, fcm_key: row.key, created_at: stamp, ...parts })
        .onConflict((oc) => oc.columns(['user_id', 'fcm_key']).doUpdateSet(parts))
        .execute();
    },

    /** Removes one registration of the user; how many went (0 or 1). */
    async remove(userId: number, key: string): Promise<number> {
      const result = await db
        .deleteFrom('push_subscriptions')
        .where('user_id', '=', userId)
        .where('fcm_key', '=', key)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    async removeForSessions(sessionIds: readonly number[]): Promise<void> {
      if (sessionIds.length === 0) return;
      await db
        .deleteFrom('push_subscriptions')
        .where('session_id', 'in', [...sessionIds])
        .execute();
    },

    async removeById(id: number): Promise<void> {
      await db.deleteFrom('push_subscriptions').where('id', '=', id).execute();
    },

    /** Registrations of these users whose session ended, lapsed or is gone. */
    async removeStale(userIds: readonly number[], cutoffs: LiveSessionCutoffs): Promise<void> {
      await db
        .deleteFrom('push_subscriptions')
        .where('user_id', 'in', [...userIds])
        .where((eb) => eb.or([eb('session_id', 'is', null), eb('session_id', 'in', deadSessions(cutoffs))]))
        .execute();
    },

    /**
     * The Web Push subscriptions to send to: of active, not deleted accounts that keep
     * notifications on, registered by a session that is still live.
     */
    async targets(userIds: readonly number[], cutoffs: LiveSessionCutoffs) {
      const rows = await db
        .selectFrom('push_subscriptions as ps')
        .innerJoin('users as u', 'u.id', 'ps.user_id')
        .innerJoin('sessions as s', 's.id', 'ps.session_id')
        .select(['ps.id', 'ps.user_id', 'ps.endpoint', 'ps.p256dh', 'ps.auth'])
        .where('ps.user_id', 'in', [...userIds])
        .where('ps.endpoint', 'is not', null)
        .where('u.is_active', '=', 1)
        .where('u.role', '<>', 'deleted')
        .where('u.notification', '=', 1)
        .where('s.revoked_at', 'is', null)
        .where('s.expires_at', '>', nowIso(cutoffs.at))
        .where('s.last_used_at', '>=', nowIso(cutoffs.idleSince))
        .execute();
      return rows.flatMap((row) =>
        row.endpoint && row.p256dh && row.auth
          ? [{ id: row.id, userId: row.user_id, endpoint: row.endpoint, p256dh: row.p256dh, auth: row.auth }]
          : [],
      );
    },
  };
}
