import type { PaymentGatewaySlug } from '@domus/shared/schemas/admin-payment-gateway.schema';

/** What the server knows of a gateway that the operator cannot set in the console. */
export interface GatewayFacts {
  /** live: its secrets are set; sandbox: the built-in sandbox stands in; unavailable: neither. */
  mode: 'live' | 'sandbox' | 'unavailable';
  /** Whether its secret keys are set in the server's environment (never their values). */
  secrets_configured: boolean;
  /** The environment variables that hold them. */
  secret_variables: readonly string[];
  /** Where the gateway's dashboard must send its webhooks. */
  webhook_url: string;
}

/** One gateway in the console: its settings, the server's facts, and whether buyers see it now. */
export function presentGateway(
  slug: PaymentGatewaySlug,
  settings: { enabled: boolean; currency: string | null; public_key: string | null },
  facts: GatewayFacts,
  offered: boolean,
  keys: { publicKey: string | null },
) {
  return {
    gateway: slug,
    enabled: settings.enabled,
    /** null: the system currency. */
    currency: settings.currency,
    takes_public_key: keys.publicKey !== null,
    public_key: keys.publicKey !== null ? settings.public_key : null,
    ...facts,
    secret_variables: [...facts.secret_variables],
    /** Switched on and usable: what get_payment_settings tells buyers. */
    offered,
  };
}
