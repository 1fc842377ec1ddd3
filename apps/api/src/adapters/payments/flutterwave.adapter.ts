import {
  asPositiveInt,
  asRecord,
  asString,
  callGateway,
  constantTimeEqual,
  GATEWAY_TIMEOUT_MS,
  type GatewayAnswer,
  GatewayUnreachableError,
  gatewayMessage,
} from './gateway-http.js';
import {
  header,
  majorUnits,
  minorUnits,
  type PaymentGateway,
  PaymentGatewayError,
  type PaymentStart,
  type StartedPayment,
  type WebhookEvent,
  type WebhookHeaders,
  type WebhookKind,
  WebhookSignatureError,
} from './payment-gateway.adapter.js';

export interface FlutterwaveOptions {
  secretKey: string;
  /** The "secret hash" set on the Flutterwave dashboard, sent back verbatim in `verif-hash`. */
  secretHash: string;
  /** Default https://api.flutterwave.com; tests point it at a local server. */
  apiBase?: string;
  fetchImpl?: typeof fetch;
  /** Per-call deadline, default 10 s; tests shorten it to exercise the timeout. */
  timeoutMs?: number;
}

const VERIFIED_KINDS: Record<string, WebhookKind> = { successful: 'success', failed: 'failure' };

/**
 * Flutterwave Standard (v3, https://developer.flutterwave.com/docs/collecting-payments/standard):
 * POST /v3/payments returns a hosted payment link for our tx_ref. Its webhook carries only a
 * shared secret (`verif-hash`), not a signature of the body, so the body's claims are never
 * trusted: the transaction it names is fetched again from the API and that answer is the event.
 */
export class FlutterwaveGateway implements PaymentGateway {
  readonly slug = 'flutterwave' as const;
  private readonly secretKey: string;
  private readonly secretHash: string;
  private readonly apiBase: string;
  private readonly fetchImpl: typeof fetch;
  private readonly timeoutMs: number;

  constructor(options: FlutterwaveOptions) {
    this.secretKey = options.secretKey;
    this.secretHash = options.secretHash;
    this.apiBase = (options.apiBase ?? 'https://api.flutterwave.com').replace(/\/+$/, '');
    this.fetchImpl = options.fetchImpl ?? fetch;
    this.timeoutMs = options.timeoutMs ?? GATEWAY_TIMEOUT_MS;
  }

  async start(payment: PaymentStart): Promise<StartedPayment> {
    // The hosted checkout requires customer.email.
    if (!payment.email) throw new PaymentGatewayError('Flutterwave needs the payer email');
    const currency = payment.currency.toUpperCase();
    let answer: GatewayAnswer;
    try {
      answer = await this.call('POST', '/v3/payments', {
        tx_ref: payment.reference,
        // Major units, rounded to the currency's precision so float noise (49.990000001) never leaves.
        amount: majorUnits(minorUnits(payment.amount, currency), currency),
        currency,
        redirect_url: payment.returnUrl,
        customer: { email: payment.email },
        meta: {
          payment_transaction_id: payment.transactionId,
          package_id: payment.packageId,
          user_id: payment.userId,
        },
        customizations: { title: payment.packageName },
      });
    } catch (error) {
      throw new PaymentGatewayError(`Flutterwave unreachable: ${(error as Error).message}`);
    }
    const body = asRecord(answer.body);
    const link = asString(asRecord(body.data).link);
    if (!answer.ok || body.status !== 'success' || !link) {
      throw new PaymentGatewayError(`Flutterwave refused (${answer.status}): ${gatewayMessage(answer.body)}`);
    }
    return { orderId: payment.reference, client: { link } };
  }

