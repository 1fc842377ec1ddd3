import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type FlutterwaveTestServer,
  startFlutterwaveTestServer,
} from '../../testing/flutterwave-test-server.js';
import { unreachableUrl } from '../../testing/gateway-test-http.js';
import { FlutterwaveGateway } from './flutterwave.adapter.js';
import { PaymentGatewayError, type PaymentStart, WebhookSignatureError } from './payment-gateway.adapter.js';

/** The Flutterwave adapter's real HTTP against a local server speaking Flutterwave's v3 protocol. */
let flw: FlutterwaveTestServer;
let gateway: FlutterwaveGateway;
let n = 0;

beforeAll(async () => {
  flw = await startFlutterwaveTestServer();
  gateway = new FlutterwaveGateway({
    secretKey: flw.secretKey,
    secretHash: flw.secretHash,
    apiBase: flw.url,
  });
});

afterAll(async () => {
  await flw?.close();
});

beforeEach(() => {
  flw.requests.length = 0;
});

function payment(overrides: Partial<PaymentStart> = {}): PaymentStart {
  n += 1;
  return {
    transactionId: 300 + n,
    reference: `domus-flw-${n}-${Date.now()}`,
    amount: 49.99,
    currency: 'KES',
    packageId: 4,
    packageName: 'Top of search 7 days',
    userId: 21,
    email: 'bo@example.com',
    returnUrl: 'https://domus.test/payments/return',
    cancelUrl: 'https://domus.test/payments/cancel',
    ...overrides,
  };
}

/** A started payment, settled by the payer as `status`. */
async function paid(status: 'successful' | 'failed' | 'pending', overrides: Partial<PaymentStart> = {}) {
  const p = payment(overrides);
  await gateway.start(p);
  return { p, transaction: flw.settle(p.reference, status) };
}

