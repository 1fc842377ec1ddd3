import type { Kysely } from 'kysely';
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

    async insert(row: NewRow<'notifications'>): Promise<number> {
      const inserted = await db
        .insertInto('notifications')
        .values(row)
        .returning('id')
        .executeTakeFirstOrThrow();
      return inserted.id;
    },
  };
}

export type NotificationRecipient = NonNullable<
  Awaited<ReturnType<ReturnType<typeof notificationRepository>['recipient']>>
>;
