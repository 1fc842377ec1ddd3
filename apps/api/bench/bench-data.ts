import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { LocalStorageAdapter } from '../src/adapters/storage/local-storage.adapter.js';
import { type AppConfig, loadConfig } from '../src/config.js';
import { type DatabaseHandle, openDatabase } from '../src/db/database.js';
import type { DialectName } from '../src/db/dialect.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { isDatabaseEmpty, seedDemo } from '../src/db/seed/demo-seed.js';

export interface BenchData {
  dir: string;
  /** What DATABASE_URL the servers get: the SQLite file or the postgres:// URL. */
  databaseUrl: string;
  dialect: DialectName;
  listings: number;
  /** In-process config: the response cache off (RESPONSE_CACHE=off), so every call is cold. */
  config: AppConfig;
  database: DatabaseHandle;
  storage: LocalStorageAdapter;
}

export interface BenchDataOptions {
  listings: number;
  postgres: boolean;
}

/** The PostgreSQL server the bench creates its databases on (trust auth, as `npm test` uses). */
const PG_ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * The data set: `listings` listings built once and reused while it exists — SQLite in a temp
 * directory (BENCH_DIR to choose another place), PostgreSQL in a database named after the size
 * on the server at BENCH_DATABASE_URL. A build that failed half-way rolled back (the seed is one
 * transaction), so an existing database is either empty or complete.
 */
export async function openBenchData(options: BenchDataOptions): Promise<BenchData> {
  const { listings } = options;
  const suffix = options.postgres ? `pg-${listings}` : String(listings);
  const dir = process.env.BENCH_DIR ?? path.join(tmpdir(), `domus-bench-${suffix}`);
  mkdirSync(dir, { recursive: true });
  const databaseUrl = options.postgres
    ? await ensurePostgresDatabase(`domus_bench_${listings}`)
    : path.join(dir, 'bench.sqlite');
  const config = loadConfig(
    // A response cache would answer repeats from memory: the in-process figures measure the work.
    { ...process.env, RESPONSE_CACHE: 'off' },
    {
      dataDir: dir,
      databaseUrl,
      uploadsDir: path.join(dir, 'uploads'),
      outboxDir: path.join(dir, 'outbox'),
      logLevel: 'silent',
      rateLimitPerMinute: 10_000_000,
    },
  );
  // As the server opens it: checkpoints off the event loop (sqlite-checkpointer.ts).
  const database = openDatabase({ url: databaseUrl, backgroundCheckpoints: true });
  await migrateToLatest(database);
  const storage = new LocalStorageAdapter(config.uploadsDir, config.publicUrl);
  const where = options.postgres ? `PostgreSQL database domus_bench_${listings}` : dir;
  if (await isDatabaseEmpty(database.db)) {
    const started = Date.now();
    process.stdout.write(`Building ${listings.toLocaleString('en-US')} listings in ${where}…\n`);
    await seedDemo({ db: database.db, dialect: database.dialect, storage, listings, images: false });
    process.stdout.write(`  built in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  } else {
    process.stdout.write(`Reusing the data set in ${where}\n`);
  }
  return { dir, databaseUrl, dialect: database.dialect, listings, config, database, storage };
}

/** Creates the database when missing; says plainly what is needed when the server is not there. */
async function ensurePostgresDatabase(name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 5000 });
  try {
    await admin.connect();
  } catch (error) {
    throw new Error(
      `--pg needs a PostgreSQL server at ${PG_ADMIN_URL} (set BENCH_DATABASE_URL): ${(error as Error).message}`,
    );
  }
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}
