import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type PaypalTestServer,
  paypalCaptureEvent,
  startPaypalTestServer,
} from '../../testing/paypal-test-server.js';
import { PaymentGatewayError, type PaymentStart, WebhookSignatureError } from './payment-gateway.adapter.js';
import { PaypalGateway, paypalAmountValue } from './paypal.adapter.js';

const CREDENTIALS = { clientId: 'domus-client', clientSecret: 'domus-secret', webhookId: 'WH-DOMUS-1' };

let paypal: PaypalTestServer;
beforeAll(async () => {
  paypal = await startPaypalTestServer(CREDENTIALS);
});
afterAll(() => paypal.close());
afterEach(() => {
  paypal.requests.length = 0;
});

const gateway = (overrides: Partial<ConstructorParameters<typeof PaypalGateway>[0]> = {}) =>
  new PaypalGateway({ ...CREDENTIALS, apiBase: paypal.url, ...overrides });

let nextId = 1;
function payment(overrides: Partial<PaymentStart> = {}): PaymentStart {
  const id = nextId++;
  return {
    transactionId: id,
    reference: `DOM-${id}-${Date.now()}`,
    amount: 49.99,
    currency: 'USD',
    packageId: 3,
    packageName: 'Featured listing, 30 days',
    userId: 7,
    email: 'ana@example.com',
    returnUrl: `https://domus.test/payments/return?tx=${id}`,
    cancelUrl: `https://domus.test/payments/return?tx=${id}&cancelled=1`,
    ...overrides,
  };
}

