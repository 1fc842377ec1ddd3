import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from './database.js';

// Several server processes share one SQLite file (WEB_CONCURRENCY > 1). A second connection to
// the same file stands in for another process.

describe('SQLite shared by several processes', () => {
  let dir: string;
  let handle: DatabaseHandle | null = null;
  let other: SQLite.Database | null = null;
  afterEach(async () => {
    other?.close();
    await handle?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('a transaction that reads, then writes, is not failed by a write from another process', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'domus-sqlite-'));
    const file = path.join(dir, 'shared.sqlite');
    handle = openDatabase({ url: file });
    await sql`create table counters (name text primary key, value integer not null)`.execute(handle.db);
    await sql`insert into counters values ('views', 1)`.execute(handle.db);
    other = new SQLite(file, { timeout: 50 });

    let otherWrite: string = 'not tried';
    await handle.db.transaction().execute(async (trx) => {
      const row = await sql<{ value: number }>`select value from counters where name = 'views'`.execute(trx);
      try {
        other?.prepare(`update counters set value = value + 100 where name = 'views'`).run();
        otherWrite = 'done';
      } catch (error) {
        otherWrite = (error as { code?: string }).code ?? 'failed';
      }
      await sql`update counters set value = ${(row.rows[0]?.value ?? 0) + 1} where name = 'views'`.execute(
        trx,
      );
    });

    // The other process waited for the lock (here: gave up after its own short timeout) instead
    // of slipping a write between this transaction's read and its write.
    expect(otherWrite).toBe('SQLITE_BUSY');
    const after = await sql<{ value: number }>`select value from counters where name = 'views'`.execute(
      handle.db,
    );
    expect(after.rows[0]?.value).toBe(2);
  });

  it('waits up to 5 s for another process’s write lock instead of failing at once', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'domus-sqlite-'));
    handle = openDatabase({ url: path.join(dir, 'shared.sqlite') });
    const result = await sql<{ timeout: number }>`pragma busy_timeout`.execute(handle.db);
    expect(result.rows[0]?.timeout).toBe(5000);
  });
});
