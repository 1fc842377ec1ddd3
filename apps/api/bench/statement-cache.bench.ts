/**
 * `node --import tsx apps/api/bench/statement-cache.bench.ts`: the SQLite statement cache's effect
 * on the bench's calls, cold in-process. Two apps on the same 100k data set, one preparing every
 * query (cache size 0) and one reusing statements, measured in alternating rounds so the shared
 * machine's load falls on both alike.
 */
import { buildApp } from '../src/app.js';
import { openDatabase } from '../src/db/database.js';
import { DEFAULT_STATEMENT_CACHE_SIZE } from '../src/db/statement-cache.js';
import { openBenchData } from './bench-data.js';
import { ms, percentiles, ratio } from './bench-stats.js';
import { mixUrls } from './search-mix.js';

const ROUNDS = Number(process.env.BENCH_ITERATIONS ?? 40);
const URLS = [...mixUrls, '/api/homepage-data', '/api/web-settings'];

async function main() {
  const data = await openBenchData({ listings: 100_000, postgres: false });
  await data.database.close();
  const open = async (size: number) => {
    const database = openDatabase({ url: data.databaseUrl, statementCacheSize: size });
    const { app } = await buildApp({ config: data.config, database, storage: data.storage, logger: false });
    await app.ready();
    for (const url of URLS) await app.inject({ url });
    return { app, database };
  };
  const variants = { off: await open(0), on: await open(DEFAULT_STATEMENT_CACHE_SIZE) };
  const samples = { off: new Map<string, number[]>(), on: new Map<string, number[]>() };
  for (let round = 0; round < ROUNDS; round++) {
    for (const name of ['off', 'on'] as const) {
      for (const url of URLS) {
        const started = performance.now();
        const res = await variants[name].app.inject({ url });
        if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}`);
        const list = samples[name].get(url) ?? [];
        list.push(performance.now() - started);
        samples[name].set(url, list);
      }
    }
  }
  const lines = [
    `Statement cache, SQLite, 100k listings, ${ROUNDS} alternating rounds, cold in-process, ms`,
    `${'call'.padEnd(60)} ${'off p50'.padStart(8)} ${'on p50'.padStart(8)} ${'off p95'.padStart(8)} ${'on p95'.padStart(8)} ${'on/off'.padStart(6)}`,
  ];
  for (const url of URLS) {
    const off = percentiles(samples.off.get(url) ?? []);
    const on = percentiles(samples.on.get(url) ?? []);
    lines.push(
      `${url.replace('/api/', '').slice(0, 60).padEnd(60)} ${ms(off.p50)} ${ms(on.p50)} ${ms(off.p95)} ${ms(on.p95)} ${ratio(on.p50 / off.p50)}`,
    );
  }
  const all = (name: 'off' | 'on') => percentiles([...samples[name].values()].flat());
  const mix = (name: 'off' | 'on') => percentiles(mixUrls.flatMap((url) => samples[name].get(url) ?? []));
  lines.push(
    `search mix: p50 ${ms(mix('off').p50, 0)} → ${ms(mix('on').p50, 0)}, p95 ${ms(mix('off').p95, 0)} → ${ms(mix('on').p95, 0)}; all calls p50 ${ms(all('off').p50, 0)} → ${ms(all('on').p50, 0)}`,
  );
  process.stdout.write(`${lines.join('\n')}\n`);
  for (const { app, database } of Object.values(variants)) {
    await app.close();
    await database.close();
  }
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
