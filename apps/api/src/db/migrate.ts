import { type Kysely, sql } from 'kysely';
import type { DatabaseHandle } from './database.js';
import { nowIso } from './dialect.js';
import { migrations } from './migrations/migration-list.js';
import { refreshStatistics } from './statistics.js';

const LOCK_KEY = 827_361; // arbitrary constant for pg_advisory_lock: one migrator at a time

/**
 * Runs pending migrations in order, each in its own transaction, and records them. Safe to call
 * on every start and from several instances at once (PostgreSQL advisory lock; SQLite takes a
 * write lock per transaction).
 */
export async function migrateToLatest(handle: DatabaseHandle): Promise<string[]> {
  const db = handle.db as unknown as Kysely<any>;
  await db.schema
    .createTable('domus_migrations')
    .ifNotExists()
    .addColumn('name', 'varchar(255)', (c) => c.primaryKey())
    .addColumn('applied_at', 'varchar(40)', (c) => c.notNull())
    .execute();

  const applied: string[] = [];
  const run = async () => {
    const done = new Set(
      (await db.selectFrom('domus_migrations').select('name').execute()).map((r: { name: string }) => r.name),
    );
    for (const migration of migrations) {
      if (done.has(migration.name)) continue;
      await db.transaction().execute(async (trx) => {
        await migration.up({ db: trx, dialect: handle.dialect });
        await trx
          .insertInto('domus_migrations')
          .values({ name: migration.name, applied_at: nowIso() })
          .execute();
      });
      applied.push(migration.name);
    }
  };

  if (handle.dialect === 'postgres') {
    await db.connection().execute(async (conn) => {
      await sql`select pg_advisory_lock(${LOCK_KEY})`.execute(conn);
      try {
        await run();
        if (applied.length) await refreshStatistics(conn, handle.dialect, 'migration');
      } finally {
        await sql`select pg_advisory_unlock(${LOCK_KEY})`.execute(conn);
      }
    });
  } else {
    await run();
    if (applied.length) await refreshStatistics(db, handle.dialect, 'migration');
  }
  return applied;
}
