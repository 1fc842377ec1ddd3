/** get_payment_settings: publishable values only, one switch and currency per gateway. */
export interface PaymentSettings {
  stripe_gateway: boolean;
  stripe_publishable_key: string | null;
  stripe_currency: string | null;
  paystack_gateway: boolean;
  paystack_public_key: string | null;
  paystack_currency: string | null;
  paypal_gateway: boolean;
  paypal_currency: string | null;
  flutterwave_status: boolean;
  flutterwave_currency: string | null;
  ipay_gateway: boolean;
  ipay_currency: string | null;
  sandbox_mode: boolean;
  any_enabled: boolean;
}

export type PaymentGateway = 'stripe' | 'paystack' | 'paypal' | 'flutterwave' | 'ipay';

export type PaymentStatus = 'pending' | 'success' | 'failed';

/** A payment transaction as get_payment_details lists it (API contract §2.11). */
export interface PaymentTransaction {
  id: number;
  package: { id: number; name: string } | null;
  amount: number;
  currency: string;
  payment_gateway: string;
  order_id: string | null;
  transaction_id: string | null;
  payment_status: PaymentStatus;
  created_at: string;
  updated_at: string;
}

/** Where the browser may be sent to pay: whichever of these a start call answered with. */
export interface PaymentRedirects {
  sandbox_url?: string | null;
  approval_url?: string | null;
  link?: string | null;
  authorization_url?: string | null;
  /** Live Stripe: the PaymentIntent's secret, for the card form in the page (Stripe Elements). */
  client_secret?: string | null;
}

/** A start call's answer in one shape: the new transaction and where (or how) to pay. */
export interface StartedPayment extends PaymentRedirects {
  payment_transaction_id: number;
  phone?: string;
  expires_at?: string;
}

/** What a started payment asks of the page next. */
export type PaymentNext =
  | { kind: 'redirect'; url: string; transactionId: number }
  | { kind: 'phone'; transactionId: number; phone: string; expiresAt: string }
  | { kind: 'card'; transactionId: number; clientSecret: string; publishableKey: string }
  | { kind: 'card-unavailable'; transactionId: number };
