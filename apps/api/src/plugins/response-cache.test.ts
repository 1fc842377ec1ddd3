import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config.js';
import { createCategory, createProperty } from '../db/testing/listing.factory.js';
import { getRow } from '../db/testing/rows.js';
import { bearer } from '../db/testing/user.factory.js';
import {
  type CacheWorld,
  cachedListing,
  cachedMember,
  createCacheWorld,
  guestGet,
} from '../testing/cache-world.js';
import { createTestApp, get, type TestApp } from '../testing/test-app.js';

// The response cache of guests' public reads: hits skip the handler, ETags answer 304, keys
// ignore parameter order and empty values, credentials bypass it, and every write path drops
// what it changed (response-cache-write-paths.test.ts). The time limit is an hour here, so only an announced change can refresh an
// answer: a write path that forgot to publish leaves the stale answer and fails its test.

let world: CacheWorld;
let app: TestApp;
let categoryId: number;

beforeAll(async () => {
  world = await createCacheWorld();
  ({ app, categoryId } = world);
});
afterAll(async () => {
  await app?.close();
});

const guest = (url: string, headers?: Record<string, string>) => guestGet(app, url, headers);
const listing = (values?: Parameters<typeof cachedListing>[1]) => cachedListing(world, values);
const member = (name: string) => cachedMember(world, name);

describe('hits and misses', () => {
  it('serves the second identical guest request without running the handler', async () => {
    await createProperty(app, { category_id: categoryId, title: 'Hit villa' });
    const list = vi.spyOn(app.services.properties, 'list');
    try {
      const first = await guest('get-property-list?limit=7');
      const second = await guest('get-property-list?limit=7');
      expect(first.status).toBe(200);
      expect(second.text).toBe(first.text);
      expect(second.headers.etag).toBe(first.headers.etag);
      expect(list).toHaveBeenCalledTimes(1);
      // Another query is another entry.
      await guest('get-property-list?limit=8');
      expect(list).toHaveBeenCalledTimes(2);
    } finally {
      list.mockRestore();
    }
  });

  it('keys by the validated input: parameter order and empty values do not matter', async () => {
    const list = vi.spyOn(app.services.properties, 'list');
    try {
      const a = await guest('get-property-list?limit=3&offset=1&city=Pune');
      const b = await guest('get-property-list?city=Pune&offset=1&limit=3');
      const c = await guest('get-property-list?offset=1&search=&limit=3&city=Pune&category_id=');
      expect(a.status).toBe(200);
      expect(b.text).toBe(a.text);
      expect(c.text).toBe(a.text);
      expect(list).toHaveBeenCalledTimes(1);
      await guest('get-property-list?limit=3&offset=2&city=Pune');
      expect(list).toHaveBeenCalledTimes(2);
    } finally {
      list.mockRestore();
    }
  });

  it('does not keep failures', async () => {
    const list = vi.spyOn(app.services.properties, 'list');
    try {
      expect((await guest('get-property-list?limit=abc')).status).toBe(400);
      const missing = await guest('get_property?id=999999');
      expect(missing.status).toBe(404);
      expect((await guest('get_property?id=999999')).status).toBe(404);
      expect(missing.headers.etag).toBeUndefined();
    } finally {
      list.mockRestore();
    }
  });
});

