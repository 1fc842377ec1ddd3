import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../src/db/dialect.js';
import {
  bearer,
  createAdvertisement,
  createCategory,
  createProperty,
  createSession,
  createUser,
  subscribe,
} from './helpers/fixtures.js';
import { createTestApp, get, type TestApp } from './helpers/test-app.js';

let app: TestApp;
const ids: Record<string, number> = {};
let villa: { id: number; slug_id: string };
let apartment: { id: number; slug_id: string };
let memberToken: string;
let premiumToken: string;
let ownerToken: string;

const DAY = 24 * 3600 * 1000;
const daysAgo = (n: number) => nowIso(new Date(app.clock.now.getTime() - n * DAY));

beforeAll(async () => {
  app = await createTestApp();
  villa = await createCategory(app, { category: 'Villa', slug_id: 'villa' });
  apartment = await createCategory(app, { category: 'Apartment', slug_id: 'apartment' });
  const owner = await createUser(app, {
    name: 'Ravi Patel',
    slug_id: 'ravi-patel',
    verification_status: 'success',
  });
  const member = await createUser(app);
  const premium = await createUser(app);
  ownerToken = await createSession(app, owner.id);
  memberToken = await createSession(app, member.id);
  premiumToken = await createSession(app, premium.id);
  await subscribe(app, premium.id, [{ type: 'premium_properties' }]);

  const p = async (key: string, values: Parameters<typeof createProperty>[1]) => {
    ids[key] = (await createProperty(app, values)).id;
  };
  await p('puneVilla', {
    category_id: villa.id,
    title: 'Sea view villa',
    price: 250_000,
    city: 'Pune',
    created_at: daysAgo(20),
    total_view: 50,
    favourite_count: 1,
    owner_id: owner.id,
  });
  await p('puneRent', {
    category_id: apartment.id,
    title: 'Cosy flat near park',
    price: 900,
    property_type: 'rent',
    rentduration: 'Monthly',
    city: 'pune',
    created_at: daysAgo(3),
    total_view: 5,
    favourite_count: 7,
  });
  await p('mumbai', {
    category_id: apartment.id,
    title: 'Harbour apartment',
    price: 500_000,
    city: 'Mumbai',
    created_at: daysAgo(1),
    total_view: 200,
  });
  await p('london', {
    category_id: apartment.id,
    title: 'Kensington flat',
    price: 1_200_000,
    city: 'London',
    state: 'England',
    country: 'United Kingdom',
    latitude: 51.5,
    longitude: -0.19,
    created_at: daysAgo(40),
  });
  await p('pending', {
    category_id: villa.id,
    title: 'Pending villa',
    city: 'Pune',
    request_status: 'pending',
    created_at: daysAgo(2),
  });
  await p('inactive', {
    category_id: villa.id,
    title: 'Inactive villa',
    city: 'Pune',
    status: 0,
    created_at: daysAgo(2),
  });
  await p('sold', {
    category_id: villa.id,
    title: 'Sold villa',
    city: 'Pune',
    property_type: 'sold',
    created_at: daysAgo(2),
  });
  await p('premium', {
    category_id: villa.id,
    title: 'Premium villa',
    city: 'Goa',
    is_premium: 1,
    created_at: daysAgo(5),
    owner_id: owner.id,
  });
  await p('promoted', {
    category_id: apartment.id,
    title: 'Featured loft',
    city: 'Pune',
    price: 300_000,
    created_at: daysAgo(60),
  });
  await createAdvertisement(app, { property_id: ids.promoted });
});

afterAll(async () => {
  await app.close();
});

const titles = (body: { data: { title: string }[] }) => body.data.map((d) => d.title);

