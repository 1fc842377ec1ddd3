import type { Translate, TranslationKey } from '@/lib/i18n/translate.util';
import type { PaymentGateway, PaymentNext, PaymentRedirects, PaymentSettings } from './payment.types';

// Pure rules of the buy flow, kept apart from React so they are unit-tested: which gateways to
// offer, where to send the browser after a start call, and the phone prompt's countdown.

const GATEWAYS: ReadonlyArray<{ id: PaymentGateway; on: keyof PaymentSettings; label: TranslationKey }> = [
  { id: 'stripe', on: 'stripe_gateway', label: 'paymentGatewayStripe' },
  { id: 'paystack', on: 'paystack_gateway', label: 'paymentGatewayPaystack' },
  { id: 'paypal', on: 'paypal_gateway', label: 'paymentGatewayPaypal' },
  { id: 'flutterwave', on: 'flutterwave_status', label: 'paymentGatewayFlutterwave' },
  { id: 'ipay', on: 'ipay_gateway', label: 'paymentGatewayIpay' },
];

/** The gateways the operator has switched on, in a fixed order, each with its label's key. */
export function enabledGateways(
  settings: PaymentSettings,
): Array<{ id: PaymentGateway; label: TranslationKey }> {
  if (!settings.any_enabled) return [];
  return GATEWAYS.filter((g) => settings[g.on] === true).map(({ id, label }) => ({ id, label }));
}

/** Only web addresses: a start answer is data from the network, never a `javascript:` URL to follow. */
function webUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Where to send the browser: the built-in sandbox first (it stands in for every gateway, Stripe
 * included), then the gateway's own hosted page. Null when there is nowhere to go (live Stripe,
 * which needs a card form in the page).
 */
export function redirectTarget(answer: PaymentRedirects): string | null {
  return (
    webUrl(answer.sandbox_url) ??
    webUrl(answer.approval_url) ??
    webUrl(answer.link) ??
    webUrl(answer.authorization_url)
  );
}

/**
 * What the page does after a start call answered: go and pay, wait for the phone, take the card in
 * the page (live Stripe: a client secret and the operator's publishable key), or explain.
 */
export function nextStep(
  gateway: PaymentGateway,
  transactionId: number,
  answer: PaymentRedirects & { phone?: string; expires_at?: string },
  stripePublishableKey: string | null = null,
): PaymentNext {
  const url = redirectTarget(answer);
  if (url) return { kind: 'redirect', url, transactionId };
  if (gateway === 'ipay' && answer.expires_at) {
    return { kind: 'phone', transactionId, phone: answer.phone ?? '', expiresAt: answer.expires_at };
  }
  const publishableKey = stripePublishableKey?.trim() ?? '';
  if (gateway === 'stripe' && answer.client_secret && publishableKey.startsWith('pk_')) {
    return { kind: 'card', transactionId, clientSecret: answer.client_secret, publishableKey };
  }
  return { kind: 'card-unavailable', transactionId };
}

/**
 * Where Stripe sends the browser back after the card step (3-D Secure included): the API's payment
 * return, as for the other gateways, which never marks a success (the webhook does).
 */
export function stripeReturnUrl(apiBase: string, transactionId: number, pageUrl: string): string {
  return new URL(`${apiBase}/payment-return/stripe?payment_transaction_id=${transactionId}`, pageUrl).href;
}

/** Whole seconds until `expiresAt`, never below zero; zero for a date that does not parse. */
export function secondsLeft(expiresAt: string, nowMs: number): number {
  const end = Date.parse(expiresAt);
  if (Number.isNaN(end)) return 0;
  return Math.max(0, Math.ceil((end - nowMs) / 1000));
}

/** 179 → "2:59": minutes and two-digit seconds, as a countdown reads. */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/**
 * How a transaction's gateway is written for people: the API keeps the contract's "Paypal", and a
 * package an operator assigned by hand ("Manual") is said in the reader's language.
 */
export function gatewayDisplayName(gateway: string, t: Translate): string {
  if (gateway === 'Manual') return t('paymentGatewayManual');
  return gateway === 'Paypal' ? 'PayPal' : gateway;
}