describe('a burst of identical misses', () => {
  it('runs the handler once and counts every visitor', async () => {
    const property = await listing({ title: 'Busy villa' });
    const original = app.services.properties.get;
    const get_ = vi.spyOn(app.services.properties, 'get').mockImplementation(async (...args) => {
      await new Promise((resolve) => setTimeout(resolve, 50)); // the others arrive meanwhile
      return original(...args);
    });
    try {
      const ips = ['198.51.100.1', '198.51.100.2', '198.51.100.3', '198.51.100.4'];
      const answers = await Promise.all(
        ips.map((ip) => guest(`get_property?id=${property.id}`, { 'x-forwarded-for': ip })),
      );
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
      expect(new Set(answers.map((a) => a.text)).size).toBe(1);
      expect(get_).toHaveBeenCalledTimes(1);
      const row = await getRow(app.deps.db, 'properties', { id: property.id }, { select: ['total_view'] });
      expect(row.total_view).toBe(4);
    } finally {
      get_.mockRestore();
    }
  });

  it('does not hand an answer begun before a change to a request made after it', async () => {
    const real = app.services.properties.list;
    const list = vi.spyOn(app.services.properties, 'list');
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    list.mockImplementationOnce(async (...args) => {
      const answer = await real(...args);
      await gate; // computed before the change below, sent after it
      return answer;
    });
    try {
      const early = guest('get-property-list?limit=33');
      await new Promise((resolve) => setTimeout(resolve, 30));
      const added = await listing({ title: 'Arrived meanwhile' });
      const late = guest('get-property-list?limit=33');
      await new Promise((resolve) => setTimeout(resolve, 30));
      release();
      const [before, after] = await Promise.all([early, late]);
      expect((before.body.data as { id: number }[]).map((p) => p.id)).not.toContain(added.id);
      expect((after.body.data as { id: number }[]).map((p) => p.id)).toContain(added.id);
      // Nor was the early answer kept.
      expect(
        ((await guest('get-property-list?limit=33')).body.data as { id: number }[]).map((p) => p.id),
      ).toContain(added.id);
    } finally {
      list.mockRestore();
    }
  });
});

describe('ETag and 304', () => {
  it('answers 304 without a body to a matching If-None-Match, on a hit and on a miss', async () => {
    const first = await guest('get-property-list?limit=4');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=10');
    // Listings come back in the caller's language, so shared caches must key on it too.
    expect(first.headers.vary).toBe('Authorization, Cookie, Accept-Language');

    const hit = await guest('get-property-list?limit=4', { 'if-none-match': etag });
    expect(hit.status).toBe(304);
    expect(hit.text).toBe('');
    expect(hit.headers.etag).toBe(etag);
    expect((await guest('get-property-list?limit=4', { 'if-none-match': `W/${etag}, "other"` })).status).toBe(
      304,
    );
    expect((await guest('get-property-list?limit=4', { 'if-none-match': '"other"' })).status).toBe(200);

    // A change drops the entry; the same data computed again has the same tag.
    const list = vi.spyOn(app.services.properties, 'list');
    try {
      await app.deps.changes.publish({ properties: [123_456] });
      const miss = await guest('get-property-list?limit=4', { 'if-none-match': etag });
      expect(list).toHaveBeenCalledTimes(1);
      expect(miss.status).toBe(304);
    } finally {
      list.mockRestore();
    }
  });

  it('keeps the catalogue calls at the contract lifetime, with an ETag', async () => {
    const res = await guest('get_categories');
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.headers.etag).toBeDefined();
  });
});

describe('credentials bypass the cache', () => {
  it('never serves a signed-in request cached bytes, and never stores its answer', async () => {
    const { token } = await member('Bypass');
    const list = vi.spyOn(app.services.properties, 'list');
    try {
      await guest('get-property-list?limit=5');
      expect(list).toHaveBeenCalledTimes(1);
      const withBearer = await guest('get-property-list?limit=5', bearer(token));
      const withCookie = await guest('get-property-list?limit=5', { cookie: `domus_session=${token}` });
      expect(list).toHaveBeenCalledTimes(3);
      for (const res of [withBearer, withCookie]) {
        expect(res.status).toBe(200);
        expect(res.headers['cache-control']).toBe('private, no-store');
        expect(res.headers.etag).toBeUndefined();
      }
      // A member's first request of a query does not fill the cache for guests.
      await guest('get-property-list?limit=6', bearer(token));
      await guest('get-property-list?limit=6');
      expect(list).toHaveBeenCalledTimes(5);
      // A bad token is refused as before, never answered from the cache.
      expect((await guest('get-property-list?limit=5', bearer('not-a-session'))).status).toBe(401);
    } finally {
      list.mockRestore();
    }
  });
});

describe('views still count on a hit', () => {
  it('counts each guest visitor of a cached get_property', async () => {
    const property = await createProperty(app, { category_id: categoryId, title: 'Viewed villa' });
    const get_ = vi.spyOn(app.services.properties, 'get');
    const views = async () =>
      (await getRow(app.deps.db, 'properties', { id: property.id }, { select: ['total_view'] })).total_view;
    try {
      for (const ip of ['192.0.2.1', '192.0.2.2', '192.0.2.3', '192.0.2.3']) {
        expect((await guest(`get_property?id=${property.id}`, { 'x-forwarded-for': ip })).status).toBe(200);
      }
      expect(get_).toHaveBeenCalledTimes(1);
      expect(await views()).toBe(3); // three visitors; the fourth request repeats the third
      await guest(`get_property?id=${property.id}&count_view=false`, { 'x-forwarded-for': '192.0.2.9' });
      expect(await views()).toBe(3);
    } finally {
      get_.mockRestore();
    }
  });
});

