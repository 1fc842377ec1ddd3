import type { Kysely } from 'kysely';
import { containsLower, dialectOf, nowIso, toNumber } from '../../db/dialect.js';
import type { DB, Row } from '../../db/types.js';

export type CityRow = Row<'cities'>;

/** The operators' reads and writes of the cities catalogue. */
export function cityAdminRepository(db: Kysely<DB>) {
  return {
    /** By name (the folded key, so both dialects agree), then id. */
    async page(filters: { search?: string; enabled?: boolean }, offset: number, limit: number) {
      const base = db
        .selectFrom('cities as c')
        .$if(!!filters.search, (q) => q.where(containsLower('c.name', filters.search as string, true)))
        .$if(filters.enabled !== undefined, (q) => q.where('c.status', '=', filters.enabled ? 1 : 0));
      const [rows, count] = await Promise.all([
        base.selectAll('c').orderBy('c.name_key').orderBy('c.id').offset(offset).limit(limit).execute(),
        base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
      ]);
      return { rows, total: toNumber(count?.n) };
    },

    async find(id: number): Promise<CityRow | undefined> {
      return db.selectFrom('cities').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async lock(id: number): Promise<CityRow | undefined> {
      const q = db.selectFrom('cities').selectAll().where('id', '=', id);
      return (dialectOf(db) === 'postgres' ? q.forUpdate() : q).executeTakeFirst();
    },

    async setStatus(id: number, status: number, at: Date): Promise<void> {
      await db
        .updateTable('cities')
        .set({ status, updated_at: nowIso(at) })
        .where('id', '=', id)
        .execute();
    },
  };
}
