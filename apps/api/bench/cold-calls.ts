import type { FastifyInstance } from 'fastify';
import { percentiles } from './bench-stats.js';

/**
 * p50/p95 of one call in-process (app.inject: no network), the response cache off: the work
 * of every request. A different client address per request keeps per-visitor state (view
 * counts, limits) from turning repeats into something cheaper than a first visit.
 */
export async function measureCold(
  app: FastifyInstance,
  url: string,
  iterations: number,
): Promise<{ p50: number; p95: number }> {
  for (let n = 0; n < 3; n++) await app.inject({ url });
  const samples: number[] = [];
  for (let n = 0; n < iterations; n++) {
    const t = performance.now();
    const res = await app.inject({ url, remoteAddress: `10.9.${(n >> 8) & 255}.${n & 255}` });
    samples.push(performance.now() - t);
    if (res.statusCode !== 200)
      throw new Error(`${url} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
  }
  return percentiles(samples);
}
