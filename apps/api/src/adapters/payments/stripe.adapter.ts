import Stripe from 'stripe';
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
  WebhookSignatureError,
} from './payment-gateway.adapter.js';

export interface StripeOptions {
  secretKey: string;
  webhookSecret: string;
  /** Another API host (a local server speaking Stripe's protocol in tests); null = Stripe. */
  apiUrl?: string | null;
}

const SUCCESS = new Set(['payment_intent.succeeded']);
const FAILURE = new Set(['payment_intent.payment_failed', 'payment_intent.canceled']);
/** Contract §3.7: a signature's timestamp within 5 minutes. */
const TOLERANCE_S = 300;

/** Stripe through its official SDK: PaymentIntents, and webhooks checked by the SDK's helper. */
export class StripeGateway implements PaymentGateway {
  readonly slug = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(private readonly options: StripeOptions) {
    const api = options.apiUrl ? new URL(options.apiUrl) : null;
    this.stripe = new Stripe(options.secretKey, {
      timeout: 10_000,
      maxNetworkRetries: 1,
      ...(api
        ? {
            host: api.hostname,
            port: Number(api.port || (api.protocol === 'https:' ? 443 : 80)),
            protocol: api.protocol === 'https:' ? 'https' : 'http',
          }
        : {}),
    });
  }

  async start(payment: PaymentStart): Promise<StartedPayment> {
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: minorUnits(payment.amount, payment.currency),
          currency: payment.currency.toLowerCase(),
          description: payment.packageName,
          automatic_payment_methods: { enabled: true },
          metadata: {
            payment_transaction_id: String(payment.transactionId),
            package_id: String(payment.packageId),
            user_id: String(payment.userId),
          },
          ...(payment.email ? { receipt_email: payment.email } : {}),
        },
        // A retried request (network blip) must not create a second intent for one transaction.
        { idempotencyKey: `domus-${payment.reference}` },
      );
      if (!intent.client_secret) throw new Error('no client secret in the answer');
      return { orderId: intent.id, client: { client_secret: intent.client_secret } };
    } catch (error) {
      throw new PaymentGatewayError(`Stripe refused the payment intent: ${(error as Error).message}`);
    }
  }

  async verifyWebhook(raw: Buffer, headers: WebhookHeaders): Promise<WebhookEvent> {
    const signature = header(headers, 'stripe-signature');
    if (!signature) throw new WebhookSignatureError('no Stripe-Signature header');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(raw, signature, this.options.webhookSecret, TOLERANCE_S);
    } catch (error) {
      throw new WebhookSignatureError(`Stripe signature refused: ${(error as Error).message}`);
    }
    const kind = SUCCESS.has(event.type) ? 'success' : FAILURE.has(event.type) ? 'failure' : 'ignored';
    if (kind === 'ignored' || !event.type.startsWith('payment_intent.')) {
      return {
        eventId: event.id,
        kind: 'ignored',
        transactionId: null,
        orderId: null,
        amount: null,
        currency: null,
        gatewayTransactionId: null,
      };
    }
    const intent = event.data.object as Stripe.PaymentIntent;
    const ours = Number(intent.metadata?.payment_transaction_id);
    const paid = kind === 'success' ? intent.amount_received || intent.amount : intent.amount;
    const charge = typeof intent.latest_charge === 'string' ? intent.latest_charge : intent.latest_charge?.id;
    return {
      eventId: event.id,
      kind,
      transactionId: Number.isInteger(ours) && ours > 0 ? ours : null,
      orderId: intent.id,
      amount: majorUnits(paid, intent.currency),
      currency: intent.currency.toUpperCase(),
      gatewayTransactionId: charge ?? intent.id,
    };
  }

  /** Stripe Elements confirms in the page; the browser comes back to the return URL only by us. */
  async onReturn(query: Record<string, string>): Promise<'cancelled' | 'returned'> {
    return query.cancelled === '1' ? 'cancelled' : 'returned';
  }

  async status(orderId: string): Promise<'paid' | 'unpaid' | 'unknown'> {
    try {
      const intent = await this.stripe.paymentIntents.retrieve(orderId);
      if (intent.status === 'succeeded') return 'paid';
      if (intent.status === 'canceled' || intent.status === 'requires_payment_method') return 'unpaid';
      return 'unknown';
    } catch {
      return 'unknown';
    }
  }
}
