import type { Kysely } from 'kysely';
import { nowIso, toNumber } from '../../db/dialect.js';
import type { DB, NewRow } from '../../db/types.js';

/** Stored notifications and what delivering one needs to know about its recipient. */
export function notificationRepository(db: Kysely<DB>) {
  return {
    /** The account a notification is for, if it exists. */
    async recipient(userId: number) {
      return db
        .selectFrom('users')
        .select(['id', 'name', 'email', 'is_active', 'role', 'notification'])
        .where('id', '=', userId)
        .executeTakeFirst();
    },

    /** The accounts notifications are for, by id (a sweep's many recipients). */
    async recipients(userIds: readonly number[]) {
      const out = new Map<number, NotificationRecipient>();
      const ids = [...new Set(userIds)];
      for (let i = 0; i < ids.length; i += 500) {
        const rows = await db
          .selectFrom('users')
          .select(['id', 'name', 'email', 'is_active', 'role', 'notification'])
          .where('id', 'in', ids.slice(i, i + 500))
          .execute();
        for (const row of rows) out.set(row.id, row);
      }
      return out;
    },

    async insert(row: NewRow<'notifications'>): Promise<number> {
      const inserted = await db
        .insertInto('notifications')
        .values(row)
        .returning('id')
        .executeTakeFirstOrThrow();
      return inserted.id;
    },

    /** One page of what a member sees (theirs, and broadcasts since they joined), newest first. */
    async listFor(user: { id: number; created_at: string }, offset: number, limit: number) {
      const mine = listed(db, user);
      const [rows, count] = await Promise.all([
        withProperty(mine)
          .orderBy('n.created_at', 'desc')
          .orderBy('n.id', 'desc')
          .offset(offset)
          .limit(limit)
          .execute(),
        mine.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: toNumber(count.n) };
    },

    /** One notification with its listing's card fields, as the realtime frame shows it. */
    async withListing(id: number) {
      return withProperty(db.selectFrom('notifications as n').where('n.id', '=', id)).executeTakeFirst();
    },

    /** `withListing` for many notifications at once (a sweep's alerts). */
    async withListings(ids: readonly number[]) {
      const rows = [];
      for (let i = 0; i < ids.length; i += 500) {
        rows.push(
          ...(await withProperty(
            db.selectFrom('notifications as n').where('n.id', 'in', ids.slice(i, i + 500)),
          ).execute()),
        );
      }
      return rows;
    },

    /** When the member last marked their notifications read (null: never). */
    async readMark(userId: number) {
      const row = await db
        .selectFrom('notification_reads')
        .select('read_at')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row ? new Date(row.read_at) : null;
    },

    /** How many of the member's notifications are newer than their read mark. */
    async unreadCount(user: { id: number; created_at: string }, mark: Date | null): Promise<number> {
      let q = listed(db, user);
      if (mark) q = q.where('n.created_at', '>', nowIso(mark));
      const row = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      return toNumber(row.n);
    },

    async setReadMark(userId: number, at: Date): Promise<void> {
      await db
        .insertInto('notification_reads')
        .values({ user_id: userId, read_at: nowIso(at) })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ read_at: nowIso(at) }))
        .execute();
    },
  };
}

/** A member's notifications: addressed to them, or broadcast after their account was created. */
function listed(db: Kysely<DB>, user: { id: number; created_at: string }) {
  return db
    .selectFrom('notifications as n')
    .where((eb) =>
      eb.or([
        eb('n.user_id', '=', user.id),
        eb.and([
          eb('n.user_id', 'is', null),
          eb('n.send_type', '=', 1),
          eb('n.created_at', '>=', user.created_at),
        ]),
      ]),
    );
}

/** A notification's listing card fields (§2.12 `property`), and its project's slug, when it names them. */
function withProperty(query: ReturnType<typeof listed>) {
  return query
    .leftJoin('properties as p', 'p.id', 'n.property_id')
    .leftJoin('projects as pr', 'pr.id', 'n.project_id')
    .selectAll('n')
    .select([
      'p.slug_id as property_slug_id',
      'p.title_image as property_title_image',
      'pr.slug_id as project_slug_id',
    ]);
}

export type NotificationRecipient = NonNullable<
  Awaited<ReturnType<ReturnType<typeof notificationRepository>['recipient']>>
>;
