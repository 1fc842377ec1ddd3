import { createHmac, randomBytes } from 'node:crypto';
import {
  bearerOf,
  type JsonAnswer,
  type JsonTestServer,
  type RecordedRequest,
  type SignedWebhook,
  startJsonTestServer,
} from './gateway-test-http.js';

/**
 * A local stand-in for the Paystack API, speaking its protocol for the calls Domus makes:
 * POST /transaction/initialize and GET /transaction/verify/:reference, Bearer secret key, the
 * `{status, message, data}` envelope, amounts in the currency's subunit. It keeps the transactions
 * it initialized so a test can settle one (`settle`) and then receive the webhook Paystack would
 * send for it (`webhook`), signed like Paystack signs (hex HMAC-SHA512 of the raw body with the
 * secret key). Requests are recorded in `requests` for assertions.
 */

export interface PaystackTestTransaction {
  id: number;
  reference: string;
  /** Subunits, as Paystack stores them. */
  amount: number;
  currency: string;
  email: string;
  callbackUrl: string | null;
  metadata: unknown;
  /** Paystack's transaction statuses; a fresh one is `abandoned` until the payer completes it. */
  status: 'abandoned' | 'ongoing' | 'pending' | 'success' | 'failed' | 'reversed';
}

export interface PaystackTestServer extends JsonTestServer {
  secretKey: string;
  transactions: Map<string, PaystackTestTransaction>;
  /** The payer finished (or abandoned) the checkout: the transaction takes this status. */
  settle(reference: string, status: PaystackTestTransaction['status']): PaystackTestTransaction;
  /** Paystack's signature of a raw body. */
  sign(raw: string | Buffer): string;
  /** The webhook Paystack sends for a known transaction; `data` overrides fields of its payload. */
  webhook(event: string, reference: string, data?: Record<string, unknown>): SignedWebhook;
  /** Any payload, serialized and signed with this server's secret key. */
  signedWebhook(payload: unknown): SignedWebhook;
}

export interface PaystackTestServerOptions {
  secretKey?: string;
  /** Currencies the merchant account may charge in (Paystack refuses the others). */
  currencies?: string[];
}

export async function startPaystackTestServer(
  options: PaystackTestServerOptions = {},
): Promise<PaystackTestServer> {
  const secretKey = options.secretKey ?? `sk_test_${randomBytes(16).toString('hex')}`;
  const currencies = new Set(options.currencies ?? ['NGN', 'GHS', 'ZAR', 'KES', 'USD']);
  const transactions = new Map<string, PaystackTestTransaction>();
  let nextId = 4_100_000_001;

  const refuse = (status: number, message: string): JsonAnswer => ({
    status,
    body: { status: false, message },
  });

  function initialize(request: RecordedRequest, url: string): JsonAnswer {
    const body = request.body ?? {};
    if (typeof body.email !== 'string' || !body.email.includes('@'))
      return refuse(400, 'Invalid Email Address');
    const amount = typeof body.amount === 'string' ? Number(body.amount) : body.amount;
    if (!Number.isInteger(amount) || amount <= 0) return refuse(400, 'Invalid Amount Sent');
    const currency = typeof body.currency === 'string' ? body.currency : 'NGN';
    if (!currencies.has(currency)) return refuse(403, 'Currency not supported by merchant');
    const reference = typeof body.reference === 'string' ? body.reference : randomBytes(6).toString('hex');
    if (transactions.has(reference)) return refuse(400, 'Duplicate Transaction Reference');
    const transaction: PaystackTestTransaction = {
      id: nextId++,
      reference,
      amount,
      currency,
      email: body.email,
      callbackUrl: typeof body.callback_url === 'string' ? body.callback_url : null,
      metadata: body.metadata ?? null,
      status: 'abandoned',
    };
    transactions.set(reference, transaction);
    const accessCode = randomBytes(8).toString('hex');
    return {
      status: 200,
      body: {
        status: true,
        message: 'Authorization URL created',
        data: { authorization_url: `${url}/checkout/${accessCode}`, access_code: accessCode, reference },
      },
    };
  }

  function verify(reference: string): JsonAnswer {
    const transaction = transactions.get(reference);
    if (!transaction) return refuse(400, 'Transaction reference not found');
    return {
      status: 200,
      body: { status: true, message: 'Verification successful', data: payload(transaction) },
    };
  }

  const server = await startJsonTestServer((request, url) => {
    if (bearerOf(request) !== secretKey) return refuse(401, 'Invalid key');
    if (request.method === 'POST' && request.path === '/transaction/initialize')
      return initialize(request, url);
    const match = /^\/transaction\/verify\/([^/]+)$/.exec(request.path);
    if (request.method === 'GET' && match?.[1]) return verify(decodeURIComponent(match[1]));
    return refuse(404, 'Not found');
  });

  const sign = (raw: string | Buffer) => createHmac('sha512', secretKey).update(raw).digest('hex');
  const signedWebhook = (body: unknown): SignedWebhook => {
    const raw = Buffer.from(JSON.stringify(body));
    return { raw, headers: { 'content-type': 'application/json', 'x-paystack-signature': sign(raw) } };
  };

  return {
    ...server,
    secretKey,
    transactions,
    settle(reference, status) {
      const transaction = transactions.get(reference);
      if (!transaction) throw new Error(`no Paystack test transaction ${reference}`);
      transaction.status = status;
      return transaction;
    },
    sign,
    signedWebhook,
    webhook(event, reference, data = {}) {
      const transaction = transactions.get(reference);
      if (!transaction) throw new Error(`no Paystack test transaction ${reference}`);
      return signedWebhook({ event, data: { ...payload(transaction), ...data } });
    },
  };
}

/** A transaction as Paystack's verify answer and webhooks describe it (the fields Domus reads and a few more). */
function payload(transaction: PaystackTestTransaction): Record<string, unknown> {
  return {
    id: transaction.id,
    domain: 'test',
    status: transaction.status,
    reference: transaction.reference,
    amount: transaction.amount,
    gateway_response: transaction.status === 'success' ? 'Successful' : 'Declined',
    channel: 'card',
    currency: transaction.currency,
    metadata: transaction.metadata,
    customer: { email: transaction.email },
  };
}
