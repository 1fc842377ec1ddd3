import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../../db/dialect.js';
import { createParameter, linkParameter } from '../../db/testing/catalogue.factory.js';
import { createCategory, createProperty } from '../../db/testing/listing.factory.js';
import { insertRows } from '../../db/testing/rows.js';
import { createTestApp, get, type TestApp } from '../../testing/test-app.js';

/**
 * Category and parameter names follow the caller's language (Accept-Language), fall back to
 * English where a translation is missing, and are English by default. Parameters also say which
 * key fact a listing card shows them as.
 */
let app: TestApp;
let listingSlug: string;

const FRENCH = { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.8' };

beforeAll(async () => {
  app = await createTestApp();
  const category = await createCategory(app, {
    category: 'Apartment',
    slug_id: 'apartment',
    translations: JSON.stringify({ fr: { category: 'Appartement' }, ar: { category: 'شقة' } }),
  });
  const bedrooms = await createParameter(app, {
    name: 'Bedrooms',
    type_of_parameter: 'number',
    translations: JSON.stringify({ fr: { name: 'Chambres' } }),
    card_fact: 'bedrooms',
  });
  const area = await createParameter(app, {
    name: 'Area (sq ft)',
    type_of_parameter: 'number',
    translations: JSON.stringify({ fr: { name: 'Surface (pi²)' } }),
    card_fact: 'area',
    unit: 'sq_ft',
  });
  // No French name: stays English for a French caller.
  const floor = await createParameter(app, { name: 'Floor', type_of_parameter: 'number' });
  await linkParameter(app, category.id, bedrooms.id, { sequence: 1 });
  await linkParameter(app, category.id, area.id, { sequence: 2 });
  await linkParameter(app, category.id, floor.id, { sequence: 3 });
  const listing = await createProperty(app, { category_id: category.id, title: 'Bright flat' });
  listingSlug = listing.slug_id;
  const at = nowIso(app.clock.now);
  await insertRows(app.deps.db, 'property_parameters', [
    { property_id: listing.id, parameter_id: bedrooms.id, value: '3', created_at: at, updated_at: at },
    { property_id: listing.id, parameter_id: area.id, value: '1250', created_at: at, updated_at: at },
    { property_id: listing.id, parameter_id: floor.id, value: '4', created_at: at, updated_at: at },
  ]);
});

afterAll(async () => {
  await app.close();
});

const names = (parameters: { name: string }[]) => parameters.map((p) => p.name);

describe('catalogue names in the caller’s language', () => {
  it('answers categories and their parameter types in French for a French caller', async () => {
    const res = await get(app, 'get_categories', {}, FRENCH);
    expect(res.status).toBe(200);
    expect(res.body.data.map((c: { category: string }) => c.category)).toEqual(['Appartement']);
    expect(names(res.body.data[0].parameter_types)).toEqual(['Chambres', 'Surface (pi²)', 'Floor']);
    expect(res.headers.vary).toContain('Accept-Language');
  });

  it('answers English by default, and for a language without translations', async () => {
    const callers: Record<string, string>[] = [
      {},
      { 'accept-language': 'de-DE' },
      { 'accept-language': '*' },
    ];
    for (const headers of callers) {
      const res = await get(app, 'get_categories', {}, headers);
      expect(res.body.data[0].category).toBe('Apartment');
      expect(names(res.body.data[0].parameter_types)).toEqual(['Bedrooms', 'Area (sq ft)', 'Floor']);
    }
  });

  it("answers a property's parameters and category in French, with English fallback", async () => {
    const detail = await get(app, 'get_property', { slug_id: listingSlug }, FRENCH);
    expect(detail.status).toBe(200);
    expect(detail.body.data[0].category.category).toBe('Appartement');
    expect(names(detail.body.data[0].parameters)).toEqual(['Chambres', 'Surface (pi²)', 'Floor']);
    const list = await get(app, 'get-property-list', {}, FRENCH);
    expect(list.body.data[0].category.category).toBe('Appartement');
    expect(names(list.body.data[0].parameters)).toEqual(['Chambres', 'Surface (pi²)', 'Floor']);
    const english = await get(app, 'get-property-list');
    expect(names(english.body.data[0].parameters)).toEqual(['Bedrooms', 'Area (sq ft)', 'Floor']);
    expect(english.body.data[0].category.category).toBe('Apartment');
  });

  it('marks the key facts a listing card shows, in every language', async () => {
    for (const headers of [{}, FRENCH]) {
      const item = (await get(app, 'get-property-list', {}, headers)).body.data[0];
      expect(
        item.parameters.map((p: { card_fact: string | null; unit: string | null; value: unknown }) => [
          p.card_fact,
          p.unit,
          p.value,
        ]),
      ).toEqual([
        ['bedrooms', null, 3],
        ['area', 'sq_ft', 1250],
        [null, null, 4],
      ]);
    }
  });
});

describe('cached answers in the caller’s language', () => {
  let cached: TestApp;

  beforeAll(async () => {
    cached = await createTestApp({ responseCache: true });
    const category = await createCategory(cached, {
      category: 'Villa',
      slug_id: 'villa',
      translations: JSON.stringify({ fr: { category: 'Villa de luxe' } }),
    });
    await createProperty(cached, { category_id: category.id, title: 'Sunny villa' });
  });

  afterAll(async () => {
    await cached.close();
  });

  it('keeps one cached answer per language, so a French guest never gets the English bytes', async () => {
    const categoryOf = (res: Awaited<ReturnType<typeof get>>) =>
      res.body.data.map((c: { category: string }) => c.category);
    const listCategory = (res: Awaited<ReturnType<typeof get>>) => res.body.data[0].category.category;
    for (let round = 0; round < 2; round++) {
      const english = await get(cached, 'get_categories');
      const french = await get(cached, 'get_categories', {}, FRENCH);
      expect(categoryOf(english)).toEqual(['Villa']);
      expect(categoryOf(french)).toEqual(['Villa de luxe']);
      expect(french.headers.vary).toContain('Accept-Language');
      expect(listCategory(await get(cached, 'get-property-list'))).toBe('Villa');
      const frenchList = await get(cached, 'get-property-list', {}, FRENCH);
      expect(listCategory(frenchList)).toBe('Villa de luxe');
      expect(frenchList.headers.vary).toContain('Accept-Language');
    }
  });
});
