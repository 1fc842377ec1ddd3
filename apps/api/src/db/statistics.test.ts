import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalStorageAdapter } from '../adapters/storage/local-storage.adapter.js';
import { seedDemo } from './seed/demo-seed.js';
import { createTestDatabase, type TestDatabase } from './testing/test-db.js';

// The planner needs statistics on what the migrations created and the seed loaded: without them
// PostgreSQL counts by sequential scan until autovacuum's ANALYZE, which waits for enough changes.

/** PostgreSQL: reltuples is -1 until the table is first analysed (PostgreSQL 14+). */
async function reltuples(database: TestDatabase, table: string): Promise<number> {
  const { rows } = await sql<{
    reltuples: number;
  }>`select reltuples from pg_class where oid = ${table}::regclass`.execute(database.db);
  return Number(rows[0]?.reltuples);
}

/** SQLite: the row count ANALYZE recorded for the table's indexes (first number of stat). */
async function sqliteStatRows(database: TestDatabase, table: string): Promise<number | null> {
  const { rows } = await sql<{
    stat: string;
  }>`select stat from sqlite_stat1 where tbl = ${table} limit 1`.execute(database.db);
  return rows[0] ? Number(rows[0].stat.split(' ')[0]) : null;
}

describe('planner statistics', () => {
  let database: TestDatabase;
  let uploads: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    uploads = mkdtempSync(path.join(tmpdir(), 'domus-stats-'));
  });
  afterAll(async () => {
    await database?.destroy();
    if (uploads) rmSync(uploads, { recursive: true, force: true });
  });

  it('migrating a new database leaves its tables analysed (PostgreSQL)', async () => {
    if (database.dialect !== 'postgres') return;
    expect(await reltuples(database, 'properties')).toBe(0);
  });

  it('seeding leaves the properties table analysed with its row count, and vacuumed on PostgreSQL', async () => {
    const storage = new LocalStorageAdapter(uploads, 'http://localhost:3000');
    const summary = await seedDemo({
      db: database.db,
      dialect: database.dialect,
      storage,
      listings: 120,
      images: false,
    });
    expect(summary.tables.properties).toBe(120);
    if (database.dialect === 'postgres') {
      expect(await reltuples(database, 'properties')).toBe(120);
      // Vacuumed too: the write path's dead row versions gone, the visibility map set.
      const { rows } = await sql<{
        analysed: boolean;
        vacuumed: boolean;
      }>`select last_analyze is not null as analysed, last_vacuum is not null as vacuumed
         from pg_stat_user_tables where relname = 'properties'`.execute(database.db);
      expect(rows[0]).toEqual({ analysed: true, vacuumed: true });
    } else {
      expect(await sqliteStatRows(database, 'properties')).toBe(120);
    }
  });
});
