import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPackage } from '../../db/testing/package.factory.js';
import { countRows } from '../../db/testing/rows.js';
import { bearer, createSession, createUser } from '../../db/testing/user.factory.js';
import { createTestApp, get, post, type TestApp } from '../../testing/test-app.js';

// get-package, assign_package and check-package-limit on a real app and database.

let app: TestApp;
const NOW = new Date('2026-03-01T10:00:00.000Z');
let free: number;
let paid: number;
let iosPaid: number;

beforeAll(async () => {
  app = await createTestApp();
  app.clock.now = NOW;
  await app.services.settings.set('demo_mode', false);
  free = await createPackage(
    app,
    [{ type: 'property_list', limit: 2 }, { type: 'mortgage_calculator_detail' }],
    { package_type: 'free', duration: 48, name: 'Starter' },
  );
  paid = await createPackage(app, [{ type: 'property_list', limit: 10 }, { type: 'premium_properties' }], {
    price: 49.99,
    name: 'Gold',
  });
  iosPaid = await createPackage(app, [{ type: 'project_list', limit: 5 }], {
    price: 19.5,
    ios_product_id: 'com.domus.silver',
    name: 'Silver',
  });
  // Never listed: off sale, and on sale without any feature.
  await createPackage(app, [{ type: 'property_list', limit: 1 }], { status: 0, name: 'Retired' });
  await createPackage(app, [], { name: 'Empty' });
});
afterAll(async () => {
  await app.close();
});

async function member() {
  const user = await createUser(app);
  return { user, auth: bearer(await createSession(app, user.id)) };
}

const names = (list: { name: string }[]) => list.map((p) => p.name);

