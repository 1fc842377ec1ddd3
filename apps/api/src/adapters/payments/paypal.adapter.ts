import {
  header,
  minorUnits,
  type PaymentGateway,
  PaymentGatewayError,
  type PaymentStart,
  type StartedPayment,
  type WebhookEvent,
  type WebhookHeaders,
  WebhookSignatureError,
} from './payment-gateway.adapter.js';

export interface PaypalGatewayOptions {
  clientId: string;
  clientSecret: string;
  /** The id PayPal gave the webhook subscription; part of every signature verification. */
  webhookId: string;
  /** Default https://api-m.paypal.com (sandbox: https://api-m.sandbox.paypal.com). */
  apiBase?: string;
  fetchImpl?: typeof fetch;
  /** Per-call time limit; default 10 s. */
  timeoutMs?: number;
}

/** Renew this long before PayPal's `expires_in`, so a token never expires in flight. */
const TOKEN_MARGIN_MS = 60_000;
/** PayPal's limit on description, custom_id and invoice_id. */
const FIELD_MAX = 127;
const SUCCESS_EVENTS = new Set(['PAYMENT.CAPTURE.COMPLETED']);
const FAILURE_EVENTS = new Set(['PAYMENT.CAPTURE.DENIED', 'PAYMENT.CAPTURE.DECLINED']);
/** Created but the payer never approved: nothing was or can be taken without them coming back. */
const UNPAID_ORDER_STATUSES = new Set(['CREATED', 'SAVED', 'PAYER_ACTION_REQUIRED', 'VOIDED']);
const SIGNATURE_HEADERS = {
  auth_algo: 'paypal-auth-algo',
  cert_url: 'paypal-cert-url',
  transmission_id: 'paypal-transmission-id',
  transmission_sig: 'paypal-transmission-sig',
  transmission_time: 'paypal-transmission-time',
} as const;

type Json = Record<string, unknown>;

interface CallResult {
  status: number;
  json: Json | null;
}

/** The value at a path in parsed JSON, or undefined when any step is missing or not an object. */
function at(value: unknown, ...path: Array<string | number>): unknown {
  let current = value;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string | number, unknown>)[key];
  }
  return current;
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** The network failed or timed out (as opposed to PayPal answering with an error). */
class PaypalUnreachable extends Error {}

/** 49.99 USD → "49.99", 500 JPY → "500": PayPal wants a decimal string with the currency's digits. */
export function paypalAmountValue(amount: number, currency: string): string {
  const minor = minorUnits(amount, currency);
  const factor = minorUnits(1, currency);
  const digits = String(factor).length - 1;
  if (digits === 0) return String(minor);
  const whole = Math.trunc(minor / factor);
  return `${whole}.${String(minor % factor).padStart(digits, '0')}`;
}

/**
 * PayPal Checkout through the Orders v2 REST API: an order per payment, the payer approves it on
 * PayPal, our return URL captures it, and the PAYMENT.CAPTURE.* webhook (verified by PayPal's own
 * verify-webhook-signature call) is what marks the payment paid.
 */
export class PaypalGateway implements PaymentGateway {
  readonly slug = 'paypal' as const;
  private readonly apiBase: string;
  private readonly fetchImpl: typeof fetch;
  private readonly timeoutMs: number;
  private token: { value: string; expiresAt: number } | null = null;
  /** Shared by concurrent callers so a burst of starts asks PayPal for one token, not one each. */
  private tokenRequest: Promise<string> | null = null;

  constructor(private readonly options: PaypalGatewayOptions) {
    this.apiBase = (options.apiBase ?? 'https://api-m.paypal.com').replace(/\/+$/, '');
    this.fetchImpl = options.fetchImpl ?? fetch;
    this.timeoutMs = options.timeoutMs ?? 10_000;
  }

