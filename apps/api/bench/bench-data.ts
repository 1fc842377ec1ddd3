import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LocalStorageAdapter } from '../src/adapters/storage/local-storage.adapter.js';
import { type AppConfig, loadConfig } from '../src/config.js';
import { type DatabaseHandle, openDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { isDatabaseEmpty, seedDemo } from '../src/db/seed/demo-seed.js';

export interface BenchData {
  dir: string;
  databaseFile: string;
  listings: number;
  /** In-process config: the response cache off (RESPONSE_CACHE=off), so every call is cold. */
  config: AppConfig;
  database: DatabaseHandle;
  storage: LocalStorageAdapter;
}

/**
 * The data set: LISTINGS listings built once in a temp directory and reused while it exists
 * (BENCH_DIR to choose another place).
 */
export async function openBenchData(): Promise<BenchData> {
  const listings = Number(process.env.BENCH_LISTINGS ?? 100_000);
  const dir = process.env.BENCH_DIR ?? path.join(tmpdir(), `domus-bench-${listings}`);
  mkdirSync(dir, { recursive: true });
  const databaseFile = path.join(dir, 'bench.sqlite');
  const config = loadConfig(
    // A response cache would answer repeats from memory: the in-process figures measure the work.
    { ...process.env, RESPONSE_CACHE: 'off' },
    {
      dataDir: dir,
      databaseUrl: databaseFile,
      uploadsDir: path.join(dir, 'uploads'),
      outboxDir: path.join(dir, 'outbox'),
      logLevel: 'silent',
      rateLimitPerMinute: 10_000_000,
    },
  );
  const database = openDatabase({ url: databaseFile });
  await migrateToLatest(database);
  const storage = new LocalStorageAdapter(config.uploadsDir, config.publicUrl);
  if (await isDatabaseEmpty(database.db)) {
    const started = Date.now();
    process.stdout.write(`Building ${listings.toLocaleString('en-US')} listings in ${dir}…\n`);
    await seedDemo({ db: database.db, dialect: database.dialect, storage, listings, images: false });
    process.stdout.write(`  built in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  } else {
    process.stdout.write(`Reusing the data set in ${dir}\n`);
  }
  return { dir, databaseFile, listings, config, database, storage };
}
