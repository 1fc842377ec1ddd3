import { describe, expect, it } from 'vitest';
import { CountCache } from './count-cache.js';
import { EXPIRY_SPREAD, entryLifetime } from './expiry-spread.js';
import { ResponseCache } from './response-cache.js';

describe('cache entries filled together do not expire together', () => {
  it('a lifetime is the TTL less up to a fifth, never more than the TTL', () => {
    expect(entryLifetime(60_000, () => 0)).toBe(60_000);
    expect(entryLifetime(60_000, () => 0.5)).toBe(54_000);
    expect(entryLifetime(60_000, () => 0.999_999)).toBe(
      60_000 - Math.floor(60_000 * EXPIRY_SPREAD * 0.999_999),
    );
    for (let i = 0; i < 1000; i += 1) {
      const life = entryLifetime(60_000);
      expect(life).toBeGreaterThan(60_000 * (1 - EXPIRY_SPREAD));
      expect(life).toBeLessThanOrEqual(60_000);
    }
  });

  it('answers stored in the same instant leave the response cache at different times', () => {
    const clock = { now: 0 };
    const cache = new ResponseCache({ maxBytes: 10_000_000, ttlMs: 60_000, now: () => clock.now });
    const keys = Array.from({ length: 40 }, (_, i) => `/api/get-property-list?page=${i}`);
    for (const key of keys) cache.put(key, Buffer.from('{}'), 'e', ['properties'], 0);
    const alive = (at: number) => {
      clock.now = at;
      return keys.filter((key) => cache.get(key) !== undefined).length;
    };
    expect(alive(60_000 * (1 - EXPIRY_SPREAD) - 1)).toBe(40);
    const midway = alive(60_000 * (1 - EXPIRY_SPREAD / 2));
    expect(midway).toBeGreaterThan(0);
    expect(midway).toBeLessThan(40);
    expect(alive(60_000)).toBe(0);
  });

  it('list totals taken in the same instant expire at different times', async () => {
    const clock = { now: 0 };
    const counts = new CountCache({ maxEntries: 100, ttlMs: 60_000, now: () => clock.now });
    let taken = 0;
    const count = async () => {
      taken += 1;
      return 7;
    };
    const keys = Array.from({ length: 40 }, (_, i) => `city=${i}`);
    for (const key of keys) await counts.count(key, count);
    expect(taken).toBe(40);
    clock.now = 60_000 * (1 - EXPIRY_SPREAD / 2);
    for (const key of keys) await counts.count(key, count);
    expect(taken).toBeGreaterThan(40);
    expect(taken).toBeLessThan(80);
  });
});
