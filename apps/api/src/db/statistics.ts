import { type Kysely, sql } from 'kysely';
import type { DialectName } from './dialect.js';

/**
 * Planner statistics after a change of schema (`migration`) or a load of many rows (`bulk-load`,
 * the seed). Without them PostgreSQL plans new tables and indexes blind — counts become sequential
 * scans — until autovacuum's next ANALYZE, which waits for enough changed rows (and never comes
 * where autovacuum is off). ANALYZE reads a fixed-size sample per table, so the whole database
 * costs seconds even at millions of rows; a migration may touch any table.
 *
 * After a bulk load PostgreSQL also VACUUMs: the listings' write path inserts each row and then
 * updates its derived columns, leaving two dead versions per listing, and until a vacuum sets the
 * visibility map a count cannot be an index-only scan (at 100k listings: list p50 221 → 37 ms).
 * VACUUM cannot run inside a transaction: callers run this after theirs has committed.
 *
 * SQLite has no autovacuum and no dead versions to clear. After a bulk load it analyses
 * everything (the browse plans are tuned on sqlite_stat1); after a migration PRAGMA optimize
 * analyses only the tables its own rules say need it, with a bounded sample.
 */
export async function refreshStatistics<T>(
  db: Kysely<T>,
  dialect: DialectName,
  after: 'migration' | 'bulk-load',
): Promise<void> {
  if (dialect === 'postgres') {
    await (after === 'bulk-load' ? sql`vacuum analyze` : sql`analyze`).execute(db);
  } else {
    await (after === 'bulk-load' ? sql`analyze` : sql`pragma optimize`).execute(db);
  }
}
