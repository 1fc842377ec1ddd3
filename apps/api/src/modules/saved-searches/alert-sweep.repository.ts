import type { Kysely } from 'kysely';
import { nowIso, toIso } from '../../db/dialect.js';
import type { DB } from '../../db/types.js';
import { IS_PUBLIC } from '../listings/listing-status.js';
import { SEARCH_MATCH } from './saved-search.repository.js';

/** Delivery kinds of favourite alerts. */
export const FAVOURITE_KINDS = {
  priceDrop: 'favourite_price_drop',
  statusChange: 'favourite_status_change',
} as const;
export type FavouriteKind = (typeof FAVOURITE_KINDS)[keyof typeof FAVOURITE_KINDS];

/** History fields whose change may make a listing newly browsable. */
const VISIBILITY_FIELDS = ['request_status', 'status', 'property_type'];
/** History fields whose change is news to the members who favourited the listing. */
const FAVOURITE_FIELDS = ['price', 'property_type', 'status'];

const CHUNK = 500; // IN lists and multi-row inserts stay well inside both dialects' limits

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

export interface NewDelivery {
  user_id: number;
  saved_search_id: number | null;
  property_id: number;
  kind: string;
  value: string;
}

/** The alert sweep's queries: what is new, who is owed what, and claiming it for sending. */
export function alertSweepRepository(db: Kysely<DB>) {
  return {
    async maxIds(): Promise<{ property: number; history: number }> {
      const [p, h] = await Promise.all([
        db
          .selectFrom('properties')
          .select((eb) => eb.fn.max('id').as('m'))
          .executeTakeFirst(),
        db
          .selectFrom('listing_history')
          .select((eb) => eb.fn.max('id').as('m'))
          .executeTakeFirst(),
      ]);
      return { property: Number(p?.m ?? 0), history: Number(h?.m ?? 0) };
    },

    /** When the oldest live search was saved: nothing older can be news to any of them. */
    async oldestLiveSearch(): Promise<Date | null> {
      const row = await db
        .selectFrom('saved_searches')
        .select((eb) => eb.fn.min('created_at').as('m'))
        .where('paused', '=', 0)
        .executeTakeFirst();
      const iso = toIso(row?.m ?? null);
      return iso ? new Date(row?.m as string) : null;
    },

    /**
     * Browsable listings created, or changed on a visibility axis, between the watermarks and the
     * maxima, after `since`: each with its owner and when it became what it is now.
     */
    async newlyBrowsable(
      from: { property: number; history: number },
      to: { property: number; history: number },
      since: Date,
      recheckSince: Date | null,
    ): Promise<{ id: number; owner_id: number | null; at: Date }[]> {
      const after = nowIso(since);
      const recheck = recheckSince ? nowIso(recheckSince) : null;
      const [created, changed] = await Promise.all([
        db
          .selectFrom('properties')
          .select(['id', 'owner_id', 'created_at'])
          .where((eb) =>
            recheck
              ? eb.or([eb('id', '>', from.property), eb('created_at', '>', recheck)])
              : eb('id', '>', from.property),
          )
          .where('id', '<=', to.property)
          .where('is_public', '=', IS_PUBLIC.browsable)
          .where('created_at', '>', after)
          .execute(),
        db
          .selectFrom('listing_history as h')
          .innerJoin('properties as p', 'p.id', 'h.entity_id')
          .select(['p.id', 'p.owner_id', 'h.created_at'])
          .where((eb) =>
            recheck
              ? eb.or([eb('h.id', '>', from.history), eb('h.created_at', '>', recheck)])
              : eb('h.id', '>', from.history),
          )
          .where('h.id', '<=', to.history)
          .where('h.entity', '=', 'property')
          .where('h.field', 'in', VISIBILITY_FIELDS)
          .where('h.created_at', '>', after)
          .where('p.is_public', '=', IS_PUBLIC.browsable)
          .execute(),
      ]);
      const byId = new Map<number, { id: number; owner_id: number | null; at: Date }>();
      for (const row of [...created, ...changed]) {
        const at = new Date(row.created_at);
        const seen = byId.get(row.id);
        if (!seen || seen.at < at) byId.set(row.id, { id: row.id, owner_id: row.owner_id, at });
      }
      return [...byId.values()];
    },

    /** The searches owed alerts: every one not paused. */
    async liveSearches() {
      const rows = await db
        .selectFrom('saved_searches')
        .select(['id', 'user_id', 'query', 'created_at'])
        .where('paused', '=', 0)
        .orderBy('id')
        .execute();
      return rows.map((r) => ({ ...r, created_at: new Date(r.created_at) }));
    },

    /** Records deliveries owed; one already recorded (by this sweep or a racing one) stays as it is. */
    async recordDeliveries(rows: readonly NewDelivery[], now: Date): Promise<void> {
      for (const part of chunks(rows)) {
        await db
          .insertInto('alert_deliveries')
          .values(part.map((r) => ({ ...r, created_at: nowIso(now) })))
          .onConflict((oc) => oc.columns(['user_id', 'property_id', 'kind', 'value']).doNothing())
          .execute();
      }
    },

    /** Price and state changes of listings between the watermarks, with their favouriting members. */
    async favouriteChanges(fromHistory: number, toHistory: number, recheckSince: Date | null) {
      const recheck = recheckSince ? nowIso(recheckSince) : null;
      return db
        .selectFrom('listing_history as h')
        .innerJoin('favourites as f', 'f.property_id', 'h.entity_id')
        .select(['h.id', 'h.entity_id as property_id', 'h.field', 'h.old_value', 'h.new_value', 'f.user_id'])
        .where((eb) =>
          recheck
            ? eb.or([eb('h.id', '>', fromHistory), eb('h.created_at', '>', recheck)])
            : eb('h.id', '>', fromHistory),
        )
        .where('h.id', '<=', toHistory)
        .where('h.entity', '=', 'property')
        .where('h.field', 'in', FAVOURITE_FIELDS)
        .whereRef('f.created_at', '<=', 'h.created_at')
        .where('f.user_id', 'not in', (eb) => eb.selectFrom('favourite_alert_optouts').select('user_id'))
        .execute();
    },

    /** Searches with unsent matches, and what deciding whether one is due needs. */
    async searchesWithPending() {
      return db
        .selectFrom('saved_searches as s')
        .select([
          's.id',
          's.user_id',
          's.name',
          's.query',
          's.frequency',
          's.backoff_frequency',
          's.last_alert_at',
          's.created_at',
        ])
        .where('s.paused', '=', 0)
        .where('s.id', 'in', (eb) =>
          eb
            .selectFrom('alert_deliveries')
            .select('saved_search_id')
            .where('sent_at', 'is', null)
            .where('kind', '=', SEARCH_MATCH),
        )
        .execute();
    },

    /**
     * Claims the unsent matches of these searches for this sweep: the conditional UPDATE sets
     * `sent_at` only where it is still null, so of two racing sweeps each row goes to one.
     */
    async claimSearchMatches(searchIds: readonly number[], now: Date) {
      const claimed: { saved_search_id: number; property_id: number }[] = [];
      for (const part of chunks(searchIds)) {
        const rows = await db
          .updateTable('alert_deliveries')
          .set({ sent_at: nowIso(now) })
          .where('saved_search_id', 'in', part)
          .where('kind', '=', SEARCH_MATCH)
          .where('sent_at', 'is', null)
          .returning(['saved_search_id', 'property_id'])
          .execute();
        for (const r of rows)
          if (r.saved_search_id !== null)
            claimed.push({ saved_search_id: r.saved_search_id, property_id: r.property_id });
      }
      return claimed;
    },

    async markAlerted(searchIds: readonly number[], now: Date): Promise<void> {
      for (const part of chunks(searchIds)) {
        await db
          .updateTable('saved_searches')
          .set({ last_alert_at: nowIso(now) })
          .where('id', 'in', part)
          .execute();
      }
    },

    /** Members with unsent favourite alerts (a bounded batch per sweep). */
    async pendingFavouriteMembers(limit: number): Promise<number[]> {
      const rows = await db
        .selectFrom('alert_deliveries')
        .select('user_id')
        .distinct()
        .where('sent_at', 'is', null)
        .where('kind', 'in', Object.values(FAVOURITE_KINDS))
        .limit(limit)
        .execute();
      return rows.map((r) => r.user_id);
    },

    /** Claims a member's unsent favourite alerts, with the change each one is about. */
    async claimFavouriteAlerts(userId: number, now: Date) {
      const claimed = await db
        .updateTable('alert_deliveries')
        .set({ sent_at: nowIso(now) })
        .where('user_id', '=', userId)
        .where('kind', 'in', Object.values(FAVOURITE_KINDS))
        .where('sent_at', 'is', null)
        .returning(['property_id', 'kind', 'value'])
        .execute();
      if (claimed.length === 0) return [];
      const historyIds = claimed.map((c) => Number(c.value)).filter(Number.isSafeInteger);
      const [history, listings] = await Promise.all([
        db
          .selectFrom('listing_history')
          .select(['id', 'old_value', 'new_value', 'field'])
          .where('id', 'in', historyIds.length ? historyIds : [0])
          .execute(),
        db
          .selectFrom('properties')
          .select(['id', 'title', 'slug_id', 'title_image', 'price', 'property_type', 'city', 'rentduration'])
          .where('id', 'in', [...new Set(claimed.map((c) => c.property_id))])
          .execute(),
      ]);
      const historyById = new Map(history.map((h) => [h.id, h]));
      const listingById = new Map(listings.map((l) => [l.id, l]));
      return claimed.flatMap((c) => {
        const listing = listingById.get(c.property_id);
        const change = historyById.get(Number(c.value));
        return listing && change ? [{ kind: c.kind as FavouriteKind, listing, change }] : [];
      });
    },

    /** Live searches that have been sent alerts and are old enough for the back-off to apply. */
    async backOffCandidates(cutoff: Date) {
      return db
        .selectFrom('saved_searches')
        .select([
          'id',
          'frequency',
          'backoff_frequency',
          'backoff_at',
          'last_alert_at',
          'last_engaged_at',
          'created_at',
        ])
        .where('paused', '=', 0)
        .where('last_alert_at', 'is not', null)
        .where('created_at', '<=', nowIso(cutoff))
        .execute();
    },

    async backOff(id: number, frequency: string, now: Date): Promise<void> {
      await db
        .updateTable('saved_searches')
        .set({ backoff_frequency: frequency, backoff_at: nowIso(now) })
        .where('id', '=', id)
        .execute();
    },

    /** Who alerts go to: active, not deleted, with their address. */
    async recipients(userIds: readonly number[]) {
      const out = new Map<number, { id: number; name: string | null; email: string | null }>();
      for (const part of chunks([...new Set(userIds)])) {
        const rows = await db
          .selectFrom('users')
          .select(['id', 'name', 'email'])
          .where('id', 'in', part)
          .where('is_active', '=', 1)
          .where('role', '!=', 'deleted')
          .execute();
        for (const row of rows) out.set(row.id, row);
      }
      return out;
    },
  };
}
