import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  type GatewaySlug,
  header,
  type PaymentGateway,
  type PaymentStart,
  type StartedPayment,
  type WebhookEvent,
  type WebhookHeaders,
  WebhookSignatureError,
} from './payment-gateway.adapter.js';

/** The sandbox's signature header: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`. */
export const SANDBOX_SIGNATURE_HEADER = 'x-domus-sandbox-signature';
const TOLERANCE_S = 300;

/** What a sandbox webhook says (its own small format; the sandbox page sends it). */
export interface SandboxEventBody {
  id: string;
  type: 'payment.succeeded' | 'payment.failed';
  data: {
    payment_transaction_id: number;
    order_id: string;
    amount: number;
    currency: string;
    payment_id: string;
  };
}

/** Signs a sandbox webhook body the way verifyWebhook checks it. */
export function signSandboxEvent(secret: string, raw: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${raw}`).digest('hex');
  return `t=${t},v1=${v1}`;
}

/**
 * The built-in sandbox standing in for one gateway (`slug`) when it has no credentials: the same
 * start calls answer with a local page (approve or decline) instead of the gateway's checkout,
 * and that page sends a webhook signed with the local secret to the same endpoint. Nothing leaves
 * the machine, so a fresh install can buy a package end to end.
 */
export class SandboxGateway implements PaymentGateway {
  constructor(
    readonly slug: GatewaySlug,
    private readonly options: { secret: string; publicUrl: string; now?: () => Date },
  ) {}

  /** The local checkout page of an order. */
  pageUrl(orderId: string): string {
    return `${this.options.publicUrl}/api/payment-sandbox/${this.slug}/${orderId}`;
  }

  async start(payment: PaymentStart): Promise<StartedPayment> {
    const orderId = `sbx_${this.slug}_${randomBytes(12).toString('hex')}`;
    const page = this.pageUrl(orderId);
    // Each gateway's own answer shape, pointing at the local page where a browser would go.
    const client: Record<GatewaySlug, Record<string, string>> = {
      stripe: { client_secret: `${orderId}_secret_sandbox` },
      paystack: { authorization_url: page, access_code: orderId, reference: payment.reference },
      paypal: { approval_url: page },
      flutterwave: { link: page },
      ipay: {},
    };
    return { orderId, client: { ...client[this.slug], sandbox_url: page } };
  }

  async verifyWebhook(raw: Buffer, headers: WebhookHeaders): Promise<WebhookEvent> {
    const signature = header(headers, SANDBOX_SIGNATURE_HEADER);
    if (!signature) throw new WebhookSignatureError('no sandbox signature');
    const parts = new Map(
      signature.split(',').map((part) => {
        const at = part.indexOf('=');
        return [part.slice(0, at), part.slice(at + 1)] as const;
      }),
    );
    const t = Number(parts.get('t'));
    const given = Buffer.from(parts.get('v1') ?? '', 'hex');
    const now = (this.options.now?.() ?? new Date()).getTime() / 1000;
    if (!Number.isInteger(t) || Math.abs(now - t) > TOLERANCE_S)
      throw new WebhookSignatureError('sandbox signature outside the time window');
    const expected = createHmac('sha256', this.options.secret).update(`${t}.`).update(raw).digest();
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      throw new WebhookSignatureError('sandbox signature does not match');
    let body: SandboxEventBody;
    try {
      body = JSON.parse(raw.toString('utf8')) as SandboxEventBody;
    } catch {
      throw new WebhookSignatureError('sandbox body is not JSON');
    }
    const data = body.data ?? ({} as SandboxEventBody['data']);
    return {
      eventId: String(body.id),
      kind:
        body.type === 'payment.succeeded'
          ? 'success'
          : body.type === 'payment.failed'
            ? 'failure'
            : 'ignored',
      transactionId: Number.isInteger(data.payment_transaction_id) ? data.payment_transaction_id : null,
      orderId: typeof data.order_id === 'string' ? data.order_id : null,
      amount: typeof data.amount === 'number' ? data.amount : null,
      currency: typeof data.currency === 'string' ? data.currency.toUpperCase() : null,
      gatewayTransactionId: typeof data.payment_id === 'string' ? data.payment_id : null,
    };
  }

  async onReturn(query: Record<string, string>): Promise<'cancelled' | 'returned'> {
    return query.cancelled === '1' ? 'cancelled' : 'returned';
  }

  /** A sandbox order nobody approved within a day will never be paid. */
  async status(): Promise<'paid' | 'unpaid' | 'unknown'> {
    return 'unpaid';
  }
}
