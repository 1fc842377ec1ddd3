import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearCatalogue, createCity } from '../../db/testing/catalogue.factory.js';
import { createCategory, createProperty } from '../../db/testing/listing.factory.js';
import { setSetting } from '../../db/testing/settings.factory.js';
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

/** Listings in a city; extra values make them invisible in various ways. */
async function listings(
  categoryId: number,
  city: string,
  count: number,
  values: Record<string, unknown> = {},
) {
  for (let i = 0; i < count; i += 1) await createProperty(app, { category_id: categoryId, city, ...values });
}

describe('get-cities-data', () => {
  it('lists enabled cities with browsable listings by Count desc, then name', async () => {
    const category = await createCategory(app);
    const gone = await createUser(app, { is_active: 0 });
    await createCity(app, { name: 'Pune', image: 'cities/pune.jpg' });
    await createCity(app, { name: 'Mumbai' });
    await createCity(app, { name: 'bhuj' });
    await createCity(app, { name: 'Delhi', status: 0 });
    await createCity(app, { name: 'Nashik' });
    await createCity(app, { name: 'Goa' });
    await listings(category.id, 'Pune', 2);
    // Matched by the registration key: trimmed and case-insensitive.
    // Listing writes store the city trimmed; matching ignores case.
    await listings(category.id, 'PUNE', 1, { property_type: 'rent' });
    await listings(category.id, 'Mumbai', 1);
    await listings(category.id, 'Bhuj', 1);
    await listings(category.id, 'Delhi', 4);
    // Not browsable: sold/rented, inactive, pending, a deactivated owner's.
    await listings(category.id, 'Mumbai', 1, { property_type: 'sold' });
    await listings(category.id, 'Goa', 1, { property_type: 'rented' });
    await listings(category.id, 'Goa', 1, { status: 0 });
    await listings(category.id, 'Goa', 1, { request_status: 'pending' });
    await listings(category.id, 'Goa', 1, { owner_id: gone.id });
    // A listing in a city the catalogue does not know is not a city card.
    await listings(category.id, 'Atlantis', 5);

    const res = await get(app, 'get-cities-data');

    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      error: false,
      message: 'Data fetched successfully',
      total: 3,
      data: [
        { City: 'Pune', Count: 3, image: `${MEDIA}/cities/pune.jpg` },
        { City: 'bhuj', Count: 1, image: null },
        { City: 'Mumbai', Count: 1, image: null },
      ],
    });
  });

  it('shows web_placeholder_logo for a city without its own image', async () => {
    const category = await createCategory(app);
    await createCity(app, { name: 'Pune', image: 'cities/pune.jpg' });
    await createCity(app, { name: 'Mumbai' });
    await listings(category.id, 'Pune', 2);
    await listings(category.id, 'Mumbai', 1);
    await setSetting(app, 'web_placeholder_logo', 'settings/placeholder.png');

    const res = await get(app, 'get-cities-data');
    expect(res.body.data).toEqual([
      { City: 'Pune', Count: 2, image: `${MEDIA}/cities/pune.jpg` },
      { City: 'Mumbai', Count: 1, image: `${MEDIA}/settings/placeholder.png` },
    ]);
  });

  it('pages with offset and limit; total ignores them; past the end is empty', async () => {
    const category = await createCategory(app);
    const names = ['Ahmedabad', 'Bengaluru', 'Chennai', 'Dehradun', 'Erode'];
    for (const [i, name] of names.entries()) {
      await createCity(app, { name });
      await listings(category.id, name, names.length - i);
    }

    const page = await get(app, 'get-cities-data', { offset: 1, limit: 2 });
    expect(page.body.data).toEqual([
      { City: 'Bengaluru', Count: 4, image: null },
      { City: 'Chennai', Count: 3, image: null },
    ]);
    expect(page.body.total).toBe(5);

    const past = await get(app, 'get-cities-data', { offset: 5 });
    expect(past.body).toMatchObject({ error: false, data: [], total: 5 });
  });

  it('applies the default limit of 10', async () => {
    const category = await createCategory(app);
    for (let i = 1; i <= 11; i += 1) {
      await createCity(app, { name: `Town ${String(i).padStart(2, '0')}` });
      await listings(category.id, `Town ${String(i).padStart(2, '0')}`, 1);
    }
    const res = await get(app, 'get-cities-data');
    expect(res.body.data).toHaveLength(10);
    expect(res.body.data[0]).toEqual({ City: 'Town 01', Count: 1, image: null });
    expect(res.body.total).toBe(11);
  });

  it('answers an empty list when no city has a browsable listing; not cached publicly', async () => {
    await createCity(app, { name: 'Pune' });
    const res = await get(app, 'get-cities-data');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ error: false, message: 'Data fetched successfully', data: [], total: 0 });
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('refuses bad paging with VALIDATION_FAILED and the field', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ offset: -1 }, 'offset', 'offset must be at least 0'],
      [{ offset: 'x' }, 'offset', 'offset must be a whole number'],
      [{ limit: 101 }, 'limit', 'limit must be at most 100'],
      [{ limit: 0 }, 'limit', 'limit must be at least 1'],
    ];
    for (const [query, field, message] of cases) {
      const res = await get(app, 'get-cities-data', query);
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
