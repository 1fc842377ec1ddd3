import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from './database.js';
import { startCheckpointer } from './sqlite-checkpointer.js';

// Checkpoints in their own thread (sqlite-checkpointer.ts): a commit only appends to the WAL, the
// database file catches up in the background, and without the thread the connection checkpoints
// by itself again.

let dir: string;
let file: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'domus-checkpoint-'));
  file = path.join(dir, 'db.sqlite');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function openWal(): SQLite.Database {
  const connection = new SQLite(file);
  connection.pragma('journal_mode = WAL');
  connection.pragma('synchronous = NORMAL');
  connection.exec('create table rows (id integer primary key, body text not null)');
  return connection;
}

/** One transaction of about 6 MB: well past the 1,000 pages at which a commit checkpoints. */
function writeMuch(connection: SQLite.Database): void {
  const insert = connection.prepare('insert into rows (body) values (?)');
  connection.transaction(() => {
    for (let i = 0; i < 1500; i += 1) insert.run('x'.repeat(4000));
  })();
}

const autocheckpoint = (connection: SQLite.Database) =>
  connection.pragma('wal_autocheckpoint', { simple: true }) as number;

async function until(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('not within the time allowed');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('SQLite checkpoints off the event loop', () => {
  it('by default a big commit checkpoints inside itself (what the thread takes away)', () => {
    const connection = openWal();
    const before = statSync(file).size;
    writeMuch(connection);
    expect(statSync(file).size).toBeGreaterThan(before + 5_000_000);
    connection.close();
  });

  it('with the thread, a commit leaves the database file alone; stopping checkpoints once more', async () => {
    const connection = openWal();
    // A round a minute: none falls inside this test but the one that stop() runs.
    const checkpointer = startCheckpointer(connection, file, { intervalMs: 60_000 });
    await checkpointer.ready;
    expect(autocheckpoint(connection)).toBe(0);
    const before = statSync(file).size;
    writeMuch(connection);
    expect(statSync(file).size).toBe(before);
    expect(statSync(`${file}-wal`).size).toBeGreaterThan(5_000_000);
    await checkpointer.stop();
    expect(statSync(file).size).toBeGreaterThan(before + 5_000_000);
    // Stopped: the connection checkpoints by itself again.
    expect(autocheckpoint(connection)).toBe(1000);
    connection.close();
  });

  it("the thread's rounds bring the database file up to date while the connection serves", async () => {
    const connection = openWal();
    const checkpointer = startCheckpointer(connection, file, { intervalMs: 50 });
    await checkpointer.ready;
    const before = statSync(file).size;
    writeMuch(connection);
    await until(() => statSync(file).size > before + 5_000_000);
    expect(connection.prepare('select count(*) as n from rows').get()).toEqual({ n: 1500 });
    await checkpointer.stop();
    connection.close();
  });

  it('a thread that cannot open the database leaves the connection checkpointing by itself', async () => {
    const connection = openWal();
    const errors: Error[] = [];
    const checkpointer = startCheckpointer(connection, path.join(dir, 'missing', 'db.sqlite'), {
      onError: (error) => errors.push(error),
    });
    await checkpointer.ready;
    expect(errors).toHaveLength(1);
    expect(autocheckpoint(connection)).toBe(1000);
    await checkpointer.stop();
    connection.close();
  });

  it('openDatabase with backgroundCheckpoints hands checkpoints to the thread and closes cleanly', async () => {
    const handle = openDatabase({ url: file, backgroundCheckpoints: true });
    const setting = async () =>
      (await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(handle.db)).rows[0]
        ?.wal_autocheckpoint;
    const deadline = Date.now() + 5000;
    while ((await setting()) !== 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(await setting()).toBe(0);
    await sql`create table notes (id integer primary key, body text)`.execute(handle.db);
    await sql`insert into notes (body) values ('kept')`.execute(handle.db);
    await handle.close();
    const reader = new SQLite(file, { readonly: true });
    expect(reader.prepare('select body from notes').all()).toEqual([{ body: 'kept' }]);
    reader.close();
  });
});
