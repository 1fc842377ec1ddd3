import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { memoryWindowLimiter, redisWindowLimiter, type WindowLimiter } from './window-limiter.js';

// The abuse-limit windows behave the same in-process and shared through a real Redis.

const redis = new Redis(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/15', {
  maxRetriesPerRequest: 1,
});
afterAll(async () => void (await redis.quit()));

const clock = { now: new Date('2026-06-15T12:00:00Z') };
const advance = (ms: number) => {
  clock.now = new Date(clock.now.getTime() + ms);
};

describe.each([
  ['in-process', () => memoryWindowLimiter(() => clock.now)],
  ['Redis', () => redisWindowLimiter(redis, () => clock.now, `domus-test-${randomUUID()}:`)],
] as [string, () => WindowLimiter][])('%s window limiter', (_name, make) => {
  it('allows `limit` hits per window, then answers the seconds until the oldest expires', async () => {
    const limiter = make();
    for (let i = 0; i < 3; i++) {
      expect(await limiter.take('k', 3, 60_000)).toBeNull();
      advance(10_000);
    }
    expect(await limiter.take('k', 3, 60_000)).toBe(30);
    expect(await limiter.peek('other', 3, 60_000)).toBeNull();
    advance(30_001);
    expect(await limiter.take('k', 3, 60_000)).toBeNull();
  });

  it('peek does not count; hit counts past the limit; reset forgets', async () => {
    const limiter = make();
    for (let i = 0; i < 5; i++) expect(await limiter.peek('p', 1, 60_000)).toBeNull();
    await limiter.hit('p', 60_000);
    await limiter.hit('p', 60_000);
    expect(await limiter.peek('p', 2, 60_000)).toBe(60);
    await limiter.reset('p');
    expect(await limiter.peek('p', 1, 60_000)).toBeNull();
  });
});