  async start(payment: PaymentStart): Promise<StartedPayment> {
    const order = {
      intent: 'CAPTURE',
      purchase_units: [
        {
          custom_id: String(payment.transactionId),
          invoice_id: payment.reference.slice(0, FIELD_MAX),
          description: payment.packageName.slice(0, FIELD_MAX),
          amount: {
            currency_code: payment.currency,
            value: paypalAmountValue(payment.amount, payment.currency),
          },
        },
      ],
      payment_source: {
        paypal: {
          experience_context: {
            return_url: payment.returnUrl,
            cancel_url: payment.cancelUrl,
            user_action: 'PAY_NOW',
            shipping_preference: 'NO_SHIPPING',
          },
        },
      },
    };
    let result: CallResult;
    try {
      // PayPal-Request-Id makes a retried start return the same order instead of a second one.
      result = await this.api('POST', '/v2/checkout/orders', JSON.stringify(order), {
        'paypal-request-id': `domus-order-${payment.reference}`,
      });
    } catch (error) {
      throw new PaymentGatewayError(`PayPal unreachable: ${(error as Error).message}`);
    }
    if (result.status < 200 || result.status >= 300) {
      throw new PaymentGatewayError(`PayPal refused the order (${result.status}${describe(result.json)})`);
    }
    const id = at(result.json, 'id');
    const links = at(result.json, 'links');
    const approval = (Array.isArray(links) ? links : [])
      .filter((link) => ['payer-action', 'approve'].includes(at(link, 'rel') as string))
      .map((link) => text(at(link, 'href')))[0];
    if (typeof id !== 'string' || !approval) {
      throw new PaymentGatewayError('PayPal answered without an order id or approval link');
    }
    return { orderId: id, client: { approval_url: approval } };
  }