  async verifyWebhook(raw: Buffer, headers: WebhookHeaders): Promise<WebhookEvent> {
    const hash = header(headers, 'verif-hash');
    if (!hash) throw new WebhookSignatureError('missing verif-hash');
    if (!constantTimeEqual(hash, this.secretHash))
      throw new WebhookSignatureError('verif-hash does not match');
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw.toString('utf8'));
    } catch {
      throw new WebhookSignatureError('malformed body');
    }
    const body = asRecord(parsed);
    const event = asString(body.event);
    const claimedId = asRecord(body.data).id;
    if (!event) throw new WebhookSignatureError('malformed body');
    // v3 webhooks have no event id of their own: the event name and Flutterwave's transaction id
    // name one completion of one charge.
    const eventId = `${event}:${claimedId === undefined || claimedId === null ? '' : String(claimedId)}`;
    if (event !== 'charge.completed') {
      // Nothing Domus acts on; the body's fields stay unread since they were never confirmed.
      return { eventId, kind: 'ignored', ...NOTHING_CONFIRMED };
    }
    const id = asPositiveInt(claimedId);
    if (id === null) throw new WebhookSignatureError('malformed body: no transaction id');
    const verified = await this.refetch(id);
    const currency = asString(verified.currency)?.toUpperCase() ?? null;
    const status = asString(verified.status) ?? '';
    return {
      eventId,
      kind: VERIFIED_KINDS[status] ?? 'ignored',
      transactionId: asPositiveInt(asRecord(verified.meta).payment_transaction_id),
      orderId: asString(verified.tx_ref),
      amount: typeof verified.amount === 'number' ? verified.amount : null,
      currency,
      gatewayTransactionId: String(verified.id ?? id),
    };
  }

  async onReturn(query: Record<string, string>, _orderId: string): Promise<'cancelled' | 'returned'> {
    // Flutterwave appends ?status=successful|cancelled|failed; a "successful" here is only the
    // browser's word, so it is at most a return: the webhook or the sweep confirms payment.
    return query.status === 'cancelled' || query.status === 'failed' ? 'cancelled' : 'returned';
  }

  async status(orderId: string): Promise<'paid' | 'unpaid' | 'unknown'> {
    let answer: GatewayAnswer;
    try {
      answer = await this.call(
        'GET',
        `/v3/transactions/verify_by_reference?tx_ref=${encodeURIComponent(orderId)}`,
      );
    } catch {
      return 'unknown';
    }
    // No transaction under our tx_ref: the payer never reached the point of paying.
    if (answer.status === 404) return 'unpaid';
    const body = asRecord(answer.body);
    if (!answer.ok || body.status !== 'success') return 'unknown';
    const status = asString(asRecord(body.data).status);
    if (status === 'successful') return 'paid';
    if (status === 'failed' || status === 'cancelled') return 'unpaid';
    return 'unknown';
  }

  /**
   * The transaction as Flutterwave's API describes it. Flutterwave not knowing the id means the
   * webhook is not genuine (WebhookSignatureError, 400); not reaching Flutterwave, or any other
   * failure, is ours to retry, so a plain Error (500, and Flutterwave sends the webhook again).
   */
  private async refetch(id: number): Promise<Record<string, unknown>> {
    let answer: GatewayAnswer;
    try {
      answer = await this.call('GET', `/v3/transactions/${id}/verify`);
    } catch (error) {
      if (error instanceof GatewayUnreachableError) {
        throw new Error(`Flutterwave unreachable to confirm transaction ${id}: ${error.message}`);
      }
      throw error;
    }
    if (answer.status === 400 || answer.status === 404) {
      throw new WebhookSignatureError(`Flutterwave does not know transaction ${id}`);
    }
    const body = asRecord(answer.body);
    if (!answer.ok || body.status !== 'success') {
      throw new Error(
        `Flutterwave could not confirm transaction ${id} (${answer.status}): ${gatewayMessage(body)}`,
      );
    }
    return asRecord(body.data);
  }

  private call(method: 'GET' | 'POST', path: string, json?: unknown): Promise<GatewayAnswer> {
    return callGateway({
      fetchImpl: this.fetchImpl,
      secretKey: this.secretKey,
      timeoutMs: this.timeoutMs,
      method,
      url: `${this.apiBase}${path}`,
      json,
    });
  }
}

const NOTHING_CONFIRMED = {
  transactionId: null,
  orderId: null,
  amount: null,
  currency: null,
  gatewayTransactionId: null,
} as const;
