import { createHash } from 'node:crypto';
import { cacheTag } from './change-feed.js';

/** One stored answer: the exact bytes sent, their ETag, and what the answer depends on. */
export interface CachedAnswer {
  bytes: Buffer;
  etag: string;
  tags: readonly string[];
  expiresAt: number;
  size: number;
}

/** What a request answered from the cache (or from another request's computation) receives. */
export type StoredBytes = Pick<CachedAnswer, 'bytes' | 'etag' | 'tags'>;

export interface ResponseCacheOptions {
  maxBytes: number;
  ttlMs: number;
  now: () => number;
}

// Map, key and tag bookkeeping per entry, so many tiny answers cannot exceed the bound unseen.
const ENTRY_OVERHEAD = 256;

export function etagOf(bytes: Buffer): string {
  return `"${createHash('sha1').update(bytes).digest('base64url')}"`;
}

/**
 * Serialised answers of anonymous public reads, least recently used first out once over
 * `maxBytes`, each kept at most `ttlMs` (a backstop should a write forget to publish) and dropped
 * at once by a change to anything it depends on.
 */
export class ResponseCache {
  private readonly entries = new Map<string, CachedAnswer>();
  private readonly byTag = new Map<string, Set<string>>();
  /** Answers being computed, by epoch and key: concurrent misses wait for one computation. */
  private readonly flights = new Map<string, Promise<StoredBytes | null>>();
  private bytes = 0;
  /** Bumped by every invalidation: an answer computed across one may be stale and is not kept. */
  private epoch = 0;

  constructor(private readonly options: ResponseCacheOptions) {}

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  /** Taken before computing an answer and handed back to `set`. */
  currentEpoch(): number {
    return this.epoch;
  }

  get(key: string): CachedAnswer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.options.now()) {
      this.remove(key);
      return undefined;
    }
    // Re-inserting moves the key to the end: Map order is the recency order.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  set(key: string, bytes: Buffer, etag: string, tags: readonly string[], epoch: number): void {
    if (epoch !== this.epoch) return;
    const size = bytes.length + key.length * 2 + ENTRY_OVERHEAD;
    // One huge answer must not flush everything else.
    if (size > this.options.maxBytes / 4) return;
    this.remove(key);
    const entry = { bytes, etag, tags, expiresAt: this.options.now() + this.options.ttlMs, size };
    this.entries.set(key, entry);
    this.bytes += size;
    for (const tag of tags) {
      const keys = this.byTag.get(tag);
      if (keys) keys.add(key);
      else this.byTag.set(tag, new Set([key]));
    }
    for (const oldest of this.entries.keys()) {
      if (this.bytes <= this.options.maxBytes) break;
      this.remove(oldest);
    }
  }

  /**
   * The answer another request is computing for this key, if it started after the last change
   * (an older computation may have read what the change replaced). Null when none.
   */
  inFlight(key: string): Promise<StoredBytes | null> | null {
    return this.flights.get(`${this.epoch}|${key}`) ?? null;
  }

  /**
   * Marks the answer for `key` as being computed; the returned function hands it (or null, when
   * it is not to be shared) to the requests waiting meanwhile. It must be called exactly once.
   */
  startFlight(key: string): (answer: StoredBytes | null) => void {
    const id = `${this.epoch}|${key}`;
    let settle: (answer: StoredBytes | null) => void = () => undefined;
    this.flights.set(
      id,
      new Promise<StoredBytes | null>((resolve) => {
        settle = resolve;
      }),
    );
    return (answer) => {
      this.flights.delete(id);
      settle(answer);
    };
  }

  /** Drops every answer carrying one of `tags`; null drops everything. */
  invalidate(tags: readonly string[] | null): void {
    this.epoch += 1;
    if (tags === null) {
      this.entries.clear();
      this.byTag.clear();
      this.bytes = 0;
      return;
    }
    for (const tag of tags) {
      const keys = this.byTag.get(tag);
      if (!keys) continue;
      for (const key of [...keys]) this.remove(key);
    }
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.size;
    for (const tag of entry.tags) {
      const keys = this.byTag.get(tag);
      keys?.delete(key);
      if (keys && keys.size === 0) this.byTag.delete(tag);
    }
  }
}

/**
 * The cache key of a call's validated input: keys sorted, absent values left out, so parameter
 * order and empty parameters (already dropped by the query parser) give the same entry.
 */
export function cacheKey(callName: string, input: unknown, language?: string): string {
  const key = `${callName}?${stableJson(input)}`;
  return language ? `${key}#${language}` : key;
}

function stableJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  const parts = Object.keys(value)
    .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${stableJson((value as Record<string, unknown>)[k])}`);
  return `{${parts.join(',')}}`;
}

/** Whether an If-None-Match header names this ETag (weak or strong, or `*`). */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((t) => t.trim().replace(/^W\//, ''))
    .some((t) => t === etag || t === '*');
}

/** Tags for answers whose call did not declare any: every change drops them. */
export const DEFAULT_TAGS: readonly string[] = [cacheTag.any];
