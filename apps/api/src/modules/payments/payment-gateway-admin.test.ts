import { GATEWAY_MESSAGES } from '@domus/shared/schemas/admin-payment-gateway.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, findRows } from '../../db/testing/rows.js';
import { bearer, createSession, createUser } from '../../db/testing/user.factory.js';
import { paymentConfig } from '../../payment-config.js';
import { createTestApp, get, type TestApp } from '../../testing/test-app.js';

// Operators' payment gateways (admin/payment-gateways): switch, currency and publishable key per
// gateway; secrets are server config, never shown nor taken; switching on a gateway nothing can
// serve is refused; buyers' get_payment_settings and web-settings show a change at once.

async function adminOf(app: TestApp) {
  const user = await createUser(app, { role: 'admin' });
  return bearer(await createSession(app, user.id));
}

async function patch(app: TestApp, gateway: string, payload: object, headers: Record<string, string>) {
  const res = await app.app.inject({
    method: 'PATCH',
    url: `/api/admin/payment-gateways/${gateway}`,
    headers,
    payload,
  });
  return { status: res.statusCode, body: res.json() as any, text: res.body };
}

type Gateway = { gateway: string; [key: string]: unknown };
const find = (list: Gateway[], slug: string) => list.find((g) => g.gateway === slug);

describe('with the built-in sandbox (the default)', () => {
  let app: TestApp;
  let admin: Record<string, string>;
  let member: Record<string, string>;
  beforeAll(async () => {
    // With the response cache on: a change must reach buyers past it.
    app = await createTestApp({ responseCache: true });
    admin = await adminOf(app);
    member = bearer(await createSession(app, (await createUser(app)).id));
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers 401 to a guest and 403 to a member, changing nothing', async () => {
    for (const [headers, expected] of [
      [{}, [401, 'NOT_LOGGED_IN']],
      [member, [403, 'FORBIDDEN']],
    ] as const) {
      const list = await get(app, 'admin/payment-gateways', {}, headers);
      expect([list.status, list.body.code]).toEqual(expected);
      const write = await patch(app, 'stripe', { enabled: true }, headers);
      expect([write.status, write.body.code]).toEqual(expected);
    }
    expect(await app.services.settings.get('stripe_gateway')).toBe(false);
    expect(await countRows(app.deps.db, 'audit_log')).toBe(0);
  });

  it('lists the five gateways with the server facts: sandbox, no secrets, webhook URLs', async () => {
    const res = await get(app, 'admin/payment-gateways', {}, admin);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 5, system_currency: 'USD', sandbox: true });
    expect(res.body.data.map((g: Gateway) => g.gateway)).toEqual([
      'stripe',
      'paystack',
      'paypal',
      'flutterwave',
      'ipay',
    ]);
    expect(find(res.body.data, 'stripe')).toEqual({
      gateway: 'stripe',
      enabled: false,
      currency: null,
      takes_public_key: true,
      public_key: null,
      mode: 'sandbox',
      secrets_configured: false,
      secret_variables: ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'],
      webhook_url: 'http://localhost:3000/api/webhooks/stripe',
      offered: false,
    });
    expect(find(res.body.data, 'paypal')).toMatchObject({ takes_public_key: false, public_key: null });
  });

  it('switches a gateway on: buyers and web-settings see it at once; audited', async () => {
    // Both public answers read before the change, so any cache of them is warm.
    const buyer = member;
    expect((await get(app, 'get_payment_settings', {}, buyer)).body.data.stripe_gateway).toBe(false);
    expect((await get(app, 'web-settings')).body.data.stripe_publishable_key).toBeNull();

    const res = await patch(
      app,
      'stripe',
      { enabled: true, currency: 'usd', public_key: 'pk_test_abc123' },
      admin,
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      enabled: true,
      currency: 'USD',
      public_key: 'pk_test_abc123',
      offered: true,
    });
    expect((await get(app, 'get_payment_settings', {}, buyer)).body.data).toMatchObject({
      stripe_gateway: true,
      stripe_publishable_key: 'pk_test_abc123',
      any_enabled: true,
    });
    expect((await get(app, 'web-settings')).body.data.stripe_publishable_key).toBe('pk_test_abc123');

    const [record] = await findRows(app.deps.db, 'audit_log', { action: 'payment_gateway.update' });
    expect(record).toMatchObject({ target_type: 'settings' });
    expect(JSON.parse(String(record?.before))).toEqual({
      gateway: 'Stripe',
      enabled: false,
      currency: null,
      public_key: null,
    });
    expect(JSON.parse(String(record?.after))).toEqual({
      gateway: 'Stripe',
      enabled: true,
      currency: 'USD',
      public_key: 'pk_test_abc123',
    });

    // The settings as a whole: an empty currency and key go back to the system currency and none.
    const off = await patch(app, 'stripe', { enabled: false, currency: '', public_key: '' }, admin);
    expect(off.body.data).toMatchObject({ enabled: false, currency: null, public_key: null, offered: false });
    expect((await get(app, 'get_payment_settings', {}, buyer)).body.data.stripe_gateway).toBe(false);
  });

  it.each([
    ['no switch', 'paypal', {}, 'enabled', GATEWAY_MESSAGES.enabledRequired],
    [
      'a currency that is not ISO 4217',
      'paypal',
      { enabled: false, currency: 'EURO' },
      'currency',
      'Not a currency code',
    ],
    [
      'another currency than the system one',
      'paypal',
      { enabled: true, currency: 'EUR' },
      'currency',
      'Payments are charged in the system currency (USD): leave the currency empty or set USD',
    ],
    [
      'a secret key pasted as the public one',
      'stripe',
      { enabled: false, public_key: 'sk_live_123' },
      'public_key',
      GATEWAY_MESSAGES.secretKeyPasted,
    ],
    [
      'a key that is not a publishable key',
      'paystack',
      { enabled: false, public_key: 'hello' },
      'public_key',
      GATEWAY_MESSAGES.notPublicKey,
    ],
    [
      'a key for a gateway that has none',
      'ipay',
      { enabled: false, public_key: 'pk_test_1' },
      'public_key',
      GATEWAY_MESSAGES.noPublicKey,
    ],
    [
      'an unknown gateway',
      'bitcoin',
      { enabled: true },
      'gateway',
      'gateway must be one of: stripe, paystack, paypal, flutterwave, ipay',
    ],
  ])('refuses %s with a message on the field, storing nothing', async (_, gateway, body, field, message) => {
    const audited = await countRows(app.deps.db, 'audit_log');
    const res = await patch(app, gateway, body, admin);
    expect([res.status, res.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(res.body.details.fields).toContainEqual({ field, message });
    expect(await countRows(app.deps.db, 'audit_log')).toBe(audited);
    expect(await app.services.settings.get('paypal_gateway')).toBe(false);
  });
});

