import type { Kysely } from 'kysely';
import { nowIso, toNumber } from '../../db/dialect.js';
import type { DB } from '../../db/types.js';
import { IS_PUBLIC } from '../listings/listing-status.js';
import { propertyWriteRepository } from '../listings/listing-write.repository.js';

export type MarkTable = 'favourites' | 'interests';

export interface MarkedListing {
  id: number;
  slug_id: string;
  owner_id: number | null;
  is_public: number;
}

/** Favourites, interest marks and reports on listings, with the listings' counters. */
export function listingMarkRepository(db: Kysely<DB>) {
  return {
    async listing(key: { id?: number; slug_id?: string }): Promise<MarkedListing | undefined> {
      let q = db.selectFrom('properties').select(['id', 'slug_id', 'owner_id', 'is_public']);
      if (key.id !== undefined) q = q.where('id', '=', key.id);
      else if (key.slug_id !== undefined) q = q.where('slug_id', '=', key.slug_id);
      else return undefined;
      return q.executeTakeFirst();
    },

    /**
     * Adds or removes my mark and recounts the listing's counter in one transaction; adding twice
     * or removing an absent mark changes nothing. Returns the listing's count afterwards.
     */
    async setMark(table: MarkTable, userId: number, propertyId: number, on: boolean, at: Date) {
      return db.transaction().execute(async (trx) => {
        if (on) {
          await trx
            .insertInto(table)
            .values({ user_id: userId, property_id: propertyId, created_at: nowIso(at) })
            .onConflict((oc) => oc.columns(['user_id', 'property_id']).doNothing())
            .execute();
        } else {
          await trx
            .deleteFrom(table)
            .where('user_id', '=', userId)
            .where('property_id', '=', propertyId)
            .execute();
        }
        await propertyWriteRepository(trx).recountMarks(table, [propertyId]);
        const column = table === 'favourites' ? 'favourite_count' : 'interested_count';
        const row = await trx
          .selectFrom('properties')
          .select(column)
          .where('id', '=', propertyId)
          .executeTakeFirst();
        return toNumber(row?.[column as keyof typeof row]);
      });
    },

    /**
     * My favourites still publicly visible (sold and rented included), most recently added first;
     * premium ones only when `premiumAllowed`. Ids of one page, and the total.
     */
    async favouriteIds(userId: number, premiumAllowed: boolean, offset: number, limit: number) {
      const base = db
        .selectFrom('favourites as f')
        .innerJoin('properties as p', 'p.id', 'f.property_id')
        .where('f.user_id', '=', userId)
        .where('p.is_public', '>=', IS_PUBLIC.lookupOnly)
        .$if(!premiumAllowed, (q) => q.where('p.is_premium', '=', 0));
      const [rows, count] = await Promise.all([
        base
          .select('p.id')
          .orderBy('f.created_at', 'desc')
          .orderBy('f.property_id', 'desc')
          .offset(offset)
          .limit(limit)
          .execute(),
        base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
      ]);
      return { ids: rows.map((r) => r.id), total: toNumber(count?.n) };
    },

    /** Members interested in a listing, the latest first, with when they marked it. */
    async interestedUsers(propertyId: number, offset: number, limit: number) {
      const base = db
        .selectFrom('interests as i')
        .innerJoin('users as u', 'u.id', 'i.user_id')
        .where('i.property_id', '=', propertyId);
      const [rows, count] = await Promise.all([
        base
          .select(['u.id', 'u.name', 'u.slug_id', 'u.profile', 'u.email', 'u.mobile', 'i.created_at'])
          .orderBy('i.created_at', 'desc')
          .orderBy('u.id', 'desc')
          .offset(offset)
          .limit(limit)
          .execute(),
        base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
      ]);
      return { rows, total: toNumber(count?.n) };
    },

    async reasonExists(reasonId: number): Promise<boolean> {
      const row = await db
        .selectFrom('report_reasons')
        .select('id')
        .where('id', '=', reasonId)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** The report, unless I reported this listing before (then false: one report per member). */
    async addReport(
      report: { userId: number; propertyId: number; reasonId: number | null; otherMessage: string | null },
      at: Date,
    ): Promise<boolean> {
      const stamp = nowIso(at);
      const inserted = await db
        .insertInto('reports')
        .values({
          user_id: report.userId,
          property_id: report.propertyId,
          reason_id: report.reasonId,
          other_message: report.otherMessage,
          status: 'open',
          created_at: stamp,
          updated_at: stamp,
        })
        .onConflict((oc) => oc.columns(['user_id', 'property_id']).doNothing())
        .returning('id')
        .executeTakeFirst();
      return inserted !== undefined;
    },
  };
}

export type ListingMarkRepository = ReturnType<typeof listingMarkRepository>;
