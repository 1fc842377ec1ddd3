import { propertyListQuerySchema } from '@domus/shared/schemas/property-query.schema';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../src/services.js';
import { ms, pct, ratio } from './bench-stats.js';
import { floorQuery } from './floor-query.js';

/** The fixed mix: what visitors do most on a portal's search page. */
export const MIX: Record<string, string>[] = [
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

export const mixUrls = MIX.map((q) => `/api/get-property-list?${new URLSearchParams(q).toString()}`);

export interface MixResult {
  lines: string[];
  p50: number;
  p95: number;
  floorP50: number;
  ratio: number;
}

/**
 * Each query of the mix in-process (app.inject) against the same page and count queries run
 * straight on the database (the floor): p50/p95 and the API/floor ratio.
 */
export async function runSearchMix(
  app: FastifyInstance,
  services: Services,
  iterations: number,
): Promise<MixResult> {
  for (const url of mixUrls) await app.inject({ url });
  const apiAll: number[] = [];
  const floorAll: number[] = [];
  const rows: string[] = [];
  for (const [i, url] of mixUrls.entries()) {
    const query = propertyListQuerySchema.parse(MIX[i]);
    const api: number[] = [];
    const floor: number[] = [];
    for (let n = 0; n < iterations; n += 1) {
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
      `${label.slice(0, 58).padEnd(58)} ${ms(pct(api, 50))} ${ms(pct(api, 95))} ${ms(pct(floor, 50))} ${ratio(pct(api, 50) / Math.max(0.001, pct(floor, 50)))}`,
    );
  }
  apiAll.sort((a, b) => a - b);
  floorAll.sort((a, b) => a - b);
  const lines = [
    `${'query'.padEnd(58)} ${'api p50'.padStart(8)} ${'api p95'.padStart(8)} ${'db p50'.padStart(8)} ${'ratio'.padStart(6)}`,
    ...rows,
  ];
  return {
    lines,
    p50: pct(apiAll, 50),
    p95: pct(apiAll, 95),
    floorP50: pct(floorAll, 50),
    ratio: pct(apiAll, 50) / Math.max(0.001, pct(floorAll, 50)),
  };
}