describe('with the sandbox off and no secrets', () => {
  let app: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    app = await createTestApp({ payments: paymentConfig({ PAYMENT_SANDBOX: 'off' }) });
    admin = await adminOf(app);
  });
  afterAll(async () => {
    await app.close();
  });

  it('says no gateway is available, refuses switching one on (409), allows switching off', async () => {
    const list = await get(app, 'admin/payment-gateways', {}, admin);
    expect(list.body.sandbox).toBe(false);
    expect(list.body.data.every((g: Gateway) => g.mode === 'unavailable' && !g.secrets_configured)).toBe(
      true,
    );
    const res = await patch(app, 'paypal', { enabled: true }, admin);
    expect([res.status, res.body.code, res.body.details]).toEqual([
      409,
      'GATEWAY_NOT_CONFIGURED',
      { gateway: 'paypal', variables: ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET', 'PAYPAL_WEBHOOK_ID'] },
    ]);
    expect(res.body.message).toBe(
      "This payment gateway's secret keys are not set on the server: set PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET and PAYPAL_WEBHOOK_ID in the server's environment and restart it (or run it with PAYMENT_SANDBOX=on to take test payments)",
    );
    expect(await app.services.settings.get('paypal_gateway')).toBe(false);
    expect(await countRows(app.deps.db, 'audit_log')).toBe(0);
    expect((await patch(app, 'paypal', { enabled: false, currency: 'USD' }, admin)).status).toBe(200);
  });
});

describe('with every gateway live', () => {
  const SECRETS = {
    STRIPE_SECRET_KEY: 'sk_test_secret_stripe_1a2b',
    STRIPE_WEBHOOK_SECRET: 'whsec_secret_stripe_3c4d',
    PAYSTACK_SECRET_KEY: 'sk_test_secret_paystack_5e6f',
    PAYPAL_CLIENT_ID: 'paypal-client-id-7a8b',
    PAYPAL_CLIENT_SECRET: 'paypal-client-secret-9c0d',
    PAYPAL_WEBHOOK_ID: 'WH-PAYPAL-1e2f',
    FLUTTERWAVE_SECRET_KEY: 'FLWSECK_TEST-secret-3a4b',
    FLUTTERWAVE_SECRET_HASH: 'flutterwave-hash-5c6d',
    IPAY_VENDOR_ID: 'ipay-vendor-7e8f',
    IPAY_HASH_KEY: 'ipay-hash-key-9a0b',
    PAYMENT_SANDBOX_SECRET: 'sandbox-secret-1c2d',
  };
  let app: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    app = await createTestApp({ payments: paymentConfig({ PAYMENT_SANDBOX: 'off', ...SECRETS }) });
    admin = await adminOf(app);
  });
  afterAll(async () => {
    await app.close();
  });

  it('reports secrets as set, never their values, in any answer or audit record', async () => {
    const answers: string[] = [];
    const list = await get(app, 'admin/payment-gateways', {}, admin);
    answers.push(JSON.stringify(list.body));
    expect(list.body.data.every((g: Gateway) => g.mode === 'live' && g.secrets_configured)).toBe(true);

    // Stripe's card form needs its publishable key when live.
    const bare = await patch(app, 'stripe', { enabled: true }, admin);
    expect(bare.body.details.fields).toContainEqual({
      field: 'public_key',
      message: "Stripe's card form needs its publishable key (pk_…)",
    });
    answers.push(bare.text);
    for (const gateway of ['stripe', 'paystack', 'paypal', 'flutterwave', 'ipay']) {
      const body =
        gateway === 'stripe' ? { enabled: true, public_key: 'pk_live_visible' } : { enabled: true };
      const res = await patch(app, gateway, body, admin);
      expect([gateway, res.status, res.body.data.offered]).toEqual([gateway, 200, true]);
      answers.push(res.text);
    }
    answers.push(JSON.stringify((await get(app, 'admin/audit-log', { limit: 100 }, admin)).body));
    answers.push(JSON.stringify((await get(app, 'web-settings')).body));
    const text = answers.join('\n');
    expect(text).toContain('pk_live_visible');
    for (const secret of Object.values(SECRETS)) expect(text).not.toContain(secret);
  });
});
