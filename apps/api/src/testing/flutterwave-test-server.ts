import { randomBytes } from 'node:crypto';
import {
  bearerOf,
  type JsonAnswer,
  type JsonTestServer,
  type RecordedRequest,
  type SignedWebhook,
  startJsonTestServer,
} from './gateway-test-http.js';

/**
 * A local stand-in for the Flutterwave v3 API, speaking its protocol for the calls Domus makes:
 * POST /v3/payments (Standard: a hosted link for our tx_ref), GET /v3/transactions/:id/verify and
 * GET /v3/transactions/verify_by_reference?tx_ref=, Bearer secret key, the `{status, message, data}`
 * envelope, amounts in major units. It keeps the transactions it created so a test can settle one
 * (`settle`, which is what the verify endpoints then report) and receive the webhook Flutterwave
 * would send (`webhook`, with the `verif-hash` header). A webhook's body can be made to claim
 * something the API does not confirm, which is the case the adapter's re-fetch exists for.
 */

export interface FlutterwaveTestTransaction {
  id: number;
  txRef: string;
  /** Major units. */
  amount: number;
  currency: string;
  email: string;
  redirectUrl: string | null;
  meta: unknown;
  title: string | null;
  status: 'pending' | 'successful' | 'failed' | 'cancelled';
}

export interface FlutterwaveTestServer extends JsonTestServer {
  secretKey: string;
  secretHash: string;
  transactions: Map<string, FlutterwaveTestTransaction>;
  /** The payer finished the checkout; `changes` can also alter what was actually paid. */
  settle(
    txRef: string,
    status: FlutterwaveTestTransaction['status'],
    changes?: Partial<Pick<FlutterwaveTestTransaction, 'amount' | 'currency'>>,
  ): FlutterwaveTestTransaction;
  /**
   * The charge.completed webhook for a known transaction, as it stands now; `data` overrides
   * fields of the body only (what the webhook claims), never the stored transaction.
   */
  webhook(txRef: string, data?: Record<string, unknown>, event?: string): SignedWebhook;
  /** Any payload with this server's verif-hash header. */
  signedWebhook(payload: unknown): SignedWebhook;
}

export interface FlutterwaveTestServerOptions {
  secretKey?: string;
  secretHash?: string;
}

export async function startFlutterwaveTestServer(
  options: FlutterwaveTestServerOptions = {},
): Promise<FlutterwaveTestServer> {
  const secretKey = options.secretKey ?? `FLWSECK_TEST-${randomBytes(16).toString('hex')}-X`;
  const secretHash = options.secretHash ?? randomBytes(24).toString('hex');
  const transactions = new Map<string, FlutterwaveTestTransaction>();
  let nextId = 5_200_001;

  const refuse = (status: number, message: string): JsonAnswer => ({
    status,
    body: { status: 'error', message, data: null },
  });

  function createPayment(request: RecordedRequest, url: string): JsonAnswer {
    const body = request.body ?? {};
    if (typeof body.tx_ref !== 'string' || !body.tx_ref) return refuse(400, 'tx_ref is required');
    if (typeof body.amount !== 'number' || !(body.amount > 0)) return refuse(400, 'amount is required');
    if (typeof body.redirect_url !== 'string') return refuse(400, 'redirect_url is required');
    const email = body.customer?.email;
    if (typeof email !== 'string' || !email.includes('@')) return refuse(400, 'customer.email is required');
    if (transactions.has(body.tx_ref)) return refuse(400, 'Duplicate transaction reference');
    const transaction: FlutterwaveTestTransaction = {
      id: nextId++,
      txRef: body.tx_ref,
      amount: body.amount,
      // Flutterwave assumes NGN when no currency is given.
      currency: typeof body.currency === 'string' ? body.currency : 'NGN',
      email,
      redirectUrl: body.redirect_url,
      meta: body.meta ?? null,
      title: typeof body.customizations?.title === 'string' ? body.customizations.title : null,
      status: 'pending',
    };
    transactions.set(transaction.txRef, transaction);
    const link = `${url}/v3/hosted/pay/${randomBytes(10).toString('hex')}`;
    return { status: 200, body: { status: 'success', message: 'Hosted Link', data: { link } } };
  }

  const found = (transaction: FlutterwaveTestTransaction): JsonAnswer => ({
    status: 200,
    body: { status: 'success', message: 'Transaction fetched successfully', data: payload(transaction) },
  });

  const server = await startJsonTestServer((request, url) => {
    if (bearerOf(request) !== secretKey) return refuse(401, 'Invalid authorization key');
    if (request.method === 'POST' && request.path === '/v3/payments') return createPayment(request, url);
    if (request.method === 'GET' && request.path === '/v3/transactions/verify_by_reference') {
      const transaction = transactions.get(request.query.get('tx_ref') ?? '');
      return transaction ? found(transaction) : refuse(404, 'No transaction was found for this tx_ref');
    }
    const byId = /^\/v3\/transactions\/(\d+)\/verify$/.exec(request.path);
    if (request.method === 'GET' && byId) {
      const transaction = [...transactions.values()].find((t) => t.id === Number(byId[1]));
      return transaction ? found(transaction) : refuse(400, 'No transaction was found for this id');
    }
    return refuse(404, 'Not found');
  });

  const signedWebhook = (body: unknown): SignedWebhook => ({
    raw: Buffer.from(JSON.stringify(body)),
    headers: { 'content-type': 'application/json', 'verif-hash': secretHash },
  });
  const known = (txRef: string) => {
    const transaction = transactions.get(txRef);
    if (!transaction) throw new Error(`no Flutterwave test transaction ${txRef}`);
    return transaction;
  };

  return {
    ...server,
    secretKey,
    secretHash,
    transactions,
    settle(txRef, status, changes = {}) {
      return Object.assign(known(txRef), changes, { status });
    },
    signedWebhook,
    webhook(txRef, data = {}, event = 'charge.completed') {
      const { meta: _meta, ...described } = payload(known(txRef));
      // v3 webhooks carry the charge without our meta (it arrives separately as meta_data).
      return signedWebhook({
        event,
        data: { ...described, ...data },
        'event.type': 'CARD_TRANSACTION',
        meta_data: known(txRef).meta,
      });
    },
  };
}

/** A transaction as the verify endpoints and webhooks describe it (what Domus reads and a little more). */
function payload(transaction: FlutterwaveTestTransaction): Record<string, unknown> {
  return {
    id: transaction.id,
    tx_ref: transaction.txRef,
    flw_ref: `FLW-MOCK-${transaction.id}`,
    amount: transaction.amount,
    currency: transaction.currency,
    charged_amount: transaction.amount,
    status: transaction.status,
    payment_type: 'card',
    meta: transaction.meta,
    customer: { email: transaction.email },
  };
}
