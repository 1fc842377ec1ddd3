import { percentiles } from './bench-stats.js';
import { type ServerOptions, startServer } from './server-process.js';

/** Guest pages measured when `--pages` is given: home, search and one property page. */
export function guestPages(propertySlug: string): { name: string; path: string }[] {
  return [
    { name: 'page /', path: '/' },
    { name: 'page /properties', path: '/properties' },
    { name: 'page property', path: `/properties-details/${encodeURIComponent(propertySlug)}` },
  ];
}

const RENDERS = Number(process.env.BENCH_PAGE_RENDERS ?? 30);

export interface PageRenders {
  /** Page cache off, the data cache and counts as served: a page's render once its reads are kept. */
  cold: Map<string, { p50: number; p95: number }>;
  /** Nothing kept at all (PAGE_CACHE, RESPONSE_CACHE — and with it the web's data cache — and
   * COUNT_CACHE off): every render reads and counts from the database. */
  bare: Map<string, { p50: number; p95: number }>;
}

/**
 * Each page rendered one request at a time over HTTP (one worker, so nothing else competes), the
 * first three renders left out: with the page cache off, then with nothing kept.
 */
export async function measurePageRenders(
  server: Omit<ServerOptions, 'env' | 'workers' | 'web'>,
  paths: string[],
) {
  const result: PageRenders = { cold: new Map(), bare: new Map() };
  const runs: [Map<string, { p50: number; p95: number }>, Record<string, string>][] = [
    [result.cold, { PAGE_CACHE: 'off' }],
    [result.bare, { PAGE_CACHE: 'off', RESPONSE_CACHE: 'off', COUNT_CACHE: 'off' }],
  ];
  for (const [into, env] of runs) {
    const running = await startServer({ ...server, workers: 1, web: true, env });
    try {
      for (const path of paths) into.set(path, await renderTimes(running.port, path));
    } finally {
      await running.stop();
    }
  }
  return result;
}

async function renderTimes(port: number, path: string) {
  const url = `http://127.0.0.1:${port}${path}`;
  const samples: number[] = [];
  for (let n = 0; n < RENDERS + 3; n++) {
    const t = performance.now();
    const response = await fetch(url);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    if (n >= 3) samples.push(performance.now() - t);
  }
  return percentiles(samples);
}
