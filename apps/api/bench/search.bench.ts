/**
 * `npm run bench` [--pg] [--listings N] [--pages] [--instances N] [--servers N] [--realtime-only] [--posting-only] [--alerts-only]: the API at N
 * listings (default 100,000) on SQLite, or on PostgreSQL with `--pg`.
 *
 * - The search mix: get-property-list filter combinations in-process (app.inject) against the
 *   same queries straight on the database (the floor).
 * - Posting: post_property with three 2 MP photos in-process (image work apart), and the search mix
 *   over HTTP while 1,000 listings are posted (BENCH_POSTS, BENCH_BACKGROUND_POSTS); all deleted again.
 *   `--posting-only` runs this part alone (posting-only.ts).
 * - Main calls cold in-process (p50/p95, response cache off) and warm over HTTP (autocannon,
 *   10 connections: req/s, p50/p95) against the real server started from source, beside two
 *   ceilings measured in the same run: /api/health and a bare Fastify route.
 * - `--pages`: guest pages warm over HTTP, and rendered one at a time with the page cache off
 *   (then with nothing kept at all), against the built web app (needs `npm run build`).
 * - `--instances N`: the HTTP part also with N worker processes (WEB_CONCURRENCY), and the
 *   scaling against one.
 * - `--servers N` (with `--pg`): N separate server processes sharing PostgreSQL and Redis
 *   (BENCH_REDIS_URL), loaded together against one alone, and a write on one seen on another.
 * - Realtime (realtime.ts): 500 sockets on the real server, messages sent over HTTP at a steady
 *   rate, delivery latency to the sockets on one server and across two sharing Redis
 *   (BENCH_REDIS_URL), and the servers' memory for the open sockets. `--realtime-only` runs
 *   this part alone.
 * - `--alerts-only` (alerts-only.ts): the saved-search alert sweep with 10,000 saved searches,
 *   after 50 listings were approved and after 50 favourites dropped their price.
 * - The cold figures are kept per dialect and size (size-history.ts): a run prints them beside
 *   the latest run at every other size.
 * Figures are compared as ratios within one run (shared machines).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from '../src/app.js';
import { runAlertsOnly } from './alerts-only.js';
import { openBenchData } from './bench-data.js';
import { ms, num, ratio } from './bench-stats.js';
import { measureCold } from './cold-calls.js';
import { goalLines } from './goals.js';
import { type LoadResult, measureHttp } from './http-load.js';
import { guestPages, measurePageRenders } from './pages.js';
import { measurePosting, preparePoster, searchWhilePosting } from './posting.js';
import { runPostingOnly, searchWhilePostingVerdict } from './posting-only.js';
import { measureRealtime } from './realtime.js';
import { mixUrls, runSearchMix } from './search-mix.js';
import { startBareFastify, startServer } from './server-process.js';
import { measureServerScaling } from './server-scaling.js';
import { saveSizeRecord, sizeTable } from './size-history.js';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 40);
const COLD_ITERATIONS = Number(process.env.BENCH_COLD_ITERATIONS ?? 100);
const MIX_SECONDS = Number(process.env.BENCH_HTTP_SECONDS ?? 10);
const CALL_SECONDS = Number(process.env.BENCH_CALL_SECONDS ?? 5);
const POSTS = Number(process.env.BENCH_POSTS ?? 20);
const BACKGROUND_POSTS = Number(process.env.BENCH_BACKGROUND_POSTS ?? 1000);
// Posts a second while the search mix is measured: far above a busy portal's day (10,000 a day is
// 0.12 a second), while 1,000 posts still fit in about four minutes.
const POST_RATE = Number(process.env.BENCH_POST_RATE ?? 4);
// A database index of its own: the bench's keys stay apart from the tests' (index 15).
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/14';

function argValue(name: string): string | undefined {
  const i = process.argv.findIndex((a) => a === name || a.startsWith(`${name}=`));
  if (i === -1) return undefined;
  const arg = process.argv[i] ?? '';
  return arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : process.argv[i + 1];
}

interface Row {
  name: string;
  path: string | null;
  /** In-process, response cache off, list totals kept between writes (COUNT_CACHE, as served). */
  cold: { p50: number; p95: number } | null;
  /** The same with nothing kept at all (COUNT_CACHE=off): every request counts too. */
  bare?: { p50: number; p95: number };
  warm: Map<number, LoadResult>;
}

