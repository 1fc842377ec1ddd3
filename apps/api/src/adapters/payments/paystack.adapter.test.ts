import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { unreachableUrl } from '../../testing/gateway-test-http.js';
import { type PaystackTestServer, startPaystackTestServer } from '../../testing/paystack-test-server.js';
import { PaymentGatewayError, type PaymentStart, WebhookSignatureError } from './payment-gateway.adapter.js';
import { PaystackGateway } from './paystack.adapter.js';

/** The Paystack adapter's real HTTP against a local server speaking Paystack's protocol. */
let paystack: PaystackTestServer;
let gateway: PaystackGateway;
let n = 0;

beforeAll(async () => {
  paystack = await startPaystackTestServer();
  gateway = new PaystackGateway({ secretKey: paystack.secretKey, apiBase: paystack.url });
});

afterAll(async () => {
  await paystack?.close();
});

beforeEach(() => {
  paystack.requests.length = 0;
});

function payment(overrides: Partial<PaymentStart> = {}): PaymentStart {
  n += 1;
  return {
    transactionId: 70 + n,
    reference: `domus-ps-${n}-${Date.now()}`,
    amount: 49.99,
    currency: 'NGN',
    packageId: 3,
    packageName: 'Featured 30 days',
    userId: 12,
    email: 'ana@example.com',
    returnUrl: 'https://domus.test/payments/return',
    cancelUrl: 'https://domus.test/payments/cancel',
    ...overrides,
  };
}

describe('PaystackGateway.start', () => {
  it('initializes the transaction in subunits with our reference, metadata and Bearer key', async () => {
    const p = payment();
    const started = await gateway.start(p);
    expect(started.orderId).toBe(p.reference);
    expect(Object.keys(started.client).sort()).toEqual(['access_code', 'authorization_url', 'reference']);
    expect(started.client.reference).toBe(p.reference);
    expect(started.client.authorization_url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/checkout\//);

    expect(paystack.requests).toHaveLength(1);
    const [request] = paystack.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/transaction/initialize');
    expect(request?.headers.authorization).toBe(`Bearer ${paystack.secretKey}`);
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.body).toEqual({
      email: 'ana@example.com',
      amount: 4999,
      currency: 'NGN',
      reference: p.reference,
      callback_url: 'https://domus.test/payments/return',
      metadata: { payment_transaction_id: p.transactionId, package_id: 3, user_id: 12 },
    });
  });

  it('sends USD in cents and upper-cases the currency', async () => {
    await gateway.start(payment({ amount: 12.5, currency: 'usd' }));
    expect(paystack.requests[0]?.body).toMatchObject({ amount: 1250, currency: 'USD' });
  });

  it('a 4xx refusal is a PaymentGatewayError carrying Paystack’s message', async () => {
    const p = payment();
    await gateway.start(p);
    // The same reference twice: Paystack refuses with 400 and status false.
    const error = await gateway.start(p).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentGatewayError);
    expect((error as Error).message).toMatch(/400.*Duplicate Transaction Reference/);
  });

  it('a wrong secret key (401) is a PaymentGatewayError', async () => {
    const wrong = new PaystackGateway({ secretKey: 'sk_test_wrong', apiBase: paystack.url });
    await expect(wrong.start(payment())).rejects.toThrow(/401.*Invalid key/);
  });

  it('a 200 answer with status false is a refusal too', async () => {
    paystack.misbehave({ status: 200, body: { status: false, message: 'Something went wrong' } });
    await expect(gateway.start(payment())).rejects.toBeInstanceOf(PaymentGatewayError);
  });

  it('a currency the merchant cannot charge is refused', async () => {
    await expect(gateway.start(payment({ currency: 'EUR' }))).rejects.toThrow(/Currency not supported/);
  });

  it('no payer email: refused before any call', async () => {
    await expect(gateway.start(payment({ email: null }))).rejects.toBeInstanceOf(PaymentGatewayError);
    expect(paystack.requests).toHaveLength(0);
  });

  it('an unreachable gateway, a dropped connection and a timeout are PaymentGatewayErrors', async () => {
    const down = new PaystackGateway({ secretKey: 'sk', apiBase: await unreachableUrl() });
    await expect(down.start(payment())).rejects.toBeInstanceOf(PaymentGatewayError);

    paystack.misbehave({ drop: true });
    await expect(gateway.start(payment())).rejects.toBeInstanceOf(PaymentGatewayError);

    const impatient = new PaystackGateway({
      secretKey: paystack.secretKey,
      apiBase: paystack.url,
      timeoutMs: 200,
    });
    paystack.misbehave({ stall: true });
    await expect(impatient.start(payment())).rejects.toThrow(/Paystack unreachable/);
  });
});