describe('get-property-list', () => {
  it('lists visible sell/rent listings, promoted first, then newest, with the list-item shape', async () => {
    const res = await get(app, 'get-property-list');
    expect(res.status).toBe(200);
    expect(res.body.error).toBe(false);
    expect(titles(res.body)).toEqual([
      'Featured loft',
      'Harbour apartment',
      'Cosy flat near park',
      'Premium villa',
      'Sea view villa',
      'Kensington flat',
    ]);
    expect(res.body.total).toBe(6);
    const loft = res.body.data[0];
    expect(loft).toMatchObject({
      promoted: true,
      property_type: 'sell',
      price: 300000,
      rentduration: null,
      added_by: 0,
    });
    expect(loft.category).toEqual({
      id: apartment.id,
      category: 'Apartment',
      slug_id: 'apartment',
      image: null,
    });
    expect(loft.title_image).toMatch(/^http:\/\/localhost:3000\/media\/test\//);
    expect(Object.keys(loft).sort()).toEqual(
      [
        'id',
        'slug_id',
        'title',
        'title_image',
        'property_type',
        'price',
        'rentduration',
        'category_id',
        'category',
        'address',
        'city',
        'state',
        'country',
        'latitude',
        'longitude',
        'added_by',
        'is_premium',
        'promoted',
        'favourite_count',
        'total_view',
        'parameters',
        'assign_facilities',
        'gallery',
        'documents',
        'is_favourite',
        'post_created',
      ].sort(),
    );
    expect(res.body.data.find((d: { title: string }) => d.title === 'Cosy flat near park').rentduration).toBe(
      'Monthly',
    );
  });

  it('filters by city case-insensitively, and by state and country', async () => {
    expect(titles((await get(app, 'get-property-list', { city: 'PUNE' })).body)).toEqual([
      'Featured loft',
      'Cosy flat near park',
      'Sea view villa',
    ]);
    expect(titles((await get(app, 'get-property-list', { country: 'united kingdom' })).body)).toEqual([
      'Kensington flat',
    ]);
    expect((await get(app, 'get-property-list', { state: 'England' })).body.total).toBe(1);
  });

  it('filters by type, category id and slug, price range and search', async () => {
    expect(titles((await get(app, 'get-property-list', { property_type: 'rent' })).body)).toEqual([
      'Cosy flat near park',
    ]);
    expect((await get(app, 'get-property-list', { property_type: '0' })).body.total).toBe(5);
    expect(titles((await get(app, 'get-property-list', { category_slug_id: 'villa' })).body)).toEqual([
      'Premium villa',
      'Sea view villa',
    ]);
    expect((await get(app, 'get-property-list', { category_id: villa.id })).body.total).toBe(2);
    expect(
      titles((await get(app, 'get-property-list', { min_price: 250000, max_price: 500000 })).body),
    ).toEqual(['Featured loft', 'Harbour apartment', 'Sea view villa']);
    expect(titles((await get(app, 'get-property-list', { search: 'HARBOUR' })).body)).toEqual([
      'Harbour apartment',
    ]);
    expect(
      titles((await get(app, 'get-property-list', { search: 'apartment', city: 'Mumbai' })).body),
    ).toEqual(['Harbour apartment']);
    // search covers the category name, and LIKE wildcards are matched literally
    expect((await get(app, 'get-property-list', { search: 'villa' })).body.total).toBe(2);
    expect((await get(app, 'get-property-list', { search: '%' })).body.total).toBe(0);
  });

  it('filters by posted_since, promoted, and orders by views or likes', async () => {
    expect(titles((await get(app, 'get-property-list', { posted_since: 0 })).body)).toEqual([
      'Harbour apartment',
      'Cosy flat near park',
      'Premium villa',
    ]);
    expect(titles((await get(app, 'get-property-list', { posted_since: 1 })).body)).toEqual([
      'Harbour apartment',
    ]);
    expect(titles((await get(app, 'get-property-list', { promoted: 1 })).body)).toEqual(['Featured loft']);
    const viewed = titles((await get(app, 'get-property-list', { most_viewed: 'true' })).body);
    expect(viewed.slice(0, 4)).toEqual([
      'Featured loft',
      'Harbour apartment',
      'Sea view villa',
      'Cosy flat near park',
    ]);
    const liked = titles((await get(app, 'get-property-list', { most_liked: 1 })).body);
    expect(liked.slice(0, 3)).toEqual(['Featured loft', 'Cosy flat near park', 'Sea view villa']);
    const cheap = titles((await get(app, 'get-property-list', { sort: 'price_asc' })).body);
    expect(cheap.slice(1, 3)).toEqual(['Cosy flat near park', 'Premium villa']);
  });

  it('filters around a point', async () => {
    expect(
      titles((await get(app, 'get-property-list', { latitude: 51.5, longitude: -0.2, radius: 5 })).body),
    ).toEqual(['Kensington flat']);
  });

  it('pages stably across the promoted boundary; a page past the end is empty with the real total', async () => {
    const all = titles((await get(app, 'get-property-list', { limit: 100 })).body);
    const pages: string[] = [];
    for (let offset = 0; offset < 6; offset += 2) {
      pages.push(...titles((await get(app, 'get-property-list', { offset, limit: 2 })).body));
    }
    expect(pages).toEqual(all);
    const past = await get(app, 'get-property-list', { offset: 50 });
    expect(past.body).toMatchObject({ data: [], total: 6 });
  });

  it('refuses bad parameters with a 400 and a clear message', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ offset: -1 }, 'offset', 'offset must be at least 0'],
      [{ limit: 101 }, 'limit', 'limit must be at most 100'],
      [{ min_price: 'cheap' }, 'min_price', 'min_price must be a number'],
      [{ max_price: '1,000' }, 'max_price', 'max_price must be a number'],
      [{ category_id: 9999 }, 'category_id', 'Category not found'],
      [{ category_slug_id: 'castles' }, 'category_slug_id', 'Category not found'],
      [{ property_type: 'sold' }, 'property_type', 'property_type must be one of: sell, rent'],
      [{ min_price: 10, max_price: 5 }, 'min_price', 'min_price must not be greater than max_price'],
      [{ promoted: 'maybe' }, 'promoted', 'promoted must be true or false'],
      [{ latitude: 10 }, 'latitude', 'latitude and longitude must be sent together'],
      [{ search: 'x'.repeat(101) }, 'search', 'search must be at most 100 characters'],
    ];
    for (const [query, field, message] of cases) {
      const res = await get(app, 'get-property-list', query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body).toMatchObject({ error: true, code: 'VALIDATION_FAILED', message });
      expect(res.body.details.fields[0]).toEqual({ field, message });
    }
  });

  it('ignores empty values, "undefined" and "null"', async () => {
    const res = await get(app, 'get-property-list', {
      city: '',
      category_id: 'undefined',
      min_price: 'null',
    });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(6);
  });

  it('hides listings of a deactivated owner at once', async () => {
    const owner = await createUser(app, { is_active: 0 });
    await createProperty(app, { category_id: villa.id, title: 'Hidden by deactivation', owner_id: owner.id });
    expect((await get(app, 'get-property-list', { search: 'hidden by' })).body.total).toBe(0);
  });

  it('personalises is_favourite for a signed-in member', async () => {
    const user = await createUser(app);
    const token = await createSession(app, user.id);
    await app.deps.db
      .insertInto('favourites')
      .values({ user_id: user.id, property_id: ids.mumbai as number, created_at: nowIso(app.clock.now) })
      .execute();
    const res = await get(app, 'get-property-list', { city: 'Mumbai' }, bearer(token));
    expect(res.body.data[0].is_favourite).toBe(true);
    expect((await get(app, 'get-property-list', { city: 'Mumbai' })).body.data[0].is_favourite).toBe(false);
  });
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
    const res = await get(app, 'get_property', { id: ids.puneVilla }, bearer(memberToken));
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
    const member = await get(app, 'get_property', { id: ids.premium }, bearer(memberToken));
    expect(member.status).toBe(403);
    expect(member.body.code).toBe('PACKAGE_NOT_AVAILABLE');
    expect(member.body.details).toMatchObject({
      feature: 'premium_properties',
      feature_message: 'Package not available for premium properties',
    });
    expect(member.body.details.preview.description).toBeUndefined();
    expect((await get(app, 'get_property', { id: ids.premium }, bearer(premiumToken))).status).toBe(200);
    expect((await get(app, 'get_property', { id: ids.premium }, bearer(ownerToken))).status).toBe(200);
  });

  it('counts a view once per viewer per day, never for count_view=0 or the owner', async () => {
    const views = async () =>
      (
        await app.deps.db
          .selectFrom('properties')
          .select('total_view')
          .where('id', '=', ids.london as number)
          .executeTakeFirstOrThrow()
      ).total_view;
    const before = await views();
    await get(app, 'get_property', { id: ids.london }, bearer(memberToken));
    await get(app, 'get_property', { id: ids.london }, bearer(memberToken));
    expect(await views()).toBe(before + 1);
    await get(app, 'get_property', { id: ids.london, count_view: 0 }, bearer(premiumToken));
    expect(await views()).toBe(before + 1);
    app.clock.now = new Date(app.clock.now.getTime() + 25 * 3600 * 1000);
    await get(app, 'get_property', { id: ids.london }, bearer(memberToken));
    expect(await views()).toBe(before + 2);
    app.clock.now = new Date(app.clock.now.getTime() - 25 * 3600 * 1000);
  });

  it('lists in detail shape, leaving premium out for callers without the feature', async () => {
    const guest = await get(app, 'get_property', { city: 'Goa' });
    expect(guest.body).toMatchObject({ data: [], total: 0 });
    const entitled = await get(app, 'get_property', { city: 'Goa' }, bearer(premiumToken));
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

  it('needs a city or a state', async () => {
    const res = await get(app, 'get_nearby_properties', {});
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please fill all fields');
  });
});
