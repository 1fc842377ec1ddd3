import { type Kysely, sql } from 'kysely';
import { containsLower, dialectOf, nowIso, toNumber } from '../../db/dialect.js';
import type { DB, Row } from '../../db/types.js';

export type FacilityRow = Row<'outdoor_facilities'>;

/** The operators' reads and writes of outdoor facilities. */
export function facilityAdminRepository(db: Kysely<DB>) {
  return {
    /** By name (folded, so both dialects agree), then id. */
    async page(search: string | undefined, offset: number, limit: number) {
      const base = db
        .selectFrom('outdoor_facilities as f')
        .$if(!!search, (q) => q.where(containsLower('f.name', search as string, true)));
      const [rows, count] = await Promise.all([
        base
          .selectAll('f')
          .orderBy(sql`lower(${sql.ref('f.name')})`)
          .orderBy('f.id')
          .offset(offset)
          .limit(limit)
          .execute(),
        base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
      ]);
      return { rows, total: toNumber(count?.n) };
    },

    async find(id: number): Promise<FacilityRow | undefined> {
      return db.selectFrom('outdoor_facilities').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** The facility's row, locked against a concurrent operator write on PostgreSQL. */
    async lock(id: number): Promise<FacilityRow | undefined> {
      const q = db.selectFrom('outdoor_facilities').selectAll().where('id', '=', id);
      return (dialectOf(db) === 'postgres' ? q.forUpdate() : q).executeTakeFirst();
    },

    /** Listings giving a distance to each facility. */
    async use(ids: number[]): Promise<Map<number, number>> {
      const out = new Map<number, number>();
      if (ids.length === 0) return out;
      const rows = await db
        .selectFrom('property_facilities')
        .select((eb) => ['facility_id', eb.fn.countAll().as('n')])
        .where('facility_id', 'in', ids)
        .groupBy('facility_id')
        .execute();
      for (const row of rows) out.set(Number(row.facility_id), toNumber(row.n));
      return out;
    },

    async insert(name: string, at: Date): Promise<number> {
      const stamp = nowIso(at);
      const row = await db
        .insertInto('outdoor_facilities')
        .values({ name, image: null, created_at: stamp, updated_at: stamp })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async update(id: number, name: string, at: Date): Promise<void> {
      await db
        .updateTable('outdoor_facilities')
        .set({ name, updated_at: nowIso(at) })
        .where('id', '=', id)
        .execute();
    },

    async remove(id: number): Promise<void> {
      await db.deleteFrom('outdoor_facilities').where('id', '=', id).execute();
    },
  };
}