  async verifyWebhook(raw: Buffer, headers: WebhookHeaders): Promise<WebhookEvent> {
    const fields: Record<string, string> = {};
    for (const [field, name] of Object.entries(SIGNATURE_HEADERS)) {
      const value = header(headers, name);
      if (!value) throw new WebhookSignatureError(`PayPal webhook without ${name}`);
      fields[field] = value;
    }
    const body = raw.toString('utf8');
    let event: unknown;
    try {
      event = JSON.parse(body);
    } catch {
      throw new WebhookSignatureError('PayPal webhook body is not JSON');
    }
    if (!event || typeof event !== 'object' || Array.isArray(event)) {
      throw new WebhookSignatureError('PayPal webhook body is not an event');
    }
    // The event goes back byte for byte: PayPal checks the signature over the body it sent, and a
    // parse-and-reserialise round trip can change it (number formats, key escapes) and fail genuine events.
    const request = `{${Object.entries({ ...fields, webhook_id: this.options.webhookId })
      .map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value)}`)
      .join(',')},"webhook_event":${body}}`;
    let result: CallResult;
    try {
      result = await this.api('POST', '/v1/notifications/verify-webhook-signature', request);
    } catch (error) {
      // Not the sender's fault: a plain Error makes the route answer 500 and PayPal deliver again.
      throw new Error(`PayPal signature verification unreachable: ${(error as Error).message}`);
    }
    if (result.status === 400 || result.status === 422) {
      throw new WebhookSignatureError(`PayPal could not verify the webhook (${result.status})`);
    }
    if (result.status < 200 || result.status >= 300) {
      throw new Error(`PayPal signature verification answered ${result.status}${describe(result.json)}`);
    }
    if (at(result.json, 'verification_status') !== 'SUCCESS') {
      throw new WebhookSignatureError('PayPal webhook signature did not verify');
    }
    return readEvent(event);
  }

  async onReturn(query: Record<string, string>, orderId: string): Promise<'cancelled' | 'returned'> {
    if (query.cancelled === '1' || !query.PayerID) return 'cancelled';
    // Only ever capture our own order: the token in the query is the browser's word, not ours.
    if (query.token && query.token !== orderId) return 'returned';
    try {
      await this.api('POST', `/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`, '{}', {
        // A reloaded return page must not capture twice; PayPal answers the first capture again.
        'paypal-request-id': `domus-capture-${orderId}`,
      });
    } catch {
      // The capture webhook (or the stale sweep) settles the payment; the payer just sees "processing".
    }
    return 'returned';
  }

  async status(orderId: string): Promise<'paid' | 'unpaid' | 'unknown'> {
    let result: CallResult;
    try {
      result = await this.api('GET', `/v2/checkout/orders/${encodeURIComponent(orderId)}`);
    } catch {
      return 'unknown';
    }
    if (result.status === 404) return 'unpaid';
    if (result.status !== 200 || !result.json) return 'unknown';
    const status = at(result.json, 'status');
    if (status === 'COMPLETED') {
      const capture = at(result.json, 'purchase_units', 0, 'payments', 'captures', 0);
      // A completed order whose capture is still PENDING (an eCheck, a review) has not paid yet.
      return capture === undefined || at(capture, 'status') === 'COMPLETED' ? 'paid' : 'unknown';
    }
    if (typeof status === 'string' && UNPAID_ORDER_STATUSES.has(status)) return 'unpaid';
    // APPROVED: the payer agreed and our return handler may be capturing right now; ask again later.
    return 'unknown';
  }

  /** Calls the REST API with a bearer token; on a 401 the token is renewed once and the call repeated. */
  private async api(
    method: 'GET' | 'POST',
    path: string,
    body?: string,
    extraHeaders: Record<string, string> = {},
  ): Promise<CallResult> {
    for (let attempt = 0; ; attempt++) {
      const token = await this.accessToken();
      const result = await this.call(method, path, body, {
        ...extraHeaders,
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      });
      if (result.status !== 401 || attempt > 0) return result;
      this.token = null;
    }
  }

  private async accessToken(): Promise<string> {
    if (this.token && Date.now() < this.token.expiresAt) return this.token.value;
    this.tokenRequest ??= this.fetchToken().finally(() => {
      this.tokenRequest = null;
    });
    return this.tokenRequest;
  }

  private async fetchToken(): Promise<string> {
    const basic = Buffer.from(`${this.options.clientId}:${this.options.clientSecret}`).toString('base64');
    const result = await this.call('POST', '/v1/oauth2/token', 'grant_type=client_credentials', {
      authorization: `Basic ${basic}`,
      'content-type': 'application/x-www-form-urlencoded',
    });
    const value = text(at(result.json, 'access_token'));
    if (result.status !== 200 || !value) {
      throw new PaypalUnreachable(`PayPal token request answered ${result.status}${describe(result.json)}`);
    }
    const lifetimeMs = Number(at(result.json, 'expires_in') ?? 0) * 1000;
    this.token = { value, expiresAt: Date.now() + Math.max(0, lifetimeMs - TOKEN_MARGIN_MS) };
    return value;
  }

  private async call(
    method: string,
    path: string,
    body: string | undefined,
    headers: Record<string, string>,
  ): Promise<CallResult> {
    let response: Response;
    try {
      response = await this.fetchImpl(`${this.apiBase}${path}`, {
        method,
        headers: { accept: 'application/json', ...headers },
        body,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw new PaypalUnreachable((error as Error).message);
    }
    const answer = await response.text().catch(() => '');
    let json: Json | null = null;
    try {
      const parsed: unknown = answer ? JSON.parse(answer) : null;
      json = parsed && typeof parsed === 'object' ? (parsed as Json) : null;
    } catch {
      json = null;
    }
    return { status: response.status, json };
  }
}

/** PayPal's error name and message, when it sent them, for logs. */
function describe(json: Json | null): string {
  const name = text(at(json, 'name')) ?? text(at(json, 'error'));
  const message = text(at(json, 'message')) ?? text(at(json, 'error_description'));
  return name || message ? `: ${[name, message].filter(Boolean).join(' ')}` : '';
}

function readEvent(event: unknown): WebhookEvent {
  const type = text(at(event, 'event_type')) ?? '';
  const kind = SUCCESS_EVENTS.has(type) ? 'success' : FAILURE_EVENTS.has(type) ? 'failure' : 'ignored';
  const resource = at(event, 'resource');
  const isCapture = type.startsWith('PAYMENT.CAPTURE.');
  const customId = Number.parseInt(String(at(resource, 'custom_id') ?? ''), 10);
  const value = Number.parseFloat(String(at(resource, 'amount', 'value') ?? ''));
  const id = at(event, 'id');
  return {
    eventId: typeof id === 'string' || typeof id === 'number' ? String(id) : '',
    kind,
    transactionId: Number.isSafeInteger(customId) ? customId : null,
    orderId: text(at(resource, 'supplementary_data', 'related_ids', 'order_id')),
    amount: Number.isFinite(value) ? value : null,
    currency: text(at(resource, 'amount', 'currency_code')),
    gatewayTransactionId: isCapture ? text(at(resource, 'id')) : null,
  };
}
