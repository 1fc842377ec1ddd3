import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createSession, createUser } from '../../db/testing/user.factory.js';
import { paymentConfig } from '../../payment-config.js';
import { paymentWorld } from '../../testing/payment-world.js';
import {
  connect,
  eventually,
  listenOn,
  type RealtimeClient,
  untilSubscribed,
} from '../../testing/realtime-client.js';
import { type StripeTestServer, startStripeTestServer } from '../../testing/stripe-test-server.js';
import { createTestApp, get, post, type TestApp } from '../../testing/test-app.js';

// The `payment` frame (contract §3.7 "Realtime"): the buyer's socket hears each change of its
// transaction's status, as get_payment_details shows the transaction (§2.11). Webhooks come from
// the local Stripe (the live adapter, signed with the endpoint secret) on a listening app.

let app: TestApp;
let world: Awaited<ReturnType<typeof paymentWorld>>;
let stripe: StripeTestServer;
let url: string;
let admin: Record<string, string>;
const open: RealtimeClient[] = [];

beforeAll(async () => {
  stripe = await startStripeTestServer();
  app = await createTestApp({
    payments: paymentConfig({
      PAYMENT_SANDBOX: 'off',
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_URL: stripe.url,
    }),
  });
  world = await paymentWorld(app);
  await world.enable('stripe_gateway');
  await app.services.settings.set('stripe_publishable_key', 'pk_test_publishable');
  url = await listenOn(app.app);
  const operator = await createUser(app, { role: 'admin' });
  admin = bearer(await createSession(app, operator.id));
});
afterAll(async () => {
  for (const client of open) client.socket.terminate();
  await app?.close();
  await stripe?.close();
});

/** A member with a listening socket and a pending Stripe payment for Gold. */
async function buyerWithPayment() {
  const m = await world.member();
  const socket = await connect(url, { headers: m.auth });
  open.push(socket);
  await untilSubscribed(app.deps.realtime, m.user.id, socket);
  const intent = (await world.startStripe(m.auth)).body.data.payment_intent;
  return { ...m, socket, intentId: intent.id as string, id: intent.payment_transaction_id as number };
}

async function deliver(webhook: { raw: string; headers: Record<string, string> }) {
  const res = await app.app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    payload: webhook.raw,
    headers: webhook.headers,
  });
  return res.statusCode;
}

const payments = (c: RealtimeClient) => c.frames.filter((f) => f.type === 'payment');
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

describe('the payment frame', () => {
  it('a verified success webhook sends the buyer the transaction as get_payment_details shows it, once', async () => {
    const b = await buyerWithPayment();
    const bystander = await world.member();
    const other = await connect(url, { headers: bystander.auth });
    open.push(other);
    await untilSubscribed(app.deps.realtime, bystander.user.id, other);

    const event = stripe.webhook('payment_intent.succeeded', b.intentId);
    expect(await deliver(event)).toBe(200);
    expect(await eventually(() => payments(b.socket).length === 1)).toBe(true);
    const history = await get(app, 'get_payment_details', {}, b.auth);
    const shown = (history.body.data as { id: number }[]).find((t) => t.id === b.id);
    expect(payments(b.socket)).toEqual([{ type: 'payment', data: shown }]);
    expect(payments(b.socket)[0]?.data).toMatchObject({
      id: b.id,
      user_id: b.user.id,
      package: { id: world.gold, name: 'Gold' },
      payment_status: 'success',
      transaction_id: expect.stringMatching(/^ch_/),
    });

    // The same delivery again, and a late failure after the success: nothing changes, no frame.
    expect(await deliver(event)).toBe(200);
    expect(await deliver(stripe.webhook('payment_intent.payment_failed', b.intentId))).toBe(200);
    await settle();
    expect(payments(b.socket)).toHaveLength(1);
    expect(payments(other)).toEqual([]);
  });

  it('a verified failure webhook sends the failed transaction; money taken later sends the success', async () => {
    const b = await buyerWithPayment();
    expect(await deliver(stripe.webhook('payment_intent.payment_failed', b.intentId))).toBe(200);
    expect(await eventually(() => payments(b.socket).length === 1)).toBe(true);
    expect(payments(b.socket)[0]?.data).toMatchObject({ id: b.id, payment_status: 'failed' });
    expect(await deliver(stripe.webhook('payment_intent.succeeded', b.intentId))).toBe(200);
    expect(await eventually(() => payments(b.socket).length === 2)).toBe(true);
    expect(payments(b.socket)[1]?.data).toMatchObject({ id: b.id, payment_status: 'success' });
  });

  it('a forged webhook or one for a wrong amount sends nothing', async () => {
    const b = await buyerWithPayment();
    const forged = stripe.webhook('payment_intent.succeeded', b.intentId, { secret: 'whsec_other' });
    expect(await deliver(forged)).toBe(400);
    const short = stripe.webhook('payment_intent.succeeded', b.intentId, { amount: 100 });
    expect(await deliver(short)).toBe(200);
    await settle();
    expect(payments(b.socket)).toEqual([]);
  });

  it('an operator marking the payment failed, and assigning a package by hand, tell the member', async () => {
    const b = await buyerWithPayment();
    const marked = await post(
      app,
      `admin/payment-transactions/${b.id}/mark-failed`,
      { reason: 'The bank says it never left' },
      admin,
    );
    expect(marked.status).toBe(200);
    expect(await eventually(() => payments(b.socket).length === 1)).toBe(true);
    expect(payments(b.socket)[0]?.data).toMatchObject({ id: b.id, payment_status: 'failed' });

    const assigned = await post(
      app,
      'admin/payment-transactions',
      { user_id: b.user.id, package_id: world.silver, reason: 'A goodwill gift' },
      admin,
    );
    expect(assigned.status).toBe(201);
    expect(await eventually(() => payments(b.socket).length === 2)).toBe(true);
    expect(payments(b.socket)[1]?.data).toMatchObject({
      id: assigned.body.data.id,
      user_id: b.user.id,
      package: { id: world.silver, name: 'Silver' },
      amount: 0,
      payment_status: 'success',
    });
  });

  it('the buyer cancelling in one tab tells the others; cancelling twice sends one frame', async () => {
    const b = await buyerWithPayment();
    const body = { payment_transaction_id: b.id };
    expect((await post(app, 'payment-transaction-fail', body, b.auth)).status).toBe(200);
    expect((await post(app, 'payment-transaction-fail', body, b.auth)).status).toBe(200);
    expect(await eventually(() => payments(b.socket).length === 1)).toBe(true);
    await settle();
    expect(payments(b.socket)).toHaveLength(1);
    expect(payments(b.socket)[0]?.data).toMatchObject({ id: b.id, payment_status: 'failed' });
  });
});
