import {
  CHANGE_TAGS_SOURCE_KEY,
  type ChangeTagsSource,
  DATA_CACHE_TAGS_HEADER,
  DATA_CACHE_TTL_HEADER,
} from '@domus/shared/constants/web-data-cache.constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../db/testing/user.factory.js';
import {
  type CacheWorld,
  cachedListing,
  cachedMember,
  createCacheWorld,
  guestGet,
} from '../testing/cache-world.js';
import { post, type TestApp } from '../testing/test-app.js';
import { offerChangeTags } from '../web-mount.js';

// The API's half of the web server's data cache (the handler's half is tested in apps/web): the
// web server's own guest reads learn the answer's tags, and a real write path hands the web cache
// tags that name exactly the answers it made stale.

const SECRET = 'w'.repeat(40);
const internal = { 'x-domus-internal': SECRET };
let world: CacheWorld;
let app: TestApp;

beforeAll(async () => {
  world = await createCacheWorld({ internalApiSecret: SECRET, responseCacheTtlMs: 7_000 });
  ({ app } = world);
});
afterAll(async () => {
  await app?.close();
});

function tagsOf(headers: Record<string, unknown>): string[] | null {
  const value = headers[DATA_CACHE_TAGS_HEADER];
  return typeof value === 'string' ? value.split(',').map(decodeURIComponent) : null;
}

describe('answers to the web server carry their cache tags', () => {
  it('on a guest read of this server, fresh or cached, with the response cache time limit', async () => {
    const property = await cachedListing(world, { title: 'Tagged flat' });
    for (const _ of [1, 2]) {
      const answer = await guestGet(app, `get_property?id=${property.id}`, internal);
      expect(answer.status).toBe(200);
      expect(tagsOf(answer.headers)).toContain(`property:${property.id}`);
      expect(answer.headers[DATA_CACHE_TTL_HEADER]).toBe('7');
    }
  });

  it('never to an outside caller, nor on a signed-in read', async () => {
    const { token, property } = await cachedMember(world, 'Signed In');
    expect(tagsOf((await guestGet(app, `get_property?id=${property.id}`)).headers)).toBeNull();
    const signedIn = await guestGet(app, `get_property?id=${property.id}`, { ...internal, ...bearer(token) });
    expect(signedIn.status).toBe(200);
    expect(tagsOf(signedIn.headers)).toBeNull();
  });

  it('percent-encodes tags a header could not carry', async () => {
    const answer = await guestGet(app, `get-property-list?city=${encodeURIComponent('São Paulo')}`, internal);
    expect(answer.status).toBe(200);
    expect(String(answer.headers[DATA_CACHE_TAGS_HEADER])).toMatch(/^[\x20-\x7e]+$/);
  });
});

describe('the change source offered to the web cache', () => {
  it('hands over, on a real write, tags naming the stale answers and not the others', async () => {
    const withdraw = offerChangeTags(app.deps.changes);
    const heard: (readonly string[] | null)[] = [];
    const source = (globalThis as unknown as Record<symbol, ChangeTagsSource>)[
      Symbol.for(CHANGE_TAGS_SOURCE_KEY)
    ];
    const stop = source!.subscribe((tags) => heard.push(tags));
    try {
      const { user, property } = await cachedMember(world, 'Paused Owner');
      const detail = tagsOf((await guestGet(app, `get_property?id=${property.id}`, internal)).headers)!;
      const other = await cachedListing(world, { title: 'Another flat' });
      const otherDetail = tagsOf((await guestGet(app, `get_property?id=${other.id}`, internal)).headers)!;

      heard.length = 0;
      const off = await post(
        app,
        'admin/user-status',
        { user_id: user.id, status: false },
        bearer(world.adminToken),
      );
      expect(off.status).toBe(200);
      // Synchronously, before the write's answer: the web cache is empty of it by the next request.
      expect(heard).toHaveLength(1);
      const dropped = heard[0]!;
      expect(dropped.some((tag) => detail.includes(tag))).toBe(true);
      expect(dropped.some((tag) => otherDetail.includes(tag))).toBe(false);
    } finally {
      stop();
      withdraw();
    }
    expect(
      (globalThis as unknown as Record<symbol, unknown>)[Symbol.for(CHANGE_TAGS_SOURCE_KEY)],
    ).toBeUndefined();
  });
});
