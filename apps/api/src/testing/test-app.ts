import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createStorageAdapter } from '../adapters/storage/create-storage-adapter.js';
import { type BuildOptions, buildApp, type DomusApp } from '../app.js';
import { type AppConfig, loadConfig } from '../config.js';
import { createTestDatabase, type TestDatabase } from '../db/testing/test-db.js';
import { variantsSettled } from '../lib/image-variants.js';

/**
 * A real app (all plugins, real database of the chosen dialect, real disk storage in a temp
 * folder) for API tests through app.inject. The clock is controllable for time rules.
 */
export interface TestApp extends DomusApp {
  database: TestDatabase;
  clock: { now: Date };
  close(): Promise<void>;
}

export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  options: Pick<BuildOptions, 'extraCalls' | 'logger' | 'logStream' | 'realtime'> & {
    /** A database of the test's own (e.g. one recording its queries); a fresh one by default. */
    database?: TestDatabase;
  } = {},
): Promise<TestApp> {
  const { database = await createTestDatabase(), ...buildOptions } = options;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'domus-test-'));
  const config = loadConfig(
    {},
    {
      dataDir,
      databaseUrl: database.url,
      uploadsDir: path.join(dataDir, 'uploads'),
      outboxDir: path.join(dataDir, 'outbox'),
      publicUrl: 'http://localhost:3000',
      webOrigins: ['http://localhost:3000'],
      logLevel: 'silent',
      rateLimitPerMinute: 10_000,
      // Fixtures write rows straight into the database, past the write paths that announce
      // changes: the response and count caches are turned on only by the tests about them.
      responseCache: false,
      countCache: false,
      ...overrides,
    },
  );
  const clock = { now: new Date('2026-06-15T12:00:00.000Z') };
  // Local disk in the temp folder unless the test configures S3 (`storage` in the overrides).
  const storage = createStorageAdapter(config);
  const built = await buildApp({
    config,
    database,
    storage,
    now: () => clock.now,
    logger: false,
    ...buildOptions,
  });
  await built.app.ready();
  return {
    ...built,
    database,
    clock,
    async close() {
      // Pictures' variants still being written would land in the folder removed below.
      await variantsSettled();
      await built.app.close();
      storage.close?.();
      await database.destroy();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** GET /api/<call> with a query object; returns status, parsed body and headers. */
export async function get(
  app: TestApp,
  call: string,
  query: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) for (const v of value) params.append(key, String(v));
    else if (value !== undefined) params.append(key, String(value));
  }
  const qs = params.toString();
  const response = await app.app.inject({ method: 'GET', url: `/api/${call}${qs ? `?${qs}` : ''}`, headers });
  return { status: response.statusCode, body: response.json() as any, headers: response.headers };
}

/** POST /api/<call> with a JSON body (or urlencoded when `form`); returns status, body, headers. */
export async function post(
  app: TestApp,
  call: string,
  payload: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  const response = await app.app.inject({ method: 'POST', url: `/api/${call}`, payload, headers });
  return { status: response.statusCode, body: response.json() as any, headers: response.headers };
}