describe('get-package', () => {
  it('lists packages on sale with features, cheapest first, and the feature catalogue', async () => {
    const res = await get(app, 'get-package');
    expect(res.status).toBe(200);
    expect(names(res.body.data)).toEqual(['Starter', 'Silver', 'Gold']);
    expect(res.body.data[0]).toEqual({
      id: free,
      name: 'Starter',
      package_type: 'free',
      price: 0,
      duration: 48,
      ios_product_id: null,
      created_at: '2026-03-01T10:00:00Z',
      features: [
        { id: 1, type: 'property_list', name: 'property_list', limit_type: 'limited', limit: 2 },
        {
          id: 5,
          type: 'mortgage_calculator_detail',
          name: 'mortgage_calculator_detail',
          limit_type: 'unlimited',
          limit: null,
        },
      ],
    });
    expect(res.body.data[2]).toMatchObject({ id: paid, price: 49.99, package_type: 'paid' });
    expect(res.body.active_packages).toEqual([]);
    expect(res.body.all_features.map((f: { type: string }) => f.type)).toEqual([
      'property_list',
      'property_feature',
      'project_list',
      'project_feature',
      'mortgage_calculator_detail',
      'premium_properties',
      'project_access',
    ]);
  });

  it('lists only App Store packages for platform_type=ios, and refuses an unknown platform', async () => {
    const ios = await get(app, 'get-package', { platform_type: 'ios' });
    expect(ios.body.data.map((p: { id: number }) => p.id)).toEqual([iosPaid]);
    const bad = await get(app, 'get-package', { platform_type: 'tv' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('platform_type must be one of: web, app, ios');
  });
});

describe('assign_package', () => {
  it('activates a free package: 201 with its dates and usage, then listed as mine, not for sale', async () => {
    const { auth } = await member();
    const res = await post(app, 'assign_package', { package_id: free }, auth);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Package Purchased Successfully');
    expect(res.body.data).toMatchObject({
      id: free,
      name: 'Starter',
      start_date: '2026-03-01T10:00:00Z',
      end_date: '2026-03-03T10:00:00Z',
      is_active: true,
      features: [
        { type: 'property_list', limit_type: 'limited', limit: 2, used_limit: 0, total_limit: 2 },
        { type: 'mortgage_calculator_detail', limit_type: 'unlimited', used_limit: null, total_limit: null },
      ],
    });
    expect(res.body.data.user_package_id).toEqual(expect.any(Number));

    const list = await get(app, 'get-package', {}, auth);
    expect(names(list.body.data)).toEqual(['Silver', 'Gold']);
    expect(list.body.active_packages).toEqual([res.body.data]);
  });

  it('refuses a second activation while the first is active, and allows it once it has ended', async () => {
    const { auth } = await member();
    expect((await post(app, 'assign_package', { package_id: free }, auth)).status).toBe(201);
    const again = await post(app, 'assign_package', { package_id: free }, auth);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'PACKAGE_ALREADY_ACTIVE',
      message: 'You already have purchased this package',
    });
    app.clock.now = new Date(NOW.getTime() + 48 * 3600 * 1000);
    try {
      const list = await get(app, 'get-package', {}, auth);
      expect(list.body.active_packages).toEqual([]);
      expect(names(list.body.data)).toContain('Starter');
      expect((await post(app, 'assign_package', { package_id: free }, auth)).status).toBe(201);
    } finally {
      app.clock.now = NOW;
    }
  });

  it('subscribes exactly once when the same member asks several times at once', async () => {
    const { user, auth } = await member();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => post(app, 'assign_package', { package_id: free }, auth)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect(await countRows(app.deps.db, 'user_packages', { user_id: user.id })).toBe(1);
  });

  it('refuses paid, unknown and retired packages, guests, demo mode and bad input', async () => {
    const { auth } = await member();
    const paidAnswer = await post(app, 'assign_package', { package_id: paid }, auth);
    expect(paidAnswer.status).toBe(409);
    expect(paidAnswer.body).toMatchObject({
      code: 'PACKAGE_IS_PAID',
      message: 'Package is paid cannot assign directly',
    });
    expect((await post(app, 'assign_package', { package_id: 999_999 }, auth)).status).toBe(404);
    const retired = await createPackage(app, [{ type: 'property_list', limit: 1 }], {
      package_type: 'free',
      status: 0,
    });
    expect((await post(app, 'assign_package', { package_id: retired }, auth)).status).toBe(404);
    expect((await post(app, 'assign_package', { package_id: free })).status).toBe(401);

    const missing = await post(app, 'assign_package', {}, auth);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Please fill all fields');
    const wrongType = await post(app, 'assign_package', { package_id: 'gold' }, auth);
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.message).toBe('package_id must be a whole number');

    await app.services.settings.set('demo_mode', true);
    try {
      const demo = await post(app, 'assign_package', { package_id: free }, auth);
      expect(demo.status).toBe(403);
      expect(demo.body.code).toBe('DEMO_MODE');
    } finally {
      await app.services.settings.set('demo_mode', false);
    }
    const list = await get(app, 'get-package', {}, auth);
    expect(list.body.active_packages).toEqual([]);
  });
});

describe('check-package-limit', () => {
  it('answers the three flags and the units left for each kind of feature', async () => {
    const { auth } = await member();
    const check = async (type: string) => (await get(app, 'check-package-limit', { type }, auth)).body.data;
    expect(await check('property_list')).toEqual({
      package_available: false,
      feature_available: false,
      limit_available: false,
      remaining: null,
    });
    await post(app, 'assign_package', { package_id: free }, auth);
    expect(await check('property_list')).toEqual({
      package_available: true,
      feature_available: true,
      limit_available: true,
      remaining: 2,
    });
    expect(await check('mortgage_calculator_detail')).toEqual({
      package_available: true,
      feature_available: true,
      limit_available: true,
      remaining: null,
    });
    expect(await check('project_list')).toEqual({
      package_available: true,
      feature_available: false,
      limit_available: false,
      remaining: null,
    });
  });

  it('requires a session and a known type', async () => {
    const { auth } = await member();
    expect((await get(app, 'check-package-limit', { type: 'property_list' })).status).toBe(401);
    const missing = await get(app, 'check-package-limit', {}, auth);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Please fill all fields');
    const unknown = await get(app, 'check-package-limit', { type: 'unlimited_everything' }, auth);
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatch(/^type must be one of: property_list, /);
  });
});
