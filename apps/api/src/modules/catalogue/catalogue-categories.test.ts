import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearCatalogue, createParameter, linkParameter } from '../../db/testing/catalogue.factory.js';
import { createCategory, createProperty } from '../../db/testing/listing.factory.js';
import { createUser } from '../../db/testing/user.factory.js';
import { createTestApp, get, type TestApp } from '../../testing/test-app.js';

const MEDIA = 'http://localhost:3000/media';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});
beforeEach(async () => {
  await clearCatalogue(app);
});

describe('get_categories', () => {
  it('lists active categories in operator sequence, then id, with their parameters in order', async () => {
    const villa = await createCategory(app, {
      category: 'Villa',
      slug_id: 'villa',
      sequence: 2,
      image: 'categories/villa.svg',
      meta_title: 'Villas for sale and rent',
      meta_description: 'Independent villas.',
      meta_keywords: 'villa, house',
      meta_image: 'categories/villa-og.jpg',
    });
    const flat = await createCategory(app, { category: 'Flat', slug_id: 'flat', sequence: 1 });
    const plot = await createCategory(app, { category: 'Plot', slug_id: 'plot', sequence: 1 });
    await createCategory(app, { category: 'Hidden', slug_id: 'hidden', sequence: 0, status: 0 });
    const beds = await createParameter(app, {
      name: 'Bedrooms',
      type_of_parameter: 'number',
      image: 'parameters/bed.svg',
    });
    const furnishing = await createParameter(app, {
      name: 'Furnishing',
      type_of_parameter: 'dropdown',
      type_values: JSON.stringify(['Furnished', 'Semi', 'None']),
    });
    await linkParameter(app, villa.id, beds.id, { sequence: 2, is_required: 1 });
    await linkParameter(app, villa.id, furnishing.id, { sequence: 1 });
    await linkParameter(app, flat.id, beds.id, { sequence: 1 });

    const res = await get(app, 'get_categories');

    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const bedsType = (required: boolean) => ({
      id: beds.id,
      name: 'Bedrooms',
      type_of_parameter: 'number',
      type_values: null,
      image: `${MEDIA}/parameters/bed.svg`,
      is_required: required,
    });
    expect(res.body).toEqual({
      error: false,
      message: 'Data fetched successfully',
      total: 3,
      data: [
        {
          id: flat.id,
          category: 'Flat',
          slug_id: 'flat',
          image: null,
          parameter_types: [bedsType(false)],
          meta_title: null,
          meta_description: null,
          meta_keywords: null,
          meta_image: null,
        },
        {
          id: plot.id,
          category: 'Plot',
          slug_id: 'plot',
          image: null,
          parameter_types: [],
          meta_title: null,
          meta_description: null,
          meta_keywords: null,
          meta_image: null,
        },
        {
          id: villa.id,
          category: 'Villa',
          slug_id: 'villa',
          image: `${MEDIA}/categories/villa.svg`,
          parameter_types: [
            {
              id: furnishing.id,
              name: 'Furnishing',
              type_of_parameter: 'dropdown',
              type_values: ['Furnished', 'Semi', 'None'],
              image: null,
              is_required: false,
            },
            bedsType(true),
          ],
          meta_title: 'Villas for sale and rent',
          meta_description: 'Independent villas.',
          meta_keywords: 'villa, house',
          meta_image: `${MEDIA}/categories/villa-og.jpg`,
        },
      ],
    });
  });

  it('pages with offset and limit; total ignores them; past the end is an empty page', async () => {
    const ids = [];
    for (let i = 1; i <= 4; i += 1) ids.push((await createCategory(app, { sequence: i })).id);

    const defaults = await get(app, 'get_categories');
    expect(defaults.body.data.map((c: { id: number }) => c.id)).toEqual(ids);

    const page = await get(app, 'get_categories', { offset: 1, limit: 2 });
    expect(page.body.data.map((c: { id: number }) => c.id)).toEqual([ids[1], ids[2]]);
    expect(page.body.total).toBe(4);

    const past = await get(app, 'get_categories', { offset: 10, limit: 2 });
    expect(past.status).toBe(200);
    expect(past.body).toMatchObject({ error: false, data: [], total: 4 });
  });

  it('applies the default limit of 10', async () => {
    for (let i = 0; i < 12; i += 1) await createCategory(app);
    const res = await get(app, 'get_categories');
    expect(res.body.data).toHaveLength(10);
    expect(res.body.total).toBe(12);
  });

  it('searches names case-insensitively by substring, with LIKE wildcards taken literally', async () => {
    const villa = await createCategory(app, { category: 'Villa', sequence: 1 });
    const ville = await createCategory(app, { category: 'Beach VILLE', sequence: 2 });
    await createCategory(app, { category: 'Flat', sequence: 3 });
    const percent = await createCategory(app, { category: '100% Office', sequence: 4 });
    await createCategory(app, { category: 'Villa hidden', sequence: 5, status: 0 });

    const vil = await get(app, 'get_categories', { search: 'vIl' });
    expect(vil.body.data.map((c: { id: number }) => c.id)).toEqual([villa.id, ville.id]);
    expect(vil.body.total).toBe(2);

    const literal = await get(app, 'get_categories', { search: '%' });
    expect(literal.body.data.map((c: { id: number }) => c.id)).toEqual([percent.id]);
    const underscore = await get(app, 'get_categories', { search: '_' });
    expect(underscore.body).toMatchObject({ data: [], total: 0 });

    const none = await get(app, 'get_categories', { search: 'castle' });
    expect(none.body).toMatchObject({ data: [], total: 0 });
  });

  it('has_property keeps categories with publicly browsable listings and counts only those', async () => {
    const busy = await createCategory(app, { category: 'Busy', sequence: 1 });
    const soldOnly = await createCategory(app, { category: 'Sold only', sequence: 2 });
    await createCategory(app, { category: 'Empty', sequence: 3 });
    const quiet = await createCategory(app, { category: 'Quiet', sequence: 4 });
    const gone = await createUser(app, { is_active: 0 });
    await createProperty(app, { category_id: busy.id });
    await createProperty(app, { category_id: busy.id, property_type: 'rent' });
    await createProperty(app, { category_id: busy.id, property_type: 'sold' });
    await createProperty(app, { category_id: busy.id, status: 0 });
    await createProperty(app, { category_id: busy.id, request_status: 'pending' });
    await createProperty(app, { category_id: busy.id, owner_id: gone.id });
    await createProperty(app, { category_id: soldOnly.id, property_type: 'rented' });
    await createProperty(app, { category_id: quiet.id });

    const res = await get(app, 'get_categories', { has_property: 'true' });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(2);
    expect(
      res.body.data.map((c: { id: number; properties_count: number }) => [c.id, c.properties_count]),
    ).toEqual([
      [busy.id, 2],
      [quiet.id, 1],
    ]);

    const paged = await get(app, 'get_categories', { has_property: 1, offset: 1, limit: 1 });
    expect(paged.body).toMatchObject({ total: 2, data: [{ id: quiet.id, properties_count: 1 }] });

    const off = await get(app, 'get_categories', { has_property: 0 });
    expect(off.body.total).toBe(4);
    for (const item of off.body.data) expect(item).not.toHaveProperty('properties_count');
  });

  it('restricts to one category by id or slug_id', async () => {
    await createCategory(app, { category: 'Flat', slug_id: 'flat', sequence: 1 });
    const villa = await createCategory(app, { category: 'Villa', slug_id: 'villa', sequence: 2 });

    const byId = await get(app, 'get_categories', { id: villa.id });
    expect(byId.body).toMatchObject({ total: 1, data: [{ id: villa.id, slug_id: 'villa' }] });
    expect(byId.body.data).toHaveLength(1);

    const bySlug = await get(app, 'get_categories', { slug_id: 'villa' });
    expect(bySlug.body).toMatchObject({ total: 1, data: [{ id: villa.id, category: 'Villa' }] });

    const both = await get(app, 'get_categories', { id: villa.id, slug_id: 'villa' });
    expect(both.body.total).toBe(1);

    // The category exists but has no browsable listing: a filter result, not a missing resource.
    const filtered = await get(app, 'get_categories', { slug_id: 'villa', has_property: 1 });
    expect(filtered.status).toBe(200);
    expect(filtered.body).toMatchObject({ data: [], total: 0 });
  });

  it('answers 404 for an unknown or inactive id/slug_id, or an id and slug of different categories', async () => {
    const flat = await createCategory(app, { slug_id: 'flat' });
    const hidden = await createCategory(app, { slug_id: 'hidden', status: 0 });
    for (const query of [
      { id: flat.id + 1000 },
      { slug_id: 'nowhere' },
      { id: hidden.id },
      { slug_id: 'hidden' },
      { id: flat.id, slug_id: 'hidden' },
    ]) {
      const res = await get(app, 'get_categories', query);
      expect(res.status, JSON.stringify(query)).toBe(404);
      expect(res.body).toEqual({ error: true, message: 'No data found', code: 'NOT_FOUND' });
    }
  });

  it('refuses bad parameters with VALIDATION_FAILED and the field', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ offset: -1 }, 'offset', 'offset must be at least 0'],
      [{ limit: 101 }, 'limit', 'limit must be at most 100'],
      [{ limit: 0 }, 'limit', 'limit must be at least 1'],
      [{ limit: 'ten' }, 'limit', 'limit must be a whole number'],
      [{ id: 'abc' }, 'id', 'id must be a whole number'],
      [{ id: 0 }, 'id', 'id must be at least 1'],
      [{ has_property: 'maybe' }, 'has_property', 'has_property must be true or false'],
      [{ search: 'x'.repeat(101) }, 'search', 'search must be at most 100 characters'],
    ];
    for (const [query, field, message] of cases) {
      const res = await get(app, 'get_categories', query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body).toEqual({
        error: true,
        message,
        code: 'VALIDATION_FAILED',
        details: { fields: [{ field, message }] },
      });
    }
  });
});

