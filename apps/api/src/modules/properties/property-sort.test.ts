import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../../db/dialect.js';
import { createAdvertisement, createCategory, createProperty } from '../../db/testing/listing.factory.js';
import { titles } from '../../testing/property-world.js';
import { createTestApp, get, type TestApp } from '../../testing/test-app.js';

/**
 * Explicit sorts of get-property-list: the requested order is the whole order (featured listings
 * are placed first only in the default order), and rents compare as monthly equivalents.
 */
let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
  const category = await createCategory(app, { category: 'House', slug_id: 'house' });
  const daysAgo = (n: number) => nowIso(new Date(app.clock.now.getTime() - n * 24 * 3600 * 1000));
  const sell = async (title: string, price: number, age: number) =>
    createProperty(app, { category_id: category.id, title, price, created_at: daysAgo(age) });
  const rent = async (title: string, price: number, rentduration: string, age: number) =>
    createProperty(app, {
      category_id: category.id,
      title,
      price,
      property_type: 'rent',
      rentduration,
      created_at: daysAgo(age),
    });
  await sell('Mid house', 300_000, 3);
  await sell('Cheap house', 120_000, 2);
  const featured = await sell('Featured mansion', 900_000, 30);
  await sell('Dear house', 650_000, 1);
  await createAdvertisement(app, { property_id: featured.id });
  // Monthly equivalents: 1,520.83 (daily 50), 1,000, 1,200 (yearly 14,400), 800 (quarterly 2,400).
  await rent('Beach hut by the day', 50, 'Daily', 4);
  await rent('Monthly flat', 1_000, 'Monthly', 5);
  await rent('Yearly cottage', 14_400, 'Yearly', 6);
  const featuredRent = await rent('Featured quarterly loft', 2_400, 'Quarterly', 7);
  await createAdvertisement(app, { property_id: featuredRent.id });
});

afterAll(async () => {
  await app.close();
});

describe('get-property-list sorting', () => {
  it('orders sale listings by price only when a price sort is asked for, featured ones included', async () => {
    const asc = await get(app, 'get-property-list', { sort: 'price_asc', property_type: 'sell' });
    expect(asc.status).toBe(200);
    expect(titles(asc.body)).toEqual(['Cheap house', 'Mid house', 'Dear house', 'Featured mansion']);
    expect(asc.body.data.find((d: { title: string }) => d.title === 'Featured mansion').promoted).toBe(true);
    expect(
      titles((await get(app, 'get-property-list', { sort: 'price_desc', property_type: 'sell' })).body),
    ).toEqual(['Featured mansion', 'Dear house', 'Mid house', 'Cheap house']);
  });

  it('keeps featured listings first in the default order', async () => {
    for (const query of [{ property_type: 'sell' }, { property_type: 'sell', sort: 'newest' }]) {
      expect(titles((await get(app, 'get-property-list', query)).body)).toEqual([
        'Featured mansion',
        'Dear house',
        'Cheap house',
        'Mid house',
      ]);
    }
  });

  it('compares rents by their monthly equivalent, whatever the rent period', async () => {
    const asc = await get(app, 'get-property-list', { sort: 'price_asc', property_type: 'rent' });
    expect(titles(asc.body)).toEqual([
      'Featured quarterly loft',
      'Monthly flat',
      'Yearly cottage',
      'Beach hut by the day',
    ]);
    // The price on the wire stays the listing's own, with its period.
    expect(
      asc.body.data.map((d: { price: number; rentduration: string }) => [d.price, d.rentduration]),
    ).toEqual([
      [2400, 'Quarterly'],
      [1000, 'Monthly'],
      [14400, 'Yearly'],
      [50, 'Daily'],
    ]);
    expect(
      titles((await get(app, 'get-property-list', { sort: 'price_desc', property_type: 'rent' })).body),
    ).toEqual(['Beach hut by the day', 'Yearly cottage', 'Monthly flat', 'Featured quarterly loft']);
  });

  it('pages through a price order without repeats or gaps', async () => {
    const all = titles((await get(app, 'get-property-list', { sort: 'price_asc', limit: 50 })).body);
    expect(all).toHaveLength(8);
    const pages: string[] = [];
    for (let offset = 0; offset < 8; offset += 3) {
      pages.push(
        ...titles((await get(app, 'get-property-list', { sort: 'price_asc', offset, limit: 3 })).body),
      );
    }
    expect(pages).toEqual(all);
    // Rents (monthly equivalents) and sales share one price axis when no type is chosen.
    expect(all).toEqual([
      'Featured quarterly loft',
      'Monthly flat',
      'Yearly cottage',
      'Beach hut by the day',
      'Cheap house',
      'Mid house',
      'Dear house',
      'Featured mansion',
    ]);
  });
});
