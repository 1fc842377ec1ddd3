// Next's data cache for the web server's reads of the API (next.config.ts `cacheHandler`). Plain
// JavaScript: Next loads this file with Node outside the app bundle. In-memory, one copy per
// process, because the API runs in the same process (apps/api/src/web-mount.ts) and hands this
// cache every change it hears of, its own and every other process's, through a source on
// globalThis: an entry is dropped the moment a write changes what it shows, in every process.
//
// What is kept is decided by the API, not guessed here: only an answer carrying the API's cache
// tags header is stored (a guest's shareable answer to this server's own call, see
// call-pipeline.plugin.ts), indexed by exactly the tags the API's response cache uses. Signed-in
// reads are `no-store` and never reach this file. Without the API's change source (the web app
// running on its own) nothing is kept: a cache nobody empties would serve stale listings.
//
// The strings below repeat packages/shared/src/constants/web-data-cache.constants.ts (this file
// cannot import TypeScript); data-cache.handler.test.ts keeps them in step.

export const DATA_CACHE_TAGS_HEADER = 'x-domus-cache-tags';
export const DATA_CACHE_TTL_HEADER = 'x-domus-cache-ttl';
export const CHANGE_TAGS_SOURCE_KEY = 'domus.change-tags';

/** Next's name for a fetch entry (IncrementalCacheKind.FETCH and CachedRouteKind.FETCH). */
const FETCH = 'FETCH';
// Bounded like the API's response cache; answers are a few kB to a few hundred kB.
const MAX_BYTES = 32 * 1024 * 1024;
// Key, tag and Map bookkeeping per entry, so many tiny answers cannot exceed the bound unseen.
const ENTRY_OVERHEAD = 512;
// Misses waiting for their answer; a bound only against a flood of distinct URLs.
const MAX_PENDING = 10_000;

/**
 * Entries with tags, least recently used out first, each kept at most its time limit and dropped at
 * once when a change names one of its tags. An answer is kept only if it was looked up (and missed)
 * since the last change: one fetched before a change may show what the change replaced.
 */
export class TaggedStore {
  /** @type {Map<string, {value: unknown, tags: string[], storedAt: number, expiresAt: number, size: number}>} */
  #entries = new Map();
  /** @type {Map<string, Set<string>>} */
  #byTag = new Map();
  /** @type {Set<string>} */
  #pending = new Set();
  #bytes = 0;

  /** @param {{ maxBytes: number, now: () => number }} options */
  constructor(options) {
    this.options = options;
  }

  get size() {
    return { entries: this.#entries.size, bytes: this.#bytes };
  }

  /** The entry for `key`, or undefined; a miss lets the answer fetched next be kept. */
  lookup(key) {
    const entry = this.#entries.get(key);
    if (entry && entry.expiresAt > this.options.now()) {
      // Re-inserting moves the key to the end: Map order is the recency order.
      this.#entries.delete(key);
      this.#entries.set(key, entry);
      return entry;
    }
    if (entry) this.#remove(key);
    if (this.#pending.size >= MAX_PENDING) this.#pending.clear();
    this.#pending.add(key);
    return undefined;
  }

  /** Keeps an answer looked up since the last change; false when it was not kept. */
  keep(key, value, tags, ttlMs, size) {
    if (!this.#pending.delete(key)) return false;
    const total = size + key.length * 2 + ENTRY_OVERHEAD;
    // One huge answer must not flush everything else.
    if (total > this.options.maxBytes / 4 || ttlMs <= 0) return false;
    this.#remove(key);
    const storedAt = this.options.now();
    this.#entries.set(key, { value, tags, storedAt, expiresAt: storedAt + ttlMs, size: total });
    this.#bytes += total;
    for (const tag of tags) {
      const keys = this.#byTag.get(tag);
      if (keys) keys.add(key);
      else this.#byTag.set(tag, new Set([key]));
    }
    for (const oldest of this.#entries.keys()) {
      if (this.#bytes <= this.options.maxBytes) break;
      this.#remove(oldest);
    }
    return true;
  }

  /** Drops every entry carrying one of `tags`; null drops everything. */
  invalidate(tags) {
    // Answers being fetched now may predate the change: none of them is kept.
    this.#pending.clear();
    if (tags === null) {
      this.#entries.clear();
      this.#byTag.clear();
      this.#bytes = 0;
      return;
    }
    for (const tag of tags) {
      const keys = this.#byTag.get(tag);
      if (!keys) continue;
      for (const key of [...keys]) this.#remove(key);
    }
  }

  #remove(key) {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.size;
    for (const tag of entry.tags) {
      const keys = this.#byTag.get(tag);
      keys?.delete(key);
      if (keys && keys.size === 0) this.#byTag.delete(tag);
    }
  }
}

/**
 * The tags and time limit (ms) the API sent with a stored fetch's headers, or null when it sent
 * none (not a guest's shareable answer: never kept).
 */
export function answerCachePolicy(headers) {
  const tagsHeader = headers?.[DATA_CACHE_TAGS_HEADER];
  const ttl = Number(headers?.[DATA_CACHE_TTL_HEADER]);
  if (typeof tagsHeader !== 'string' || tagsHeader === '' || !Number.isFinite(ttl) || ttl <= 0) return null;
  try {
    return { tags: tagsHeader.split(',').map(decodeURIComponent), ttlMs: ttl * 1000 };
  } catch {
    return null;
  }
}

const store = new TaggedStore({ maxBytes: MAX_BYTES, now: () => Date.now() });
/** The change source listened to, and how to stop. */
let listening = null;

/**
 * Whether the API's change source is here, subscribing to it (again, should the API have been
 * rebuilt in this process and offered a new one; what was kept under the old one is dropped).
 */
function listen() {
  const source = globalThis[Symbol.for(CHANGE_TAGS_SOURCE_KEY)];
  if (!source) {
    if (listening) {
      listening.stop();
      listening = null;
      store.invalidate(null);
    }
    return false;
  }
  if (listening?.source === source) return true;
  listening?.stop();
  store.invalidate(null);
  listening = { source, stop: source.subscribe((tags) => store.invalidate(tags)) };
  return true;
}

/** The store of this process, for tests. */
export function dataCacheStore() {
  return store;
}

/** The handler class Next instantiates (per request) with `cacheHandler`; the store is per process. */
export default class DataCacheHandler {
  async get(key, context) {
    if (context?.kind !== FETCH || !listen()) return null;
    const entry = store.lookup(key);
    return entry ? { lastModified: entry.storedAt, value: entry.value } : null;
  }

  async set(key, data, context) {
    if (!data || data.kind !== FETCH || !context?.fetchCache || !listen()) return;
    const policy = answerCachePolicy(data.data?.headers);
    if (!policy) return;
    // Never past the fetch's own revalidate: Next would otherwise serve the entry stale.
    const ttlMs = Math.min(policy.ttlMs, (data.revalidate ?? 0) * 1000);
    store.keep(key, data, policy.tags, ttlMs, data.data?.body?.length ?? 0);
  }

  async revalidateTag(tags) {
    store.invalidate(typeof tags === 'string' ? [tags] : tags);
  }

  resetRequestCache() {}
}
