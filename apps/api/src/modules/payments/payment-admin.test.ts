import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { countRows, findRows, getRow } from '../../db/testing/rows.js';
import { bearer, createSession, createUser } from '../../db/testing/user.factory.js';
import { paymentWorld } from '../../testing/payment-world.js';
import { createTestApp, get, post, type TestApp } from '../../testing/test-app.js';

// Operators' payment transactions (issue 11, contract §3.8, §4.18): the list and its filters, one
// transaction, marking a pending payment failed, and assigning a package by hand. Each write is
// checked with its side effects: the row, the subscription, the audit record, the notification.

let app: TestApp;
let world: Awaited<ReturnType<typeof paymentWorld>>;
let admin: Record<string, string>;

beforeAll(async () => {
  app = await createTestApp();
  world = await paymentWorld(app);
  const operator = await createUser(app, { role: 'admin' });
  admin = bearer(await createSession(app, operator.id));
});
afterAll(async () => {
  await app.close();
});
beforeEach(async () => {
  await world.enable('stripe_gateway');
});

/** A member's pending Stripe (sandbox) payment for a package. */
async function pendingPayment(auth: Record<string, string>, packageId = world.gold) {
  const res = await world.startStripe(auth, packageId);
  expect(res.status).toBe(201);
  return res.body.data.payment_intent as {
    id: string;
    payment_transaction_id: number;
    amount: number;
    currency: string;
  };
}

async function paid(auth: Record<string, string>, packageId = world.gold) {
  const intent = await pendingPayment(auth, packageId);
  const hook = await world.sandboxWebhook('stripe', {
    payment_transaction_id: intent.payment_transaction_id,
    order_id: intent.id,
    amount: intent.amount,
    currency: intent.currency,
  });
  expect(hook.status).toBe(200);
  return intent.payment_transaction_id;
}

const list = (query: Record<string, unknown> = {}) =>
  get(app, 'admin/payment-transactions', { limit: 100, ...query }, admin);
const ids = (res: { body: { data: { id: number }[] } }) => res.body.data.map((t) => t.id);

describe('who may see and change payments', () => {
  it('answers 401 to a guest and 403 FORBIDDEN to a member, for every call', async () => {
    const { user, auth } = await world.member();
    const intent = await pendingPayment(auth);
    const id = intent.payment_transaction_id;
    const calls: [string, string, Record<string, unknown>][] = [
      ['GET', 'admin/payment-transactions', {}],
      ['GET', `admin/payment-transactions/${id}`, {}],
      ['POST', `admin/payment-transactions/${id}/mark-failed`, { reason: 'Stuck' }],
      ['POST', 'admin/payment-transactions', { user_id: user.id, package_id: world.silver, reason: 'Gift' }],
    ];
    for (const [method, path, body] of calls) {
      const call = method === 'GET' ? get : post;
      const guest = await call(app, path, body);
      expect([guest.status, guest.body.code]).toEqual([401, 'NOT_LOGGED_IN']);
      const member = await call(app, path, body, auth);
      expect([member.status, member.body.code]).toEqual([403, 'FORBIDDEN']);
    }
    expect((await getRow(app.deps.db, 'payment_transactions', { id })).payment_status).toBe('pending');
    expect(await countRows(app.deps.db, 'audit_log')).toBe(0);
  });
});

