import { randomBytes } from 'node:crypto';
import { SANDBOX_SIGNATURE_HEADER, signSandboxEvent } from '../adapters/payments/sandbox.adapter.js';
import { createPackage } from '../db/testing/package.factory.js';
import { bearer, createSession, createUser } from '../db/testing/user.factory.js';
import { get, post, type TestApp } from './test-app.js';

/** Shared fixtures of the payments tests: packages, members, and sandbox webhooks. */
export async function paymentWorld(app: TestApp) {
  await app.services.settings.set('demo_mode', false);
  const gold = await createPackage(
    app,
    [{ type: 'property_list', limit: 10 }, { type: 'premium_properties' }],
    {
      price: 49.99,
      duration: 720,
      name: 'Gold',
    },
  );
  const silver = await createPackage(app, [{ type: 'project_list', limit: 5 }], {
    price: 19.5,
    name: 'Silver',
  });
  const free = await createPackage(app, [{ type: 'property_list', limit: 2 }], {
    package_type: 'free',
    name: 'Starter',
  });

  async function member() {
    const user = await createUser(app);
    return { user, auth: bearer(await createSession(app, user.id)) };
  }

  async function enable(
    ...keys: (
      | 'stripe_gateway'
      | 'paystack_gateway'
      | 'paypal_gateway'
      | 'flutterwave_status'
      | 'ipay_gateway'
    )[]
  ) {
    for (const key of [
      'stripe_gateway',
      'paystack_gateway',
      'paypal_gateway',
      'flutterwave_status',
      'ipay_gateway',
    ] as const)
      await app.services.settings.set(key, keys.includes(key));
  }

  /** A sandbox webhook with the local secret (or a forged one), as the sandbox page sends it. */
  async function sandboxWebhook(
    gateway: string,
    data: { payment_transaction_id: number; order_id: string; amount: number; currency: string },
    options: { type?: 'payment.succeeded' | 'payment.failed'; id?: string; secret?: string } = {},
  ) {
    const raw = JSON.stringify({
      id: options.id ?? `evt_${randomBytes(6).toString('hex')}`,
      type: options.type ?? 'payment.succeeded',
      data: { ...data, payment_id: `pay_${randomBytes(4).toString('hex')}` },
    });
    const secret = options.secret ?? app.deps.config.payments.sandboxSecret;
    const res = await app.app.inject({
      method: 'POST',
      url: `/api/webhooks/${gateway}`,
      payload: raw,
      headers: {
        'content-type': 'application/json',
        [SANDBOX_SIGNATURE_HEADER]: signSandboxEvent(secret, raw, app.clock.now),
      },
    });
    return { status: res.statusCode, body: res.json() as { received?: boolean } };
  }

  async function transaction(id: number, auth: Record<string, string>) {
    const res = await get(app, 'get_payment_details', { limit: 100 }, auth);
    return (res.body.data as { id: number; payment_status: string }[]).find((t) => t.id === id);
  }

  async function activePackages(auth: Record<string, string>): Promise<string[]> {
    const res = await get(app, 'get-package', {}, auth);
    return (res.body.active_packages as { name: string }[]).map((p) => p.name);
  }

  async function startStripe(auth: Record<string, string>, packageId = gold) {
    return post(app, 'create-payment-intent', { package_id: packageId, platform_type: 'web' }, auth);
  }

  return { gold, silver, free, member, enable, sandboxWebhook, transaction, activePackages, startStripe };
}
