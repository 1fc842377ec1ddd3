import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../../db/dialect.js';
import { createFacility } from '../../db/testing/catalogue.factory.js';
import { createCategory, createProperty } from '../../db/testing/listing.factory.js';
import { subscribe } from '../../db/testing/package.factory.js';
import { countRows, insertRow } from '../../db/testing/rows.js';
import { bearer, createSession, createUser } from '../../db/testing/user.factory.js';
import { createTestApp, get, post, type TestApp } from '../../testing/test-app.js';

// The personalised feed (contract §3.6 personalised-fields / get_user_recommendation, §4.14) on a
// real app and database: each criterion alone, their combination, visibility and premium gating.

let app: TestApp;
const cat: Record<string, number> = {};
const fac: Record<string, number> = {};
const ids: Record<string, number> = {};
const MINUTE = 60_000;

beforeAll(async () => {
  app = await createTestApp();
  app.clock.now = new Date('2026-05-01T09:00:00.000Z');
  await app.services.settings.set('demo_mode', false);
  cat.villa = (await createCategory(app, { category: 'Villa' })).id;
  cat.flat = (await createCategory(app, { category: 'Flat' })).id;
  cat.shop = (await createCategory(app, { category: 'Shop' })).id;
  fac.school = (await createFacility(app, { name: 'School' })).id;
  fac.park = (await createFacility(app, { name: 'Park' })).id;
  fac.beach = (await createFacility(app, { name: 'Beach' })).id;
  const inactiveOwner = await createUser(app, { is_active: 0 });
  let age = 100;
  const add = async (
    key: string,
    values: Partial<Parameters<typeof createProperty>[1]>,
    facilities: number[] = [],
  ) => {
    age -= 1;
    const at = nowIso(new Date(app.clock.now.getTime() - age * MINUTE));
    const row = await createProperty(app, {
      category_id: cat.villa as number,
      title: key,
      created_at: at,
      updated_at: at,
      ...values,
    });
    for (const facilityId of facilities) {
      await insertRow(app.deps.db, 'property_facilities', {
        property_id: row.id,
        facility_id: facilityId,
        distance: 1,
        created_at: at,
        updated_at: at,
      });
    }
    ids[key] = row.id;
  };
  // Visible sell/rent listings (oldest first).
  await add('pune-villa-sell', { city: 'Pune', price: 100_000, property_type: 'sell' }, [
    fac.school as number,
  ]);
  await add('pune-flat-rent', { category_id: cat.flat, city: 'pune', price: 2_000, property_type: 'rent' }, [
    fac.park as number,
  ]);
  await add('goa-villa-sell', { city: 'Goa', price: 500_000, property_type: 'sell' }, [
    fac.beach as number,
    fac.park as number,
  ]);
  await add('mumbai-shop-sell', { category_id: cat.shop, city: 'Mumbai', price: 99_999.99 });
  await add('pune-villa-premium', { city: 'PUNE', price: 150_000, is_premium: 1 }, [fac.school as number]);
  // Never recommended.
  await add('pune-villa-pending', { city: 'Pune', request_status: 'pending' }, [fac.school as number]);
  await add('pune-villa-rejected', { city: 'Pune', request_status: 'rejected' }, [fac.school as number]);
  await add('pune-villa-inactive', { city: 'Pune', status: 0 }, [fac.school as number]);
  await add('pune-villa-sold', { city: 'Pune', property_type: 'sold' }, [fac.school as number]);
  await add('pune-villa-rented', { city: 'Pune', property_type: 'rented' }, [fac.school as number]);
  await add('pune-villa-owner-off', { city: 'Pune', owner_id: inactiveOwner.id }, [fac.school as number]);
});
afterAll(async () => {
  await app.close();
});

async function member() {
  const user = await createUser(app);
  return { user, auth: bearer(await createSession(app, user.id)) };
}

async function del(call: string, headers: Record<string, string>) {
  const response = await app.app.inject({ method: 'DELETE', url: `/api/${call}`, headers });
  return { status: response.statusCode, body: response.json() as any };
}

