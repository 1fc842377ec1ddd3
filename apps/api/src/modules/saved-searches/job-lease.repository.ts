import { type Kysely, sql } from 'kysely';
import { nowIso } from '../../db/dialect.js';
import type { DB } from '../../db/types.js';

/**
 * Named job leases and watermarks in the database, so instances (and worker processes) sharing it
 * run a sweep's work one at a time without any other coordination service.
 */
export function jobLeaseRepository(db: Kysely<DB>) {
  return {
    /**
     * Takes the lease when nobody holds it, it has expired, or `holder` holds it already, by one
     * conditional upsert: of two racing sweeps exactly one gets a row back.
     */
    async acquire(name: string, holder: string, now: Date, ttlMs: number): Promise<boolean> {
      const expires = nowIso(new Date(now.getTime() + ttlMs));
      const row = await db
        .insertInto('job_leases')
        .values({ name, holder, expires_at: expires })
        .onConflict((oc) =>
          oc
            .column('name')
            .doUpdateSet({ holder, expires_at: expires })
            .where((eb) =>
              eb.or([eb('job_leases.expires_at', '<=', nowIso(now)), eb('job_leases.holder', '=', holder)]),
            ),
        )
        .returning('holder')
        .executeTakeFirst();
      return row?.holder === holder;
    },

    async release(name: string, holder: string): Promise<void> {
      await db.deleteFrom('job_leases').where('name', '=', name).where('holder', '=', holder).execute();
    },

    async watermark(name: string): Promise<number | null> {
      const row = await db
        .selectFrom('job_watermarks')
        .select('value')
        .where('name', '=', name)
        .executeTakeFirst();
      return row ? Number(row.value) : null;
    },

    /** Moves a watermark forward only (a slower sweep never takes it back). */
    async advance(name: string, value: number, now: Date): Promise<void> {
      await db
        .insertInto('job_watermarks')
        .values({ name, value, updated_at: nowIso(now) })
        .onConflict((oc) =>
          oc
            .column('name')
            .doUpdateSet({ value, updated_at: nowIso(now) })
            .where(sql<boolean>`job_watermarks.value < ${value}`),
        )
        .execute();
    },
  };
}
