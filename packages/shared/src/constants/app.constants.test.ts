import { describe, expect, it } from 'vitest';
import { QUERY_GC_MS, QUERY_STALE_MS, RETRY_CAP_MS, retryDelay } from './app.constants';

describe('app constants', () => {
  it('pins the query timings', () => {
    expect(QUERY_STALE_MS).toBe(10 * 60 * 1000);
    expect(QUERY_GC_MS).toBe(5 * 60 * 1000);
  });
});

describe('retryDelay', () => {
  it('doubles from one second', () => {
    expect([0, 1, 2, 3].map(retryDelay)).toEqual([1_000, 2_000, 4_000, 8_000]);
  });

  it('is capped at 30 seconds', () => {
    expect(retryDelay(5)).toBe(RETRY_CAP_MS);
    expect(retryDelay(50)).toBe(30_000);
    expect(retryDelay(10_000)).toBe(30_000);
  });

  it('treats nonsense attempts as the first', () => {
    expect(retryDelay(-1)).toBe(1_000);
    expect(retryDelay(Number.NaN)).toBe(1_000);
  });
});
