import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdvertisement, createCategory, createProperty } from '../../db/testing/listing.factory.js';
import { insertRow } from '../../db/testing/rows.js';
import { bearer, createSession, createUser } from '../../db/testing/user.factory.js';
import { createTestApp, get, post, type TestApp } from '../../testing/test-app.js';

// get-added-properties: an owner's listings in any state, with what only the owner sees.

let app: TestApp;
let categoryId: number;

beforeAll(async () => {
  app = await createTestApp();
  app.clock.now = new Date('2026-06-01T12:00:00.000Z');
  await app.services.settings.set('demo_mode', false);
  categoryId = (await createCategory(app, { category: 'Flat' })).id;
});
afterAll(async () => {
  await app.close();
});

async function member(name: string) {
  const user = await createUser(app, { name });
  return { user, auth: bearer(await createSession(app, user.id)) };
}

const later = () => {
  app.clock.now = new Date(app.clock.now.getTime() + 60_000);
};

describe('get-added-properties', () => {
  it('lists my listings in every state, newest first, with filters and the views summed', async () => {
    const { user, auth } = await member('Owner');
    const stranger = await member('Stranger');
    const own = (values: Partial<Parameters<typeof createProperty>[1]>) => {
      later();
      return createProperty(app, { category_id: categoryId, owner_id: user.id, ...values });
    };
    const approved = await own({ title: 'Approved', total_view: 7 });
    const pending = await own({ title: 'Pending', request_status: 'pending', total_view: 1 });
    const off = await own({ title: 'Off', status: 0, total_view: 2 });
    const sold = await own({ title: 'Sold', property_type: 'sold' });
    await createProperty(app, { category_id: categoryId, owner_id: stranger.user.id, title: 'Not mine' });

    const all = await get(app, 'get-added-properties', {}, auth);
    expect(all.status).toBe(200);
    expect(all.body.data.map((p: { title: string }) => p.title)).toEqual([
      'Sold',
      'Off',
      'Pending',
      'Approved',
    ]);
    expect(all.body.total).toBe(4);
    expect(all.body.total_views).toBe(10);

    const titles = async (query: Record<string, unknown>) =>
      (await get(app, 'get-added-properties', query, auth)).body.data.map((p: { title: string }) => p.title);
    expect(await titles({ request_status: 'pending' })).toEqual(['Pending']);
    expect(await titles({ status: '0' })).toEqual(['Off']);
    expect(await titles({ property_type: 'sold,rented' })).toEqual(['Sold']);
    expect(await titles({ property_type: '0', request_status: 'approved', status: 1 })).toEqual(['Approved']);
    expect(await titles({ limit: 1, offset: 1 })).toEqual(['Off']);
    const bad = await get(app, 'get-added-properties', { property_type: 'villa' }, auth);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('property_type must be a list of: sell, rent, sold, rented');
    expect((await get(app, 'get-added-properties')).status).toBe(401);
    expect([approved.id, pending.id, off.id, sold.id]).toHaveLength(4);
  });

  it('gives one of my listings with the owner’s extras and my others; 404 for anyone else’s', async () => {
    const { user, auth } = await member('Lister');
    const fan = await member('Asha');
    const stranger = await member('Other');
    later();
    const rejected = await createProperty(app, {
      category_id: categoryId,
      owner_id: user.id,
      title: 'Rejected flat',
      request_status: 'rejected',
      client_address: 'Keys with the porter',
      meta_title: null,
    });
    const rejectedAt = app.clock.now.toISOString().replace(/\.\d{3}Z$/, 'Z');
    await insertRow(app.deps.db, 'moderation_reasons', {
      entity: 'property',
      entity_id: rejected.id,
      reason: 'Photos do not match the address',
      created_at: app.clock.now.toISOString(),
    });
    later();
    const live = await createProperty(app, {
      category_id: categoryId,
      owner_id: user.id,
      title: 'Live flat',
    });
    const ad = await createAdvertisement(app, { property_id: live.id }, { customer_id: user.id });
    expect((await post(app, 'interested_users', { property_id: live.id, type: 1 }, fan.auth)).status).toBe(
      200,
    );

    const one = await get(app, 'get-added-properties', { id: rejected.id }, auth);
    expect(one.status).toBe(200);
    expect(one.body.data[0]).toMatchObject({
      id: rejected.id,
      request_status: 'rejected',
      client_address: 'Keys with the porter',
      meta_title: null,
      reject_reason: { reason: 'Photos do not match the address', created_at: rejectedAt },
      is_feature_available: false,
      advertisement: null,
      interested_users: [],
    });
    expect(one.body.similar_properties.map((p: { title: string }) => p.title)).toEqual(['Live flat']);

    const bySlug = await get(app, 'get-added-properties', { slug_id: live.slug_id }, auth);
    expect(bySlug.body.data[0]).toMatchObject({
      reject_reason: null,
      is_feature_available: false,
      advertisement: { id: ad.id, for: 'property', type: 'list', status: 0, is_enable: true },
      interested_users: [{ id: fan.user.id, name: 'Asha', profile: null }],
      total_interested_users: 1,
    });
    expect((await get(app, 'get-added-properties', { id: live.id }, stranger.auth)).status).toBe(404);

    const ads = await get(app, 'get-added-properties', { is_promoted: 1 }, auth);
    expect(ads.body.total).toBe(1);
    expect(ads.body.data[0]).toMatchObject({
      id: live.id,
      slug_id: live.slug_id,
      title: 'Live flat',
      category: { id: categoryId, category: 'Flat' },
      advertisement_id: ad.id,
      advertisement_status: 0,
      advertisement_type: 'list',
    });
  });

  it('says a visible listing without a live advertisement can be featured', async () => {
    const { user, auth } = await member('Feature');
    const home = await createProperty(app, { category_id: categoryId, owner_id: user.id });
    const res = await get(app, 'get-added-properties', { id: home.id }, auth);
    expect(res.body.data[0].is_feature_available).toBe(true);
  });
});
