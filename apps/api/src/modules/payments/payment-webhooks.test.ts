import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { countRows, findRow } from '../../db/testing/rows.js';
import { paymentWorld } from '../../testing/payment-world.js';
import { createTestApp, get, type TestApp } from '../../testing/test-app.js';

// Contract §3.7's webhook processing, identical for every gateway, through the sandbox's signed
// webhooks on a real app and database (both dialects): forged, replayed, wrong amount or
// currency, unknown, out of order, racing, and a burst of concurrent deliveries.

let app: TestApp;
let world: Awaited<ReturnType<typeof paymentWorld>>;

beforeAll(async () => {
  app = await createTestApp();
  world = await paymentWorld(app);
});
afterAll(async () => {
  await app.close();
});
beforeEach(async () => {
  await world.enable('stripe_gateway', 'paypal_gateway');
});

/** A member with a pending Stripe payment for Gold (49.99 USD). */
async function pending() {
  const m = await world.member();
  const intent = (await world.startStripe(m.auth)).body.data.payment_intent;
  const data = {
    payment_transaction_id: intent.payment_transaction_id as number,
    order_id: intent.id as string,
    amount: 49.99,
    currency: 'USD',
  };
  return { ...m, data, id: data.payment_transaction_id };
}

const subscriptions = (userId: number) => countRows(app.database.db, 'user_packages', { user_id: userId });
const statusOf = async (id: number) =>
  (await findRow(app.database.db, 'payment_transactions', { id }))?.payment_status;