describe('FlutterwaveGateway.start', () => {
  it('creates a Standard payment in major units with our tx_ref, meta and Bearer key', async () => {
    const p = payment();
    const started = await gateway.start(p);
    expect(started.orderId).toBe(p.reference);
    expect(Object.keys(started.client)).toEqual(['link']);
    expect(started.client.link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v3\/hosted\/pay\//);

    expect(flw.requests).toHaveLength(1);
    const [request] = flw.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v3/payments');
    expect(request?.headers.authorization).toBe(`Bearer ${flw.secretKey}`);
    expect(request?.body).toEqual({
      tx_ref: p.reference,
      amount: 49.99,
      currency: 'KES',
      redirect_url: 'https://domus.test/payments/return',
      customer: { email: 'bo@example.com' },
      meta: { payment_transaction_id: p.transactionId, package_id: 4, user_id: 21 },
      customizations: { title: 'Top of search 7 days' },
    });
  });

  it('rounds the amount to the currency’s precision and upper-cases the currency', async () => {
    await gateway.start(payment({ amount: 0.1 + 0.2, currency: 'ngn' }));
    expect(flw.requests[0]?.body).toMatchObject({ amount: 0.3, currency: 'NGN' });
  });

  it('a 4xx refusal, a wrong key and a 200 with status error are PaymentGatewayErrors', async () => {
    const p = payment();
    await gateway.start(p);
    await expect(gateway.start(p)).rejects.toThrow(/400.*Duplicate transaction reference/);
    const wrong = new FlutterwaveGateway({ secretKey: 'FLWSECK-wrong', secretHash: 'h', apiBase: flw.url });
    await expect(wrong.start(payment())).rejects.toThrow(/401.*Invalid authorization key/);
    flw.misbehave({ status: 200, body: { status: 'error', message: 'Merchant not enabled', data: null } });
    await expect(gateway.start(payment())).rejects.toBeInstanceOf(PaymentGatewayError);
    await expect(gateway.start(payment({ email: null }))).rejects.toBeInstanceOf(PaymentGatewayError);
  });

  it('an unreachable gateway and a timeout are PaymentGatewayErrors', async () => {
    const down = new FlutterwaveGateway({ secretKey: 'k', secretHash: 'h', apiBase: await unreachableUrl() });
    await expect(down.start(payment())).rejects.toBeInstanceOf(PaymentGatewayError);
    const impatient = new FlutterwaveGateway({
      secretKey: flw.secretKey,
      secretHash: flw.secretHash,
      apiBase: flw.url,
      timeoutMs: 200,
    });
    flw.misbehave({ stall: true });
    await expect(impatient.start(payment())).rejects.toThrow(/Flutterwave unreachable/);
  });
});

describe('FlutterwaveGateway.verifyWebhook', () => {
  it('a confirmed successful charge is a success, read from the re-fetched transaction', async () => {
    const { p, transaction } = await paid('successful');
    const { raw, headers } = flw.webhook(p.reference);
    expect(await gateway.verifyWebhook(raw, headers)).toEqual({
      eventId: `charge.completed:${transaction.id}`,
      kind: 'success',
      transactionId: p.transactionId,
      orderId: p.reference,
      amount: 49.99,
      currency: 'KES',
      gatewayTransactionId: String(transaction.id),
    });
    const refetch = flw.requests.at(-1);
    expect(refetch?.method).toBe('GET');
    expect(refetch?.path).toBe(`/v3/transactions/${transaction.id}/verify`);
    expect(refetch?.headers.authorization).toBe(`Bearer ${flw.secretKey}`);
  });

  it('a failed charge is a failure; a pending one and another event are ignored', async () => {
    const failed = await paid('failed');
    const f = flw.webhook(failed.p.reference);
    expect((await gateway.verifyWebhook(f.raw, f.headers)).kind).toBe('failure');

    const pending = await paid('pending');
    const q = flw.webhook(pending.p.reference);
    expect((await gateway.verifyWebhook(q.raw, q.headers)).kind).toBe('ignored');

    flw.requests.length = 0;
    const t = flw.webhook(pending.p.reference, {}, 'transfer.completed');
    const other = await gateway.verifyWebhook(t.raw, t.headers);
    expect(other).toMatchObject({ kind: 'ignored', eventId: `transfer.completed:${pending.transaction.id}` });
    expect(other.amount).toBeNull();
    expect(flw.requests).toHaveLength(0); // nothing to confirm for an event Domus does not act on
  });

  it('the body claims successful but Flutterwave says failed: a failure', async () => {
    const { p } = await paid('failed');
    const { raw, headers } = flw.webhook(p.reference, { status: 'successful' });
    expect(JSON.parse(raw.toString()).data.status).toBe('successful');
    expect((await gateway.verifyWebhook(raw, headers)).kind).toBe('failure');
  });

  it('the body claims another amount and currency: the event reports what Flutterwave confirms', async () => {
    const { p } = await paid('successful', { amount: 2500, currency: 'NGN' });
    flw.settle(p.reference, 'successful', { amount: 25 });
    const { raw, headers } = flw.webhook(p.reference, {
      amount: 2500,
      currency: 'USD',
      tx_ref: 'someone-else',
    });
    expect(await gateway.verifyWebhook(raw, headers)).toMatchObject({
      kind: 'success',
      amount: 25,
      currency: 'NGN',
      orderId: p.reference,
    });
  });

  it('a re-fetch that cannot reach Flutterwave is a plain Error, not a signature error', async () => {
    const { p } = await paid('successful');
    const { raw, headers } = flw.webhook(p.reference);
    const down = new FlutterwaveGateway({
      secretKey: 'k',
      secretHash: flw.secretHash,
      apiBase: await unreachableUrl(),
    });
    const error = await down.verifyWebhook(raw, headers).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(WebhookSignatureError);
    expect((error as Error).message).toMatch(/unreachable to confirm/);

    flw.misbehave({ status: 503, body: { status: 'error', message: 'Service unavailable' } });
    const outage = await gateway.verifyWebhook(raw, headers).catch((e: unknown) => e);
    expect(outage).toBeInstanceOf(Error);
    expect(outage).not.toBeInstanceOf(WebhookSignatureError);
  });

  it('a transaction id Flutterwave does not know is not genuine', async () => {
    const { raw, headers } = flw.signedWebhook({
      event: 'charge.completed',
      data: { id: 999, status: 'successful' },
    });
    await expect(gateway.verifyWebhook(raw, headers)).rejects.toThrow(/does not know transaction 999/);
  });

  it('a wrong, missing or wrong-length verif-hash is refused before any call', async () => {
    const { p } = await paid('successful');
    const { raw, headers } = flw.webhook(p.reference);
    flw.requests.length = 0;
    const forged = { ...headers, 'verif-hash': flw.secretHash.replace(/.$/, (c) => (c === '0' ? '1' : '0')) };
    await expect(gateway.verifyWebhook(raw, forged)).rejects.toThrow(/verif-hash does not match/);
    await expect(gateway.verifyWebhook(raw, {})).rejects.toThrow(/missing verif-hash/);
    const short = { 'verif-hash': flw.secretHash.slice(1) };
    await expect(gateway.verifyWebhook(raw, short)).rejects.toBeInstanceOf(WebhookSignatureError);
    expect(flw.requests).toHaveLength(0);
  });

  it('a genuine hash over a body that is not JSON or names no transaction is malformed', async () => {
    const headers = { 'verif-hash': flw.secretHash };
    await expect(gateway.verifyWebhook(Buffer.from('<xml/>'), headers)).rejects.toThrow(/malformed body/);
    const noId = flw.signedWebhook({ event: 'charge.completed', data: { status: 'successful' } });
    await expect(gateway.verifyWebhook(noId.raw, noId.headers)).rejects.toBeInstanceOf(WebhookSignatureError);
  });
});

describe('FlutterwaveGateway.onReturn and status', () => {
  it('cancelled and failed returns are a cancel; successful is only a return', async () => {
    const q = (status: string) => ({ status, tx_ref: 'r', transaction_id: '1' });
    expect(await gateway.onReturn(q('cancelled'), 'r')).toBe('cancelled');
    expect(await gateway.onReturn(q('failed'), 'r')).toBe('cancelled');
    expect(await gateway.onReturn(q('successful'), 'r')).toBe('returned');
    expect(await gateway.onReturn({}, 'r')).toBe('returned');
  });

  it('status by tx_ref: successful paid, failed and cancelled unpaid, pending unknown, none unpaid', async () => {
    const { p } = await paid('pending');
    expect(await gateway.status(p.reference)).toBe('unknown');
    const request = flw.requests.at(-1);
    expect(request?.path).toBe('/v3/transactions/verify_by_reference');
    expect(request?.query.get('tx_ref')).toBe(p.reference);
    expect(request?.headers.authorization).toBe(`Bearer ${flw.secretKey}`);
    flw.settle(p.reference, 'successful');
    expect(await gateway.status(p.reference)).toBe('paid');
    flw.settle(p.reference, 'failed');
    expect(await gateway.status(p.reference)).toBe('unpaid');
    flw.settle(p.reference, 'cancelled');
    expect(await gateway.status(p.reference)).toBe('unpaid');
    expect(await gateway.status('never-started')).toBe('unpaid');
    flw.misbehave({ status: 500, body: { status: 'error', message: 'boom' } });
    expect(await gateway.status(p.reference)).toBe('unknown');
    const down = new FlutterwaveGateway({ secretKey: 'k', secretHash: 'h', apiBase: await unreachableUrl() });
    expect(await down.status(p.reference)).toBe('unknown');
  });
});
