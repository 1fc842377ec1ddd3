import { PACKAGE_MESSAGES } from '@domus/shared/schemas/admin-package.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, findRows, getRow } from '../../db/testing/rows.js';
import { bearer, createSession, createUser } from '../../db/testing/user.factory.js';
import { paymentWorld } from '../../testing/payment-world.js';
import { createTestApp, get, post, type TestApp } from '../../testing/test-app.js';

// Operators' packages (admin/packages, contract §3.8, §2.10, §4.5): who may, every validation
// refusal, create/update/delete with their audit records, what the plans page shows at once, and
// the rule that a price change never touches what members already bought or started paying.

let app: TestApp;
let world: Awaited<ReturnType<typeof paymentWorld>>;
let admin: Record<string, string>;
let adminId: number;

beforeAll(async () => {
  // With the response cache on: a change must reach the plans page past it.
  app = await createTestApp({ responseCache: true });
  world = await paymentWorld(app);
  await world.enable('stripe_gateway');
  const user = await createUser(app, { role: 'admin' });
  adminId = user.id;
  admin = bearer(await createSession(app, user.id));
});
afterAll(async () => {
  await app.close();
});

async function send(method: 'PATCH' | 'DELETE', call: string, payload?: object, headers = admin) {
  const res = await app.app.inject({ method, url: `/api/${call}`, headers, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json() as any };
}

const valid = (over: Record<string, unknown> = {}) => ({
  name: 'Platinum',
  price: 79.9,
  duration: 720,
  on_sale: true,
  features: [
    { type: 'property_list', limit_type: 'limited', limit: 25 },
    { type: 'premium_properties', limit_type: 'unlimited' },
  ],
  ...over,
});

const onSale = async () =>
  (await get(app, 'get-package')).body.data as {
    id: number;
    name: string;
    price: number;
    duration: number;
  }[];

const auditOf = (id: number) =>
  findRows(app.deps.db, 'audit_log', { target_type: 'package', target_id: id }, { orderBy: 'id' });

describe('who may', () => {
  it('answers 401 to a guest and 403 FORBIDDEN to a member on every call, changing nothing', async () => {
    const member = await createUser(app);
    const auth = bearer(await createSession(app, member.id));
    const packages = await countRows(app.deps.db, 'packages');
    for (const headers of [{}, auth]) {
      const expected = headers === auth ? [403, 'FORBIDDEN'] : [401, 'NOT_LOGGED_IN'];
      const answers = [
        await get(app, 'admin/packages', {}, headers),
        await get(app, `admin/packages/${world.gold}`, {}, headers),
        await post(app, 'admin/packages', valid(), headers),
        await send('PATCH', `admin/packages/${world.gold}`, valid(), headers),
        await send('DELETE', `admin/packages/${world.silver}`, undefined, headers),
      ];
      for (const res of answers) expect([res.status, res.body.code]).toEqual(expected);
    }
    expect(await countRows(app.deps.db, 'packages')).toBe(packages);
    expect(await countRows(app.deps.db, 'audit_log')).toBe(0);
  });
});

describe('validation', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['no name', { name: '' }, 'name', PACKAGE_MESSAGES.nameRequired],
    ['no price', { price: undefined }, 'price', PACKAGE_MESSAGES.priceRequired],
    ['a negative price', { price: -1 }, 'price', 'Price must be at least 0'],
    ['three decimals', { price: 9.999 }, 'price', 'Price must have at most 2 decimals'],
    ['a price that is not a number', { price: 'ten' }, 'price', 'Price must be a number'],
    ['a zero duration', { duration: 0 }, 'duration', 'Duration must be at least 1'],
    ['no duration', { duration: undefined }, 'duration', PACKAGE_MESSAGES.durationRequired],
    ['a duration and no end', { never_expires: true }, 'duration', PACKAGE_MESSAGES.durationAndNever],
    ['no features', { features: undefined }, 'features', PACKAGE_MESSAGES.featuresRequired],
    ['an empty feature list', { features: [] }, 'features', PACKAGE_MESSAGES.featuresRequired],
    [
      'a feature twice',
      {
        features: [
          { type: 'property_list', limit_type: 'limited', limit: 2 },
          { type: 'property_list', limit_type: 'unlimited' },
        ],
      },
      'features.1.type',
      PACKAGE_MESSAGES.duplicateFeature,
    ],
    [
      'a limited feature without its limit',
      { features: [{ type: 'project_list', limit_type: 'limited' }] },
      'features.0.limit',
      PACKAGE_MESSAGES.limitRequired,
    ],
    [
      'a zero limit',
      { features: [{ type: 'project_list', limit_type: 'limited', limit: 0 }] },
      'features.0.limit',
      'Limit must be at least 1',
    ],
    [
      'a fractional limit',
      { features: [{ type: 'project_list', limit_type: 'limited', limit: 1.5 }] },
      'features.0.limit',
      'Limit must be a whole number',
    ],
    [
      'a limited access feature',
      { features: [{ type: 'project_access', limit_type: 'limited', limit: 3 }] },
      'features.0.limit_type',
      PACKAGE_MESSAGES.accessUnlimited,
    ],
    [
      'a feature outside the catalogue',
      { features: [{ type: 'rocket_launch', limit_type: 'unlimited' }] },
      'features.0.type',
      'Feature must be one of: property_list, property_feature, project_list, project_feature, mortgage_calculator_detail, premium_properties, project_access',
    ],
  ];

  it.each(cases)(
    'refuses %s with a message on the field, creating nothing',
    async (_, over, field, message) => {
      const before = await countRows(app.deps.db, 'packages');
      const res = await post(app, 'admin/packages', valid(over), admin);
      expect([res.status, res.body.code]).toEqual([400, 'VALIDATION_FAILED']);
      expect(res.body.details.fields).toContainEqual({ field, message });
      expect(await countRows(app.deps.db, 'packages')).toBe(before);
      // The update takes the same schema and refuses the same way.
      const patched = await send('PATCH', `admin/packages/${world.silver}`, valid(over));
      expect(patched.body.details.fields).toContainEqual({ field, message });
    },
  );
});