describe('get-facilities-for-filter', () => {
  it('lists the parameters of active categories by name, without values', async () => {
    const villa = await createCategory(app, { sequence: 1 });
    const flat = await createCategory(app, { sequence: 2 });
    const hidden = await createCategory(app, { sequence: 3, status: 0 });
    const beds = await createParameter(app, {
      name: 'Bedrooms',
      type_of_parameter: 'number',
      image: 'p/bed.svg',
    });
    const amenities = await createParameter(app, {
      name: 'amenities',
      type_of_parameter: 'checkbox',
      type_values: JSON.stringify(['Lift', 'Gym']),
    });
    const carpet = await createParameter(app, { name: 'Carpet area', type_of_parameter: 'number' });
    const orphan = await createParameter(app, { name: 'Orphan' });
    const secret = await createParameter(app, { name: 'Only in hidden' });
    await linkParameter(app, villa.id, beds.id, { is_required: 0 });
    await linkParameter(app, flat.id, beds.id, { is_required: 1 });
    await linkParameter(app, villa.id, amenities.id);
    await linkParameter(app, flat.id, carpet.id);
    await linkParameter(app, hidden.id, secret.id, { is_required: 1 });
    await linkParameter(app, hidden.id, carpet.id, { is_required: 1 });
    void orphan;

    const res = await get(app, 'get-facilities-for-filter');

    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.body).toEqual({
      error: false,
      message: 'Data fetched successfully',
      total: 3,
      data: [
        {
          id: amenities.id,
          name: 'amenities',
          type_of_parameter: 'checkbox',
          type_values: ['Lift', 'Gym'],
          image: null,
          is_required: false,
        },
        {
          id: beds.id,
          name: 'Bedrooms',
          type_of_parameter: 'number',
          type_values: null,
          image: `${MEDIA}/p/bed.svg`,
          is_required: true,
        },
        {
          id: carpet.id,
          name: 'Carpet area',
          type_of_parameter: 'number',
          type_values: null,
          image: null,
          is_required: false,
        },
      ],
    });
  });

  it('answers an empty list when no category has parameters, and ignores unknown keys', async () => {
    await createCategory(app);
    const res = await get(app, 'get-facilities-for-filter', { category_id: 5 });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ error: false, message: 'Data fetched successfully', data: [], total: 0 });
  });
});
