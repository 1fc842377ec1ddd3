/**
 * A payment gateway as the payments module sees it (DESIGN §2): start a payment, tell a genuine
 * webhook from a forged one and read what it says, and answer the two server-to-server questions
 * the lifecycle asks (capture on return, status for the stale sweep). Each gateway is a small
 * module speaking its own HTTP API; the built-in sandbox implements the same interface.
 */

/** How a transaction's `payment_gateway` names each gateway (contract §2.11). */
export const GATEWAYS = {
  stripe: 'Stripe',
  paystack: 'Paystack',
  paypal: 'Paypal',
  flutterwave: 'Flutterwave',
  ipay: 'iPay',
} as const;
export type GatewaySlug = keyof typeof GATEWAYS;
export type GatewayName = (typeof GATEWAYS)[GatewaySlug];
export const GATEWAY_SLUGS = Object.keys(GATEWAYS) as GatewaySlug[];

export function isGatewaySlug(value: string): value is GatewaySlug {
  return Object.hasOwn(GATEWAYS, value);
}

export interface PaymentStart {
  /** Our payment_transactions.id: carried in the gateway's metadata / custom id where it has one. */
  transactionId: number;
  /** Our unique reference for gateways that take one (Paystack reference, Flutterwave tx_ref, iPay oid). */
  reference: string;
  /** Major units (49.99); adapters convert to the gateway's unit themselves (see minorUnits). */
  amount: number;
  /** ISO 4217, upper case. */
  currency: string;
  packageId: number;
  packageName: string;
  userId: number;
  email: string | null;
  /** iPay: the mobile-money number to prompt (E.164). */
  phone?: string;
  /** Where the gateway sends the browser back (§3.7 payment return), success and cancel. */
  returnUrl: string;
  cancelUrl: string;
}

export interface StartedPayment {
  /** The gateway's intent / order / reference id, stored as the transaction's `order_id`. */
  orderId: string;
  /**
   * Only what the client needs to continue, per gateway: Stripe `{client_secret}`, Paystack
   * `{authorization_url, access_code, reference}`, PayPal `{approval_url}`, Flutterwave `{link}`,
   * iPay `{}` (the prompt goes to the phone).
   */
  client: Record<string, string>;
}

export type WebhookKind = 'success' | 'failure' | 'ignored';

/** What a verified webhook says, in the gateway-neutral terms of contract §3.7. */
export interface WebhookEvent {
  /** The gateway's event id (idempotency key, recorded once per gateway). */
  eventId: string;
  kind: WebhookKind;
  /** Our transaction id from metadata / custom id, when the gateway carries it. */
  transactionId: number | null;
  /** The gateway's order / intent id or our reference, whichever the event names. */
  orderId: string | null;
  /** Major units and ISO currency as paid, for the amount and currency check. */
  amount: number | null;
  currency: string | null;
  /** The gateway's payment id once paid (charge / capture / transaction id). */
  gatewayTransactionId: string | null;
}

/** A webhook whose authenticity check failed: 400, nothing changes, the attempt is logged. */
export class WebhookSignatureError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'WebhookSignatureError';
  }
}

/** The gateway refused or could not be reached: the caller marks the transaction failed, 502. */
export class PaymentGatewayError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PaymentGatewayError';
  }
}

export type WebhookHeaders = Record<string, string | string[] | undefined>;

export interface PaymentGateway {
  readonly slug: GatewaySlug;
  start(payment: PaymentStart): Promise<StartedPayment>;
  /**
   * The authenticity check of contract §3.7 on the raw body (constant-time comparisons), then the
   * event read in neutral terms. Gateways whose check includes a server-to-server confirmation
   * (PayPal's signature verification, Flutterwave's and iPay's re-fetch) make it here.
   * Throws WebhookSignatureError when the webhook is not genuine.
   */
  verifyWebhook(raw: Buffer, headers: WebhookHeaders): Promise<WebhookEvent>;
  /**
   * The browser came back on the return URL (query as received). PayPal captures the approved
   * order here; every gateway reports whether the payer cancelled. Never a success.
   */
  onReturn(query: Record<string, string>, orderId: string): Promise<'cancelled' | 'returned'>;
  /** Stale sweep (§4.18): whether the payment for `orderId` was taken. */
  status(orderId: string): Promise<'paid' | 'unpaid' | 'unknown'>;
}

/** Currencies without minor units, and those with three decimals (ISO 4217, as gateways use them). */
const ZERO_DECIMAL = new Set('BIF CLP DJF GNF JPY KMF KRW MGA PYG RWF UGX VND VUV XAF XOF XPF'.split(' '));
const THREE_DECIMAL = new Set('BHD JOD KWD OMR TND'.split(' '));

/** 49.99 USD → 4999; 500 JPY → 500; 1.234 KWD → 1234 (contract §3.5). */
export function minorUnits(amount: number, currency: string): number {
  const code = currency.toUpperCase();
  const factor = ZERO_DECIMAL.has(code) ? 1 : THREE_DECIMAL.has(code) ? 1000 : 100;
  return Math.round(amount * factor);
}

/** The inverse of minorUnits. */
export function majorUnits(minor: number, currency: string): number {
  const code = currency.toUpperCase();
  const factor = ZERO_DECIMAL.has(code) ? 1 : THREE_DECIMAL.has(code) ? 1000 : 100;
  return minor / factor;
}

/** A header's single value (Node gives arrays for repeated headers). */
export function header(headers: WebhookHeaders, name: string): string | undefined {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}