/** Titles recommended to a fresh member with these interests (newest first). */
async function recommended(interests: Record<string, unknown>, premium = false) {
  const { user, auth } = await member();
  if (premium) await subscribe(app, user.id, [{ type: 'premium_properties' }]);
  const saved = await post(app, 'personalised-fields', interests, auth);
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const res = await get(app, 'get_user_recommendation', { limit: 100 }, auth);
  expect(res.status).toBe(200);
  expect(res.body.total).toBe(res.body.data.length);
  return (res.body.data as { title: string }[]).map((p) => p.title);
}

describe('personalised-fields', () => {
  it('stores, reads, replaces and deletes my interests with the contract messages', async () => {
    const { user, auth } = await member();
    expect((await get(app, 'personalised-fields', {}, auth)).body.data).toBeNull();
    const first = await post(
      app,
      'personalised-fields',
      {
        category_ids: `${cat.villa},${cat.flat}`,
        outdoor_facilitiy_ids: `${fac.school}`,
        price_range: '1000,250000.5',
        property_type: '0,1',
        city: ' Pune ',
      },
      auth,
    );
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('Data Store Successfully');
    const expected = {
      user_id: user.id,
      category_ids: [cat.villa, cat.flat],
      outdoor_facilitiy_ids: [fac.school],
      price_range: [1000, 250000.5],
      property_type: ['sell', 'rent'],
      city: 'Pune',
    };
    expect(first.body.data).toEqual(expected);
    expect((await get(app, 'personalised-fields', {}, auth)).body.data).toEqual(expected);

    const second = await post(app, 'personalised-fields', { property_type: '1' }, auth);
    expect(second.body.message).toBe('Data Updated Successfully');
    expect(second.body.data).toEqual({
      user_id: user.id,
      category_ids: [],
      outdoor_facilitiy_ids: [],
      price_range: null,
      property_type: ['rent'],
      city: null,
    });
    expect(await countRows(app.deps.db, 'user_interests', { user_id: user.id })).toBe(1);

    const gone = await del('personalised-fields', auth);
    expect([gone.status, gone.body.message, gone.body.data]).toEqual([
      200,
      'Data Deleted Successfully',
      null,
    ]);
    expect((await get(app, 'personalised-fields', {}, auth)).body.data).toBeNull();
    const again = await del('personalised-fields', auth);
    expect([again.status, again.body.message]).toEqual([200, 'Data Deleted Successfully']);
  });

  it.each([
    [{}, 'category_ids', 'Please fill all fields'],
    [{ city: '   ', category_ids: '' }, 'category_ids', 'Please fill all fields'],
    [{ category_ids: '999999' }, 'category_ids', 'Category not found'],
    [{ category_ids: 'abc' }, 'category_ids', 'category_ids must be a list of ids'],
    [{ outdoor_facilitiy_ids: '999999' }, 'outdoor_facilitiy_ids', 'Unknown facility'],
    [
      { price_range: '500,100' },
      'price_range',
      'price_range: the minimum must not be greater than the maximum',
    ],
    [{ price_range: '100' }, 'price_range', 'price_range must be two amounts: min,max'],
    [{ price_range: '-1,100' }, 'price_range', 'price_range must be two amounts: min,max'],
    [{ price_range: '1.234,100' }, 'price_range', 'price_range must be two amounts: min,max'],
    [{ property_type: '2' }, 'property_type', 'property_type must be a list of: sell, rent'],
    [{ property_type: 'sold' }, 'property_type', 'property_type must be a list of: sell, rent'],
    [{ city: 'x'.repeat(101) }, 'city', 'city must be at most 100 characters'],
    [{ city: ['Pune', 'Goa'] }, 'city', 'city must be text'],
  ])('refuses %j (nothing written)', async (body, field, message) => {
    const { user, auth } = await member();
    const res = await post(app, 'personalised-fields', body, auth);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(JSON.stringify(res.body)).toContain(message);
    expect(JSON.stringify(res.body)).toContain(field);
    expect(await countRows(app.deps.db, 'user_interests', { user_id: user.id })).toBe(0);
  });

  it('accepts a city of exactly 100 characters and sell/rent by name', async () => {
    const { auth } = await member();
    const res = await post(
      app,
      'personalised-fields',
      { city: 'x'.repeat(100), property_type: 'rent,sell' },
      auth,
    );
    expect(res.status).toBe(200);
    expect(res.body.data.property_type).toEqual(['rent', 'sell']);
  });

  it('answers a guest 401 on every method', async () => {
    expect((await get(app, 'personalised-fields')).status).toBe(401);
    expect((await post(app, 'personalised-fields', { city: 'Pune' })).status).toBe(401);
    expect((await del('personalised-fields', {})).status).toBe(401);
    const rec = await get(app, 'get_user_recommendation');
    expect([rec.status, rec.body.code]).toEqual([401, 'NOT_LOGGED_IN']);
  });
});

