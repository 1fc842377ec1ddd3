import { mkdir } from 'node:fs/promises';
import { createStorageAdapter } from './adapters/storage/create-storage-adapter.js';
import type { StorageAdapter } from './adapters/storage/storage.adapter.js';
import type { AppConfig } from './config.js';
import { type DatabaseHandle, openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { isDatabaseEmpty, seedDemo } from './db/seed/demo-seed.js';

export interface PreparedData {
  database: DatabaseHandle;
  storage: StorageAdapter;
  /** Migrations applied by this start. */
  applied: string[];
  seeded: boolean;
}

/**
 * Creates the data directories, migrates the database and seeds the demo data into an empty one.
 * Runs once per start, before any server process exists: two processes migrating or seeding the
 * same database at once would race.
 */
export async function prepareData(config: AppConfig): Promise<PreparedData> {
  await mkdir(config.uploadsDir, { recursive: true });
  await mkdir(config.outboxDir, { recursive: true });
  const database = openDatabase({
    url: config.databaseUrl,
    poolSize: config.databasePoolSize,
    backgroundCheckpoints: true,
  });
  const applied = await migrateToLatest(database);
  const storage = createStorageAdapter(config);
  let seeded = false;
  if (config.seedDemo && (await isDatabaseEmpty(database.db))) {
    const started = Date.now();
    process.stdout.write('Seeding the demo data (first start only)…\n');
    await seedDemo({ db: database.db, dialect: database.dialect, storage });
    process.stdout.write(`Demo data ready in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
    seeded = true;
  }
  return { database, storage, applied, seeded };
}
