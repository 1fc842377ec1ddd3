import { type Kysely, sql } from 'kysely';
import { nowIso, toNumber } from '../../db/dialect.js';
import type { DB, NewRow } from '../../db/types.js';

/** A conversation: the other party and the listing, seen from `me`. */
export interface ConversationKey {
  me: number;
  other: number;
  propertyId: number;
}

/** Chat messages, conversation deletions and blocks (contract §3.4, §4.12). */
export function chatRepository(db: Kysely<DB>) {
  /** Messages between the two parties of `key` about its listing, in either direction. */
  const between = (key: ConversationKey) =>
    db
      .selectFrom('chat_messages as m')
      .where('m.property_id', '=', key.propertyId)
      .where((eb) =>
        eb.or([
          eb.and([eb('m.sender_id', '=', key.me), eb('m.receiver_id', '=', key.other)]),
          eb.and([eb('m.sender_id', '=', key.other), eb('m.receiver_id', '=', key.me)]),
        ]),
      );

  /** ...and not hidden by my deletion of the conversation (messages up to that moment). */
  const visible = (key: ConversationKey) =>
    between(key).where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('chat_deletions as d')
            .select('d.id')
            .where('d.user_id', '=', key.me)
            .where('d.other_user_id', '=', key.other)
            .where('d.property_id', '=', key.propertyId)
            .whereRef('d.deleted_at', '>=', 'm.created_at'),
        ),
      ),
    );

  /**
   * My conversations: one row per (other party, listing) with its latest message id and my unread
   * count, minus those I deleted with nothing newer since.
   */
  const conversations = (me: number) => {
    const sides = db
      .selectFrom('chat_messages')
      .where('sender_id', '=', me)
      .select([
        'property_id',
        'receiver_id as other_id',
        'id',
        sql<number>`0`.as('unread'),
        sql<number>`1`.as('mine'),
      ])
      .unionAll(
        db
          .selectFrom('chat_messages')
          .where('receiver_id', '=', me)
          .select([
            'property_id',
            'sender_id as other_id',
            'id',
            sql<number>`case when read_at is null then 1 else 0 end`.as('unread'),
            sql<number>`0`.as('mine'),
          ]),
      );
    const grouped = db
      .selectFrom(sides.as('x'))
      .select((eb) => [
        'x.property_id',
        'x.other_id',
        eb.fn.max('x.id').as('last_id'),
        eb.fn.sum<number>('x.unread').as('unread'),
        // Whether I have written in it (contact masking ends once the reader has replied).
        eb.fn.max<number>('x.mine').as('replied'),
      ])
      .groupBy(['x.property_id', 'x.other_id']);
    return db
      .selectFrom(grouped.as('c'))
      .innerJoin('chat_messages as last', 'last.id', 'c.last_id')
      .leftJoin('chat_deletions as d', (join) =>
        join
          .on('d.user_id', '=', me)
          .onRef('d.other_user_id', '=', 'c.other_id')
          .onRef('d.property_id', '=', 'c.property_id'),
      )
      .where((eb) =>
        eb.or([eb('d.deleted_at', 'is', null), eb('last.created_at', '>', eb.ref('d.deleted_at'))]),
      );
  };

  return {
    async listing(id: number) {
      return db
        .selectFrom('properties')
        .select(['id', 'owner_id', 'title', 'slug_id', 'title_image'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    async user(id: number) {
      return db
        .selectFrom('users')
        .select(['id', 'name', 'profile', 'is_active', 'role', 'created_at'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** The blocks between two parties, in either direction (0 is the operator). */
    async blocksBetween(a: number, b: number) {
      return db
        .selectFrom('blocks')
        .select(['blocker_id', 'blocked_id'])
        .where((eb) =>
          eb.or([
            eb.and([eb('blocker_id', '=', a), eb('blocked_id', '=', b)]),
            eb.and([eb('blocker_id', '=', b), eb('blocked_id', '=', a)]),
          ]),
        )
        .execute();
    },

    /** Every block involving `me` and one of `others`, for the conversation list's flags. */
    async blocksWith(me: number, others: number[]) {
      if (others.length === 0) return [];
      return db
        .selectFrom('blocks')
        .select(['blocker_id', 'blocked_id'])
        .where((eb) =>
          eb.or([
            eb.and([eb('blocker_id', '=', me), eb('blocked_id', 'in', others)]),
            eb.and([eb('blocked_id', '=', me), eb('blocker_id', 'in', others)]),
          ]),
        )
        .execute();
    },

    /** Whether the two have ever exchanged a message about the listing (a new conversation if not). */
    async conversationExists(key: ConversationKey): Promise<boolean> {
      return !!(await between(key).select('m.id').limit(1).executeTakeFirst());
    },

    /** Whether `from` has sent `to` a message about the listing (a reply, for contact masking). */
    async hasSent(from: number, to: number, propertyId: number): Promise<boolean> {
      const row = await db
        .selectFrom('chat_messages')
        .select('id')
        .where('sender_id', '=', from)
        .where('receiver_id', '=', to)
        .where('property_id', '=', propertyId)
        .limit(1)
        .executeTakeFirst();
      return !!row;
    },

    async insertMessage(row: NewRow<'chat_messages'>) {
      return db.insertInto('chat_messages').values(row).returningAll().executeTakeFirstOrThrow();
    },

    async message(id: number) {
      return db.selectFrom('chat_messages').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async deleteMessage(id: number): Promise<void> {
      await db.deleteFrom('chat_messages').where('id', '=', id).execute();
    },

    /** One page of a conversation as I see it, newest first, and its total. */
    async messages(key: ConversationKey, offset: number, limit: number) {
      const [rows, count] = await Promise.all([
        visible(key)
          .selectAll('m')
          .orderBy('m.created_at', 'desc')
          .orderBy('m.id', 'desc')
          .offset(offset)
          .limit(limit)
          .execute(),
        visible(key)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: toNumber(count.n) };
    },

    /** Whether I can see any message of the conversation (deleting it needs one). */
    async hasVisible(key: ConversationKey): Promise<boolean> {
      return !!(await visible(key).select('m.id').limit(1).executeTakeFirst());
    },

    /** Marks what the other party sent me in this conversation as read; returns how many were unread. */
    async markRead(key: ConversationKey, at: Date): Promise<number> {
      const result = await db
        .updateTable('chat_messages')
        .set({ read_at: nowIso(at) })
        .where('property_id', '=', key.propertyId)
        .where('sender_id', '=', key.other)
        .where('receiver_id', '=', key.me)
        .where('read_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** Messages I received and have not read, over all my conversations. */
    async unreadTotal(me: number): Promise<number> {
      const row = await db
        .selectFrom('chat_messages')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('receiver_id', '=', me)
        .where('read_at', 'is', null)
        .executeTakeFirstOrThrow();
      return toNumber(row.n);
    },

    /** Hides the conversation for me up to `at` (the other party keeps it); what I had not read is read. */
    async hideConversation(key: ConversationKey, at: Date): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const values = { user_id: key.me, other_user_id: key.other, property_id: key.propertyId };
        await trx
          .insertInto('chat_deletions')
          .values({ ...values, deleted_at: nowIso(at) })
          .onConflict((oc) =>
            oc.columns(['user_id', 'other_user_id', 'property_id']).doUpdateSet({ deleted_at: nowIso(at) }),
          )
          .execute();
        await chatRepository(trx).markRead(key, at);
      });
    },

    /** One page of my conversations (latest message first) with their latest messages, and the total. */
    async conversations(me: number, offset: number, limit: number) {
      const [rows, count] = await Promise.all([
        conversations(me)
          .leftJoin('properties as p', 'p.id', 'c.property_id')
          .leftJoin('users as u', 'u.id', 'c.other_id')
          .select([
            'c.property_id',
            'c.other_id',
            'c.unread',
            'c.replied',
            'p.slug_id',
            'p.title',
            'p.title_image',
            'u.name',
            'u.profile',
            'u.created_at as other_created_at',
            'last.id as last_id',
            'last.sender_id as last_sender_id',
            'last.chat_message_type as last_type',
            'last.message as last_message',
            'last.created_at as last_created_at',
          ])
          .orderBy('last.id', 'desc')
          .offset(offset)
          .limit(limit)
          .execute(),
        conversations(me)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: toNumber(count.n) };
    },

    /** Adds a block; false when it already exists. */
    async addBlock(blockerId: number, blockedId: number, reason: string | null, at: Date): Promise<boolean> {
      const inserted = await db
        .insertInto('blocks')
        .values({ blocker_id: blockerId, blocked_id: blockedId, reason, created_at: nowIso(at) })
        .onConflict((oc) => oc.columns(['blocker_id', 'blocked_id']).doNothing())
        .returning('id')
        .executeTakeFirst();
      return !!inserted;
    },

    /** Removes my block; false when there was none. */
    async removeBlock(blockerId: number, blockedId: number): Promise<boolean> {
      const result = await db
        .deleteFrom('blocks')
        .where('blocker_id', '=', blockerId)
        .where('blocked_id', '=', blockedId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}

export type ChatRepository = ReturnType<typeof chatRepository>;
export type ChatMessageRow = NonNullable<Awaited<ReturnType<ChatRepository['message']>>>;
