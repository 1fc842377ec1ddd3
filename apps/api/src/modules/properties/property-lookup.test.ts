import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getRow } from '../../db/testing/rows.js';
import { bearer } from '../../db/testing/user.factory.js';
import { createPropertyWorld, type PropertyWorld, titles } from '../../testing/property-world.js';
import { get } from '../../testing/test-app.js';

let world: PropertyWorld;
let app: PropertyWorld['app'];
let ids: PropertyWorld['ids'];
let villa: PropertyWorld['villa'];

beforeAll(async () => {
  world = await createPropertyWorld();
  ({ app, ids, villa } = world);
});

afterAll(async () => {
  await app.close();
});

describe('get_property', () => {
  it('returns one listing in detail shape as a one-item array, with similar listings', async () => {
    const res = await get(app, 'get_property', { id: ids.puneVilla, get_simiilar: 1 });
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(1);
    const detail = res.body.data[0];
    expect(detail).toMatchObject({
      title: 'Sea view villa',
      request_status: 'approved',
      status: 1,
      customer_name: 'Ravi Patel',
      customer_slug_id: 'ravi-patel',
      is_verified: true,
      email: null,
      mobile: null,
      is_admin_listing: false,
      meta_title: 'Sea view villa',
    });
    expect(detail.meta_description.length).toBeGreaterThan(10);
    expect(detail.client_address).toBeUndefined();
    expect(res.body.similar_properties.map((p: { id: number }) => p.id)).not.toContain(ids.puneVilla);
    expect(
      res.body.similar_properties.every((p: { category_id: number }) => p.category_id === villa.id),
    ).toBe(true);
  });

  it('shows owner contacts to signed-in callers only', async () => {
    const res = await get(app, 'get_property', { id: ids.puneVilla }, bearer(world.memberToken));
    expect(res.body.data[0].email).toMatch(/@example\.com$/);
    expect(res.body.data[0].mobile).toMatch(/^\+91/);
  });

  it('finds by slug, keeps sold listings reachable, and 404s hidden ones', async () => {
    const bySlug = await get(app, 'get_property', {
      slug_id: (await get(app, 'get_property', { id: ids.mumbai })).body.data[0].slug_id,
    });
    expect(bySlug.body.data[0].id).toBe(ids.mumbai);
    expect((await get(app, 'get_property', { id: ids.sold })).body.data[0].property_type).toBe('sold');
    for (const hidden of [ids.pending, ids.inactive, 999999]) {
      const res = await get(app, 'get_property', { id: hidden });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: true, message: 'No data found', code: 'NOT_FOUND' });
    }
  });

  it('gates premium listings: guest 401, member 403 with a preview, entitled member and owner pass', async () => {
    const guest = await get(app, 'get_property', { id: ids.premium });
    expect(guest.status).toBe(401);
    expect(guest.body.code).toBe('NOT_LOGGED_IN');
    expect(guest.body.details.preview).toMatchObject({
      id: ids.premium,
      title: 'Premium villa',
      is_premium: true,
    });
    const member = await get(app, 'get_property', { id: ids.premium }, bearer(world.memberToken));
    expect(member.status).toBe(403);
    expect(member.body.code).toBe('PACKAGE_NOT_AVAILABLE');
    expect(member.body.details).toMatchObject({
      feature: 'premium_properties',
      feature_message: 'Package not available for premium properties',
    });
    expect(member.body.details.preview.description).toBeUndefined();
    expect((await get(app, 'get_property', { id: ids.premium }, bearer(world.premiumToken))).status).toBe(
      200,
    );
    expect((await get(app, 'get_property', { id: ids.premium }, bearer(world.ownerToken))).status).toBe(200);
  });

  it('counts a view once per viewer per day, never for count_view=0 or the owner', async () => {
    const views = async () =>
      (await getRow(app.deps.db, 'properties', { id: ids.london as number }, { select: ['total_view'] }))
        .total_view;
    const before = await views();
    await get(app, 'get_property', { id: ids.london }, bearer(world.memberToken));
    await get(app, 'get_property', { id: ids.london }, bearer(world.memberToken));
    expect(await views()).toBe(before + 1);
    await get(app, 'get_property', { id: ids.london, count_view: 0 }, bearer(world.premiumToken));
    expect(await views()).toBe(before + 1);
    app.clock.now = new Date(app.clock.now.getTime() + 25 * 3600 * 1000);
    await get(app, 'get_property', { id: ids.london }, bearer(world.memberToken));
    expect(await views()).toBe(before + 2);
    app.clock.now = new Date(app.clock.now.getTime() - 25 * 3600 * 1000);
  });

  it('lists in detail shape, leaving premium out for callers without the feature', async () => {
    const guest = await get(app, 'get_property', { city: 'Goa' });
    expect(guest.body).toMatchObject({ data: [], total: 0 });
    const entitled = await get(app, 'get_property', { city: 'Goa' }, bearer(world.premiumToken));
    expect(titles(entitled.body)).toEqual(['Premium villa']);
    const all = await get(app, 'get_property', { city: 'Pune', limit: 50 });
    expect(titles(all.body)).toContain('Sold villa');
    expect((await get(app, 'get_property', { limit: 51 })).status).toBe(400);
    expect((await get(app, 'get_property', { users_promoted: 1 })).body.code).toBe('NOT_LOGGED_IN');
  });
});

describe('get_nearby_properties', () => {
  it('matches city OR state, optional type, newest first', async () => {
    const res = await get(app, 'get_nearby_properties', { city: 'pune', state: 'England' });
    expect(titles(res.body)).toEqual([
      'Cosy flat near park',
      'Sea view villa',
      'Kensington flat',
      'Featured loft',
    ]);
    expect(res.body.total).toBe(4);
    expect(Object.keys(res.body.data[0]).sort()).toEqual(
      [
        'id',
        'slug_id',
        'title',
        'title_image',
        'property_type',
        'price',
        'rentduration',
        'latitude',
        'longitude',
        'city',
        'state',
        'country',
        'category_id',
        'category',
        'is_premium',
        'promoted',
      ].sort(),
    );
    expect(titles((await get(app, 'get_nearby_properties', { city: 'Pune', type: 'rent' })).body)).toEqual([
      'Cosy flat near park',
    ]);
  });

  it('answers an empty list when the client has no location (empty city, state and type)', async () => {
    for (const query of [
      { city: '', state: '', type: '' },
      {},
      { city: ' ', state: 'null', type: 'undefined' },
    ]) {
      const res = await get(app, 'get_nearby_properties', query);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ error: false, data: [], total: 0 });
    }
    // A real but unknown place still answers normally.
    expect((await get(app, 'get_nearby_properties', { city: 'Atlantis', type: '' })).body).toMatchObject({
      data: [],
      total: 0,
    });
  });
});