describe('authenticity', () => {
  it('a forged or missing signature is 400 and changes nothing', async () => {
    const p = await pending();
    const forged = await world.sandboxWebhook('stripe', p.data, { secret: 'not-the-secret' });
    expect(forged.status).toBe(400);
    const bare = await app.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      payload: JSON.stringify({ id: 'evt_x', type: 'payment.succeeded', data: p.data }),
      headers: { 'content-type': 'application/json' },
    });
    expect(bare.statusCode).toBe(400);
    expect(await statusOf(p.id)).toBe('pending');
    expect(await subscriptions(p.user.id)).toBe(0);
  });

  it('reads the raw bytes whatever the content type, and 404s an unknown gateway', async () => {
    const p = await pending();
    const text = await world.sandboxWebhook('stripe', p.data);
    expect(text.status).toBe(200);
    const unknown = await app.app.inject({ method: 'POST', url: '/api/webhooks/bitcoin', payload: '{}' });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('processing', () => {
  it('success: once, with the subscription and a payment_success notification', async () => {
    const p = await pending();
    const res = await world.sandboxWebhook('stripe', p.data, { id: 'evt_once' });
    expect(res).toEqual({ status: 200, body: { received: true } });
    const row = await findRow(app.database.db, 'payment_transactions', { id: p.id });
    expect(row?.payment_status).toBe('success');
    expect(row?.transaction_id).toMatch(/^pay_/);
    expect(await subscriptions(p.user.id)).toBe(1);
    expect(
      await countRows(app.database.db, 'notifications', { user_id: p.user.id, event: 'payment_success' }),
    ).toBe(1);
    // The same event again: 200, nothing more.
    const replay = await world.sandboxWebhook('stripe', p.data, { id: 'evt_once' });
    expect(replay.status).toBe(200);
    expect(await subscriptions(p.user.id)).toBe(1);
    expect(await world.activePackages(p.auth)).toEqual(['Gold']);
  });

  it('a wrong amount or currency leaves the payment as it is, flagged for operators', async () => {
    const a = await pending();
    await world.sandboxWebhook('stripe', { ...a.data, amount: 4.99 });
    const rowA = await findRow(app.database.db, 'payment_transactions', { id: a.id });
    expect([rowA?.payment_status, rowA?.flagged_reason]).toEqual([
      'pending',
      'amount 4.99 USD paid for 49.99 USD',
    ]);
    expect(await subscriptions(a.user.id)).toBe(0);
    const b = await pending();
    await world.sandboxWebhook('stripe', { ...b.data, currency: 'EUR' });
    const rowB = await findRow(app.database.db, 'payment_transactions', { id: b.id });
    expect([rowB?.payment_status, rowB?.flagged_reason]).toEqual(['pending', 'currency EUR paid for USD']);
    // The flag never leaves the server.
    const history = await get(app, 'get_payment_details', {}, b.auth);
    expect(JSON.stringify(history.body)).not.toContain('flagged');
  });

  it('an unknown transaction, or ids that do not agree, is 200 and changes nothing', async () => {
    const p = await pending();
    expect(
      (await world.sandboxWebhook('stripe', { ...p.data, payment_transaction_id: 999_999 })).status,
    ).toBe(200);
    expect((await world.sandboxWebhook('stripe', { ...p.data, order_id: 'sbx_stripe_other' })).status).toBe(
      200,
    );
    // Another gateway's webhook for this Stripe payment is not this payment's either.
    expect((await world.sandboxWebhook('paypal', p.data)).status).toBe(200);
    expect(await statusOf(p.id)).toBe('pending');
  });

  it('a failure fails a pending payment and tells the buyer; after a success it changes nothing', async () => {
    const a = await pending();
    await world.sandboxWebhook('stripe', a.data, { type: 'payment.failed' });
    expect(await statusOf(a.id)).toBe('failed');
    expect(
      await countRows(app.database.db, 'notifications', { user_id: a.user.id, event: 'payment_failed' }),
    ).toBe(1);
    // Money taken after all: failed → success.
    await world.sandboxWebhook('stripe', a.data);
    expect(await statusOf(a.id)).toBe('success');
    // A late failure after the success: the success is final.
    await world.sandboxWebhook('stripe', a.data, { type: 'payment.failed' });
    expect(await statusOf(a.id)).toBe('success');
    expect(await subscriptions(a.user.id)).toBe(1);
  });

  it('two success webhooks for one payment racing: one subscription', async () => {
    const p = await pending();
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        world.sandboxWebhook('stripe', p.data, { id: `evt_race_${p.id}_${i}` }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await subscriptions(p.user.id)).toBe(1);
    expect(
      await countRows(app.database.db, 'notifications', { user_id: p.user.id, event: 'payment_success' }),
    ).toBe(1);
  });
});

describe('reliability', () => {
  it('200 deliveries, 30 % duplicates and 10 % forged, concurrently: one subscription per valid payment, no 5xx', async () => {
    const payments = await Promise.all(Array.from({ length: 140 }, () => pending()));
    const paid = payments.slice(0, 120);
    const forgedFor = payments.slice(120);
    const deliveries = [
      // 120 genuine deliveries, one per payment…
      ...paid.map((p, i) => ({ p, id: `evt_burst_${i}`, secret: undefined as string | undefined })),
      // …60 redeliveries of the same events (30 % of 200)…
      ...paid.slice(0, 60).map((p, i) => ({ p, id: `evt_burst_${i}`, secret: undefined })),
      // …and 20 forged ones (10 %), for payments nobody paid.
      ...forgedFor.map((p, i) => ({ p, id: `evt_forged_${i}`, secret: 'forged' })),
    ].sort(() => Math.random() - 0.5);
    expect(deliveries).toHaveLength(200);
    const answers = await Promise.all(
      deliveries.map((d) =>
        world.sandboxWebhook('stripe', d.p.data, { id: d.id, ...(d.secret ? { secret: d.secret } : {}) }),
      ),
    );
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    expect(answers.filter((a) => a.status === 400)).toHaveLength(20);
    let subscribed = 0;
    for (const p of payments) subscribed += await subscriptions(p.user.id);
    expect(subscribed).toBe(120);
    for (const p of forgedFor) expect(await statusOf(p.id)).toBe('pending');
  });
});

describe('the stale sweep', () => {
  it('fails payments pending for over a day that the gateway says are unpaid, once', async () => {
    const old = await pending();
    app.clock.now = new Date(app.clock.now.getTime() + 25 * 3600 * 1000);
    const fresh = await pending();
    const first = await app.services.paymentWebhooks.sweepStale();
    expect(first.failed).toBeGreaterThanOrEqual(1);
    expect(await statusOf(old.id)).toBe('failed');
    expect(await statusOf(fresh.id)).toBe('pending');
    const second = await app.services.paymentWebhooks.sweepStale();
    expect(second).toEqual({ checked: 0, failed: 0 });
    expect(await statusOf(old.id)).toBe('failed');
  });
});
