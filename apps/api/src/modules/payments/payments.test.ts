import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { paymentWorld } from '../../testing/payment-world.js';
import { createTestApp, get, post, type TestApp } from '../../testing/test-app.js';

// Contract §3.5 and §3.7 through the built-in sandbox gateway, on a real app and database.

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
  await world.enable(
    'stripe_gateway',
    'paypal_gateway',
    'flutterwave_status',
    'paystack_gateway',
    'ipay_gateway',
  );
  await app.services.settings.set('demo_mode', false);
});

describe('get_payment_settings', () => {
  it('reports the enabled gateways in the system currency, sandbox mode, and any_enabled', async () => {
    const { auth } = await world.member();
    await world.enable('stripe_gateway', 'paypal_gateway');
    await app.services.settings.set('paypal_currency', 'EUR'); // not the system currency: disabled
    const res = await get(app, 'get_payment_settings', {}, auth);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      stripe_gateway: true,
      stripe_currency: 'USD',
      paypal_gateway: false,
      paystack_gateway: false,
      flutterwave_status: false,
      ipay_gateway: false,
      sandbox_mode: true,
      any_enabled: true,
    });
    await app.services.settings.set('paypal_currency', null);
    await world.enable();
    const none = await get(app, 'get_payment_settings', {}, auth);
    expect(none.body.data.any_enabled).toBe(false);
  });

  it('needs a session', async () => {
    expect((await get(app, 'get_payment_settings')).status).toBe(401);
  });
});

describe('starting a payment: the shared checks in their order', () => {
  it('refuses a guest, demo mode, no gateway, a disabled gateway, an unknown, free or held package', async () => {
    const { user, auth } = await world.member();
    expect((await world.startStripe({})).status).toBe(401);

    await app.services.settings.set('demo_mode', true);
    expect((await world.startStripe(auth)).body.code).toBe('DEMO_MODE');
    await app.services.settings.set('demo_mode', false);

    await world.enable();
    const none = await world.startStripe(auth);
    expect([none.status, none.body.code, none.body.message]).toEqual([
      403,
      'NO_PAYMENT_METHOD',
      'No payment method is enabled. Please contact the admin',
    ]);
    await world.enable('paypal_gateway');
    expect((await world.startStripe(auth)).body.code).toBe('GATEWAY_DISABLED');
    await world.enable('stripe_gateway');

    expect((await world.startStripe(auth, 999_999)).status).toBe(404);
    const free = await world.startStripe(auth, world.free);
    expect([free.status, free.body.code]).toEqual([409, 'PACKAGE_IS_FREE']);

    // Bought and paid: the same package again is refused while it is active.
    const started = await world.startStripe(auth);
    const intent = started.body.data.payment_intent;
    await world.sandboxWebhook('stripe', {
      payment_transaction_id: intent.payment_transaction_id,
      order_id: intent.id,
      amount: 49.99,
      currency: 'USD',
    });
    const again = await world.startStripe(auth);
    expect([again.status, again.body.code]).toEqual([409, 'PACKAGE_ALREADY_ACTIVE']);
    expect(user.id).toBeGreaterThan(0);
  });
});

describe('create-payment-intent through the sandbox', () => {
  it('creates a pending transaction at the current price and answers what the client needs', async () => {
    const { user, auth } = await world.member();
    const res = await world.startStripe(auth);
    expect(res.status).toBe(201);
    const { payment_intent: intent, payment_transaction: tx } = res.body.data;
    expect(intent).toMatchObject({ amount: 49.99, currency: 'USD', status: 'pending' });
    expect(intent.id).toMatch(/^sbx_stripe_/);
    expect(intent.payment_gateway_response.client_secret).toMatch(/_secret_/);
    expect(tx).toMatchObject({
      user_id: user.id,
      package_id: world.gold,
      package: { id: world.gold, name: 'Gold' },
      amount: 49.99,
      currency: 'USD',
      payment_gateway: 'Stripe',
      order_id: intent.id,
      transaction_id: null,
      payment_status: 'pending',
    });
    expect(tx).not.toHaveProperty('flagged_reason');
  });

  it('fails my older pending transaction for the same package when I start again', async () => {
    const { auth } = await world.member();
    const first = (await world.startStripe(auth)).body.data.payment_transaction.id;
    const second = (await world.startStripe(auth)).body.data.payment_transaction.id;
    expect((await world.transaction(first, auth))?.payment_status).toBe('failed');
    expect((await world.transaction(second, auth))?.payment_status).toBe('pending');
  });

  it('starts Paystack when asked, with its authorization URL', async () => {
    const { auth } = await world.member();
    const res = await post(
      app,
      'create-payment-intent',
      { package_id: world.silver, platform_type: 'web', payment_gateway: 'Paystack' },
      auth,
    );
    expect(res.status).toBe(201);
    expect(res.body.data.payment_transaction.payment_gateway).toBe('Paystack');
    expect(res.body.data.payment_intent.payment_gateway_response.authorization_url).toContain(
      '/api/payment-sandbox/paystack/',
    );
  });

  it('validates its params with the contract messages', async () => {
    const { auth } = await world.member();
    const res = await post(app, 'create-payment-intent', { package_id: 'x', platform_type: 'tv' }, auth);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
  });
});

