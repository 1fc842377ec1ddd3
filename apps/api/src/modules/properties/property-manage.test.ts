import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdvertisement, createCategory, createProperty } from '../../db/testing/listing.factory.js';
import { staleOwnerCounts } from '../../db/testing/listing-derived-columns.js';
import { countRows, findRow, getRow, insertRow } from '../../db/testing/rows.js';
import { bearer, createSession, createUser } from '../../db/testing/user.factory.js';
import { createTestApp, get, post, type TestApp } from '../../testing/test-app.js';

// The owner's state changes of a listing: update_property_status and change-property-status.

let app: TestApp;
let categoryId: number;

beforeAll(async () => {
  app = await createTestApp();
  await app.services.settings.set('demo_mode', false);
  categoryId = (await createCategory(app)).id;
});
afterAll(async () => {
  await app.close();
});

async function owner() {
  const user = await createUser(app);
  return { user, auth: bearer(await createSession(app, user.id)) };
}

const listed = async () =>
  ((await get(app, 'get-property-list', { limit: 100 })).body.data as { id: number }[]).map((p) => p.id);

describe('update_property_status', () => {
  it('ends a sale and a rental, and offers a rented home again', async () => {
    const { user, auth } = await owner();
    const forSale = await createProperty(app, { category_id: categoryId, owner_id: user.id });
    const sold = await post(app, 'update_property_status', { property_id: forSale.id, status: 'sold' }, auth);
    expect(sold.status).toBe(200);
    expect(sold.body).toMatchObject({
      message: 'Status updated successfully',
      data: { id: forSale.id, property_type: 'sold' },
    });
    // Sold: out of the browse lists, still found by lookup.
    expect(await listed()).not.toContain(forSale.id);
    expect((await get(app, 'get_property', { id: forSale.id, count_view: 0 })).status).toBe(200);

    const rental = await createProperty(app, {
      category_id: categoryId,
      owner_id: user.id,
      property_type: 'rent',
      rentduration: 'Monthly',
    });
    const rented = await post(app, 'update_property_status', { property_id: rental.id, status: 3 }, auth);
    expect(rented.body.data).toEqual({ id: rental.id, property_type: 'rented' });
    expect(await listed()).not.toContain(rental.id);
    const again = await post(app, 'update_property_status', { property_id: rental.id, status: 1 }, auth);
    expect(again.body.data).toEqual({ id: rental.id, property_type: 'rent' });
    expect(await listed()).toContain(rental.id);
  });

  it('refuses every other change with the contract’s words, changing nothing', async () => {
    const { user, auth } = await owner();
    const forSale = await createProperty(app, { category_id: categoryId, owner_id: user.id });
    for (const status of ['rent', 'rented']) {
      const res = await post(app, 'update_property_status', { property_id: forSale.id, status }, auth);
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({
        code: 'INVALID_STATUS_TRANSITION',
        message: 'You can only change status of sell and rent properties',
      });
    }
    await post(app, 'update_property_status', { property_id: forSale.id, status: 'sold' }, auth);
    const undo = await post(app, 'update_property_status', { property_id: forSale.id, status: 'rent' }, auth);
    expect(undo.status).toBe(409);
    expect((await getRow(app.deps.db, 'properties', { id: forSale.id })).property_type).toBe('sold');
    const bad = await post(app, 'update_property_status', { property_id: forSale.id, status: 'sell' }, auth);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('status must be one of: rent, sold, rented');
  });
});

describe('change-property-status', () => {
  it('switches an approved listing off and on; off hides it from everyone but its owner', async () => {
    const { user, auth } = await owner();
    const home = await createProperty(app, { category_id: categoryId, owner_id: user.id });
    const off = await post(app, 'change-property-status', { property_id: home.id, status: 0 }, auth);
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({
      message: 'Data Updated Successfully',
      data: { id: home.id, status: 0 },
    });
    expect(await listed()).not.toContain(home.id);
    expect((await get(app, 'get_property', { id: home.id, count_view: 0 })).status).toBe(404);
    expect((await get(app, 'get_property', { id: home.id, count_view: 0 }, auth)).status).toBe(200);

    const on = await post(app, 'change-property-status', { property_id: home.id, status: 'active' }, auth);
    expect(on.body.data).toEqual({ id: home.id, status: 1 });
    expect(await listed()).toContain(home.id);
  });

  it('needs the listing approved', async () => {
    const { user, auth } = await owner();
    const pending = await createProperty(app, {
      category_id: categoryId,
      owner_id: user.id,
      request_status: 'pending',
    });
    const res = await post(app, 'change-property-status', { property_id: pending.id, status: 0 }, auth);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'NOT_APPROVED', message: 'Property is not approved' });
    expect((await getRow(app.deps.db, 'properties', { id: pending.id })).status).toBe(1);
  });
});

