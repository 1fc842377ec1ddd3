import * as shared from '@domus/shared/constants/web-data-cache.constants';
import { afterEach, describe, expect, it } from 'vitest';
import DataCacheHandler, {
  answerCachePolicy,
  CHANGE_TAGS_SOURCE_KEY,
  DATA_CACHE_TAGS_HEADER,
  DATA_CACHE_TTL_HEADER,
  dataCacheStore,
  TaggedStore,
} from './data-cache.handler.mjs';

type Listener = (tags: readonly string[] | null) => void;
const slot = globalThis as unknown as Record<symbol, unknown>;
const sourceKey = Symbol.for(CHANGE_TAGS_SOURCE_KEY);

/** The API's change source as web-mount.ts offers it, driven by the test. */
function offerSource() {
  const listeners = new Set<Listener>();
  slot[sourceKey] = {
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return {
    change(tags: readonly string[] | null) {
      for (const listener of listeners) listener(tags);
    },
  };
}

/** A fetch entry as Next hands it to `set`, with the headers the API sent. */
function fetchEntry(body: string, headers: Record<string, string>, revalidate = 60) {
  return {
    kind: 'FETCH',
    data: { headers, body: Buffer.from(body).toString('base64'), status: 200, url: 'http://api/x' },
    revalidate,
  };
}

function tagged(tags: string[], ttl = 60) {
  return {
    [DATA_CACHE_TAGS_HEADER]: tags.map(encodeURIComponent).join(','),
    [DATA_CACHE_TTL_HEADER]: String(ttl),
  };
}

const FETCH = { kind: 'FETCH' };
const SET = { fetchCache: true };

/** Next's way through the handler: a lookup that misses, the fetch, then `set`. */
async function fill(handler: DataCacheHandler, key: string, entry: unknown) {
  expect(await handler.get(key, FETCH)).toBeNull();
  await handler.set(key, entry, SET);
}

afterEach(() => {
  delete slot[sourceKey];
  dataCacheStore().invalidate(null);
});

describe('the contract with the API', () => {
  it('uses the same header names and source key as the shared constants', () => {
    expect(DATA_CACHE_TAGS_HEADER).toBe(shared.DATA_CACHE_TAGS_HEADER);
    expect(DATA_CACHE_TTL_HEADER).toBe(shared.DATA_CACHE_TTL_HEADER);
    expect(CHANGE_TAGS_SOURCE_KEY).toBe(shared.CHANGE_TAGS_SOURCE_KEY);
  });

  it('reads percent-encoded tags and the time limit, and nothing from an answer without them', () => {
    expect(answerCachePolicy(tagged(['city:são paulo, sp', 'properties'], 2))).toEqual({
      tags: ['city:são paulo, sp', 'properties'],
      ttlMs: 2000,
    });
    expect(answerCachePolicy({ 'content-type': 'application/json' })).toBeNull();
    expect(answerCachePolicy({ [DATA_CACHE_TAGS_HEADER]: 'properties' })).toBeNull();
  });
});

describe('the web data cache handler', () => {
  it('drops the entries a change names and keeps the others', async () => {
    const source = offerSource();
    const handler = new DataCacheHandler();
    await fill(handler, 'detail-12', fetchEntry('{"id":12}', tagged(['property:12', 'category:3'])));
    await fill(handler, 'detail-13', fetchEntry('{"id":13}', tagged(['property:13', 'category:3'])));
    await fill(handler, 'categories', fetchEntry('[]', tagged(['categories'])));
    expect(await handler.get('detail-12', FETCH)).not.toBeNull();

    source.change(['properties', 'property:12', '*']);
    expect(await handler.get('detail-12', FETCH)).toBeNull();
    expect(await handler.get('detail-13', FETCH)).not.toBeNull();
    expect(await handler.get('categories', FETCH)).not.toBeNull();

    source.change(['category:3']);
    expect(await handler.get('detail-13', FETCH)).toBeNull();
    expect(await handler.get('categories', FETCH)).not.toBeNull();

    // A setting changes every answer.
    source.change(null);
    expect(await handler.get('categories', FETCH)).toBeNull();
  });

  it('hands back what Next stored, so a hit is the same response', async () => {
    offerSource();
    const handler = new DataCacheHandler();
    const entry = fetchEntry('{"error":false}', tagged(['homepage']));
    await fill(handler, 'home', entry);
    expect((await handler.get('home', FETCH))?.value).toBe(entry);
  });

  it('keeps no answer fetched across a change (it may show what the change replaced)', async () => {
    const source = offerSource();
    const handler = new DataCacheHandler();
    expect(await handler.get('detail-12', FETCH)).toBeNull();
    source.change(['property:12']);
    await handler.set('detail-12', fetchEntry('{"old":true}', tagged(['property:12'])), SET);
    expect(await handler.get('detail-12', FETCH)).toBeNull();
  });

  it('keeps only answers the API marked shareable, and only fetch entries', async () => {
    offerSource();
    const handler = new DataCacheHandler();
    await fill(
      handler,
      'personal',
      fetchEntry('{"favourite":true}', { 'cache-control': 'private, no-store' }),
    );
    expect(await handler.get('personal', FETCH)).toBeNull();
    expect(await handler.get('page', { kind: 'APP_PAGE' })).toBeNull();
    await handler.set('page', { kind: 'APP_PAGE', html: '' }, { fetchCache: false });
    expect(dataCacheStore().size.entries).toBe(0);
  });

  it('keeps nothing when no API in this process can empty it', async () => {
    const handler = new DataCacheHandler();
    await fill(handler, 'detail-12', fetchEntry('{}', tagged(['property:12'])));
    expect(await handler.get('detail-12', FETCH)).toBeNull();
    expect(dataCacheStore().size.entries).toBe(0);
  });

  it('drops what it kept under a source that is gone or replaced', async () => {
    offerSource();
    const handler = new DataCacheHandler();
    await fill(handler, 'detail-12', fetchEntry('{}', tagged(['property:12'])));
    offerSource();
    expect(await handler.get('detail-12', FETCH)).toBeNull();
  });

  it("honours Next's revalidateTag too", async () => {
    offerSource();
    const handler = new DataCacheHandler();
    await fill(handler, 'list', fetchEntry('[]', tagged(['properties'])));
    await handler.revalidateTag('properties');
    expect(await handler.get('list', FETCH)).toBeNull();
  });
});

describe('TaggedStore', () => {
  it('expires an entry at the shorter of the two time limits, should no change come', () => {
    let now = 0;
    const store = new TaggedStore({ maxBytes: 1_000_000, now: () => now });
    expect(store.lookup('a')).toBeUndefined();
    expect(store.keep('a', 'value', ['properties'], 2000, 10)).toBe(true);
    now = 1999;
    expect(store.lookup('a')?.value).toBe('value');
    now = 2000;
    expect(store.lookup('a')).toBeUndefined();
  });

  it('never keeps an answer that was not looked up first', () => {
    const store = new TaggedStore({ maxBytes: 1_000_000, now: () => 0 });
    expect(store.keep('a', 'value', ['properties'], 2000, 10)).toBe(false);
  });

  it('lets the least recently used entries go past its size bound', () => {
    // Four entries of 700 bytes (and bookkeeping) fit in 5,000; a fifth pushes out the oldest.
    const store = new TaggedStore({ maxBytes: 5000, now: () => 0 });
    for (const key of ['a', 'b', 'c', 'd']) {
      store.lookup(key);
      expect(store.keep(key, key, ['x'], 1000, 700)).toBe(true);
    }
    store.lookup('a');
    store.lookup('e');
    store.keep('e', 'e', ['x'], 1000, 700);
    expect(store.lookup('b')).toBeUndefined();
    expect(store.lookup('a')?.value).toBe('a');
    expect(store.size.bytes).toBeLessThanOrEqual(5000);
  });
});
