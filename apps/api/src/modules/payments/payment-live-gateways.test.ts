import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, findRow } from '../../db/testing/rows.js';
import { paymentConfig } from '../../payment-config.js';
import {
  type FlutterwaveTestServer,
  startFlutterwaveTestServer,
} from '../../testing/flutterwave-test-server.js';
import { type IpayTestServer, startIpayTestServer } from '../../testing/ipay-test-server.js';
import { paymentWorld } from '../../testing/payment-world.js';
import {
  type PaypalTestServer,
  paypalCaptureEvent,
  startPaypalTestServer,
} from '../../testing/paypal-test-server.js';
import { type PaystackTestServer, startPaystackTestServer } from '../../testing/paystack-test-server.js';
import { type StripeTestServer, startStripeTestServer } from '../../testing/stripe-test-server.js';
import { createTestApp, get, post, type TestApp } from '../../testing/test-app.js';

// The five live adapters behind the real service: each gateway's HTTP API served by a local
// server speaking its protocol, webhooks signed with the test's secrets. No sandbox here.

let app: TestApp;
let world: Awaited<ReturnType<typeof paymentWorld>>;
let stripe: StripeTestServer;
let paystack: PaystackTestServer;
let paypal: PaypalTestServer;
let flutterwave: FlutterwaveTestServer;
let ipay: IpayTestServer;
const PAYPAL = { clientId: 'paypal-client', clientSecret: 'paypal-secret-9f8e7d', webhookId: 'WH-ID-1234' };
const IPAY = { vendorId: 'domusvid', hashKey: 'ipay-hash-key-5c4b3a' };

beforeAll(async () => {
  [stripe, paystack, paypal, flutterwave, ipay] = await Promise.all([
    startStripeTestServer(),
    startPaystackTestServer(),
    startPaypalTestServer(PAYPAL),
    startFlutterwaveTestServer(),
    startIpayTestServer(IPAY),
  ]);
  app = await createTestApp({
    payments: paymentConfig({
      PAYMENT_SANDBOX: 'off',
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_URL: stripe.url,
      PAYSTACK_SECRET_KEY: paystack.secretKey,
      PAYSTACK_API_URL: paystack.url,
      PAYPAL_CLIENT_ID: PAYPAL.clientId,
      PAYPAL_CLIENT_SECRET: PAYPAL.clientSecret,
      PAYPAL_WEBHOOK_ID: PAYPAL.webhookId,
      PAYPAL_API_URL: paypal.url,
      FLUTTERWAVE_SECRET_KEY: flutterwave.secretKey,
      FLUTTERWAVE_SECRET_HASH: flutterwave.secretHash,
      FLUTTERWAVE_API_URL: flutterwave.url,
      IPAY_VENDOR_ID: IPAY.vendorId,
      IPAY_HASH_KEY: IPAY.hashKey,
      IPAY_API_URL: ipay.url,
    }),
  });
  world = await paymentWorld(app);
  await world.enable(
    'stripe_gateway',
    'paystack_gateway',
    'paypal_gateway',
    'flutterwave_status',
    'ipay_gateway',
  );
  await app.services.settings.set('stripe_publishable_key', 'pk_test_publishable');
});
afterAll(async () => {
  await app?.close();
  await Promise.all([stripe, paystack, paypal, flutterwave, ipay].map((s) => s?.close()));
});

async function deliver(gateway: string, webhook: { raw: string | Buffer; headers: Record<string, string> }) {
  const res = await app.app.inject({
    method: 'POST',
    url: `/api/webhooks/${gateway}`,
    payload: webhook.raw,
    headers: webhook.headers,
  });
  return res.statusCode;
}

describe('get_payment_settings with every gateway live', () => {
  it('publishes no secret of any gateway', async () => {
    const { auth } = await world.member();
    const res = await get(app, 'get_payment_settings', {}, auth);
    expect(res.body.data).toMatchObject({
      stripe_gateway: true,
      stripe_publishable_key: 'pk_test_publishable',
      paystack_gateway: true,
      paypal_gateway: true,
      flutterwave_status: true,
      ipay_gateway: true,
      sandbox_mode: false,
      any_enabled: true,
    });
    const text = JSON.stringify(res.body);
    for (const secret of [
      stripe.secretKey,
      stripe.webhookSecret,
      paystack.secretKey,
      PAYPAL.clientSecret,
      flutterwave.secretKey,
      flutterwave.secretHash,
      IPAY.hashKey,
      app.deps.config.payments.sandboxSecret,
    ])
      expect(text).not.toContain(secret);
  });
});

