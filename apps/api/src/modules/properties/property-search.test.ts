import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../../db/dialect.js';
import { createFacility, createParameter } from '../../db/testing/catalogue.factory.js';
import { createAdvertisement, createCategory, createProperty } from '../../db/testing/listing.factory.js';
import { findRows, insertRow, insertRows, updateRows } from '../../db/testing/rows.js';
import { createTestApp, get, type TestApp } from '../../testing/test-app.js';
import {
  expirePromotions,
  nextPromotionEnd,
  refreshPropertyDerived,
} from '../listings/listing-derived.repository.js';

let app: TestApp;
const HOUR = 3600 * 1000;
let category: { id: number };

beforeAll(async () => {
  app = await createTestApp();
  category = await createCategory(app, { category: 'Maison', slug_id: 'maison' });
});
afterAll(async () => {
  await app.close();
});

const titles = (body: { data: { title: string }[] }) => body.data.map((d) => d.title);

describe('search (indexed substring match)', () => {
  beforeAll(async () => {
    await createProperty(app, { category_id: category.id, title: 'ÉCOLE Street loft', city: 'Lyon' });
    await createProperty(app, { category_id: category.id, title: 'Garden cottage', city: 'York' });
    await createProperty(app, { category_id: category.id, title: '100%_sure bargain', city: 'Leeds' });
  });

  it('matches titles, cities and category names regardless of case', async () => {
    expect(titles((await get(app, 'get-property-list', { search: 'GARDEN' })).body)).toEqual([
      'Garden cottage',
    ]);
    expect(titles((await get(app, 'get-property-list', { search: 'york' })).body)).toEqual([
      'Garden cottage',
    ]);
    expect((await get(app, 'get-property-list', { search: 'maison' })).body.total).toBe(3);
  });

  it('folds case beyond ASCII', async () => {
    expect(titles((await get(app, 'get-property-list', { search: 'école' })).body)).toEqual([
      'ÉCOLE Street loft',
    ]);
  });

  it('handles short needles and literal wildcards', async () => {
    expect(titles((await get(app, 'get-property-list', { search: 'ly' })).body)).toEqual([
      'ÉCOLE Street loft',
    ]);
    expect(titles((await get(app, 'get-property-list', { search: '%_s' })).body)).toEqual([
      '100%_sure bargain',
    ]);
    expect((await get(app, 'get-property-list', { search: '_x_' })).body.total).toBe(0);
  });

  it('follows a retitled listing (the index is kept in step)', async () => {
    const listing = await createProperty(app, {
      category_id: category.id,
      title: 'Old name house',
      city: 'Bath',
    });
    await updateRows(app.deps.db, 'properties', { id: listing.id }, { title: 'Renamed riverside house' });
    const { refreshPropertyDerived } = await import('../listings/listing-derived.repository.js');
    await refreshPropertyDerived(app.deps.db, app.clock.now, [listing.id]);
    expect(titles((await get(app, 'get-property-list', { search: 'riverside' })).body)).toEqual([
      'Renamed riverside house',
    ]);
    expect((await get(app, 'get-property-list', { search: 'old name' })).body.total).toBe(0);
  });
});

