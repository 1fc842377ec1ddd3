import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from './database.js';

// A PostgreSQL connection the server closes while it sits idle in the pool (a restart, an
// operator's pg_terminate_backend) must not end the API process: the pool reports it and opens a
// new connection for the next query. Runs against the PostgreSQL server in both API steps.

const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `domus_pool_${randomBytes(5).toString('hex')}`;
let handle: DatabaseHandle;
const reported: Error[] = [];

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  await admin((c) => c.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  handle = openDatabase({ url: url.toString(), poolSize: 2, onIdleError: (e) => reported.push(e) });
});
afterAll(async () => {
  await handle.close();
  await admin((c) => c.query(`drop database if exists ${name} with (force)`));
});

describe('PostgreSQL pool', () => {
  it('survives its idle connections being terminated by the server', async () => {
    await sql`select 1`.execute(handle.db); // one connection now idle in the pool
    const killed = await admin((c) =>
      c.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]),
    );
    expect(killed.rowCount).toBeGreaterThan(0);
    for (let i = 0; i < 50 && reported.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
    expect(reported[0]?.message).toMatch(/terminating connection/);
    const again = await sql<{ one: number }>`select 1 as one`.execute(handle.db);
    expect(again.rows[0]?.one).toBe(1);
  });
});
