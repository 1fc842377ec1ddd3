import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../../db/dialect.js';
import { createProperty } from '../../db/testing/listing.factory.js';
import { insertRow } from '../../db/testing/rows.js';
import { bearer, createSession, createUser } from '../../db/testing/user.factory.js';
import { createPropertyWorld, type PropertyWorld, titles } from '../../testing/property-world.js';
import { get } from '../../testing/test-app.js';

let world: PropertyWorld;
let app: PropertyWorld['app'];
let ids: PropertyWorld['ids'];
let villa: PropertyWorld['villa'];
let apartment: PropertyWorld['apartment'];

beforeAll(async () => {
  world = await createPropertyWorld();
  ({ app, ids, villa, apartment } = world);
});

afterAll(async () => {
  await app.close();
});

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
    // An explicit order is the whole order: the featured loft takes its place like any other.
    expect(titles((await get(app, 'get-property-list', { most_viewed: 'true' })).body)).toEqual([
      'Harbour apartment',
      'Sea view villa',
      'Cosy flat near park',
      'Premium villa',
      'Kensington flat',
      'Featured loft',
    ]);
    expect(titles((await get(app, 'get-property-list', { most_liked: 1 })).body)).toEqual([
      'Cosy flat near park',
      'Sea view villa',
      'Harbour apartment',
      'Premium villa',
      'Kensington flat',
      'Featured loft',
    ]);
    expect(titles((await get(app, 'get-property-list', { sort: 'price_asc' })).body)).toEqual([
      'Cosy flat near park',
      'Premium villa',
      'Sea view villa',
      'Featured loft',
      'Harbour apartment',
      'Kensington flat',
    ]);
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
    await insertRow(app.deps.db, 'favourites', {
      user_id: user.id,
      property_id: ids.mumbai as number,
      created_at: nowIso(app.clock.now),
    });
    const res = await get(app, 'get-property-list', { city: 'Mumbai' }, bearer(token));
    expect(res.body.data[0].is_favourite).toBe(true);
    expect((await get(app, 'get-property-list', { city: 'Mumbai' })).body.data[0].is_favourite).toBe(false);
  });
});
