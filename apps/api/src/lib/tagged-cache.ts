import { entryLifetime } from './expiry-spread.js';

/** One stored value with what it depends on and how long it may be kept. */
interface Entry<V> {
  value: V;
  tags: readonly string[];
  expiresAt: number;
  size: number;
}

export interface TaggedCacheOptions {
  maxBytes: number;
  ttlMs: number;
  now: () => number;
  /** For each entry's lifetime (entryLifetime); tests pin it. */
  random?: () => number;
}

// Map, key and tag bookkeeping per entry, so many tiny values cannot exceed the bound unseen.
const ENTRY_OVERHEAD = 256;

/**
 * Values computed from public data (API answers, guest pages), least recently used first out
 * once over `maxBytes`, each kept at most `ttlMs` (a backstop should a write forget to publish)
 * and dropped at once by a change to anything it depends on (its tags).
 */
export class TaggedCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly byTag = new Map<string, Set<string>>();
  /** Values being computed, by epoch and key: concurrent misses wait for one computation. */
  private readonly flights = new Map<string, Promise<V | null>>();
  private bytes = 0;
  /** Bumped by every invalidation: a value computed across one may be stale and is not kept. */
  private epoch = 0;

  constructor(private readonly options: TaggedCacheOptions) {}

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  /** The largest value kept: one huge value must not flush everything else. */
  get maxEntryBytes(): number {
    return this.options.maxBytes / 4 - ENTRY_OVERHEAD;
  }

  /** Taken before computing a value and handed back to `set`. */
  currentEpoch(): number {
    return this.epoch;
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.options.now()) {
      this.remove(key);
      return undefined;
    }
    // Re-inserting moves the key to the end: Map order is the recency order.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** Keeps `value` (of `bytes` bytes) unless a change happened since `epoch` was taken. */
  set(key: string, value: V, bytes: number, tags: readonly string[], epoch: number): void {
    if (epoch !== this.epoch) return;
    const size = bytes + key.length * 2 + ENTRY_OVERHEAD;
    if (size > this.options.maxBytes / 4) return;
    this.remove(key);
    this.entries.set(key, {
      value,
      tags,
      expiresAt: this.options.now() + entryLifetime(this.options.ttlMs, this.options.random),
      size,
    });
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
   * The value another request is computing for this key, if it started after the last change
   * (an older computation may have read what the change replaced). Null when none.
   */
  inFlight(key: string): Promise<V | null> | null {
    return this.flights.get(`${this.epoch}|${key}`) ?? null;
  }

  /**
   * Marks the value for `key` as being computed; the returned function hands it (or null, when
   * it is not to be shared) to the requests waiting meanwhile. It must be called exactly once.
   */
  startFlight(key: string): (value: V | null) => void {
    const id = `${this.epoch}|${key}`;
    let settle: (value: V | null) => void = () => undefined;
    this.flights.set(
      id,
      new Promise<V | null>((resolve) => {
        settle = resolve;
      }),
    );
    return (value) => {
      this.flights.delete(id);
      settle(value);
    };
  }

  /** Drops every value carrying one of `tags`; null drops everything. */
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