describe('both calls', () => {
  it('answer only the owner, a signed-in member, outside demo mode', async () => {
    const { user, auth } = await owner();
    const stranger = await owner();
    const home = await createProperty(app, { category_id: categoryId, owner_id: user.id });
    for (const [call, status] of [
      ['update_property_status', 'sold'],
      ['change-property-status', 0],
    ] as const) {
      const notMine = await post(app, call, { property_id: home.id, status }, stranger.auth);
      expect(notMine.status).toBe(403);
      expect(notMine.body.code).toBe('NOT_OWNER');
      expect((await post(app, call, { property_id: 99_999_999, status }, auth)).status).toBe(404);
      expect((await post(app, call, { property_id: home.id, status })).status).toBe(401);
      expect((await post(app, call, { status }, auth)).body.message).toBe('Please fill all fields');
      await app.services.settings.set('demo_mode', true);
      try {
        const demo = await post(app, call, { property_id: home.id, status }, auth);
        expect(demo.status).toBe(403);
        expect(demo.body.code).toBe('DEMO_MODE');
      } finally {
        await app.services.settings.set('demo_mode', false);
      }
    }
    const row = await getRow(app.deps.db, 'properties', { id: home.id });
    expect([row.property_type, row.status]).toEqual(['sell', 1]);
  });
});

describe('delete_property', () => {
  it('deletes the listing with everything attached, and its own files', async () => {
    const { user, auth } = await owner();
    const fan = await owner();
    const home = await createProperty(app, {
      category_id: categoryId,
      owner_id: user.id,
      title_image: `users/${user.id}/title.jpg`,
    });
    const storage = app.deps.storage;
    await storage.put(`users/${user.id}/title.jpg`, Buffer.from('title'), 'image/jpeg');
    await storage.put(`users/${user.id}/gallery.jpg`, Buffer.from('gallery'), 'image/jpeg');
    const at = app.clock.now.toISOString();
    await insertRow(app.deps.db, 'property_images', {
      property_id: home.id,
      image: `users/${user.id}/gallery.jpg`,
      created_at: at,
      updated_at: at,
    });
    await createAdvertisement(app, { property_id: home.id }, { customer_id: user.id });
    await post(app, 'add_favourite', { property_id: home.id, type: 1 }, fan.auth);
    await post(app, 'add_reports', { property_id: home.id, reason_id: 0, other_message: 'Wrong' }, fan.auth);
    await insertRow(app.deps.db, 'listing_views', {
      entity: 'property',
      entity_id: home.id,
      viewer_key: 'u:1',
      viewed_at: at,
    });

    const res = await post(app, 'delete_property', { id: home.id }, auth);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: 'Property deleted successfully', data: null });
    expect(await findRow(app.deps.db, 'properties', { id: home.id })).toBeUndefined();
    for (const table of ['property_images', 'favourites', 'reports', 'advertisements'] as const) {
      expect(await countRows(app.deps.db, table, { property_id: home.id }), table).toBe(0);
    }
    expect(await countRows(app.deps.db, 'listing_views', { entity: 'property', entity_id: home.id })).toBe(0);
    expect(await storage.exists(`users/${user.id}/title.jpg`)).toBe(false);
    expect(await storage.exists(`users/${user.id}/gallery.jpg`)).toBe(false);
    expect(await staleOwnerCounts(app.deps.db)).toEqual([]);
    expect((await get(app, 'get_property', { id: home.id, count_view: 0 })).status).toBe(404);
  });

  it('answers only the owner, outside demo mode, and keeps the listing otherwise', async () => {
    const { user, auth } = await owner();
    const stranger = await owner();
    const home = await createProperty(app, { category_id: categoryId, owner_id: user.id });
    const notMine = await post(app, 'delete_property', { id: home.id }, stranger.auth);
    expect(notMine.status).toBe(403);
    expect(notMine.body.code).toBe('NOT_OWNER');
    expect((await post(app, 'delete_property', { id: 99_999_999 }, auth)).status).toBe(404);
    expect((await post(app, 'delete_property', { id: home.id })).status).toBe(401);
    expect((await post(app, 'delete_property', {}, auth)).body.message).toBe('Please fill all fields');
    await app.services.settings.set('demo_mode', true);
    try {
      expect((await post(app, 'delete_property', { id: home.id }, auth)).body.code).toBe('DEMO_MODE');
    } finally {
      await app.services.settings.set('demo_mode', false);
    }
    expect(await findRow(app.deps.db, 'properties', { id: home.id })).toBeDefined();
  });
});