describe('GET admin/payment-transactions', () => {
  it('lists every member’s payments newest first with member, package and total; filters combine', async () => {
    const a = await world.member();
    const b = await world.member();
    const pendingA = (await pendingPayment(a.auth, world.silver)).payment_transaction_id;
    app.clock.now = new Date(app.clock.now.getTime() + 60_000);
    const successB = await paid(b.auth);
    app.clock.now = new Date(app.clock.now.getTime() + 60_000);
    const all = await list();
    expect(all.status).toBe(200);
    expect(ids(all).indexOf(successB)).toBeLessThan(ids(all).indexOf(pendingA));
    expect(all.body.total).toBeGreaterThanOrEqual(2);
    const item = all.body.data.find((t: { id: number }) => t.id === successB);
    expect(item).toMatchObject({
      user_id: b.user.id,
      user: { id: b.user.id, email: b.user.email },
      package: { id: world.gold, name: 'Gold' },
      amount: 49.99,
      payment_gateway: 'Stripe',
      payment_status: 'success',
    });
    expect(typeof item.transaction_id).toBe('string');

    expect(ids(await list({ payment_status: 'pending', user_id: a.user.id }))).toEqual([pendingA]);
    expect(ids(await list({ payment_status: 'success', user_id: a.user.id }))).toEqual([]);
    expect(ids(await list({ search: (b.user.email as string).toUpperCase() }))).toEqual([successB]);
    expect(ids(await list({ package_id: world.silver, user_id: a.user.id }))).toEqual([pendingA]);
    expect(ids(await list({ package_id: world.gold, user_id: a.user.id }))).toEqual([]);
    expect(ids(await list({ payment_gateway: 'stripe', user_id: b.user.id }))).toEqual([successB]);
    expect(ids(await list({ payment_gateway: 'Manual', user_id: b.user.id }))).toEqual([]);
    const day = app.clock.now.toISOString().slice(0, 10);
    expect(ids(await list({ from: day, to: day, user_id: a.user.id }))).toEqual([pendingA]);
    expect(ids(await list({ to: '2020-01-01', user_id: a.user.id }))).toEqual([]);
    const paged = await list({ limit: 1, user_id: b.user.id });
    expect([paged.body.data.length, paged.body.total]).toEqual([1, 1]);
    const bad = await list({ from: '15/06/2026' });
    expect([bad.status, bad.body.code]).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('shows one transaction with its webhook events and the subscription it started', async () => {
    const { auth } = await world.member();
    const id = await paid(auth);
    const one = await get(app, `admin/payment-transactions/${id}`, {}, admin);
    expect(one.status).toBe(200);
    expect(one.body.data).toMatchObject({ id, payment_status: 'success', flagged_reason: null });
    expect(one.body.data.events).toHaveLength(1);
    expect(one.body.data.events[0]).toMatchObject({ gateway: 'stripe' });
    expect(one.body.data.subscription.user_package_id).toBeGreaterThan(0);
    expect((await get(app, 'admin/payment-transactions/99999999', {}, admin)).status).toBe(404);
  });
});

describe('POST admin/payment-transactions/{id}/mark-failed', () => {
  it('fails a pending payment, audited with the reason; the member is told', async () => {
    const { user, auth } = await world.member();
    const id = (await pendingPayment(auth)).payment_transaction_id;
    const res = await post(
      app,
      `admin/payment-transactions/${id}/mark-failed`,
      { reason: '  Card never charged  ' },
      admin,
    );
    expect([res.status, res.body.message, res.body.data.payment_status]).toEqual([
      200,
      'Payment marked failed',
      'failed',
    ]);
    expect((await world.transaction(id, auth))?.payment_status).toBe('failed');
    const [record] = await findRows(app.deps.db, 'audit_log', {
      target_type: 'payment_transaction',
      target_id: id,
    });
    expect(record?.action).toBe('payment_transaction.mark_failed');
    expect(JSON.parse(record?.before as string)).toEqual({ payment_status: 'pending' });
    expect(JSON.parse(record?.after as string)).toEqual({
      payment_status: 'failed',
      reason: 'Card never charged',
    });
    const notes = await findRows(app.deps.db, 'notifications', { user_id: user.id, event: 'payment_failed' });
    expect(notes).toHaveLength(1);
    // Failed already: refused with its own code, nothing recorded twice.
    const again = await post(app, `admin/payment-transactions/${id}/mark-failed`, { reason: 'Again' }, admin);
    expect([again.status, again.body.code]).toEqual([409, 'TRANSACTION_ALREADY_FAILED']);
    expect(
      await countRows(app.deps.db, 'audit_log', { target_id: id, target_type: 'payment_transaction' }),
    ).toBe(1);
  });

  it('never turns a successful payment failed, and needs a reason', async () => {
    const { auth } = await world.member();
    const id = await paid(auth);
    const refused = await post(
      app,
      `admin/payment-transactions/${id}/mark-failed`,
      { reason: 'Oops' },
      admin,
    );
    expect([refused.status, refused.body.code]).toEqual([409, 'TRANSACTION_NOT_PENDING']);
    expect((await getRow(app.deps.db, 'payment_transactions', { id })).payment_status).toBe('success');
    const pendingId = (await pendingPayment((await world.member()).auth)).payment_transaction_id;
    for (const reason of [undefined, '   ', 'x'.repeat(301)]) {
      const res = await post(app, `admin/payment-transactions/${pendingId}/mark-failed`, { reason }, admin);
      expect([res.status, res.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    }
    const missing = await post(
      app,
      'admin/payment-transactions/99999999/mark-failed',
      { reason: 'x' },
      admin,
    );
    expect(missing.status).toBe(404);
    expect(
      await countRows(app.deps.db, 'audit_log', { target_id: id, target_type: 'payment_transaction' }),
    ).toBe(0);
  });
});

describe('POST admin/payment-transactions (assign a package by hand)', () => {
  it('creates exactly one subscription, as a paid one would, on a Manual transaction of 0; audited; notified', async () => {
    const { user, auth } = await world.member();
    const res = await post(
      app,
      'admin/payment-transactions',
      {
        email: (user.email as string).toUpperCase(),
        package_id: world.gold,
        reason: 'Compensation for downtime',
      },
      admin,
    );
    expect([res.status, res.body.message]).toEqual([201, 'Package assigned']);
    expect(res.body.data).toMatchObject({
      user_id: user.id,
      package_id: world.gold,
      amount: 0,
      payment_gateway: 'Manual',
      payment_status: 'success',
    });
    const id = res.body.data.id as number;
    const subs = await findRows(app.deps.db, 'user_packages', { user_id: user.id });
    expect(subs).toHaveLength(1);
    expect(subs[0]?.payment_transaction_id).toBe(id);
    expect(res.body.data.subscription.user_package_id).toBe(subs[0]?.id);
    // The same counters as a purchase: Gold's 10 property listings, none used.
    expect(
      await countRows(app.deps.db, 'user_package_limits', { user_package_id: subs[0]?.id as number }),
    ).toBe(1);
    expect(await world.activePackages(auth)).toEqual(['Gold']);
    expect((await world.transaction(id, auth))?.payment_status).toBe('success');
    const [record] = await findRows(app.deps.db, 'audit_log', {
      target_type: 'payment_transaction',
      target_id: id,
    });
    expect(record?.action).toBe('payment_transaction.assign_package');
    expect(JSON.parse(record?.after as string)).toMatchObject({
      user_id: user.id,
      package_id: world.gold,
      reason: 'Compensation for downtime',
    });
    expect(
      await findRows(app.deps.db, 'notifications', { user_id: user.id, title: 'Package assigned' }),
    ).toHaveLength(1);

    // Held already: 409, and nothing half-written (no second transaction, subscription or record).
    const twice = await post(
      app,
      'admin/payment-transactions',
      { user_id: user.id, package_id: world.gold, reason: 'Again' },
      admin,
    );
    expect([twice.status, twice.body.code]).toEqual([409, 'PACKAGE_ALREADY_ACTIVE']);
    expect(await countRows(app.deps.db, 'user_packages', { user_id: user.id })).toBe(1);
    expect(await countRows(app.deps.db, 'payment_transactions', { user_id: user.id })).toBe(1);
    expect(
      await countRows(app.deps.db, 'audit_log', {
        action: 'payment_transaction.assign_package',
        target_id: id + 1,
      }),
    ).toBe(0);
  });

  it('needs a reason, a member and a package', async () => {
    const { user } = await world.member();
    const cases: [Record<string, unknown>, number][] = [
      [{ user_id: user.id, package_id: world.silver }, 400],
      [{ user_id: user.id, package_id: world.silver, reason: 'y'.repeat(301) }, 400],
      [{ package_id: world.silver, reason: 'Gift' }, 400],
      [{ user_id: user.id, reason: 'Gift' }, 400],
      [{ user_id: 99_999_999, package_id: world.silver, reason: 'Gift' }, 404],
      [{ email: 'nobody@example.com', package_id: world.silver, reason: 'Gift' }, 404],
      [{ user_id: user.id, package_id: 99_999_999, reason: 'Gift' }, 404],
    ];
    for (const [body, status] of cases) {
      expect((await post(app, 'admin/payment-transactions', body, admin)).status).toBe(status);
    }
    expect(await countRows(app.deps.db, 'user_packages', { user_id: user.id })).toBe(0);
    expect(await countRows(app.deps.db, 'payment_transactions', { user_id: user.id })).toBe(0);
  });

  it('shows up under the Manual gateway filter', async () => {
    const { user } = await world.member();
    const res = await post(
      app,
      'admin/payment-transactions',
      { user_id: user.id, package_id: world.silver, reason: 'Partner' },
      admin,
    );
    expect(ids(await list({ payment_gateway: 'manual', user_id: user.id }))).toEqual([res.body.data.id]);
  });
});