async function main() {
  const withPages = process.argv.includes('--pages');
  const instances = Number(argValue('--instances') ?? argValue('--workers') ?? 1);
  if (!Number.isInteger(instances) || instances < 1) throw new Error('--instances takes a whole number ≥ 1');
  const workerCounts = instances > 1 ? [1, instances] : [1];
  const postgres = process.argv.includes('--pg');
  const listings = Number(argValue('--listings') ?? process.env.BENCH_LISTINGS ?? 100_000);
  if (!Number.isInteger(listings) || listings < 1 || listings > 1_000_000)
    throw new Error('--listings takes a whole number from 1 to 1000000');
  const servers = Number(argValue('--servers') ?? 1);
  if (!Number.isInteger(servers) || servers < 1) throw new Error('--servers takes a whole number ≥ 1');
  if (servers > 1 && !postgres)
    throw new Error('--servers needs --pg: separate servers share one PostgreSQL database and Redis');

  const data = await openBenchData({ listings, postgres });
  if (process.argv.includes('--realtime-only')) {
    await data.database.close();
    const realtime = await measureRealtime(data, REDIS_URL);
    process.stdout.write(['', ...realtime, ''].join('\n'));
    return;
  }
  if (process.argv.includes('--alerts-only')) {
    process.stdout.write(['', ...(await runAlertsOnly(data)), ''].join('\n'));
    return;
  }
  if (process.argv.includes('--posting-only')) {
    const lines = await runPostingOnly(data, {
      posts: POSTS,
      backgroundPosts: BACKGROUND_POSTS,
      postRate: POST_RATE,
      mixSeconds: MIX_SECONDS,
    });
    process.stdout.write(['', ...lines, ''].join('\n'));
    return;
  }
  const { app, services } = await buildApp({
    config: data.config,
    database: data.database,
    storage: data.storage,
    logger: false,
  });
  await app.ready();
  const first = (await app.inject({ url: '/api/get-property-list?limit=1' })).json() as {
    data: { id: number; slug_id: string }[];
  };
  const property = first.data[0];
  if (!property) throw new Error('the bench data set has no visible listing');

  const rows: Row[] = [
    { name: 'ceiling: bare Fastify', path: null, cold: null, warm: new Map() },
    { name: 'ceiling: /api/health', path: '/api/health', cold: null, warm: new Map() },
    { name: 'list (no filter)', path: '/api/get-property-list', cold: null, warm: new Map() },
    { name: 'list city=Mumbai', path: '/api/get-property-list?city=Mumbai', cold: null, warm: new Map() },
    {
      name: 'list sell, price_asc',
      path: '/api/get-property-list?property_type=sell&sort=price_asc',
      cold: null,
      warm: new Map(),
    },
    {
      name: 'list apartment 100k–400k',
      path: '/api/get-property-list?category_slug_id=apartment&min_price=100000&max_price=400000',
      cold: null,
      warm: new Map(),
    },
    { name: 'homepage-data', path: '/api/homepage-data', cold: null, warm: new Map() },
    { name: 'web-settings', path: '/api/web-settings', cold: null, warm: new Map() },
    { name: 'get_property', path: `/api/get_property?id=${property.id}`, cold: null, warm: new Map() },
  ];

  process.stdout.write('In-process: the search mix and cold calls…\n');
  const mix = await runSearchMix(app, services, ITERATIONS);
  for (const row of rows) if (row.path) row.cold = await measureCold(app, row.path, COLD_ITERATIONS);
  process.stdout.write('In-process: posting…\n');
  const poster = await preparePoster(app, data.database.db);
  const posting = await measurePosting(app, poster, POSTS);
  await app.close();
  // Again with no count kept: what a request costs right after a write.
  const uncached = await buildApp({
    config: { ...data.config, countCache: false },
    database: data.database,
    storage: data.storage,
    logger: false,
  });
  await uncached.app.ready();
  const mixBare = await runSearchMix(uncached.app, uncached.services, ITERATIONS);
  for (const row of rows) if (row.path) row.bare = await measureCold(uncached.app, row.path, COLD_ITERATIONS);
  await uncached.app.close();
  await data.database.close();

  const webBuilt = existsSync(path.join(data.config.webDir, data.config.webDistDir, 'BUILD_ID'));
  const pagesNote = !withPages
    ? null
    : webBuilt
      ? null
      : `Pages skipped: no web build in ${data.config.webDir}/${data.config.webDistDir} (run \`npm run build\`).`;
  if (withPages && webBuilt)
    for (const page of guestPages(property.slug_id)) rows.push({ ...page, cold: null, warm: new Map() });

  const mixHttp = new Map<number, LoadResult>();
  const postingLines: string[] = [];
  for (const workers of workerCounts) {
    process.stdout.write(`HTTP with ${workers} worker${workers === 1 ? '' : 's'}…\n`);
    const bare = await startBareFastify(workers);
    try {
      rows[0]?.warm.set(
        workers,
        await measureHttp({ port: bare.port, paths: ['/bare'], seconds: CALL_SECONDS }),
      );
    } finally {
      await bare.stop();
    }
    const server = await startServer({
      dataDir: data.dir,
      databaseUrl: data.databaseUrl,
      workers,
      web: withPages && webBuilt,
    });
    try {
      for (const row of rows) {
        if (!row.path) continue;
        row.warm.set(
          workers,
          await measureHttp({ port: server.port, paths: [row.path], seconds: CALL_SECONDS }),
        );
      }
      const alone = await measureHttp({ port: server.port, paths: mixUrls, seconds: MIX_SECONDS });
      mixHttp.set(workers, alone);
      if (workers === 1 && BACKGROUND_POSTS > 0) {
        process.stdout.write(`Search while ${BACKGROUND_POSTS} listings are posted…\n`);
        const during = await searchWhilePosting({
          port: server.port,
          poster,
          count: BACKGROUND_POSTS,
          postRate: POST_RATE,
          paths: mixUrls,
          seconds: MIX_SECONDS,
          alone,
        });
        postingLines.push(...during.lines, searchWhilePostingVerdict(during.ratio));
      }
    } finally {
      await server.stop();
    }
  }

  const pageRows = rows.filter((row) => row.name.startsWith('page '));
  if (pageRows.length) {
    process.stdout.write('Page renders, one at a time…\n');
    const renders = await measurePageRenders(
      { dataDir: data.dir, databaseUrl: data.databaseUrl },
      pageRows.flatMap((row) => (row.path ? [row.path] : [])),
    );
    for (const row of pageRows) {
      row.cold = renders.cold.get(row.path ?? '') ?? null;
      const bare = renders.bare.get(row.path ?? '');
      if (bare) row.bare = bare;
    }
  }

  const scaling =
    servers > 1
      ? await measureServerScaling({
          dataDir: data.dir,
          databaseUrl: data.databaseUrl,
          redisUrl: REDIS_URL,
          servers,
          seconds: MIX_SECONDS,
          propertyId: property.id,
        })
      : [];

  const realtime = await measureRealtime(data, REDIS_URL);

  const cold = Object.fromEntries(
    rows.flatMap((r) => (r.cold && !r.name.startsWith('page ') ? [[r.name, r.cold]] : [])),
  );
  saveSizeRecord({ dialect: data.dialect, listings: data.listings, at: new Date().toISOString(), cold });
  const database = data.dialect === 'postgres' ? 'PostgreSQL' : 'SQLite';
  const out: string[] = [
    '',
    `get-property-list at ${data.listings.toLocaleString('en-US')} listings (${database}), ${ITERATIONS} runs per query, in-process, ms`,
    ...mix.lines,
    '',
    `all queries: api p50 ${mix.p50.toFixed(2)} ms, p95 ${mix.p95.toFixed(2)} ms; db floor p50 ${mix.floorP50.toFixed(2)} ms`,
    `API/floor (p50): ${mix.ratio.toFixed(2)}   target ≤ 2.00  ${mix.ratio <= 2 ? 'met' : 'NOT met'}`,
    `API p95: ${mix.p95.toFixed(2)} ms   target ≤ 25 ms  ${mix.p95 <= 25 ? 'met' : 'NOT met'}`,
    '',
    'The same mix with nothing kept (COUNT_CACHE=off: every request also counts its matches):',
    ...mixBare.lines,
    `all queries: api p50 ${mixBare.p50.toFixed(2)} ms, p95 ${mixBare.p95.toFixed(2)} ms; API/floor (p50) ${mixBare.ratio.toFixed(2)}`,
    ...workerCounts.map((w) => {
      const r = mixHttp.get(w);
      return `HTTP, the same mix, ${w} worker${w === 1 ? '' : 's'}: ${num(r?.rps ?? 0, 0)} req/s, p50 ${r?.p50.toFixed(1)} ms, p95 ${r?.p95.toFixed(1)} ms, errors ${r?.errors}`;
    }),
    '',
    ...posting.lines,
    ...postingLines,
    '',
    ...summaryTable(rows, workerCounts),
  ];
  if (pagesNote) out.push(pagesNote);
  const goals = goalLines(rows, { postgres, listings: data.listings });
  if (goals.length) out.push('', ...goals);
  const sizes = sizeTable(data.dialect);
  if (sizes.length) out.push('', ...sizes);
  if (scaling.length) out.push('', ...scaling);
  out.push('', ...realtime, '');
  process.stdout.write(out.join('\n'));
}