describe('keyword search over the whole listing', () => {
  let ids: Record<'described' | 'withAmenity' | 'nearPlace' | 'titled' | 'withView', number>;

  beforeAll(async () => {
    const amenities = await createParameter(app, {
      name: 'Amenities',
      type_of_parameter: 'checkbox',
      type_values: JSON.stringify(['Swimming pool', 'Gym']),
    });
    const view = await createParameter(app, { name: 'View', type_of_parameter: 'dropdown' });
    const rooms = await createParameter(app, { name: 'Rooms', type_of_parameter: 'number' });
    const poolside = await createFacility(app, { name: 'Public swimming pool' });
    const make = async (values: Parameters<typeof createProperty>[1]) =>
      (await createProperty(app, values)).id;
    const daysAgo = (n: number) => nowIso(new Date(app.clock.now.getTime() - n * 24 * 3600 * 1000));
    ids = {
      described: await make({
        category_id: category.id,
        title: 'Quiet family home',
        description: '<p>Four bedrooms around a <strong>heated swimming pool</strong>.</p>',
        created_at: daysAgo(1),
      }),
      withAmenity: await make({ category_id: category.id, title: 'Tower flat', created_at: daysAgo(2) }),
      nearPlace: await make({ category_id: category.id, title: 'Corner house', created_at: daysAgo(3) }),
      titled: await make({ category_id: category.id, title: 'Pool villa', created_at: daysAgo(9) }),
      withView: await make({ category_id: category.id, title: 'Hill top cabin', created_at: daysAgo(4) }),
    };
    const at = nowIso(app.clock.now);
    await insertRows(app.deps.db, 'property_parameters', [
      {
        property_id: ids.withAmenity,
        parameter_id: amenities.id,
        value: '["Gym","Swimming pool"]',
        created_at: at,
        updated_at: at,
      },
      { property_id: ids.withView, parameter_id: view.id, value: 'Lagoon', created_at: at, updated_at: at },
      { property_id: ids.withView, parameter_id: rooms.id, value: '7', created_at: at, updated_at: at },
    ]);
    await insertRow(app.deps.db, 'property_facilities', {
      property_id: ids.nearPlace,
      facility_id: poolside.id,
      distance: 0.4,
      created_at: at,
      updated_at: at,
    });
    // The write path: values and places change, the derived columns follow.
    await refreshPropertyDerived(app.deps.db, app.clock.now, [ids.withAmenity, ids.withView, ids.nearPlace]);
  });

  it("finds 'pool' in descriptions, parameter values and nearby places, title matches first", async () => {
    const res = await get(app, 'get-property-list', { search: 'pool' });
    expect(res.status).toBe(200);
    expect(titles(res.body)).toEqual(['Pool villa', 'Quiet family home', 'Tower flat', 'Corner house']);
    expect(res.body.total).toBe(4);
  });

  it('matches a dropdown value and the words of a description, never its markup', async () => {
    expect(titles((await get(app, 'get-property-list', { search: 'lagoon' })).body)).toEqual([
      'Hill top cabin',
    ]);
    expect((await get(app, 'get-property-list', { search: 'strong' })).body.total).toBe(0);
    expect(titles((await get(app, 'get-property-list', { search: 'heated swimming' })).body)).toEqual([
      'Quiet family home',
    ]);
  });

  it('answers an empty list when nothing matches', async () => {
    const res = await get(app, 'get-property-list', { search: 'helipad' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ error: false, data: [], total: 0 });
  });

  it('keeps an explicit sort as the whole order', async () => {
    const res = await get(app, 'get-property-list', { search: 'pool', sort: 'most_viewed' });
    expect(titles(res.body)).toEqual(['Quiet family home', 'Tower flat', 'Corner house', 'Pool villa']);
  });
});

describe('promotion expiry', () => {
  it('stops putting a listing first once its advertisement ends, and marks it not promoted at once', async () => {
    const local = await createTestApp();
    try {
      const cat = await createCategory(local);
      const older = await createProperty(local, {
        category_id: cat.id,
        title: 'Older, featured',
        created_at: nowIso(new Date(local.clock.now.getTime() - 48 * HOUR)),
      });
      await createProperty(local, { category_id: cat.id, title: 'Newer, plain' });
      await createAdvertisement(
        local,
        { property_id: older.id },
        { end_date: nowIso(new Date(local.clock.now.getTime() + 2 * HOUR)) },
      );

      let res = await get(local, 'get-property-list');
      expect(titles(res.body)).toEqual(['Older, featured', 'Newer, plain']);
      expect(res.body.data[0].promoted).toBe(true);
      expect((await nextPromotionEnd(local.deps.db, local.clock.now))?.getTime()).toBe(
        local.clock.now.getTime() + 2 * HOUR,
      );

      local.clock.now = new Date(local.clock.now.getTime() + 3 * HOUR);
      // Reads treat the ended advertisement as expired at once…
      res = await get(local, 'get-property-list');
      expect(res.body.data.find((d: { title: string }) => d.title === 'Older, featured').promoted).toBe(
        false,
      );
      expect((await get(local, 'get-property-list', { promoted: 1 })).body.total).toBe(0);
      // …and the sweep restores plain newest-first order.
      expect(await expirePromotions(local.deps.db, local.clock.now)).toBe(1);
      expect(titles((await get(local, 'get-property-list')).body)).toEqual([
        'Newer, plain',
        'Older, featured',
      ]);
      expect(await expirePromotions(local.deps.db, local.clock.now)).toBe(0);
      expect(await nextPromotionEnd(local.deps.db, local.clock.now)).toBeNull();
    } finally {
      await local.close();
    }
  });
});