describe('PaystackGateway.verifyWebhook', () => {
  it('charge.success: a success in major units naming our transaction', async () => {
    const p = payment({ amount: 150 });
    await gateway.start(p);
    const settled = paystack.settle(p.reference, 'success');
    const { raw, headers } = paystack.webhook('charge.success', p.reference);
    expect(await gateway.verifyWebhook(raw, headers)).toEqual({
      eventId: `charge.success:${settled.id}`,
      kind: 'success',
      transactionId: p.transactionId,
      orderId: p.reference,
      amount: 150,
      currency: 'NGN',
      gatewayTransactionId: String(settled.id),
    });
  });

  it('charge.failed is a failure; another event is ignored', async () => {
    const p = payment();
    await gateway.start(p);
    paystack.settle(p.reference, 'failed');
    const failed = paystack.webhook('charge.failed', p.reference);
    expect((await gateway.verifyWebhook(failed.raw, failed.headers)).kind).toBe('failure');
    const other = paystack.webhook('transfer.success', p.reference);
    const ignored = await gateway.verifyWebhook(other.raw, other.headers);
    expect(ignored.kind).toBe('ignored');
    expect(ignored.eventId).toMatch(/^transfer\.success:\d+$/);
  });

  it('reads a transaction id given as a numeric string, and null for anything else', async () => {
    const asString = paystack.signedWebhook({
      event: 'charge.success',
      data: {
        id: 9,
        reference: 'r1',
        amount: 500,
        currency: 'ghs',
        metadata: { payment_transaction_id: '81' },
      },
    });
    const event = await gateway.verifyWebhook(asString.raw, asString.headers);
    expect(event).toMatchObject({ transactionId: 81, amount: 5, currency: 'GHS' });
    const junk = paystack.signedWebhook({
      event: 'charge.success',
      data: {
        id: 10,
        reference: 'r2',
        amount: 500,
        currency: 'NGN',
        metadata: { payment_transaction_id: 'x1' },
      },
    });
    expect((await gateway.verifyWebhook(junk.raw, junk.headers)).transactionId).toBeNull();
  });

  it('a forged signature is refused', async () => {
    const { raw, headers } = paystack.signedWebhook({ event: 'charge.success', data: { id: 1 } });
    const forged = new PaystackGateway({ secretKey: 'sk_test_other', apiBase: paystack.url });
    await expect(forged.verifyWebhook(raw, headers)).rejects.toBeInstanceOf(WebhookSignatureError);
  });

  it('a body changed after signing is refused', async () => {
    const { headers } = paystack.signedWebhook({ event: 'charge.success', data: { id: 1, amount: 100 } });
    const tampered = Buffer.from(JSON.stringify({ event: 'charge.success', data: { id: 1, amount: 999 } }));
    await expect(gateway.verifyWebhook(tampered, headers)).rejects.toThrow(/does not match/);
  });

  it('a missing or wrong-length signature header is refused', async () => {
    const { raw, headers } = paystack.signedWebhook({ event: 'charge.success', data: { id: 1 } });
    await expect(gateway.verifyWebhook(raw, {})).rejects.toThrow(/missing x-paystack-signature/);
    const short = { ...headers, 'x-paystack-signature': headers['x-paystack-signature']?.slice(0, 64) };
    await expect(gateway.verifyWebhook(raw, short)).rejects.toBeInstanceOf(WebhookSignatureError);
  });

  it('a validly signed body that is not JSON is refused as malformed', async () => {
    const raw = Buffer.from('event=charge.success');
    const headers = { 'x-paystack-signature': paystack.sign(raw) };
    await expect(gateway.verifyWebhook(raw, headers)).rejects.toThrow(/malformed body/);
  });
});

describe('PaystackGateway.onReturn and status', () => {
  it('maps the verified status: abandoned and failed are a cancel, the rest a return', async () => {
    const p = payment();
    await gateway.start(p);
    const query = { reference: p.reference, trxref: p.reference };
    expect(await gateway.onReturn(query, p.reference)).toBe('cancelled');
    expect(paystack.requests.at(-1)?.path).toBe(`/transaction/verify/${p.reference}`);
    expect(paystack.requests.at(-1)?.headers.authorization).toBe(`Bearer ${paystack.secretKey}`);
    paystack.settle(p.reference, 'failed');
    expect(await gateway.onReturn(query, p.reference)).toBe('cancelled');
    paystack.settle(p.reference, 'ongoing');
    expect(await gateway.onReturn(query, p.reference)).toBe('returned');
    paystack.settle(p.reference, 'success');
    expect(await gateway.onReturn(query, p.reference)).toBe('returned');
  });

  it('a return while Paystack is unreachable is a plain return', async () => {
    const down = new PaystackGateway({ secretKey: 'sk', apiBase: await unreachableUrl() });
    expect(await down.onReturn({}, 'any')).toBe('returned');
  });

  it('status: success is paid, failed and abandoned unpaid, the rest unknown', async () => {
    const p = payment();
    await gateway.start(p);
    expect(await gateway.status(p.reference)).toBe('unpaid');
    paystack.settle(p.reference, 'success');
    expect(await gateway.status(p.reference)).toBe('paid');
    paystack.settle(p.reference, 'failed');
    expect(await gateway.status(p.reference)).toBe('unpaid');
    paystack.settle(p.reference, 'pending');
    expect(await gateway.status(p.reference)).toBe('unknown');
    expect(await gateway.status('never-initialized')).toBe('unknown');
    const down = new PaystackGateway({ secretKey: 'sk', apiBase: await unreachableUrl() });
    expect(await down.status(p.reference)).toBe('unknown');
  });
});
