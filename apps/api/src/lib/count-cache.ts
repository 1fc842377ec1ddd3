import { entryLifetime } from './expiry-spread.js';

/**
 * Totals of public list reads (how many listings match a filter), kept per normalised filter so a
 * page of 20 does not count tens of thousands of rows on every request. Any published change
 * clears them all: writes are rare next to reads, a count is cheap to take once, and a listing
 * written can enter or leave any filter. A count taken across a change may be stale and is not
 * kept (the epoch); `ttlMs` is the backstop should a write forget to publish, and covers counts
 * that depend on the clock (a promotion's end, "posted since").
 */
export interface CountCacheOptions {
  maxEntries: number;
  ttlMs: number;
  now: () => number;
  /** For each entry's lifetime (entryLifetime); tests pin it. */
  random?: () => number;
}

export type Counter = (key: string, count: () => Promise<number>) => Promise<number>;

export class CountCache {
  private readonly entries = new Map<string, { value: number; expiresAt: number }>();
  private readonly flights = new Map<string, Promise<number>>();
  private epoch = 0;

  constructor(private readonly options: CountCacheOptions) {}

  get size(): number {
    return this.entries.size;
  }

  /** The cached total for `key`, or `count()` once for all concurrent callers, kept if still fresh. */
  readonly count: Counter = async (key, count) => {
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > this.options.now()) {
      // Re-inserting moves the key to the end: Map order is the recency order.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value;
    }
    const flightKey = `${this.epoch}:${key}`;
    const flying = this.flights.get(flightKey);
    if (flying) return flying;
    const epoch = this.epoch;
    const flight = count().then(
      (value) => {
        this.flights.delete(flightKey);
        if (epoch === this.epoch) this.store(key, value);
        return value;
      },
      (error: unknown) => {
        this.flights.delete(flightKey);
        throw error;
      },
    );
    this.flights.set(flightKey, flight);
    return flight;
  };

  clear(): void {
    this.epoch += 1;
    this.entries.clear();
  }

  private store(key: string, value: number): void {
    this.entries.delete(key);
    this.entries.set(key, {
      value,
      expiresAt: this.options.now() + entryLifetime(this.options.ttlMs, this.options.random),
    });
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}

/** Counting without a cache (COUNT_CACHE=off, and tests whose fixtures bypass the write paths). */
export const uncounted: Counter = (_key, count) => count();

/** A filter object as a key: keys sorted, undefined dropped, dates as ISO text. */
export function filterKey(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (v === null || typeof v !== 'object' || Array.isArray(v) || v instanceof Date) return v;
    return Object.fromEntries(
      Object.entries(v as Record<string, unknown>)
        .filter(([, x]) => x !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
    );
  });
}
