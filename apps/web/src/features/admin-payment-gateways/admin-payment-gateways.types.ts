import type { PaymentGatewaySlug } from '@domus/shared/schemas/admin-payment-gateway.schema';

/** A gateway as `admin/payment-gateways` answers it: settings, and the server's facts. */
export interface AdminGateway {
  gateway: PaymentGatewaySlug;
  enabled: boolean;
  /** null: the system currency. */
  currency: string | null;
  takes_public_key: boolean;
  public_key: string | null;
  mode: 'live' | 'sandbox' | 'unavailable';
  secrets_configured: boolean;
  secret_variables: string[];
  webhook_url: string;
  offered: boolean;
}

/** Brand names, the same in every language. */
export const GATEWAY_NAMES: Record<PaymentGatewaySlug, string> = {
  stripe: 'Stripe',
  paystack: 'Paystack',
  paypal: 'PayPal',
  flutterwave: 'Flutterwave',
  ipay: 'iPay',
};
