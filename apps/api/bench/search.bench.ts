/**
 * `npm run bench`: the search API at 100k listings on SQLite.
 * Builds the data set once in a temp directory (reused while it exists: BENCH_DIR), then for a
 * fixed mix of get-property-list filter combinations reports p50/p95 in-process (app.inject),
 * the same queries run directly on the database as the floor, the API/floor ratio, and req/s
 * over HTTP with autocannon. Figures are compared as ratios within one run (shared machines).
 */
import { existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { propertyListQuerySchema } from '@domus/shared/schemas/property-query.schema';
import autocannon from 'autocannon';
import { LocalStorageAdapter } from '../src/adapters/storage/local-storage.adapter.js';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { isDatabaseEmpty, seedDemo } from '../src/db/seed/demo-seed.js';
import { floorQuery } from './floor-query.js';

const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 100_000);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 40);
const dir = process.env.BENCH_DIR ?? path.join(tmpdir(), `domus-bench-${LISTINGS}`);

/** The fixed mix: what visitors do most on a portal's search page. */
const MIX: Record<string, string>[] = [
  {},
  { city: 'Mumbai' },
  { city: 'London', property_type: 'rent' },
  { category_slug_id: 'apartment' },
  { min_price: '100000', max_price: '400000' },
  { property_type: 'sell', sort: 'price_asc' },
  { most_viewed: '1' },
  { posted_since: '0' },
  { country: 'United Arab Emirates', category_slug_id: 'villa', min_price: '200000' },
  { search: 'garden' },
  { parameter_id: '1' },
  { promoted: '1' },
  { offset: '500', limit: '20' },
  { city: 'Pune', most_liked: '1' },
];

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const ms = (n: number) => n.toFixed(2).padStart(8);

async function main() {
  mkdirSync(dir, { recursive: true });
  const config = loadConfig(
    {},
    {
      dataDir: dir,
      databaseUrl: path.join(dir, 'bench.sqlite'),
      uploadsDir: path.join(dir, 'uploads'),
      outboxDir: path.join(dir, 'outbox'),
      logLevel: 'silent',
      rateLimitPerMinute: 10_000_000,
    },
  );
  const database = openDatabase({ url: config.databaseUrl });
  await migrateToLatest(database);
  const storage = new LocalStorageAdapter(config.uploadsDir, config.publicUrl);
  if (await isDatabaseEmpty(database.db)) {
    const started = Date.now();
    process.stdout.write(`Building ${LISTINGS.toLocaleString('en-US')} listings in ${dir}…\n`);
    await seedDemo({
      db: database.db,
      dialect: database.dialect,
      storage,
      listings: LISTINGS,
      images: false,
    });
    process.stdout.write(`  built in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  } else {
    process.stdout.write(`Reusing the data set in ${dir}\n`);
  }
  const { app, services } = await buildApp({ config, database, storage, logger: false });
  await app.ready();

  const urls = MIX.map((q) => `/api/get-property-list?${new URLSearchParams(q).toString()}`);
  // Warm up caches and the query planner.
  for (const url of urls) await app.inject({ url });

  const apiAll: number[] = [];
  const floorAll: number[] = [];
  const rows: string[] = [];
  for (const [i, url] of urls.entries()) {
    const query = propertyListQuerySchema.parse(MIX[i]);
    const api: number[] = [];
    const floor: number[] = [];
    for (let n = 0; n < ITERATIONS; n += 1) {
      let t = performance.now();
      const res = await app.inject({ url });
      api.push(performance.now() - t);
      if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
      t = performance.now();
      await floorQuery(services, query);
      floor.push(performance.now() - t);
    }
    api.sort((a, b) => a - b);
    floor.sort((a, b) => a - b);
    apiAll.push(...api);
    floorAll.push(...floor);
    const label =
      Object.entries(MIX[i] ?? {})
        .map(([k, v]) => `${k}=${v}`)
        .join('&') || '(no filter)';
    rows.push(
      `${label.slice(0, 58).padEnd(58)} ${ms(pct(api, 50))} ${ms(pct(api, 95))} ${ms(pct(floor, 50))} ${(pct(api, 50) / Math.max(0.001, pct(floor, 50))).toFixed(2).padStart(6)}`,
    );
  }
  apiAll.sort((a, b) => a - b);
  floorAll.sort((a, b) => a - b);

  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const http = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: 10,
    duration: Number(process.env.BENCH_HTTP_SECONDS ?? 10),
    requests: urls.map((u) => ({ method: 'GET', path: u })),
  });
  await app.close();
  await database.close();

  const p95 = pct(apiAll, 95);
  const ratio = pct(apiAll, 50) / Math.max(0.001, pct(floorAll, 50));
  const out = [
    '',
    `get-property-list at ${LISTINGS.toLocaleString('en-US')} listings (SQLite), ${ITERATIONS} runs per query, ms`,
    `${'query'.padEnd(58)} ${'api p50'.padStart(8)} ${'api p95'.padStart(8)} ${'db p50'.padStart(8)} ${'ratio'.padStart(6)}`,
    ...rows,
    '',
    `all queries: api p50 ${pct(apiAll, 50).toFixed(2)} ms, p95 ${p95.toFixed(2)} ms; db floor p50 ${pct(floorAll, 50).toFixed(2)} ms, p95 ${pct(floorAll, 95).toFixed(2)} ms`,
    `API/floor (p50): ${ratio.toFixed(2)}   target ≤ 2.00  ${ratio <= 2 ? 'met' : 'NOT met'}`,
    `API p95: ${p95.toFixed(2)} ms   target ≤ 25 ms  ${p95 <= 25 ? 'met' : 'NOT met'}`,
    `HTTP (autocannon, 10 connections, the same mix): ${Math.round(http.requests.average)} req/s, latency p50 ${http.latency.p50} ms, p97.5 ${http.latency.p97_5} ms, errors ${http.errors + http.non2xx}`,
    '',
  ];
  process.stdout.write(out.join('\n'));
  if (!existsSync(dir)) process.stdout.write('(data set removed)\n');
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
