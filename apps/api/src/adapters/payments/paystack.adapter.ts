import { createHmac } from 'node:crypto';
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

export interface PaystackOptions {
  secretKey: string;
  /** Default https://api.paystack.co; tests point it at a local server. */
  apiBase?: string;
  fetchImpl?: typeof fetch;
  /** Per-call deadline, default 10 s; tests shorten it to exercise the timeout. */
  timeoutMs?: number;
}

const EVENT_KINDS: Record<string, WebhookKind> = { 'charge.success': 'success', 'charge.failed': 'failure' };

/**
 * Paystack (https://paystack.com/docs/api/): a transaction is initialized server-side with our
 * reference, the payer completes it on Paystack's page, and Paystack signs each webhook with an
 * HMAC-SHA512 of the raw body keyed by the same secret key the API calls use.
 */
export class PaystackGateway implements PaymentGateway {
  readonly slug = 'paystack' as const;
  private readonly secretKey: string;
  private readonly apiBase: string;
  private readonly fetchImpl: typeof fetch;
  private readonly timeoutMs: number;

  constructor(options: PaystackOptions) {
    this.secretKey = options.secretKey;
    this.apiBase = (options.apiBase ?? 'https://api.paystack.co').replace(/\/+$/, '');
    this.fetchImpl = options.fetchImpl ?? fetch;
    this.timeoutMs = options.timeoutMs ?? GATEWAY_TIMEOUT_MS;
  }

  async start(payment: PaymentStart): Promise<StartedPayment> {
    // Paystack cannot initialize a transaction without the payer's email.
    if (!payment.email) throw new PaymentGatewayError('Paystack needs the payer email');
    let answer: GatewayAnswer;
    try {
      answer = await this.call('POST', '/transaction/initialize', {
        email: payment.email,
        amount: minorUnits(payment.amount, payment.currency),
        currency: payment.currency.toUpperCase(),
        reference: payment.reference,
        callback_url: payment.returnUrl,
        metadata: {
          payment_transaction_id: payment.transactionId,
          package_id: payment.packageId,
          user_id: payment.userId,
        },
      });
    } catch (error) {
      throw new PaymentGatewayError(`Paystack unreachable: ${(error as Error).message}`);
    }
    const body = asRecord(answer.body);
    const data = asRecord(body.data);
    const authorizationUrl = asString(data.authorization_url);
    const accessCode = asString(data.access_code);
    if (!answer.ok || body.status !== true || !authorizationUrl || !accessCode) {
      throw new PaymentGatewayError(`Paystack refused (${answer.status}): ${gatewayMessage(answer.body)}`);
    }
    const reference = asString(data.reference) ?? payment.reference;
    return {
      orderId: payment.reference,
      client: { authorization_url: authorizationUrl, access_code: accessCode, reference },
    };
  }

  async verifyWebhook(raw: Buffer, headers: WebhookHeaders): Promise<WebhookEvent> {
    const signature = header(headers, 'x-paystack-signature');
    if (!signature) throw new WebhookSignatureError('missing x-paystack-signature');
    const expected = createHmac('sha512', this.secretKey).update(raw).digest('hex');
    // Hex digests compare case-insensitively; lower-casing keeps the comparison constant-time.
    if (!constantTimeEqual(signature.toLowerCase(), expected)) {
      throw new WebhookSignatureError('x-paystack-signature does not match');
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw.toString('utf8'));
    } catch {
      throw new WebhookSignatureError('malformed body');
    }
    const body = asRecord(parsed);
    const event = asString(body.event);
    const data = asRecord(body.data);
    if (!event) throw new WebhookSignatureError('malformed body');
    // Paystack events carry no id of their own; the event name and the Paystack transaction id
    // together name one delivery (a charge succeeds once), which is what idempotency needs.
    const gatewayId = data.id === undefined || data.id === null ? null : String(data.id);
    const currency = asString(data.currency)?.toUpperCase() ?? null;
    const amount = typeof data.amount === 'number' && currency ? majorUnits(data.amount, currency) : null;
    return {
      eventId: `${event}:${gatewayId ?? ''}`,
      kind: EVENT_KINDS[event] ?? 'ignored',
      transactionId: asPositiveInt(metadataOf(data).payment_transaction_id),
      orderId: asString(data.reference),
      amount,
      currency,
      gatewayTransactionId: gatewayId,
    };
  }

  async onReturn(_query: Record<string, string>, orderId: string): Promise<'cancelled' | 'returned'> {
    // The query's `reference`/`trxref` come from the browser; the stored order id is what we trust.
    const status = await this.verifiedStatus(orderId);
    return status === 'abandoned' || status === 'failed' ? 'cancelled' : 'returned';
  }

  async status(orderId: string): Promise<'paid' | 'unpaid' | 'unknown'> {
    const status = await this.verifiedStatus(orderId);
    if (status === 'success') return 'paid';
    if (status === 'failed' || status === 'abandoned') return 'unpaid';
    return 'unknown';
  }

  /** The transaction's status per GET /transaction/verify; null when Paystack gave no answer. */
  private async verifiedStatus(reference: string): Promise<string | null> {
    try {
      const answer = await this.call('GET', `/transaction/verify/${encodeURIComponent(reference)}`);
      const body = asRecord(answer.body);
      if (!answer.ok || body.status !== true) return null;
      return asString(asRecord(body.data).status);
    } catch (error) {
      if (error instanceof GatewayUnreachableError) return null;
      throw error;
    }
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

/** Paystack echoes metadata as an object, but older integrations saw it as a JSON string. */
function metadataOf(data: Record<string, unknown>): Record<string, unknown> {
  if (typeof data.metadata !== 'string') return asRecord(data.metadata);
  try {
    return asRecord(JSON.parse(data.metadata));
  } catch {
    return {};
  }
}
