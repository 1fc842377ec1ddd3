import { type Kysely, sql } from 'kysely';
import { toNumber } from '../../db/dialect.js';
import type { DB } from '../../db/types.js';

/** Small operator-managed lists: outdoor facilities, report reasons, FAQs. */
export function referenceRepository(db: Kysely<DB>) {
  return {
    /** By name (folded, so both dialects agree), then id; one row when `id` is given. */
    async facilities(id?: number) {
      let q = db.selectFrom('outdoor_facilities').select(['id', 'name', 'image']);
      if (id !== undefined) q = q.where('id', '=', id);
      return q
        .orderBy(sql`lower(${sql.ref('name')})`)
        .orderBy('id')
        .execute();
    },

    async facilityIds(ids: readonly number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .selectFrom('outdoor_facilities')
        .select('id')
        .where('id', 'in', [...ids])
        .execute();
      return rows.map((r) => r.id);
    },

    /** In the operator's creation order. */
    async reportReasons(id?: number) {
      let q = db.selectFrom('report_reasons').select(['id', 'reason']);
      if (id !== undefined) q = q.where('id', '=', id);
      return q.orderBy('id').execute();
    },

    /** Active FAQs, newest first; the total ignores offset/limit. */
    async faqs(offset: number, limit: number) {
      const active = () => db.selectFrom('faqs').where('status', '=', 1);
      const [rows, countRow] = await Promise.all([
        active()
          .select(['id', 'question', 'answer'])
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .offset(offset)
          .limit(limit)
          .execute(),
        active()
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirst(),
      ]);
      return { rows, total: toNumber(countRow?.n) };
    },
  };
}
