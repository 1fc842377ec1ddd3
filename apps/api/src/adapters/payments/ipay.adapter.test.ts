import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  IPAY_TEST_STATUS as CODES,
  type IpayTestServer,
  startIpayTestServer,
} from '../../testing/ipay-test-server.js';
import { IpayGateway } from './ipay.adapter.js';
import { PaymentGatewayError, type PaymentStart, WebhookSignatureError } from './payment-gateway.adapter.js';

const VENDOR = 'domusvid';
const KEY = 'domus-ipay-security-key';
const hmac = (data: string) => createHmac('sha256', KEY).update(data).digest('hex');

let ipay: IpayTestServer;
beforeAll(async () => {
  ipay = await startIpayTestServer({ vendorId: VENDOR, hashKey: KEY });
});
afterAll(() => ipay.close());
afterEach(() => {
  ipay.requests.length = 0;
});

const gateway = (overrides: Partial<ConstructorParameters<typeof IpayGateway>[0]> = {}) =>
  new IpayGateway({ vendorId: VENDOR, hashKey: KEY, apiBase: ipay.url, ...overrides });

let nextId = 100;
function payment(overrides: Partial<PaymentStart> = {}): PaymentStart {
  const id = nextId++;
  return {
    transactionId: id,
    reference: `DOM${id}T${Date.now()}`,
    amount: 1500,
    currency: 'KES',
    packageId: 2,
    packageName: 'Boost, 7 days',
    userId: 9,
    email: 'wanjiku@example.com',
    phone: '+254712345678',
    returnUrl: `https://domus.test/payments/ipay/callback?tx=${id}`,
    cancelUrl: `https://domus.test/payments/return?tx=${id}&cancelled=1`,
    ...overrides,
  };
}

