import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type DatabaseHandle, openDatabase } from './database.js';
import { cacheStatements } from './statement-cache.js';

// Kysely prepares every query; the cache hands back the statement compiled for the same SQL text
// before. SQLite-only (better-sqlite3), so it runs the same in both API steps.

describe('SQLite statement cache', () => {
  let raw: SQLite.Database;
  let handle: DatabaseHandle | null = null;
  afterEach(async () => {
    await handle?.close();
    handle = null;
    if (raw?.open) raw.close();
  });

  it('returns the same Statement for the same SQL and prepares it once', () => {
    raw = new SQLite(':memory:');
    const prepare = vi.spyOn(raw, 'prepare');
    const cached = cacheStatements(raw, 10);
    const first = cached.prepare('select 1 as n');
    const second = cached.prepare('select 1 as n');
    expect(second).toBe(first);
    expect(cached.prepare('select 2 as n')).not.toBe(first);
    expect(prepare).toHaveBeenCalledTimes(2);
    expect(cached.size).toBe(2);
  });

  it('holds at most its bound and evicts the least recently used', () => {
    raw = new SQLite(':memory:');
    const cached = cacheStatements(raw, 3);
    const a = cached.prepare('select 1');
    const b = cached.prepare('select 2');
    cached.prepare('select 3');
    expect(cached.prepare('select 1')).toBe(a); // now the most recent: "select 2" is the oldest
    cached.prepare('select 4');
    expect(cached.size).toBe(3);
    expect(cached.prepare('select 1')).toBe(a);
    expect(cached.prepare('select 2')).not.toBe(b); // evicted, compiled again
    expect(cached.size).toBe(3);
  });

  it('gives a fresh statement while the cached one has an open iterator', () => {
    raw = new SQLite(':memory:');
    const cached = cacheStatements(raw, 10);
    const text = 'select value from json_each(?)';
    const open = cached.prepare(text) as SQLite.Statement;
    const rows = open.iterate(['[1,2,3]']);
    expect(rows.next().value).toEqual({ value: 1 });
    const other = cached.prepare(text) as SQLite.Statement;
    expect(other).not.toBe(open);
    expect(other.all(['[7]'])).toEqual([{ value: 7 }]);
    expect([...rows]).toEqual([{ value: 2 }, { value: 3 }]);
    expect(cached.prepare(text)).toBe(open); // finished: reused again
  });

  it('keeps results correct through Kysely: bound values, writes, streams, transactions', async () => {
    raw = new SQLite(':memory:');
    const cached = cacheStatements(raw, 2); // small, so eviction happens during the test too
    const db = new Kysely<any>({ dialect: new SqliteDialect({ database: cached }) });
    await sql`create table items (id integer primary key, name text not null)`.execute(db);
    for (const name of ['a', 'b', 'c']) await db.insertInto('items').values({ name }).execute();
    const named = (name: string) =>
      db.selectFrom('items').select('id').where('name', '=', name).executeTakeFirst();
    expect(await named('b')).toEqual({ id: 2 });
    expect(await named('c')).toEqual({ id: 3 }); // same statement, other value bound
    const updated = await db.updateTable('items').set({ name: 'z' }).where('id', '=', 1).executeTakeFirst();
    expect(updated.numUpdatedRows).toBe(1n);
    const streamed: unknown[] = [];
    for await (const row of db.selectFrom('items').select('name').orderBy('id').stream()) streamed.push(row);
    expect(streamed).toEqual([{ name: 'z' }, { name: 'b' }, { name: 'c' }]);
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('items').values({ name: 'gone' }).execute();
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await named('gone')).toBeUndefined();
    expect(cached.size).toBeLessThanOrEqual(2);
    await db.destroy();
  });

  it('is what openDatabase gives Kysely on SQLite: BEGIN IMMEDIATE transactions commit and roll back', async () => {
    handle = openDatabase({ url: ':memory:' });
    await sql`create table t (v integer)`.execute(handle.db);
    for (let i = 0; i < 3; i++) {
      await handle.db.transaction().execute((trx) => sql`insert into t values (${i})`.execute(trx));
    }
    await expect(
      handle.db.transaction().execute(async (trx) => {
        await sql`insert into t values (99)`.execute(trx);
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    const rows = await sql<{ v: number }>`select v from t order by v`.execute(handle.db);
    expect(rows.rows.map((r) => r.v)).toEqual([0, 1, 2]);
  });
});
