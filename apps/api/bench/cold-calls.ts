import type { FastifyInstance } from 'fastify';
import { percentiles } from './bench-stats.js';

/**
 * p50/p95 of one call in-process (app.inject: no network), the response cache off: the work
 * of every request. One visitor throughout, as over HTTP: a repeat view is not counted again,
 * so the shared data set stays as built.
 */
export async function measureCold(
  app: FastifyInstance,
  url: string,
  iterations: number,
): Promise<{ p50: number; p95: number }> {
  for (let n = 0; n < 3; n++) await app.inject({ url });
  const samples: number[] = [];
  // A slow call stops at its time budget (at least 10 samples) so one cannot hold up the run.
  const stopAt = performance.now() + 10_000;
  for (let n = 0; n < iterations && (n < 10 || performance.now() < stopAt); n++) {
    const t = performance.now();
    const res = await app.inject({ url });
    samples.push(performance.now() - t);
    if (res.statusCode !== 200)
      throw new Error(`${url} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
  }
  return percentiles(samples);
}
