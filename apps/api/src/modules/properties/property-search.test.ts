import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../../db/dialect.js';
import { createAdvertisement, createCategory, createProperty } from '../../db/testing/listing.factory.js';
import { updateRows } from '../../db/testing/rows.js';
import { createTestApp, get, type TestApp } from '../../testing/test-app.js';
import { expirePromotions, nextPromotionEnd } from './listing-derived.repository.js';

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
    const { refreshPropertyDerived } = await import('./listing-derived.repository.js');
    await refreshPropertyDerived(app.deps.db, app.clock.now, [listing.id]);
    expect(titles((await get(app, 'get-property-list', { search: 'riverside' })).body)).toEqual([
      'Renamed riverside house',
    ]);
    expect((await get(app, 'get-property-list', { search: 'old name' })).body.total).toBe(0);
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
      const walk = propertyRepository(local.deps.db, now, local.deps.dialect, 0); // always the ordered walk
      const ranged = propertyRepository(local.deps.db, now, local.deps.dialect, 1_000_000); // never
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
    } finally {
      await local.close();
    }
  });
});