/** A port nothing listens on: connections are refused. */
async function deadPort(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

describe('PaypalGateway.start', () => {
  it('creates a CAPTURE order with our ids, the amount as a decimal string and both URLs', async () => {
    const start = payment({ amount: 1250.5 });
    const started = await gateway().start(start);

    const [tokenCall] = paypal.to('/v1/oauth2/token');
    const basic = Buffer.from('domus-client:domus-secret').toString('base64');
    expect(tokenCall?.headers.authorization).toBe(`Basic ${basic}`);
    expect(tokenCall?.body).toBe('grant_type=client_credentials');

    const [create] = paypal.to('/v2/checkout/orders');
    expect(create?.headers.authorization).toMatch(/^Bearer A21AA/);
    expect(create?.json.intent).toBe('CAPTURE');
    expect(create?.json.purchase_units).toEqual([
      {
        custom_id: String(start.transactionId),
        invoice_id: start.reference,
        description: 'Featured listing, 30 days',
        amount: { currency_code: 'USD', value: '1250.50' },
      },
    ]);
    expect(create?.json.payment_source.paypal.experience_context).toMatchObject({
      return_url: start.returnUrl,
      cancel_url: start.cancelUrl,
    });

    expect(paypal.orders.has(started.orderId)).toBe(true);
    expect(started.client).toEqual({ approval_url: `${paypal.url}/checkoutnow?token=${started.orderId}` });
  });

  it('formats amounts with the currency’s own decimals', () => {
    expect(paypalAmountValue(49.99, 'USD')).toBe('49.99');
    expect(paypalAmountValue(0.1 + 0.2, 'EUR')).toBe('0.30');
    expect(paypalAmountValue(500, 'JPY')).toBe('500');
    expect(paypalAmountValue(7, 'GBP')).toBe('7.00');
  });

  it('asks for one token for two starts and reuses it until shortly before it expires', async () => {
    const adapter = gateway();
    await adapter.start(payment());
    await adapter.start(payment());
    expect(paypal.to('/v1/oauth2/token')).toHaveLength(1);
    expect(paypal.to('/v2/checkout/orders')).toHaveLength(2);
  });

  it('asks again when the token is about to expire', async () => {
    const shortLived = await startPaypalTestServer({ ...CREDENTIALS, tokenTtlSeconds: 30 });
    try {
      const adapter = new PaypalGateway({ ...CREDENTIALS, apiBase: shortLived.url });
      await adapter.start(payment());
      await adapter.start(payment());
      expect(shortLived.to('/v1/oauth2/token')).toHaveLength(2);
    } finally {
      await shortLived.close();
    }
  });

  it('turns a refused order into a PaymentGatewayError', async () => {
    paypal.failNext('/v2/checkout/orders', 422, {
      name: 'UNPROCESSABLE_ENTITY',
      message: 'CURRENCY_NOT_SUPPORTED',
    });
    await expect(gateway().start(payment())).rejects.toThrow(PaymentGatewayError);
    await expect(gateway().start(payment())).resolves.toHaveProperty('orderId');
  });

  it('turns wrong credentials into a PaymentGatewayError', async () => {
    await expect(gateway({ clientSecret: 'wrong' }).start(payment())).rejects.toThrow(PaymentGatewayError);
    expect(paypal.to('/v2/checkout/orders')).toHaveLength(0);
  });

  it('turns an unreachable PayPal or a timeout into a PaymentGatewayError', async () => {
    const dead = gateway({ apiBase: await deadPort() });
    await expect(dead.start(payment())).rejects.toThrow(PaymentGatewayError);

    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const slow = gateway({
        apiBase: `http://127.0.0.1:${(silent.address() as AddressInfo).port}`,
        timeoutMs: 200,
      });
      await expect(slow.start(payment())).rejects.toThrow(PaymentGatewayError);
    } finally {
      silent.closeAllConnections();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });
});

describe('PaypalGateway.verifyWebhook', () => {
  const capture = (type: string) =>
    paypalCaptureEvent(type, {
      orderId: 'ORDER-1',
      transactionId: 42,
      amount: '49.99',
      currency: 'USD',
      captureId: 'CAP-1',
    });

  it('reads a verified PAYMENT.CAPTURE.COMPLETED as a success', async () => {
    const event = capture('PAYMENT.CAPTURE.COMPLETED');
    const delivery = paypal.webhook(event);
    await expect(gateway().verifyWebhook(delivery.raw, delivery.headers)).resolves.toEqual({
      eventId: event.id,
      kind: 'success',
      transactionId: 42,
      orderId: 'ORDER-1',
      amount: 49.99,
      currency: 'USD',
      gatewayTransactionId: 'CAP-1',
    });
    const [verification] = paypal.to('/v1/notifications/verify-webhook-signature');
    expect(verification?.json).toMatchObject({
      auth_algo: 'SHA256withRSA',
      transmission_id: delivery.headers['paypal-transmission-id'],
      transmission_sig: delivery.headers['paypal-transmission-sig'],
      transmission_time: delivery.headers['paypal-transmission-time'],
      cert_url: delivery.headers['paypal-cert-url'],
      webhook_id: 'WH-DOMUS-1',
      webhook_event: event,
    });
  });

  it('reads denied and declined captures as failures and other events as ignored', async () => {
    for (const [type, kind] of [
      ['PAYMENT.CAPTURE.DENIED', 'failure'],
      ['PAYMENT.CAPTURE.DECLINED', 'failure'],
      ['CHECKOUT.ORDER.APPROVED', 'ignored'],
      ['PAYMENT.CAPTURE.PENDING', 'ignored'],
    ] as const) {
      const delivery = paypal.webhook(capture(type));
      await expect(gateway().verifyWebhook(delivery.raw, delivery.headers)).resolves.toMatchObject({ kind });
    }
  });

  it('rejects a forged signature, a tampered body and another webhook id', async () => {
    const forged = paypal.webhook(capture('PAYMENT.CAPTURE.COMPLETED'));
    forged.headers['paypal-transmission-sig'] = Buffer.from('forged').toString('base64');
    await expect(gateway().verifyWebhook(forged.raw, forged.headers)).rejects.toThrow(WebhookSignatureError);

    const genuine = capture('PAYMENT.CAPTURE.COMPLETED');
    const delivery = paypal.webhook(genuine);
    const tampered = Buffer.from(JSON.stringify({ ...genuine, id: 'WH-OTHER' }));
    await expect(gateway().verifyWebhook(tampered, delivery.headers)).rejects.toThrow(WebhookSignatureError);

    const again = paypal.webhook(capture('PAYMENT.CAPTURE.COMPLETED'));
    await expect(gateway({ webhookId: 'WH-ELSE' }).verifyWebhook(again.raw, again.headers)).rejects.toThrow(
      WebhookSignatureError,
    );
  });

  it('rejects a delivery without the PayPal headers without asking PayPal', async () => {
    const delivery = paypal.webhook(capture('PAYMENT.CAPTURE.COMPLETED'));
    const { 'paypal-transmission-sig': _dropped, ...headers } = delivery.headers;
    await expect(gateway().verifyWebhook(delivery.raw, headers)).rejects.toThrow(WebhookSignatureError);
    await expect(gateway().verifyWebhook(delivery.raw, {})).rejects.toThrow(WebhookSignatureError);
    expect(paypal.requests).toHaveLength(0);
  });

  it('answers a plain Error, not a signature error, when the verification call fails on the network', async () => {
    const delivery = paypal.webhook(capture('PAYMENT.CAPTURE.COMPLETED'));
    paypal.dropConnections('/v1/notifications/verify-webhook-signature');
    try {
      const failure = await gateway()
        .verifyWebhook(delivery.raw, delivery.headers)
        .catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(Error);
      expect(failure).not.toBeInstanceOf(WebhookSignatureError);
    } finally {
      paypal.dropConnections('/v1/notifications/verify-webhook-signature', false);
    }
    await expect(gateway().verifyWebhook(delivery.raw, delivery.headers)).resolves.toMatchObject({
      kind: 'success',
    });
  });

  it('answers a plain Error when PayPal itself fails (500) so the delivery is retried', async () => {
    const delivery = paypal.webhook(capture('PAYMENT.CAPTURE.COMPLETED'));
    paypal.failNext('/v1/notifications/verify-webhook-signature', 500, { name: 'INTERNAL_SERVER_ERROR' });
    const failure = await gateway()
      .verifyWebhook(delivery.raw, delivery.headers)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).not.toBeInstanceOf(WebhookSignatureError);
  });
});

