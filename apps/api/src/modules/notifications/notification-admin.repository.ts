import { emailKey } from '@domus/shared/schemas/account.schema';
import type { Kysely } from 'kysely';
import { toNumber } from '../../db/dialect.js';
import type { DB } from '../../db/types.js';

/** What operators sent (broadcasts and messages to one member) and whom a broadcast reaches. */
export function notificationAdminRepository(db: Kysely<DB>) {
  return {
    /** A member by id or by email (its lower-cased key), if the account exists and is not deleted. */
    async member(idOrEmail: string) {
      const text = idOrEmail.trim();
      const q = db.selectFrom('users').select(['id', 'name', 'email']).where('role', '!=', 'deleted');
      return /^\d+$/.test(text)
        ? q.where('id', '=', Number(text)).executeTakeFirst()
        : q.where('email_key', '=', emailKey(text)).executeTakeFirst();
    },

    async propertyExists(id: number): Promise<boolean> {
      return !!(await db.selectFrom('properties').select('id').where('id', '=', id).executeTakeFirst());
    },

    /**
     * One chunk of the active members a broadcast is delivered to, in id order after `afterId`
     * (keyset paging: each chunk is one index range, however many members there are).
     */
    async activeMemberIds(afterId: number, limit: number): Promise<number[]> {
      const rows = await db
        .selectFrom('users')
        .select('id')
        .where('id', '>', afterId)
        .where('is_active', '=', 1)
        .where('role', '!=', 'deleted')
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map((r) => r.id);
    },

    /** The operators' notifications, newest first, with the member a message went to. */
    async sent(offset: number, limit: number) {
      const [rows, count] = await Promise.all([
        withDetails(sentQuery(db))
          .orderBy('n.created_at', 'desc')
          .orderBy('n.id', 'desc')
          .offset(offset)
          .limit(limit)
          .execute(),
        sentQuery(db)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: toNumber(count.n) };
    },

    async sentOne(id: number) {
      return withDetails(sentQuery(db).where('n.id', '=', id)).executeTakeFirst();
    },
  };
}

const sentQuery = (db: Kysely<DB>) =>
  db.selectFrom('notifications as n').where('n.event', 'in', ['admin_broadcast', 'admin_message']);

function withDetails(query: ReturnType<typeof sentQuery>) {
  return query
    .leftJoin('users as u', 'u.id', 'n.user_id')
    .leftJoin('properties as p', 'p.id', 'n.property_id')
    .select([
      'n.id',
      'n.title',
      'n.message',
      'n.event',
      'n.send_type',
      'n.user_id',
      'n.property_id',
      'n.image',
      'n.created_at',
      'u.name as user_name',
      'u.email as user_email',
      'p.title as property_title',
      'p.slug_id as property_slug_id',
    ]);
}

export type SentNotificationRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof notificationAdminRepository>['sentOne']>>
>;
