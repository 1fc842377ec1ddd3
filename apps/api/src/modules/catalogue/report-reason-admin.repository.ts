import { type Kysely, sql } from 'kysely';
import { containsLower, dialectOf, nowIso, toNumber } from '../../db/dialect.js';
import type { DB, Row } from '../../db/types.js';

export type ReportReasonRow = Row<'report_reasons'>;

/** The operators' reads and writes of the reasons members pick when reporting a listing. */
export function reportReasonAdminRepository(db: Kysely<DB>) {
  return {
    /** In creation order, as the public report dialog lists them. */
    async page(search: string | undefined, offset: number, limit: number) {
      const base = db
        .selectFrom('report_reasons as rr')
        .$if(!!search, (q) => q.where(containsLower('rr.reason', search as string, true)));
      const [rows, count] = await Promise.all([
        base.selectAll('rr').orderBy('rr.id').offset(offset).limit(limit).execute(),
        base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
      ]);
      return { rows, total: toNumber(count?.n) };
    },

    async find(id: number): Promise<ReportReasonRow | undefined> {
      return db.selectFrom('report_reasons').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async lock(id: number): Promise<ReportReasonRow | undefined> {
      const q = db.selectFrom('report_reasons').selectAll().where('id', '=', id);
      return (dialectOf(db) === 'postgres' ? q.forUpdate() : q).executeTakeFirst();
    },

    /** Reports filed with each reason. */
    async use(ids: number[]): Promise<Map<number, number>> {
      const out = new Map<number, number>();
      if (ids.length === 0) return out;
      const rows = await db
        .selectFrom('reports')
        .select((eb) => ['reason_id', eb.fn.countAll().as('n')])
        .where('reason_id', 'in', ids)
        .groupBy('reason_id')
        .execute();
      for (const row of rows) out.set(Number(row.reason_id), toNumber(row.n));
      return out;
    },

    async insert(reason: string, at: Date): Promise<number> {
      const stamp = nowIso(at);
      const row = await db
        .insertInto('report_reasons')
        .values({ reason, created_at: stamp, updated_at: stamp })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async update(id: number, reason: string, at: Date): Promise<void> {
      await db
        .updateTable('report_reasons')
        .set({ reason, updated_at: nowIso(at) })
        .where('id', '=', id)
        .execute();
    },

    /**
     * Deletes the reason. Reports filed with it keep its text as their own message first (the
     * foreign key would only clear reason_id), so operators still read why they were filed.
     */
    async remove(id: number, text: string): Promise<void> {
      await db
        .updateTable('reports')
        .set({ other_message: sql<string>`coalesce(other_message, ${text})`, reason_id: null })
        .where('reason_id', '=', id)
        .execute();
      await db.deleteFrom('report_reasons').where('id', '=', id).execute();
    },
  };
}