describe('PaypalGateway.onReturn', () => {
  it('captures the approved order when the payer comes back with a PayerID', async () => {
    const adapter = gateway();
    const { orderId } = await adapter.start(payment());
    paypal.approve(orderId);
    await expect(adapter.onReturn({ token: orderId, PayerID: 'PAYER123' }, orderId)).resolves.toBe(
      'returned',
    );
    const [captureCall] = paypal.to(`/v2/checkout/orders/${orderId}/capture`);
    expect(captureCall?.method).toBe('POST');
    expect(captureCall?.headers.authorization).toMatch(/^Bearer /);
    expect(paypal.orders.get(orderId)?.status).toBe('COMPLETED');
  });

  it('does not capture on the cancel URL', async () => {
    const adapter = gateway();
    const { orderId } = await adapter.start(payment());
    await expect(adapter.onReturn({ token: orderId }, orderId)).resolves.toBe('cancelled');
    await expect(adapter.onReturn({ token: orderId, cancelled: '1', PayerID: 'X' }, orderId)).resolves.toBe(
      'cancelled',
    );
    expect(paypal.to(`/v2/checkout/orders/${orderId}/capture`)).toHaveLength(0);
  });

  it('answers returned, without throwing, when the capture fails', async () => {
    const adapter = gateway();
    const { orderId } = await adapter.start(payment());
    // Not approved: PayPal answers 422 ORDER_NOT_APPROVED.
    await expect(adapter.onReturn({ token: orderId, PayerID: 'P' }, orderId)).resolves.toBe('returned');
    expect(paypal.to(`/v2/checkout/orders/${orderId}/capture`)).toHaveLength(1);
    const offline = gateway({ apiBase: await deadPort() });
    await expect(offline.onReturn({ token: orderId, PayerID: 'P' }, orderId)).resolves.toBe('returned');
  });
});

describe('PaypalGateway.status', () => {
  it('maps the order status: completed is paid, voided and never approved are unpaid, approved unknown', async () => {
    const adapter = gateway();
    const { orderId } = await adapter.start(payment());
    await expect(adapter.status(orderId)).resolves.toBe('unpaid');
    paypal.approve(orderId);
    await expect(adapter.status(orderId)).resolves.toBe('unknown');
    paypal.setOrderStatus(orderId, 'COMPLETED', 'PENDING');
    await expect(adapter.status(orderId)).resolves.toBe('unknown');
    paypal.setOrderStatus(orderId, 'COMPLETED', 'COMPLETED');
    await expect(adapter.status(orderId)).resolves.toBe('paid');
    paypal.setOrderStatus(orderId, 'VOIDED');
    await expect(adapter.status(orderId)).resolves.toBe('unpaid');
  });

  it('reads a missing order as unpaid and an unreachable PayPal as unknown', async () => {
    await expect(gateway().status('NO-SUCH-ORDER')).resolves.toBe('unpaid');
    await expect(gateway({ apiBase: await deadPort() }).status('X')).resolves.toBe('unknown');
  });
});
