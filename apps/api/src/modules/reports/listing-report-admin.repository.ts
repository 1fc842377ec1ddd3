import type { Kysely } from 'kysely';
import { containsLower, dialectOf, nowIso, toNumber } from '../../db/dialect.js';
import type { DB } from '../../db/types.js';
import { propertyWriteRepository } from '../listings/listing-write.repository.js';

export interface ReportFilters {
  status?: string;
  search?: string;
}

/** The operators' reads and writes of members' listing reports. */
export function listingReportAdminRepository(db: Kysely<DB>) {
  const base = (filters: ReportFilters) =>
    db
      .selectFrom('reports as r')
      .innerJoin('properties as p', 'p.id', 'r.property_id')
      .innerJoin('users as u', 'u.id', 'r.user_id')
      .leftJoin('users as o', 'o.id', 'p.owner_id')
      .leftJoin('report_reasons as rr', 'rr.id', 'r.reason_id')
      .$if(!!filters.status, (q) => q.where('r.status', '=', filters.status as string))
      .$if(!!filters.search, (q) =>
        q.where((eb) =>
          eb.or([
            containsLower('p.title', filters.search as string, true),
            containsLower('u.name', filters.search as string, true),
            containsLower('o.name', filters.search as string, true),
            containsLower('rr.reason', filters.search as string, true),
            containsLower('r.other_message', filters.search as string, true),
          ]),
        ),
      );

  const columns = (q: ReturnType<typeof base>) =>
    q.select([
      'r.id',
      'r.status',
      'r.reason_id',
      'r.other_message',
      'r.created_at',
      'r.updated_at',
      'rr.reason as reason_text',
      'p.id as property_id',
      'p.title as property_title',
      'p.slug_id as property_slug_id',
      'p.status as property_status',
      'p.request_status as property_request_status',
      'p.owner_id',
      'o.name as owner_name',
      'o.email as owner_email',
      'o.is_active as owner_active',
      'u.id as reporter_id',
      'u.name as reporter_name',
    ]);

  return {
    /** Newest first; the total ignores offset/limit. */
    async page(filters: ReportFilters, offset: number, limit: number) {
      const [rows, count] = await Promise.all([
        columns(base(filters))
          .orderBy('r.created_at', 'desc')
          .orderBy('r.id', 'desc')
          .offset(offset)
          .limit(limit)
          .execute(),
        base(filters)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirst(),
      ]);
      return { rows, total: toNumber(count?.n) };
    },

    async find(id: number) {
      return columns(base({})).where('r.id', '=', id).executeTakeFirst();
    },

    /** The report's status, locked against a concurrent operator on PostgreSQL. */
    async lock(id: number) {
      const q = db.selectFrom('reports').select(['id', 'status', 'property_id']).where('id', '=', id);
      return (dialectOf(db) === 'postgres' ? q.forUpdate() : q).executeTakeFirst();
    },

    /** The reported listing's state and owner, locked with the report. */
    async lockListing(propertyId: number) {
      const q = db
        .selectFrom('properties')
        .select(['id', 'title', 'slug_id', 'status', 'request_status', 'owner_id'])
        .where('id', '=', propertyId);
      return (dialectOf(db) === 'postgres' ? q.forUpdate() : q).executeTakeFirst();
    },

    /** Open reports per listing, for the "N reports on this listing" hint. */
    async openPerListing(propertyIds: number[]): Promise<Map<number, number>> {
      const out = new Map<number, number>();
      if (propertyIds.length === 0) return out;
      const rows = await db
        .selectFrom('reports')
        .select((eb) => ['property_id', eb.fn.countAll().as('n')])
        .where('property_id', 'in', propertyIds)
        .where('status', '=', 'open')
        .groupBy('property_id')
        .execute();
      for (const row of rows) out.set(Number(row.property_id), toNumber(row.n));
      return out;
    },

    /** Closes the report and every other open report on the same listing; returns their ids. */
    async resolve(reportId: number, propertyId: number, status: string, at: Date): Promise<number[]> {
      const open = await db
        .selectFrom('reports')
        .select('id')
        .where((eb) =>
          eb.or([
            eb('id', '=', reportId),
            eb.and([eb('property_id', '=', propertyId), eb('status', '=', 'open')]),
          ]),
        )
        .orderBy('id')
        .execute();
      const ids = open.map((r) => r.id);
      await db
        .updateTable('reports')
        .set({ status, updated_at: nowIso(at) })
        .where('id', 'in', ids)
        .execute();
      return ids;
    },

    /** The operator's off switch, through the listings' write path (visibility, counts, search). */
    async switchOff(propertyId: number, at: Date): Promise<void> {
      await propertyWriteRepository(db).update([propertyId], { status: 0 }, at);
    },
  };
}

export type ListingReportRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof listingReportAdminRepository>['find']>>
>;