describe('the time limit', () => {
  it('refreshes an answer whose change was never announced once the limit has passed', async () => {
    const local = await createTestApp({ responseCache: true, responseCacheTtlMs: 60_000 });
    try {
      const category = await createCategory(local);
      const titles = async () =>
        ((await get(local, 'get-property-list', { limit: 50 })).body.data as { title: string }[]).map(
          (p) => p.title,
        );
      expect(await titles()).toEqual([]);
      // A fixture writes straight to the table: nothing is announced.
      await createProperty(local, { category_id: category.id, title: 'Unannounced' });
      expect(await titles()).toEqual([]);
      // Kept at least four fifths of the limit (expiries are spread over its last fifth), never more.
      local.clock.now = new Date(local.clock.now.getTime() + 47_000);
      expect(await titles()).toEqual([]);
      local.clock.now = new Date(local.clock.now.getTime() + 14_000);
      expect(await titles()).toEqual(['Unannounced']);
    } finally {
      await local.close();
    }
  });
});

describe('the memory bound', () => {
  it('keeps the stored bytes under the limit, dropping the least recently used first', async () => {
    const maxBytes = 40_000;
    const local = await createTestApp({ responseCache: true, responseCacheMaxBytes: maxBytes });
    try {
      const category = await createCategory(local);
      for (let i = 0; i < 6; i++) await createProperty(local, { category_id: category.id });
      const list = vi.spyOn(local.services.properties, 'list');
      const page = (i: number) => ({ limit: 6, max_price: 1_000_000 + i });
      for (let i = 1; i <= 40; i++) {
        await get(local, 'get-property-list', page(i));
        expect(local.responseCache?.size.bytes ?? Number.POSITIVE_INFINITY).toBeLessThanOrEqual(maxBytes);
      }
      const stored = local.responseCache?.size.entries ?? 0;
      expect(stored).toBeGreaterThan(1);
      expect(stored).toBeLessThan(40);
      // The newest entry is still there; the oldest went first.
      const calls = list.mock.calls.length;
      await get(local, 'get-property-list', page(40));
      expect(list.mock.calls.length).toBe(calls);
      await get(local, 'get-property-list', page(1));
      expect(list.mock.calls.length).toBe(calls + 1);
    } finally {
      await local.close();
    }
  });

  it('RESPONSE_CACHE=off runs the handler every time, still with ETags', async () => {
    const local = await createTestApp({ responseCache: false });
    try {
      const list = vi.spyOn(local.services.properties, 'list');
      const first = await get(local, 'get-property-list');
      await get(local, 'get-property-list');
      expect(list).toHaveBeenCalledTimes(2);
      expect(local.responseCache).toBeNull();
      expect(first.headers.etag).toBeDefined();
    } finally {
      await local.close();
    }
  });
});

describe('configuration', () => {
  it('reads RESPONSE_CACHE, its size and its time limit, on by default', () => {
    const defaults = loadConfig({});
    expect([defaults.responseCache, defaults.responseCacheMaxBytes, defaults.responseCacheTtlMs]).toEqual([
      true,
      64 * 1024 * 1024,
      60_000,
    ]);
    const set = loadConfig({
      RESPONSE_CACHE: 'off',
      RESPONSE_CACHE_MAX_MB: '8',
      RESPONSE_CACHE_TTL_SECONDS: '5',
    });
    expect([set.responseCache, set.responseCacheMaxBytes, set.responseCacheTtlMs]).toEqual([
      false,
      8 * 1024 * 1024,
      5_000,
    ]);
    expect(() => loadConfig({ RESPONSE_CACHE: 'maybe', RESPONSE_CACHE_TTL_SECONDS: '0' })).toThrow(
      /RESPONSE_CACHE[\s\S]*RESPONSE_CACHE_TTL_SECONDS/,
    );
  });
});
