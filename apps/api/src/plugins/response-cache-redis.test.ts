import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LocalStorageAdapter } from '../adapters/storage/local-storage.adapter.js';
import { buildApp, type DomusApp } from '../app.js';
import { createCategory, createProperty } from '../db/testing/listing.factory.js';
import { bearer, createSession, createUser } from '../db/testing/user.factory.js';
import { createTestApp, get, post, type TestApp } from '../testing/test-app.js';

// Two instances on one database and one Redis (REDIS_URL): a write on A drops B's cached
// answers through the change channel. Without Redis each instance only hears its own writes.

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/15';

let a: TestApp;
let b: DomusApp;

beforeAll(async () => {
  a = await createTestApp({ responseCache: true, responseCacheTtlMs: 3_600_000, redisUrl });
  const config = a.deps.config;
  b = await buildApp({
    config,
    database: a.database,
    storage: new LocalStorageAdapter(config.uploadsDir, config.publicUrl),
    now: () => a.clock.now,
    logger: false,
  });
  await b.app.ready();
});
afterAll(async () => {
  await b?.app.close();
  await a?.close();
});

const onB = async (url: string) => {
  const res = await b.app.inject({ method: 'GET', url: `/api/${url}` });
  return res.json() as any;
};

/** Polls until `check` holds or a second has passed; returns whether it held. */
async function within1s(check: () => Promise<boolean>): Promise<boolean> {
  const until = Date.now() + 1_000;
  do {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  } while (Date.now() < until);
  return check();
}

describe('invalidation across instances through Redis', () => {
  it('a setting written on A shows on B within a second', async () => {
    await a.services.settings.set('company_email', 'first@domus.test');
    expect(
      await within1s(async () => (await onB('web-settings')).data.company_email === 'first@domus.test'),
    ).toBe(true);
    // B answers from its cache now: the handler does not run again.
    const spy = vi.spyOn(b.services.settings, 'webSettings');
    try {
      await onB('web-settings');
      expect(spy).not.toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }

    await a.services.settings.set('company_email', 'second@domus.test');
    expect(
      await within1s(async () => (await onB('web-settings')).data.company_email === 'second@domus.test'),
    ).toBe(true);
  });

  it("an owner's deactivation on A takes their listing off B's cached list within a second", async () => {
    const category = await createCategory(a);
    const admin = await createUser(a, { role: 'admin' });
    const adminToken = await createSession(a, admin.id);
    const owner = await createUser(a, { name: 'Far owner' });
    const property = await createProperty(a, { category_id: category.id, owner_id: owner.id });
    await a.deps.changes.publish({ properties: [property.id] }); // the fixture wrote straight to the table
    const listed = async () =>
      ((await onB('get-property-list?limit=50')).data as { id: number }[]).some((p) => p.id === property.id);
    expect(await within1s(listed)).toBe(true);

    const res = await post(a, 'admin/user-status', { user_id: owner.id, status: false }, bearer(adminToken));
    expect(res.status).toBe(200);
    expect(await within1s(async () => !(await listed()))).toBe(true);
    // A dropped its own entry at once, before any message came back.
    expect(
      ((await get(a, 'get-property-list', { limit: 50 })).body.data as { id: number }[]).map((p) => p.id),
    ).not.toContain(property.id);
  });

  it('unsubscribes when an instance closes', async () => {
    const probe = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
    try {
      const count = async () =>
        Number(((await probe.pubsub('NUMSUB', 'domus:changes')) as [string, number])[1]);
      const before = await count();
      const c = await buildApp({
        config: a.deps.config,
        database: a.database,
        storage: new LocalStorageAdapter(a.deps.config.uploadsDir, a.deps.config.publicUrl),
        now: () => a.clock.now,
        logger: false,
      });
      await c.app.ready();
      expect(await count()).toBeGreaterThanOrEqual(before + 1);
      const during = await count();
      await c.app.close();
      expect(await count()).toBeLessThanOrEqual(during - 1);
    } finally {
      probe.disconnect();
    }
  });
});