/** One line per call: cold in-process, warm over HTTP, against the bare ceiling, scaling. */
function summaryTable(rows: Row[], workerCounts: number[]): string[] {
  const bare = rows[0]?.warm.get(1)?.rps ?? 0;
  const health = rows[1]?.cold?.p50 ?? 0;
  const n = workerCounts[workerCounts.length - 1] ?? 1;
  const head = [
    'call'.padEnd(26),
    'cold p50'.padStart(8),
    'cold p95'.padStart(8),
    'bare p50'.padStart(8),
    'bare p95'.padStart(8),
    '×health'.padStart(8),
    'req/s'.padStart(8),
    'p50'.padStart(7),
    'p95'.padStart(7),
    '/bare'.padStart(6),
    'err'.padStart(5),
    ...(n > 1 ? [`req/s ×${n}`.padStart(10), 'scale'.padStart(6), 'err'.padStart(5)] : []),
  ].join(' ');
  const lines = [
    `Calls: cold = in-process p50/p95 ms, response cache off (RESPONSE_CACHE=off), list totals kept between writes; bare = the same with nothing kept (COUNT_CACHE=off); warm = HTTP, 10 connections, ${CALL_SECONDS} s, 1 worker${n > 1 ? ` and ${n} workers` : ''}`,
    'Pages: cold = HTTP, one request at a time, page cache off (PAGE_CACHE=off), the data cache as served; bare = also RESPONSE_CACHE=off and COUNT_CACHE=off; warm = as served, page cache on',
    head,
  ];
  for (const row of rows) {
    const one = row.warm.get(1);
    const many = row.warm.get(n);
    lines.push(
      [
        row.name.slice(0, 26).padEnd(26),
        row.cold ? ms(row.cold.p50) : '–'.padStart(8),
        row.cold ? ms(row.cold.p95) : '–'.padStart(8),
        row.bare ? ms(row.bare.p50) : '–'.padStart(8),
        row.bare ? ms(row.bare.p95) : '–'.padStart(8),
        row.cold ? ratio(row.cold.p50 / Math.max(0.001, health), 8) : '–'.padStart(8),
        one ? num(one.rps) : '–'.padStart(8),
        one ? one.p50.toFixed(1).padStart(7) : '–'.padStart(7),
        one ? one.p95.toFixed(1).padStart(7) : '–'.padStart(7),
        one ? ratio(one.rps / Math.max(1, bare)) : '–'.padStart(6),
        one ? String(one.errors).padStart(5) : '–'.padStart(5),
        ...(n > 1
          ? [
              many ? num(many.rps, 10) : '–'.padStart(10),
              many && one ? ratio(many.rps / Math.max(1, one.rps)) : '–'.padStart(6),
              many ? String(many.errors).padStart(5) : '–'.padStart(5),
            ]
          : []),
      ].join(' '),
    );
  }
  return lines;
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
