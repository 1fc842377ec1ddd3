import type { Kysely } from 'kysely';
import { nowIso, toNumber } from '../../db/dialect.js';
import type { DB } from '../../db/types.js';
import type { PropertyRow } from './property.repository.js';

export interface OwnedFilters {
  propertyTypes?: string[];
  statuses?: number[];
  requestStatuses?: string[];
}

/** An owner's own listings in any state, and what only their owner sees about them. */
export function propertyOwnerRepository(db: Kysely<DB>) {
  const owned = (ownerId: number, f: OwnedFilters) =>
    db
      .selectFrom('properties as p')
      .where('p.owner_id', '=', ownerId)
      .$if(!!f.propertyTypes?.length, (q) => q.where('p.property_type', 'in', f.propertyTypes ?? []))
      .$if(!!f.statuses?.length, (q) => q.where('p.status', 'in', f.statuses ?? []))
      .$if(!!f.requestStatuses?.length, (q) => q.where('p.request_status', 'in', f.requestStatuses ?? []));

  return {
    /** One page, newest first, the total and the views summed over the filtered set. */
    async page(ownerId: number, filters: OwnedFilters, offset: number, limit: number) {
      const [rows, sums] = await Promise.all([
        owned(ownerId, filters)
          .selectAll('p')
          .orderBy('p.created_at', 'desc')
          .orderBy('p.id', 'desc')
          .offset(offset)
          .limit(limit)
          .execute(),
        owned(ownerId, filters)
          .select((eb) => [eb.fn.countAll().as('n'), eb.fn.sum('p.total_view').as('views')])
          .executeTakeFirst(),
      ]);
      return {
        rows: rows as PropertyRow[],
        total: toNumber(sums?.n),
        totalViews: toNumber(sums?.views ?? 0),
      };
    },

    /** One of my listings by id or slug, in any state. */
    async one(ownerId: number, key: { id?: number; slug_id?: string }): Promise<PropertyRow | undefined> {
      let q = db.selectFrom('properties').selectAll().where('owner_id', '=', ownerId);
      if (key.id !== undefined) q = q.where('id', '=', key.id);
      else if (key.slug_id !== undefined) q = q.where('slug_id', '=', key.slug_id);
      return (await q.executeTakeFirst()) as PropertyRow | undefined;
    },

    /** Up to `limit` of my other listings, newest first. */
    async others(ownerId: number, exceptId: number, limit: number): Promise<PropertyRow[]> {
      return (await db
        .selectFrom('properties')
        .selectAll()
        .where('owner_id', '=', ownerId)
        .where('id', '!=', exceptId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute()) as PropertyRow[];
    },

    /** The latest rejection reason of each listing. */
    async rejections(ids: number[]) {
      if (ids.length === 0) return [];
      return db
        .selectFrom('moderation_reasons')
        .select(['id', 'entity_id', 'reason', 'created_at'])
        .where('entity', '=', 'property')
        .where('entity_id', 'in', ids)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    /** Every advertisement of these listings, the latest first. */
    async advertisements(ids: number[]) {
      if (ids.length === 0) return [];
      return db
        .selectFrom('advertisements')
        .select([
          'id',
          'property_id',
          'for',
          'type',
          'status',
          'is_enable',
          'start_date',
          'end_date',
          'package_id',
        ])
        .where('property_id', 'in', ids)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    /** Who is interested in these listings, the latest first. */
    async interested(ids: number[]) {
      if (ids.length === 0) return [];
      return db
        .selectFrom('interests as i')
        .innerJoin('users as u', 'u.id', 'i.user_id')
        .select(['i.property_id', 'u.id', 'u.name', 'u.profile'])
        .where('i.property_id', 'in', ids)
        .orderBy('i.created_at', 'desc')
        .orderBy('u.id', 'desc')
        .execute();
    },

    /** My advertisements for properties with the listing's card fields, newest first, and the total. */
    async myAdvertisements(customerId: number, offset: number, limit: number) {
      const base = db
        .selectFrom('advertisements as a')
        .innerJoin('properties as p', 'p.id', 'a.property_id')
        .innerJoin('categories as c', 'c.id', 'p.category_id')
        .where('a.customer_id', '=', customerId)
        .where('a.for', '=', 'property');
      const [rows, count] = await Promise.all([
        base
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
            'a.id as advertisement_id',
            'a.status as advertisement_status',
            'a.type as advertisement_type',
            'a.start_date',
            'a.end_date',
          ])
          .orderBy('a.created_at', 'desc')
          .orderBy('a.id', 'desc')
          .offset(offset)
          .limit(limit)
          .execute(),
        base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
      ]);
      return { rows, total: toNumber(count?.n) };
    },

    /** Ids of these listings with a live advertisement (pending, or approved and not ended). */
    async withLiveAdvertisement(ids: number[], at: Date): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .selectFrom('advertisements')
        .select('property_id')
        .where('property_id', 'in', ids)
        .where((eb) =>
          eb.or([eb('status', '=', 1), eb.and([eb('status', '=', 0), eb('end_date', '>', nowIso(at))])]),
        )
        .execute();
      return new Set(rows.map((r) => r.property_id as number));
    },
  };
}