describe('get_user_recommendation matching (§4.14)', () => {
  const visible = ['mumbai-shop-sell', 'goa-villa-sell', 'pune-flat-rent', 'pune-villa-sell'];

  it('without interests: [] and total 0', async () => {
    const { auth } = await member();
    const res = await get(app, 'get_user_recommendation', {}, auth);
    expect([res.body.data, res.body.total]).toEqual([[], 0]);
  });

  it('category alone: any of the saved categories', async () => {
    expect(await recommended({ category_ids: `${cat.flat},${cat.shop}` })).toEqual([
      'mumbai-shop-sell',
      'pune-flat-rent',
    ]);
  });

  it('price alone: both bounds inclusive', async () => {
    expect(await recommended({ price_range: '2000,99999.99' })).toEqual([
      'mumbai-shop-sell',
      'pune-flat-rent',
    ]);
    expect(await recommended({ price_range: '2000.01,99999.98' })).toEqual([]);
  });

  it('type alone, by code or name', async () => {
    expect(await recommended({ property_type: '1' })).toEqual(['pune-flat-rent']);
    expect(await recommended({ property_type: 'sell' })).toEqual([
      'mumbai-shop-sell',
      'goa-villa-sell',
      'pune-villa-sell',
    ]);
    expect(await recommended({ property_type: '0,1' })).toEqual(visible);
  });

  it('city alone: equal ignoring case, never a substring', async () => {
    expect(await recommended({ city: 'PUNE' })).toEqual(['pune-flat-rent', 'pune-villa-sell']);
    expect(await recommended({ city: 'Pun' })).toEqual([]);
  });

  it('facilities alone: at least one of them nearby', async () => {
    expect(await recommended({ outdoor_facilitiy_ids: `${fac.park}` })).toEqual([
      'goa-villa-sell',
      'pune-flat-rent',
    ]);
    expect(await recommended({ outdoor_facilitiy_ids: `${fac.school},${fac.beach}` })).toEqual([
      'goa-villa-sell',
      'pune-villa-sell',
    ]);
  });

  it('every saved criterion must hold (AND)', async () => {
    expect(
      await recommended({
        city: 'pune',
        outdoor_facilitiy_ids: `${fac.park},${fac.school}`,
        category_ids: `${cat.villa}`,
      }),
    ).toEqual(['pune-villa-sell']);
    expect(await recommended({ city: 'pune', property_type: '1', price_range: '0,1999' })).toEqual([]);
    expect(
      await recommended({ city: 'Goa', outdoor_facilitiy_ids: `${fac.park}`, price_range: '500000,500000' }),
    ).toEqual(['goa-villa-sell']);
  });

  it('never recommends pending, rejected, inactive, sold, rented or deactivated owners’ listings', async () => {
    const titles = await recommended({ city: 'pune', category_ids: `${cat.villa}` }, true);
    expect(titles).toEqual(['pune-villa-premium', 'pune-villa-sell']);
  });

  it('leaves premium listings out (and out of total) without premium_properties', async () => {
    expect(await recommended({ city: 'pune' })).toEqual(['pune-flat-rent', 'pune-villa-sell']);
    expect(await recommended({ city: 'pune' }, true)).toEqual([
      'pune-villa-premium',
      'pune-flat-rent',
      'pune-villa-sell',
    ]);
  });

  it('pages newest first with the full total, in detail shape', async () => {
    const { auth } = await member();
    await post(app, 'personalised-fields', { property_type: '0,1' }, auth);
    const first = await get(app, 'get_user_recommendation', { offset: 0, limit: 3 }, auth);
    const second = await get(app, 'get_user_recommendation', { offset: 3, limit: 3 }, auth);
    expect(first.body.total).toBe(4);
    expect(second.body.total).toBe(4);
    expect([...first.body.data, ...second.body.data].map((p: { title: string }) => p.title)).toEqual(visible);
    expect(first.body.data[0]).toHaveProperty('description');
    expect(first.body.data[0]).toHaveProperty('customer_name');
    expect(first.body.data[0]).toHaveProperty('is_interested');
    expect((await get(app, 'get_user_recommendation', { limit: 101 }, auth)).status).toBe(400);
    expect((await get(app, 'get_user_recommendation', { offset: -1 }, auth)).status).toBe(400);
  });

  it('never serves one member’s recommendations to another (no shared cache)', async () => {
    const a = await member();
    const b = await member();
    await post(app, 'personalised-fields', { city: 'Goa' }, a.auth);
    await post(app, 'personalised-fields', { city: 'Mumbai' }, b.auth);
    for (let i = 0; i < 2; i += 1) {
      const ra = await get(app, 'get_user_recommendation', {}, a.auth);
      const rb = await get(app, 'get_user_recommendation', {}, b.auth);
      expect(ra.body.data.map((p: { title: string }) => p.title)).toEqual(['goa-villa-sell']);
      expect(rb.body.data.map((p: { title: string }) => p.title)).toEqual(['mumbai-shop-sell']);
      expect(String(ra.headers['cache-control'])).not.toContain('public');
    }
  });
});