describe('query planning paths', () => {
  it('returns the same pages whether ranges walk the ordering index or their own', async () => {
    const { propertyRepository } = await import('./property.repository.js');
    const local = await createTestApp();
    try {
      const cat = await createCategory(local);
      for (let i = 0; i < 30; i += 1) {
        await createProperty(local, {
          category_id: cat.id,
          price: 1000 * ((i * 7) % 30),
          created_at: nowIso(new Date(local.clock.now.getTime() - ((i * 11) % 30) * 24 * HOUR)),
        });
      }
      const now = () => local.clock.now;
      const walk = propertyRepository(local.deps.db, now, local.deps.dialect, { orderedWalkThreshold: 0 }); // always the ordered walk
      const ranged = propertyRepository(local.deps.db, now, local.deps.dialect, {
        orderedWalkThreshold: 1_000_000,
      }); // never
      const requests = [
        { filters: { minPublic: 2 as const, minPrice: 5000, maxPrice: 20000 }, order: 'newest' as const },
        { filters: { minPublic: 2 as const, minPrice: 3000 }, order: 'price_asc' as const },
        {
          filters: {
            minPublic: 2 as const,
            createdSince: new Date(local.clock.now.getTime() - 10 * 24 * HOUR),
          },
          order: 'most_viewed' as const,
        },
      ];
      for (const request of requests) {
        for (const offset of [0, 5]) {
          const a = await walk.page({ ...request, offset, limit: 5, promotedFirst: true });
          const b = await ranged.page({ ...request, offset, limit: 5, promotedFirst: true });
          expect(a.total).toBeGreaterThan(5);
          expect(a.rows.map((r) => r.id)).toEqual(b.rows.map((r) => r.id));
          expect(a.total).toBe(b.total);
        }
      }
      // Keyword pages (titles first, then other matches) agree too, across the boundary.
      const priced = await findRows(local.deps.db, 'properties', undefined, { select: ['id', 'price'] });
      const cheap = priced.filter((r) => Number(r.price) < 9000).map((r) => ({ id: r.id }));
      await updateRows(local.deps.db, 'properties', cheap, { title: 'Garden house' });
      const { refreshPropertyDerived: refresh } = await import('../listings/listing-derived.repository.js');
      await refresh(local.deps.db, local.clock.now);
      const keyword = { filters: { minPublic: 2 as const, search: 'property' }, order: 'newest' as const };
      const pages: number[][] = [];
      for (const repo of [walk, ranged]) {
        const ids: number[] = [];
        for (let offset = 0; offset < 30; offset += 4) {
          const page = await repo.page({
            ...keyword,
            offset,
            limit: 4,
            promotedFirst: true,
            relevance: true,
          });
          expect(page.total).toBe(30);
          ids.push(...page.rows.map((r) => r.id));
        }
        pages.push(ids);
      }
      expect(pages[0]).toEqual(pages[1]);
      expect(new Set(pages[0]).size).toBe(30);
      // "property" is in every description; only listings still titled "Property n" lead.
      const titled = priced.filter((r) => Number(r.price) >= 9000);
      expect(titled.length).toBe(21);
      expect(new Set(pages[0]?.slice(0, titled.length))).toEqual(new Set(titled.map((r) => r.id)));
    } finally {
      await local.close();
    }
  });
});
