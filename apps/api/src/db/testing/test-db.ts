import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../database.js';
import { migrateToLatest } from '../migrate.js';

/**
 * A fresh, migrated database for one test file, on the dialect chosen by DB_DIALECT
 * (`sqlite`, the default, or `postgres`). PostgreSQL tests create a throw-away database on the
 * server at TEST_DATABASE_URL and drop it afterwards. In CI a missing PostgreSQL is a failure.
 */
export const testDialect = (process.env.DB_DIALECT ?? 'sqlite') as 'sqlite' | 'postgres';
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestDatabase extends DatabaseHandle {
  url: string;
  destroy(): Promise<void>;
}

export async function createTestDatabase(options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  let url = ':memory:';
  let drop = async () => {};
  if (testDialect === 'postgres') {
    const name = `domus_t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const parsed = new URL(adminUrl);
    parsed.pathname = `/${name}`;
    url = parsed.toString();
    drop = async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        // The pool's sockets close a moment after pool.end() resolves; forcing the drop at once
        // would kill them mid-close, an uncaught error in the test run. Wait for them first.
        for (let attempt = 0; attempt < 30; attempt++) {
          try {
            await client.query(`drop database if exists ${name}`);
            return;
          } catch (error) {
            if ((error as { code?: string }).code !== '55006') throw error; // object_in_use
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
        }
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    };
  }
  const handle = openDatabase({ url, poolSize: 5 });
  if (options.migrate !== false) await migrateToLatest(handle);
  return {
    ...handle,
    url,
    async destroy() {
      await handle.close();
      await drop();
    },
  };
}