describe('paypal, flutterwave, ipay through the sandbox', () => {
  it('paypal: an approval URL; a stale amount is 409 PRICE_CHANGED', async () => {
    const { auth } = await world.member();
    const stale = await get(app, 'paypal', { package_id: world.gold, amount: '39.99' }, auth);
    expect([stale.status, stale.body.code]).toEqual([409, 'PRICE_CHANGED']);
    const res = await get(app, 'paypal', { package_id: world.gold, amount: '49.99' }, auth);
    expect(res.status).toBe(201);
    expect(res.body.data.approval_url).toContain('/api/payment-sandbox/paypal/');
    expect(res.body.data.payment_transaction_id).toBeGreaterThan(0);
  });

  it('flutterwave: a hosted link', async () => {
    const { auth } = await world.member();
    const res = await post(app, 'flutterwave', { package_id: world.gold }, auth);
    expect(res.status).toBe(201);
    expect(res.body.data.link).toContain('/api/payment-sandbox/flutterwave/');
  });

  it('ipay: the phone is checked and masked, one open prompt per package', async () => {
    const { auth } = await world.member();
    const missing = await post(app, 'ipay', { package_id: world.gold }, auth);
    expect(missing.body.details?.[0]?.message ?? missing.body.message).toBe('Phone number is required');
    const bad = await post(app, 'ipay', { package_id: world.gold, phone: '12' }, auth);
    expect(bad.body.details?.[0]?.message ?? bad.body.message).toBe('Phone number is invalid');
    const res = await post(app, 'ipay', { package_id: world.gold, phone: '+254712345678' }, auth);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Approve the payment on your phone');
    expect(res.body.data).toMatchObject({ payment_status: 'pending', phone: '+2547•••••678' });
    expect(new Date(res.body.data.expires_at).getTime() - app.clock.now.getTime()).toBe(180_000);
    const again = await post(app, 'ipay', { package_id: world.gold, phone: '+254712345678' }, auth);
    expect([again.status, again.body.code]).toEqual([409, 'PAYMENT_IN_PROGRESS']);
  });
});

