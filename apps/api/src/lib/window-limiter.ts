import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * Sliding-window counters for abuse limits (sign-in failures, OTP sends, registrations).
 * In-process by default; with REDIS_URL every instance shares them. Time comes from the app's
 * clock so tests can move it. Keys are never raw secrets: callers pass an email, a number or an
 * IP, which the limiter stores hashed-by-prefix only in its own namespace.
 */
export interface WindowLimiter {
  /** Records a hit if under `limit`; null when allowed, else seconds until a slot frees. */
  take(key: string, limit: number, windowMs: number): Promise<number | null>;
  /** Like take() without recording: is another hit allowed now? */
  peek(key: string, limit: number, windowMs: number): Promise<number | null>;
  /** Records a hit whatever the count (a failed attempt already made). */
  hit(key: string, windowMs: number): Promise<void>;
  reset(key: string): Promise<void>;
}

function retryAfter(oldest: number, windowMs: number, at: number): number {
  return Math.max(1, Math.ceil((oldest + windowMs - at) / 1000));
}

export function memoryWindowLimiter(now: () => Date): WindowLimiter {
  const hits = new Map<string, number[]>();
  const recent = (key: string, windowMs: number, at: number) => {
    const list = (hits.get(key) ?? []).filter((t) => t > at - windowMs);
    hits.set(key, list);
    return list;
  };
  const sweep = (at: number) => {
    if (hits.size <= 50_000) return;
    // Forget keys idle for a day: no abuse window here is longer.
    for (const [k, list] of hits) if (!list.some((t) => t > at - 86_400_000)) hits.delete(k);
  };
  const check = (key: string, limit: number, windowMs: number, record: boolean) => {
    const at = now().getTime();
    const list = recent(key, windowMs, at);
    if (list.length >= limit) return retryAfter(list[0] ?? at, windowMs, at);
    if (record) list.push(at);
    sweep(at);
    return null;
  };
  return {
    take: async (key, limit, windowMs) => check(key, limit, windowMs, true),
    peek: async (key, limit, windowMs) => check(key, limit, windowMs, false),
    hit: async (key, windowMs) => {
      const at = now().getTime();
      recent(key, windowMs, at).push(at);
      sweep(at);
    },
    reset: async (key) => {
      hits.delete(key);
    },
  };
}

// KEYS[1] set; ARGV: now, window, limit, record (1/0), member. Returns -1 (allowed) or the
// oldest hit's time when full. One script so concurrent instances cannot both take the last slot.
const TAKE_SCRIPT = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', tonumber(ARGV[1]) - tonumber(ARGV[2]))
local n = redis.call('ZCARD', KEYS[1])
if n >= tonumber(ARGV[3]) then
  local first = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
  return first[2]
end
if ARGV[4] == '1' then
  redis.call('ZADD', KEYS[1], ARGV[1], ARGV[5])
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
end
return -1
`;

export function redisWindowLimiter(redis: Redis, now: () => Date, prefix = 'domus-abuse:'): WindowLimiter {
  const run = async (key: string, limit: number, windowMs: number, record: boolean) => {
    const at = now().getTime();
    const result = await redis.eval(
      TAKE_SCRIPT,
      1,
      prefix + key,
      String(at),
      String(windowMs),
      String(limit),
      record ? '1' : '0',
      `${at}:${randomUUID()}`,
    );
    const oldest = Number(result);
    return oldest < 0 ? null : retryAfter(oldest, windowMs, at);
  };
  return {
    take: (key, limit, windowMs) => run(key, limit, windowMs, true),
    peek: (key, limit, windowMs) => run(key, limit, windowMs, false),
    hit: async (key, windowMs) => {
      const at = now().getTime();
      await redis
        .multi()
        .zadd(prefix + key, at, `${at}:${randomUUID()}`)
        .pexpire(prefix + key, windowMs)
        .exec();
    },
    reset: async (key) => {
      await redis.del(prefix + key);
    },
  };
}
