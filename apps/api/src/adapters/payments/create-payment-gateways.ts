import type { PaymentConfig } from '../../payment-config.js';
import { FlutterwaveGateway } from './flutterwave.adapter.js';
import { IpayGateway } from './ipay.adapter.js';
import { GATEWAY_SLUGS, type GatewaySlug, type PaymentGateway } from './payment-gateway.adapter.js';
import { PaypalGateway } from './paypal.adapter.js';
import { PaystackGateway } from './paystack.adapter.js';
import { SandboxGateway } from './sandbox.adapter.js';
import { StripeGateway } from './stripe.adapter.js';

export interface PaymentGateways {
  /** The adapter serving a gateway: live with credentials, the sandbox without; null = neither. */
  get(slug: GatewaySlug): PaymentGateway | null;
  /** Whether a gateway is served by the sandbox (get_payment_settings' `sandbox_mode`). */
  isSandbox(slug: GatewaySlug): boolean;
}

/** A gateway's live adapter from its credentials, or null (the sandbox may stand in). */
function liveGateway(slug: GatewaySlug, config: PaymentConfig): PaymentGateway | null {
  const base = (url: string | null) => (url ? { apiBase: url } : {});
  switch (slug) {
    case 'stripe':
      return config.stripe ? new StripeGateway(config.stripe) : null;
    case 'paystack':
      return config.paystack
        ? new PaystackGateway({ secretKey: config.paystack.secretKey, ...base(config.paystack.apiUrl) })
        : null;
    case 'paypal':
      return config.paypal
        ? new PaypalGateway({
            clientId: config.paypal.clientId,
            clientSecret: config.paypal.clientSecret,
            webhookId: config.paypal.webhookId,
            ...base(config.paypal.apiUrl),
          })
        : null;
    case 'flutterwave':
      return config.flutterwave
        ? new FlutterwaveGateway({
            secretKey: config.flutterwave.secretKey,
            secretHash: config.flutterwave.secretHash,
            ...base(config.flutterwave.apiUrl),
          })
        : null;
    case 'ipay':
      return config.ipay
        ? new IpayGateway({
            vendorId: config.ipay.vendorId,
            hashKey: config.ipay.hashKey,
            ...base(config.ipay.apiUrl),
          })
        : null;
  }
}

export function createPaymentGateways(
  config: PaymentConfig,
  publicUrl: string,
  now: () => Date = () => new Date(),
): PaymentGateways {
  const adapters = new Map<GatewaySlug, PaymentGateway>();
  const sandboxed = new Set<GatewaySlug>();
  for (const slug of GATEWAY_SLUGS) {
    const live = liveGateway(slug, config);
    if (live) adapters.set(slug, live);
    else if (config.sandbox) {
      adapters.set(slug, new SandboxGateway(slug, { secret: config.sandboxSecret, publicUrl, now }));
      sandboxed.add(slug);
    }
  }
  return {
    get: (slug) => adapters.get(slug) ?? null,
    isSandbox: (slug) => sandboxed.has(slug),
  };
}