describe('the sandbox checkout page', () => {
  it('approve: a signed webhook makes the payment successful and the package active', async () => {
    const { auth } = await world.member();
    const { payment_intent: intent } = (await world.startStripe(auth)).body.data;
    const url = new URL(intent.payment_gateway_response.sandbox_url);
    const page = await app.app.inject({ url: url.pathname });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Gold');
    expect(page.body).toContain('$49.99');
    const done = await app.app.inject({
      method: 'POST',
      url: url.pathname,
      payload: 'decision=approve',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(
      `http://localhost:3000/payment/success?payment_transaction_id=${intent.payment_transaction_id}`,
    );
    expect((await world.transaction(intent.payment_transaction_id, auth))?.payment_status).toBe('success');
    expect(await world.activePackages(auth)).toEqual(['Gold']);
  });

  it('decline: the payment fails and the browser lands on the fail page', async () => {
    const { auth } = await world.member();
    const res = await post(app, 'flutterwave', { package_id: world.gold }, auth);
    const url = new URL(res.body.data.link);
    const done = await app.app.inject({
      method: 'POST',
      url: url.pathname,
      payload: 'decision=decline',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(done.headers.location).toContain('/payment/fail?payment_transaction_id=');
    expect((await world.transaction(res.body.data.payment_transaction_id, auth))?.payment_status).toBe(
      'failed',
    );
    expect(await world.activePackages(auth)).toEqual([]);
  });

  it('is 404 for an unknown order', async () => {
    expect((await app.app.inject({ url: '/api/payment-sandbox/stripe/sbx_nothing' })).statusCode).toBe(404);
    expect((await app.app.inject({ url: '/api/payment-sandbox/bitcoin/sbx_nothing' })).statusCode).toBe(404);
  });
});

describe('payment-transaction-fail and get_payment_details', () => {
  it('fails my pending payment, keeps a failed one, refuses a successful one and others’', async () => {
    const { auth } = await world.member();
    const other = await world.member();
    const tx = (await world.startStripe(auth)).body.data.payment_intent;
    expect(
      (
        await post(
          app,
          'payment-transaction-fail',
          { payment_transaction_id: tx.payment_transaction_id },
          other.auth,
        )
      ).status,
    ).toBe(404);
    const failed = await post(
      app,
      'payment-transaction-fail',
      { payment_transaction_id: tx.payment_transaction_id },
      auth,
    );
    expect([failed.status, failed.body.message, failed.body.data.payment_status]).toEqual([
      200,
      'Data Updated Successfully',
      'failed',
    ]);
    const again = await post(
      app,
      'payment-transaction-fail',
      { payment_transaction_id: tx.payment_transaction_id },
      auth,
    );
    expect([again.status, again.body.data.payment_status]).toEqual([200, 'failed']);
    // Money taken after a cancel is honoured: failed → success by a verified webhook.
    await world.sandboxWebhook('stripe', {
      payment_transaction_id: tx.payment_transaction_id,
      order_id: tx.id,
      amount: 49.99,
      currency: 'USD',
    });
    const paid = await post(
      app,
      'payment-transaction-fail',
      { payment_transaction_id: tx.payment_transaction_id },
      auth,
    );
    expect([paid.status, paid.body.code]).toEqual([409, 'TRANSACTION_NOT_PENDING']);
  });

  it('is allowed in demo mode', async () => {
    const { auth } = await world.member();
    const tx = (await world.startStripe(auth)).body.data.payment_intent;
    await app.services.settings.set('demo_mode', true);
    const res = await post(
      app,
      'payment-transaction-fail',
      { payment_transaction_id: tx.payment_transaction_id },
      auth,
    );
    expect(res.status).toBe(200);
  });

  it('lists mine newest first with the total', async () => {
    const { auth } = await world.member();
    await world.startStripe(auth, world.silver);
    app.clock.now = new Date(app.clock.now.getTime() + 1000);
    await world.startStripe(auth, world.gold);
    const res = await get(app, 'get_payment_details', { offset: 0, limit: 1 }, auth);
    expect(res.body.total).toBe(2);
    expect(res.body.data.map((t: { package: { name: string } }) => t.package.name)).toEqual(['Gold']);
    const rest = await get(app, 'get_payment_details', { offset: 1, limit: 10 }, auth);
    expect(rest.body.data.map((t: { package: { name: string } }) => t.package.name)).toEqual(['Silver']);
  });
});

describe('the payment return URL', () => {
  it('a cancelled return fails the payment; a plain return never makes it successful', async () => {
    const { auth } = await world.member();
    const a = (await world.startStripe(auth, world.gold)).body.data.payment_intent;
    const back = await app.app.inject({
      url: `/api/payment-return/stripe?payment_transaction_id=${a.payment_transaction_id}`,
    });
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toContain('/payment/success?');
    expect((await world.transaction(a.payment_transaction_id, auth))?.payment_status).toBe('pending');
    const cancel = await app.app.inject({
      url: `/api/payment-return/stripe?payment_transaction_id=${a.payment_transaction_id}&cancelled=1`,
    });
    expect(cancel.headers.location).toContain('/payment/fail?');
    expect((await world.transaction(a.payment_transaction_id, auth))?.payment_status).toBe('failed');
    expect(await world.activePackages(auth)).toEqual([]);
  });
});
