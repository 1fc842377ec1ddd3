import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parse } from 'qs';
import Stripe from 'stripe';

/**
 * A local server speaking the part of Stripe's API the adapter uses (PaymentIntents create and
 * retrieve, form-encoded with bracketed keys, Bearer secret key), so the official SDK's real HTTP
 * code runs in tests; and webhook deliveries signed with the test's endpoint secret by the SDK's
 * own test helper.
 */
export interface StripeTestIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: string;
  client_secret: string;
  latest_charge: string | null;
  metadata: Record<string, string>;
}

export interface StripeTestServer {
  url: string;
  secretKey: string;
  webhookSecret: string;
  intents: Map<string, StripeTestIntent>;
  /** Requests as received: method, path, the Authorization header, the decoded form. */
  requests: {
    method: string;
    path: string;
    authorization: string | undefined;
    form: Record<string, unknown>;
  }[];
  /** The event Stripe would send when the intent reaches `type`, signed for `secret` (default ours). */
  webhook(
    type: string,
    intentId: string,
    options?: { id?: string; secret?: string; amount?: number },
  ): {
    raw: string;
    headers: Record<string, string>;
  };
  close(): Promise<void>;
}

export async function startStripeTestServer(): Promise<StripeTestServer> {
  const secretKey = `sk_test_${randomBytes(12).toString('hex')}`;
  const webhookSecret = `whsec_${randomBytes(16).toString('hex')}`;
  const intents = new Map<string, StripeTestIntent>();
  const requests: StripeTestServer['requests'] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      const form = parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
      requests.push({ method: req.method ?? '', path, authorization: req.headers.authorization, form });
      const send = (status: number, body: unknown) => {
        res.writeHead(status, {
          'content-type': 'application/json',
          'request-id': `req_${randomBytes(4).toString('hex')}`,
        });
        res.end(JSON.stringify(body));
      };
      if (req.headers.authorization !== `Bearer ${secretKey}`)
        return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      if (req.method === 'POST' && path === '/v1/payment_intents') {
        const amount = Number(form.amount);
        if (!Number.isInteger(amount) || amount < 50)
          return send(400, {
            error: { type: 'invalid_request_error', message: 'Amount must be at least 50 cents' },
          });
        const id = `pi_${randomBytes(8).toString('hex')}`;
        const intent: StripeTestIntent = {
          id,
          object: 'payment_intent',
          amount,
          amount_received: 0,
          currency: String(form.currency),
          status: 'requires_payment_method',
          client_secret: `${id}_secret_${randomBytes(6).toString('hex')}`,
          latest_charge: null,
          metadata: (form.metadata ?? {}) as Record<string, string>,
        };
        intents.set(id, intent);
        return send(200, intent);
      }
      const match = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
      if (req.method === 'GET' && match?.[1]) {
        const intent = intents.get(match[1]);
        return intent
          ? send(200, intent)
          : send(404, { error: { type: 'invalid_request_error', message: 'No such payment_intent' } });
      }
      send(404, { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const sdk = new Stripe(secretKey);
  return {
    url,
    secretKey,
    webhookSecret,
    intents,
    requests,
    webhook(type, intentId, options = {}) {
      const intent = intents.get(intentId);
      if (!intent) throw new Error(`no test intent ${intentId}`);
      const paid = type === 'payment_intent.succeeded';
      const object = {
        ...intent,
        status: paid
          ? 'succeeded'
          : type === 'payment_intent.canceled'
            ? 'canceled'
            : 'requires_payment_method',
        amount_received: paid ? (options.amount ?? intent.amount) : 0,
        latest_charge: paid ? `ch_${randomBytes(6).toString('hex')}` : null,
      };
      const raw = JSON.stringify({
        id: options.id ?? `evt_${randomBytes(8).toString('hex')}`,
        object: 'event',
        type,
        api_version: '2025-01-01',
        created: Math.floor(Date.now() / 1000),
        data: { object },
      });
      const signature = sdk.webhooks.generateTestHeaderString({
        payload: raw,
        secret: options.secret ?? webhookSecret,
      });
      return { raw, headers: { 'content-type': 'application/json', 'stripe-signature': signature } };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