async function deadPort(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

/** An order started through the adapter, then settled on iPay's side as `status`. */
async function started(status: string, txncd: string | null = 'QGH7XK2P1A') {
  const start = payment();
  await gateway().start(start);
  ipay.setTransaction(start.reference, { status, txncd });
  ipay.requests.length = 0;
  return start;
}

describe('IpayGateway.start', () => {
  it('registers the order with a correct hash, then pushes the STK prompt to the phone', async () => {
    const start = payment({ amount: 1234.5 });
    await expect(gateway().start(start)).resolves.toEqual({ orderId: start.reference, client: {} });

    const [initiate] = ipay.to('/payments/v2/transact');
    const sent = initiate?.body ?? {};
    expect(sent).toMatchObject({
      live: '1',
      oid: start.reference,
      inv: start.reference,
      amount: '1234.50',
      ttl: '1234.50',
      tel: '254712345678',
      eml: 'wanjiku@example.com',
      vid: VENDOR,
      curr: 'KES',
      p1: String(start.transactionId),
      cbk: start.returnUrl,
    });
    const order = [sent.live, sent.oid, sent.inv, sent.amount, sent.tel, sent.eml, sent.vid, sent.curr];
    const rest = [sent.p1, sent.p2, sent.p3, sent.p4, sent.cbk, sent.cst, sent.crl];
    expect(sent.hash).toBe(hmac([...order, ...rest].join('')));

    const [push] = ipay.to('/payments/v2/transact/push/mpesa');
    const sid = ipay.transactions.get(start.reference)?.sid;
    expect(push?.body).toEqual({
      phone: '254712345678',
      sid,
      vid: VENDOR,
      hash: hmac(`254712345678${VENDOR}${sid}`),
    });
  });

  it('refuses to start without a phone number, before calling iPay', async () => {
    await expect(gateway().start(payment({ phone: undefined }))).rejects.toThrow(PaymentGatewayError);
    expect(ipay.requests).toHaveLength(0);
  });

  it('turns iPay refusing the order or the push into a PaymentGatewayError', async () => {
    await expect(gateway({ hashKey: 'not-our-key' }).start(payment())).rejects.toThrow(PaymentGatewayError);
    expect(ipay.to('/payments/v2/transact/push/mpesa')).toHaveLength(0);

    ipay.failNext('/payments/v2/transact/push/mpesa', 400, {
      header_status: 400,
      status: 0,
      error: [{ text: 'Busy' }],
    });
    await expect(gateway().start(payment())).rejects.toThrow(PaymentGatewayError);
  });

  it('turns an unreachable iPay or a timeout into a PaymentGatewayError', async () => {
    await expect(gateway({ apiBase: await deadPort() }).start(payment())).rejects.toThrow(
      PaymentGatewayError,
    );
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const base = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
      await expect(gateway({ apiBase: base, timeoutMs: 200 }).start(payment())).rejects.toThrow(
        PaymentGatewayError,
      );
    } finally {
      silent.closeAllConnections();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });
});

describe('IpayGateway.verifyWebhook', () => {
  it('reads a genuine JSON callback that the search confirms paid as a success', async () => {
    const start = await started(CODES.paid);
    const callback = ipay.callback(start.reference);
    await expect(gateway().verifyWebhook(callback.raw, callback.headers)).resolves.toEqual({
      eventId: `${start.reference}:QGH7XK2P1A`,
      kind: 'success',
      transactionId: start.transactionId,
      orderId: start.reference,
      amount: 1500,
      currency: 'KES',
      gatewayTransactionId: 'QGH7XK2P1A',
    });
    const [search] = ipay.to('/payments/v2/transaction/search');
    expect(search?.body).toEqual({
      oid: start.reference,
      vid: VENDOR,
      hash: hmac(`${start.reference}${VENDOR}`),
    });
  });

  it('accepts the same callback as a form body', async () => {
    const start = await started(CODES.paid);
    const callback = ipay.callback(start.reference, { format: 'form' });
    await expect(gateway().verifyWebhook(callback.raw, callback.headers)).resolves.toMatchObject({
      kind: 'success',
    });
  });

  it('lets the search decide: a callback saying paid for an order iPay calls failed is a failure', async () => {
    const start = await started(CODES.failed, null);
    const callback = ipay.callback(start.reference, { overrides: { status: CODES.paid, txncd: 'FAKE123' } });
    await expect(gateway().verifyWebhook(callback.raw, callback.headers)).resolves.toMatchObject({
      kind: 'failure',
      eventId: `${start.reference}:FAKE123`,
    });
  });

  it('maps used and less to failure, more to success, pending to ignored', async () => {
    for (const [code, kind] of [
      [CODES.used, 'failure'],
      [CODES.less, 'failure'],
      [CODES.more, 'success'],
      [CODES.pending, 'ignored'],
    ] as const) {
      const start = await started(code, code === CODES.pending ? null : 'QGH7XK2P1B');
      const callback = ipay.callback(start.reference);
      await expect(gateway().verifyWebhook(callback.raw, callback.headers)).resolves.toMatchObject({ kind });
    }
  });

  it('rejects a forged, tampered or unsigned callback without asking iPay', async () => {
    const start = await started(CODES.paid);
    const genuine = ipay.callback(start.reference);

    const forged = { ...genuine.fields, hash: createHmac('sha256', 'guess').update('x').digest('hex') };
    await expect(gateway().verifyWebhook(Buffer.from(JSON.stringify(forged)), {})).rejects.toThrow(
      WebhookSignatureError,
    );
    const tampered = { ...genuine.fields, p1: '1' };
    await expect(gateway().verifyWebhook(Buffer.from(JSON.stringify(tampered)), {})).rejects.toThrow(
      WebhookSignatureError,
    );
    const { hash: _hash, ...unsigned } = genuine.fields;
    await expect(
      gateway().verifyWebhook(Buffer.from(new URLSearchParams(unsigned).toString()), {}),
    ).rejects.toThrow(WebhookSignatureError);
    await expect(gateway().verifyWebhook(Buffer.from('{not json'), {})).rejects.toThrow(
      WebhookSignatureError,
    );
    expect(ipay.to('/payments/v2/transaction/search')).toHaveLength(0);
  });

  it('answers a plain Error, not a signature error, when the confirming search fails', async () => {
    const start = await started(CODES.paid);
    const callback = ipay.callback(start.reference);
    ipay.dropConnections('/payments/v2/transaction/search');
    try {
      const failure = await gateway()
        .verifyWebhook(callback.raw, callback.headers)
        .catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(Error);
      expect(failure).not.toBeInstanceOf(WebhookSignatureError);
    } finally {
      ipay.dropConnections('/payments/v2/transaction/search', false);
    }
    ipay.failNext('/payments/v2/transaction/search', 500, { header_status: 500, status: 0 });
    const failure = await gateway()
      .verifyWebhook(callback.raw, callback.headers)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).not.toBeInstanceOf(WebhookSignatureError);
  });
});

describe('IpayGateway.onReturn', () => {
  it('answers returned unless the query says cancelled or failed, and calls nobody', async () => {
    const adapter = gateway();
    await expect(adapter.onReturn({ tx: '5' }, 'DOM5')).resolves.toBe('returned');
    await expect(adapter.onReturn({ status: CODES.paid }, 'DOM5')).resolves.toBe('returned');
    await expect(adapter.onReturn({ cancelled: '1' }, 'DOM5')).resolves.toBe('cancelled');
    await expect(adapter.onReturn({ status: CODES.failed }, 'DOM5')).resolves.toBe('cancelled');
    expect(ipay.requests).toHaveLength(0);
  });
});

describe('IpayGateway.status', () => {
  it('maps the transaction search', async () => {
    for (const [code, answer] of [
      [CODES.paid, 'paid'],
      [CODES.more, 'paid'],
      [CODES.pending, 'unpaid'],
      [CODES.failed, 'unpaid'],
      [CODES.less, 'unpaid'],
    ] as const) {
      const start = await started(code);
      await expect(gateway().status(start.reference)).resolves.toBe(answer);
    }
  });

  it('reads an unknown order as unpaid and an unreachable iPay as unknown', async () => {
    await expect(gateway().status('NEVER-STARTED')).resolves.toBe('unpaid');
    await expect(gateway({ apiBase: await deadPort() }).status('X')).resolves.toBe('unknown');
  });
});