describe('creating, listing, updating', () => {
  it('creates a package that the plans page shows at once, audited', async () => {
    const res = await post(app, 'admin/packages', valid({ name: 'Platinum create' }), admin);
    expect(res.status).toBe(201);
    const created = res.body.data;
    expect(created).toMatchObject({
      name: 'Platinum create',
      package_type: 'paid',
      price: 79.9,
      duration: 720,
      on_sale: true,
      in_use: false,
      subscriptions: 0,
      features: [
        { type: 'property_list', limit_type: 'limited', limit: 25, enabled: true },
        { type: 'premium_properties', limit_type: 'unlimited', limit: null, enabled: true },
      ],
    });
    expect((await onSale()).find((p) => p.id === created.id)).toMatchObject({ price: 79.9, duration: 720 });
    const [record] = await auditOf(created.id);
    expect(record).toMatchObject({ actor_id: adminId, action: 'package.create', before: null });
    expect(JSON.parse(String(record?.after))).toMatchObject({ name: 'Platinum create', price: 79.9 });
  });

  it('makes a package free at price 0, without end when never_expires, off sale when asked', async () => {
    const res = await post(
      app,
      'admin/packages',
      valid({ name: 'Taster', price: 0, duration: undefined, never_expires: true, on_sale: false }),
      admin,
    );
    expect(res.body.data).toMatchObject({ package_type: 'free', price: 0, duration: null, on_sale: false });
    expect((await onSale()).some((p) => p.id === res.body.data.id)).toBe(false);
  });

  it('lists by name and on-sale state with the total, and shows one', async () => {
    await post(app, 'admin/packages', valid({ name: 'Search me Alpha' }), admin);
    await post(app, 'admin/packages', valid({ name: 'Search me Beta', on_sale: false }), admin);
    const found = await get(app, 'admin/packages', { search: 'search ME' }, admin);
    expect([found.status, found.body.total]).toEqual([200, 2]);
    expect(found.body.data.map((p: { name: string }) => p.name)).toEqual([
      'Search me Beta',
      'Search me Alpha',
    ]);
    const off = await get(app, 'admin/packages', { search: 'search me', on_sale: false }, admin);
    expect(off.body.data.map((p: { name: string }) => p.name)).toEqual(['Search me Beta']);
    const paged = await get(app, 'admin/packages', { limit: 1 }, admin);
    expect(paged.body.data).toHaveLength(1);
    expect(paged.body.total).toBe(await countRows(app.deps.db, 'packages'));
    const one = await get(app, `admin/packages/${world.gold}`, {}, admin);
    expect(one.body.data).toMatchObject({ id: world.gold, name: 'Gold', price: 49.99 });
    expect((await get(app, 'admin/packages/99999999', {}, admin)).status).toBe(404);
  });

  it('updates every field of a package nobody bought, audited with before and after', async () => {
    const id = (await post(app, 'admin/packages', valid({ name: 'Editable' }), admin)).body.data.id;
    const res = await send(
      'PATCH',
      `admin/packages/${id}`,
      valid({
        name: 'Edited',
        price: 12.5,
        duration: 48,
        ios_product_id: 'com.domus.edited',
        features: [{ type: 'project_feature', limit_type: 'limited', limit: 3 }],
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      name: 'Edited',
      price: 12.5,
      duration: 48,
      ios_product_id: 'com.domus.edited',
      features: [{ type: 'project_feature', limit: 3 }],
    });
    expect((await onSale()).find((p) => p.id === id)).toMatchObject({ name: 'Edited', price: 12.5 });
    const update = (await auditOf(id)).find((r) => r.action === 'package.update');
    expect(JSON.parse(String(update?.before))).toMatchObject({
      name: 'Editable',
      price: 79.9,
      duration: 720,
    });
    expect(JSON.parse(String(update?.after))).toMatchObject({ name: 'Edited', price: 12.5, duration: 48 });
    // The whole set replaced: the App Store id goes when not sent.
    const cleared = await send('PATCH', `admin/packages/${id}`, valid({ name: 'Edited' }));
    expect(cleared.body.data.ios_product_id).toBeNull();
    expect((await send('PATCH', 'admin/packages/99999999', valid())).status).toBe(404);
  });
});

describe('a bought package', () => {
  it('keeps existing subscriptions and pending payments at their terms when its price changes', async () => {
    // One member bought Gold at 49.99; another has started paying for it and not yet paid.
    const buyer = await world.member();
    const paid = (await world.startStripe(buyer.auth)).body.data.payment_intent;
    await world.sandboxWebhook('stripe', {
      payment_transaction_id: paid.payment_transaction_id,
      order_id: paid.id,
      amount: 49.99,
      currency: 'USD',
    });
    const bought = (await get(app, 'get-package', {}, buyer.auth)).body.active_packages[0];
    const payer = await world.member();
    const pending = (await world.startStripe(payer.auth)).body.data.payment_intent;

    const gold = (await get(app, `admin/packages/${world.gold}`, {}, admin)).body.data;
    expect(gold).toMatchObject({ in_use: true, subscriptions: 1, payments: 2 });
    const res = await send('PATCH', `admin/packages/${world.gold}`, {
      ...gold,
      price: 59.99,
      features: gold.features,
    });
    expect([res.status, res.body.data.price]).toEqual([200, 59.99]);
    expect((await onSale()).find((p) => p.id === world.gold)?.price).toBe(59.99);

    // The subscription is as bought: same end, same limits, same usage.
    const after = (await get(app, 'get-package', {}, buyer.auth)).body.active_packages[0];
    expect(after).toMatchObject({ end_date: bought.end_date, features: bought.features });
    // The pending payment is still owed 49.99, and paying that completes it.
    expect((await world.transaction(pending.payment_transaction_id, payer.auth)) as unknown).toMatchObject({
      amount: 49.99,
      payment_status: 'pending',
    });
    await world.sandboxWebhook('stripe', {
      payment_transaction_id: pending.payment_transaction_id,
      order_id: pending.id,
      amount: 49.99,
      currency: 'USD',
    });
    expect(await world.transaction(pending.payment_transaction_id, payer.auth)).toMatchObject({
      amount: 49.99,
      payment_status: 'success',
    });
    expect(await world.activePackages(payer.auth)).toEqual(['Gold']);
    // A payment started now is for the new price.
    const third = await world.member();
    expect((await world.startStripe(third.auth)).body.data.payment_intent.amount).toBe(59.99);
  });

  it('refuses to change its duration or features (409 PACKAGE_TERMS_LOCKED) but not its name', async () => {
    const gold = (await get(app, `admin/packages/${world.gold}`, {}, admin)).body.data;
    const longer = await send('PATCH', `admin/packages/${world.gold}`, { ...gold, duration: 1440 });
    expect([longer.status, longer.body.code, longer.body.details]).toEqual([
      409,
      'PACKAGE_TERMS_LOCKED',
      { fields: ['duration'] },
    ]);
    const more = await send('PATCH', `admin/packages/${world.gold}`, {
      ...gold,
      features: [{ type: 'property_list', limit_type: 'limited', limit: 99 }],
    });
    expect([more.status, more.body.details]).toEqual([409, { fields: ['features'] }]);
    const renamed = await send('PATCH', `admin/packages/${world.gold}`, { ...gold, name: 'Gold plus' });
    expect([renamed.status, renamed.body.data.name]).toEqual([200, 'Gold plus']);
    expect((await getRow(app.deps.db, 'packages', { id: world.gold })).duration).toBe(720);
  });

  it('is never deleted (409 PACKAGE_IN_USE); taken off sale it leaves the plans page', async () => {
    const refused = await send('DELETE', `admin/packages/${world.gold}`);
    expect([refused.status, refused.body.code]).toEqual([409, 'PACKAGE_IN_USE']);
    expect(await countRows(app.deps.db, 'packages', { id: world.gold })).toBe(1);
    const gold = (await get(app, `admin/packages/${world.gold}`, {}, admin)).body.data;
    await send('PATCH', `admin/packages/${world.gold}`, { ...gold, on_sale: false });
    expect((await onSale()).some((p) => p.id === world.gold)).toBe(false);
    await send('PATCH', `admin/packages/${world.gold}`, { ...gold, on_sale: true });
  });

  it('deletes a package nobody bought, audited', async () => {
    const id = (await post(app, 'admin/packages', valid({ name: 'Short lived' }), admin)).body.data.id;
    const res = await send('DELETE', `admin/packages/${id}`);
    expect([res.status, res.body.data]).toEqual([200, { id }]);
    expect((await get(app, `admin/packages/${id}`, {}, admin)).status).toBe(404);
    expect(await countRows(app.deps.db, 'package_feature_limits', { package_id: id })).toBe(0);
    const removed = (await auditOf(id)).find((r) => r.action === 'package.delete');
    expect(JSON.parse(String(removed?.before))).toMatchObject({ name: 'Short lived' });
    expect(removed?.after).toBeNull();
    expect((await send('DELETE', `admin/packages/${id}`)).status).toBe(404);
  });
});