describe('homepage-data user_recommendation (§4.16)', () => {
  it('absent for guests, [] without interests, the matches with them; the guest answer unchanged', async () => {
    const guestBefore = await get(app, 'homepage-data');
    expect(guestBefore.body.data).not.toHaveProperty('user_recommendation');
    const { auth } = await member();
    expect((await get(app, 'homepage-data', {}, auth)).body.data.user_recommendation).toEqual([]);
    await post(app, 'personalised-fields', { city: 'pune' }, auth);
    const mine = await get(app, 'homepage-data', {}, auth);
    // Cards include premium listings with their badge (§4.16).
    expect(mine.body.data.user_recommendation.map((p: { title: string }) => p.title)).toEqual([
      'pune-villa-premium',
      'pune-flat-rent',
      'pune-villa-sell',
    ]);
    const guestAfter = await get(app, 'homepage-data');
    expect(guestAfter.body.data).not.toHaveProperty('user_recommendation');
    expect(guestAfter.body).toEqual(guestBefore.body);
    await del('personalised-fields', auth);
    expect((await get(app, 'homepage-data', {}, auth)).body.data.user_recommendation).toEqual([]);
  });

  it('holds at most 12, the newest', async () => {
    const extra = await createCategory(app, { category: 'Many' });
    for (let i = 0; i < 14; i += 1) {
      await createProperty(app, {
        category_id: extra.id,
        title: `many-${String(i).padStart(2, '0')}`,
        created_at: nowIso(new Date(app.clock.now.getTime() + i * MINUTE)),
      });
    }
    const { auth } = await member();
    await post(app, 'personalised-fields', { category_ids: `${extra.id}` }, auth);
    const titles = (await get(app, 'homepage-data', {}, auth)).body.data.user_recommendation.map(
      (p: { title: string }) => p.title,
    );
    expect(titles).toHaveLength(12);
    expect(titles[0]).toBe('many-13');
    expect(titles[11]).toBe('many-02');
  });
});
