import type { Kysely, Transaction } from 'kysely';
import { nowIso, toNumber } from '../../db/dialect.js';
import type { DB, Row } from '../../db/types.js';

type Db = Kysely<DB> | Transaction<DB>;

export type SavedSearchRow = Row<'saved_searches'> & { new_matches: number };

/** The delivery kind of a listing matching a saved search. */
export const SEARCH_MATCH = 'search_match';

export interface SavedSearchValues {
  name: string;
  query: string;
  frequency: string;
  paused: number;
}

/** A member's saved searches (the four calls of §3.8); the sweep's queries are elsewhere. */
export function savedSearchRepository(db: Db) {
  const withMatches = () =>
    db
      .selectFrom('saved_searches as s')
      .selectAll('s')
      .select((eb) =>
        eb
          .selectFrom('alert_deliveries as d')
          .select(eb.fn.countAll().as('n'))
          .whereRef('d.saved_search_id', '=', 's.id')
          .where('d.kind', '=', SEARCH_MATCH)
          .where('d.sent_at', 'is', null)
          .as('new_matches'),
      );
  const normalise = <T extends { new_matches: unknown }>(row: T) => ({
    ...row,
    new_matches: toNumber(row.new_matches),
  });

  return {
    /** Mine, newest first (there are at most 20). */
    async listFor(userId: number): Promise<SavedSearchRow[]> {
      const rows = await withMatches()
        .where('s.user_id', '=', userId)
        .orderBy('s.created_at', 'desc')
        .orderBy('s.id', 'desc')
        .execute();
      return rows.map(normalise);
    },

    async find(id: number, userId: number): Promise<SavedSearchRow | undefined> {
      const row = await withMatches()
        .where('s.id', '=', id)
        .where('s.user_id', '=', userId)
        .executeTakeFirst();
      return row ? normalise(row) : undefined;
    },

    async byId(id: number) {
      return db
        .selectFrom('saved_searches')
        .select(['id', 'name', 'user_id', 'paused'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    async countFor(userId: number): Promise<number> {
      const row = await db
        .selectFrom('saved_searches')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return toNumber(row.n);
    },

    async insert(userId: number, values: SavedSearchValues, now: Date): Promise<number> {
      const at = nowIso(now);
      const row = await db
        .insertInto('saved_searches')
        .values({ user_id: userId, ...values, created_at: at, updated_at: at, last_engaged_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** An edit is the member using the search: any back-off ends with it. */
    async update(id: number, userId: number, values: SavedSearchValues, now: Date): Promise<boolean> {
      const at = nowIso(now);
      const result = await db
        .updateTable('saved_searches')
        .set({ ...values, updated_at: at, last_engaged_at: at, backoff_frequency: null, backoff_at: null })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async remove(id: number, userId: number): Promise<boolean> {
      await db
        .deleteFrom('alert_deliveries')
        .where('saved_search_id', '=', id)
        .where('user_id', '=', userId)
        .execute();
      const result = await db
        .deleteFrom('saved_searches')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** Paused searches are owed nothing: their unsent matches are dropped with the pause. */
    async pause(id: number, now: Date): Promise<void> {
      await db
        .updateTable('saved_searches')
        .set({ paused: 1, updated_at: nowIso(now) })
        .where('id', '=', id)
        .execute();
      await db
        .deleteFrom('alert_deliveries')
        .where('saved_search_id', '=', id)
        .where('sent_at', 'is', null)
        .execute();
    },

    async dropUnsent(id: number): Promise<void> {
      await db
        .deleteFrom('alert_deliveries')
        .where('saved_search_id', '=', id)
        .where('sent_at', 'is', null)
        .execute();
    },

    /** The member looked at their saved searches: every back-off of theirs ends. */
    async markEngaged(userId: number, now: Date): Promise<void> {
      await db
        .updateTable('saved_searches')
        .set({ last_engaged_at: nowIso(now), backoff_frequency: null, backoff_at: null })
        .where('user_id', '=', userId)
        .execute();
    },

    /** Favourite alerts off for a member (their mail's unsubscribe link); idempotent. */
    async optOutOfFavourites(userId: number, now: Date): Promise<void> {
      await db
        .insertInto('favourite_alert_optouts')
        .values({ user_id: userId, created_at: nowIso(now) })
        .onConflict((oc) => oc.column('user_id').doNothing())
        .execute();
    },
  };
}