describe('Stripe, through the official SDK', () => {
  it('creates a PaymentIntent in minor units with our ids, and a signed success webhook pays it', async () => {
    const { user, auth } = await world.member();
    const res = await world.startStripe(auth);
    expect(res.status).toBe(201);
    const intent = res.body.data.payment_intent;
    expect(intent.id).toMatch(/^pi_/);
    expect(intent.payment_gateway_response).toEqual({
      client_secret: stripe.intents.get(intent.id)?.client_secret,
    });
    const sent = stripe.requests.find((r) => r.method === 'POST')?.form;
    expect(sent).toMatchObject({
      amount: '4999',
      currency: 'usd',
      metadata: { payment_transaction_id: String(intent.payment_transaction_id), user_id: String(user.id) },
    });
    // Forged (another endpoint's secret): refused, nothing changes.
    expect(
      await deliver(
        'stripe',
        stripe.webhook('payment_intent.succeeded', intent.id, { secret: 'whsec_other' }),
      ),
    ).toBe(400);
    expect(await countRows(app.database.db, 'user_packages', { user_id: user.id })).toBe(0);
    expect(await deliver('stripe', stripe.webhook('payment_intent.succeeded', intent.id))).toBe(200);
    const row = await findRow(app.database.db, 'payment_transactions', { id: intent.payment_transaction_id });
    expect(row?.payment_status).toBe('success');
    expect(row?.transaction_id).toMatch(/^ch_/);
    expect(await countRows(app.database.db, 'user_packages', { user_id: user.id })).toBe(1);
  });

  it('a gateway refusal fails the transaction and answers 502 "Payment failed"', async () => {
    const { auth } = await world.member();
    const before = stripe.requests.length;
    // A price below Stripe's minimum charge: the local Stripe refuses it as Stripe does.
    const cheap = (await import('../../db/testing/package.factory.js')).createPackage;
    const tiny = await cheap(app, [{ type: 'property_list', limit: 1 }], { price: 0.3, name: 'Tiny' });
    const res = await world.startStripe(auth, tiny);
    expect([res.status, res.body.code, res.body.message]).toEqual([
      502,
      'PAYMENT_GATEWAY_ERROR',
      'Payment failed',
    ]);
    expect(stripe.requests.length).toBeGreaterThan(before);
    const history = await get(app, 'get_payment_details', {}, auth);
    expect(history.body.data[0].payment_status).toBe('failed');
  });
});

describe('Paystack, PayPal, Flutterwave and iPay', () => {
  it('Paystack: initialise, then the signed charge.success pays', async () => {
    const { user, auth } = await world.member();
    const res = await post(
      app,
      'create-payment-intent',
      { package_id: world.gold, platform_type: 'web', payment_gateway: 'Paystack' },
      auth,
    );
    expect(res.status).toBe(201);
    const reference = res.body.data.payment_intent.id as string;
    expect(res.body.data.payment_intent.payment_gateway_response.authorization_url).toContain(paystack.url);
    paystack.settle(reference, 'success');
    expect(await deliver('paystack', paystack.webhook('charge.success', reference))).toBe(200);
    expect(await countRows(app.database.db, 'user_packages', { user_id: user.id })).toBe(1);
  });

  it('PayPal: an order to approve; its verified capture webhook pays', async () => {
    const { user, auth } = await world.member();
    const res = await get(app, 'paypal', { package_id: world.gold }, auth);
    expect(res.status).toBe(201);
    const { order_id: orderId, payment_transaction_id: id } = res.body.data;
    expect(res.body.data.approval_url).toBeTruthy();
    const event = paypalCaptureEvent('PAYMENT.CAPTURE.COMPLETED', {
      orderId,
      transactionId: id,
      amount: '49.99',
      currency: 'USD',
    });
    expect(await deliver('paypal', paypal.webhook(event))).toBe(200);
    expect((await findRow(app.database.db, 'payment_transactions', { id }))?.payment_status).toBe('success');
    expect(await countRows(app.database.db, 'user_packages', { user_id: user.id })).toBe(1);
  });

  it('Flutterwave: a hosted link; the webhook is believed only after the re-fetch', async () => {
    const { user, auth } = await world.member();
    const res = await post(app, 'flutterwave', { package_id: world.gold }, auth);
    expect(res.status).toBe(201);
    const txRef = res.body.data.order_id as string;
    expect(res.body.data.link).toBeTruthy();
    // The webhook says successful, the gateway's own record does not (yet): nothing changes.
    expect(await deliver('flutterwave', flutterwave.webhook(txRef, { status: 'successful' }))).toBe(200);
    expect(await countRows(app.database.db, 'user_packages', { user_id: user.id })).toBe(0);
    flutterwave.settle(txRef, 'successful');
    expect(await deliver('flutterwave', flutterwave.webhook(txRef))).toBe(200);
    expect(await countRows(app.database.db, 'user_packages', { user_id: user.id })).toBe(1);
  });

  it('iPay: a prompt to the phone; the signed callback confirmed by the status query pays', async () => {
    const { user, auth } = await world.member();
    const res = await post(app, 'ipay', { package_id: world.gold, phone: '+254712345678' }, auth);
    expect(res.status).toBe(201);
    const oid = res.body.data.order_id as string;
    expect(ipay.requests.length).toBeGreaterThanOrEqual(2); // initiate, then the push
    ipay.setTransaction(oid, { status: 'aei7p7yrx4ae34', txncd: 'QWE123RTY' });
    const callback = ipay.callback(oid, { format: 'form' });
    expect(await deliver('ipay', callback)).toBe(200);
    expect(await countRows(app.database.db, 'user_packages', { user_id: user.id })).toBe(1);
  });
});
