import { describe, expect, it } from 'vitest';
import { CountCache, filterKey } from './count-cache.js';

function cache(options: { maxEntries?: number; ttlMs?: number } = {}) {
  const clock = { now: 1_000 };
  const counts = new CountCache({
    maxEntries: options.maxEntries ?? 100,
    ttlMs: options.ttlMs ?? 60_000,
    now: () => clock.now,
    // The full lifetime: these tests read the bound (expiry-spread.test.ts covers the spread).
    random: () => 0,
  });
  return { counts, clock };
}

/** A count that records how often it ran and resolves when told. */
function counting(value: number) {
  let calls = 0;
  return {
    run: async () => {
      calls += 1;
      return value;
    },
    get calls() {
      return calls;
    },
  };
}

describe('the count cache', () => {
  it('counts a filter once until a change clears it', async () => {
    const { counts } = cache();
    const total = counting(42);
    expect(await counts.count('a', total.run)).toBe(42);
    expect(await counts.count('a', total.run)).toBe(42);
    expect(total.calls).toBe(1);
    counts.clear();
    expect(await counts.count('a', total.run)).toBe(42);
    expect(total.calls).toBe(2);
  });

  it('shares one count between concurrent callers', async () => {
    const { counts } = cache();
    const total = counting(7);
    const answers = await Promise.all([1, 2, 3].map(() => counts.count('a', total.run)));
    expect(answers).toEqual([7, 7, 7]);
    expect(total.calls).toBe(1);
  });

  it('does not keep a count taken across a change', async () => {
    const { counts } = cache();
    let release: (n: number) => void = () => {};
    const slow = () => new Promise<number>((resolve) => (release = resolve));
    const pending = counts.count('a', slow);
    counts.clear(); // a write committed while the count ran: it may be stale
    release(5);
    expect(await pending).toBe(5);
    const fresh = counting(6);
    expect(await counts.count('a', fresh.run)).toBe(6);
    expect(fresh.calls).toBe(1);
  });

  it('forgets a count after its time limit, and the least recently used first', async () => {
    const { counts, clock } = cache({ maxEntries: 2, ttlMs: 1_000 });
    const a = counting(1);
    await counts.count('a', a.run);
    clock.now += 1_001;
    await counts.count('a', a.run);
    expect(a.calls).toBe(2);

    const b = counting(2);
    const c = counting(3);
    await counts.count('b', b.run);
    await counts.count('a', a.run); // a is now the most recent
    await counts.count('c', c.run); // over the bound: b goes
    expect(counts.size).toBe(2);
    await counts.count('a', a.run);
    await counts.count('b', b.run);
    expect(a.calls).toBe(2);
    expect(b.calls).toBe(2);
  });

  it('does not keep a failed count', async () => {
    const { counts } = cache();
    await expect(counts.count('a', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await counts.count('a', counting(9).run)).toBe(9);
  });

  it('keys filters by content, whatever their key order, without undefined values', () => {
    const at = new Date('2026-01-01T00:00:00.000Z');
    expect(filterKey({ b: 1, a: [2, 1], c: undefined, d: at })).toBe(filterKey({ d: at, a: [2, 1], b: 1 }));
    expect(filterKey({ a: [1, 2] })).not.toBe(filterKey({ a: [2, 1] }));
    expect(filterKey({ near: { longitude: 1, latitude: 2 } })).toBe(
      filterKey({ near: { latitude: 2, longitude: 1 } }),
    );
  });
});
