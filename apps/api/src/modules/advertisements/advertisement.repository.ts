import type { Kysely } from 'kysely';
import { dialectOf, nowIso } from '../../db/dialect.js';
import type { DB, NewRow, Row } from '../../db/types.js';

export type AdvertisementRow = Row<'advertisements'>;
export type AdFor = 'property' | 'project';

const TABLE = { property: 'properties', project: 'projects' } as const;
const KEY = { property: 'property_id', project: 'project_id' } as const;

/** Advertisements (featured listings) and what featuring needs to know about a listing. */
export function advertisementRepository(db: Kysely<DB>) {
  return {
    /** The listing's owner and public state (stored `is_public`), or undefined. */
    async listing(kind: AdFor, id: number) {
      return db
        .selectFrom(TABLE[kind])
        .select(['id', 'owner_id', 'is_public'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /**
     * Holds the listing's row until the transaction ends (PostgreSQL; SQLite transactions take
     * the write lock up front), so two requests cannot both find no live advertisement.
     */
    async lockListing(q: Kysely<DB>, kind: AdFor, id: number): Promise<void> {
      if (dialectOf(q) !== 'postgres') return;
      await q.selectFrom(TABLE[kind]).select('id').where('id', '=', id).forUpdate().execute();
    },

    /** Live: pending, or approved and not ended (§4.6), inside the caller's transaction. */
    async hasLive(q: Kysely<DB>, kind: AdFor, id: number, at: Date): Promise<boolean> {
      const row = await q
        .selectFrom('advertisements')
        .select('id')
        .where(KEY[kind], '=', id)
        .where((eb) =>
          eb.or([eb('status', '=', 1), eb.and([eb('status', '=', 0), eb('end_date', '>', nowIso(at))])]),
        )
        .executeTakeFirst();
      return row !== undefined;
    },

    async insert(q: Kysely<DB>, row: NewRow<'advertisements'>): Promise<AdvertisementRow> {
      return q.insertInto('advertisements').values(row).returningAll().executeTakeFirstOrThrow();
    },

    /**
     * Approved advertisements whose end has passed become expired (status 3, disabled), at most
     * `limit` a call; returns those this call changed (a concurrent sweep changes the others).
     */
    async expireEnded(at: Date, limit: number): Promise<AdvertisementRow[]> {
      const ended = await db
        .selectFrom('advertisements')
        .select('id')
        .where('status', '=', 0)
        .where('end_date', '<=', nowIso(at))
        .orderBy('end_date')
        .limit(limit)
        .execute();
      if (ended.length === 0) return [];
      return db
        .updateTable('advertisements')
        .set({ status: 3, is_enable: 0, updated_at: nowIso(at) })
        .where(
          'id',
          'in',
          ended.map((r) => r.id),
        )
        .where('status', '=', 0)
        .returningAll()
        .execute();
    },

    /** A listing's title and slug, for the owner's notification. */
    async titleOf(kind: AdFor, id: number) {
      return db.selectFrom(TABLE[kind]).select(['title', 'slug_id']).where('id', '=', id).executeTakeFirst();
    },

    /** My advertisements of one kind, newest first, every status. */
    async mine(userId: number, kind: AdFor, offset: number, limit: number) {
      const base = db.selectFrom('advertisements').where('customer_id', '=', userId).where('for', '=', kind);
      const [rows, total] = await Promise.all([
        base
          .selectAll()
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .offset(offset)
          .limit(limit)
          .execute(),
        base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
      ]);
      return { rows, total: Number(total?.n ?? 0) };
    },

    /** The properties my advertisements point at (§2.9 featured-data `property`), any state. */
    async propertySummaries(ids: number[], viewerId: number) {
      if (ids.length === 0) return { rows: [], gallery: [], favourites: new Set<number>() };
      const [rows, gallery, favourites] = await Promise.all([
        db
          .selectFrom('properties as p')
          .innerJoin('categories as c', 'c.id', 'p.category_id')
          .select([
            'p.id',
            'p.slug_id',
            'p.title',
            'p.property_type',
            'p.price',
            'p.city',
            'p.state',
            'p.country',
            'p.title_image',
            'p.category_id',
            'c.category as category_name',
            'c.slug_id as category_slug_id',
            'c.image as category_image',
          ])
          .where('p.id', 'in', ids)
          .execute(),
        db
          .selectFrom('property_images')
          .select(['id', 'property_id', 'image'])
          .where('property_id', 'in', ids)
          .orderBy('sequence')
          .orderBy('id')
          .execute(),
        db
          .selectFrom('favourites')
          .select('property_id')
          .where('user_id', '=', viewerId)
          .where('property_id', 'in', ids)
          .execute(),
      ]);
      return { rows, gallery, favourites: new Set(favourites.map((f) => f.property_id)) };
    },

    /** The projects my advertisements point at (§2.9 featured-data `project`), any state. */
    async projectSummaries(ids: number[], at: Date) {
      if (ids.length === 0) return { rows: [], live: new Set<number>() };
      const [rows, live] = await Promise.all([
        db
          .selectFrom('projects as p')
          .innerJoin('categories as c', 'c.id', 'p.category_id')
          .select([
            'p.id',
            'p.slug_id',
            'p.title',
            'p.type',
            'p.image',
            'p.city',
            'p.state',
            'p.country',
            'p.category_id',
            'p.is_public',
            'p.is_promoted',
            'p.promoted_until',
            'c.category as category_name',
            'c.slug_id as category_slug_id',
            'c.image as category_image',
          ])
          .where('p.id', 'in', ids)
          .execute(),
        db
          .selectFrom('advertisements')
          .select('project_id')
          .where('project_id', 'in', ids)
          .where((eb) =>
            eb.or([eb('status', '=', 1), eb.and([eb('status', '=', 0), eb('end_date', '>', nowIso(at))])]),
          )
          .execute(),
      ]);
      return { rows, live: new Set(live.map((r) => r.project_id as number)) };
    },
  };
}

export type AdvertisementRepository = ReturnType<typeof advertisementRepository>;
