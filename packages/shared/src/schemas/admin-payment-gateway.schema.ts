import { z } from 'zod';
import { boolParam, enumParam, required } from './params.schema';
import { type SettingKey, settingsSchema } from './settings.schema';

// The operators' gateway calls (admin/payment-gateways) and the console's gateway forms. What an
// operator sets is what the settings table holds (switch, currency, publishable key), checked by
// the settings schema's own rules. Secret keys are not among them: they are server config
// (DESIGN: "secrets only in server config"), so no call accepts or returns them.

export const PAYMENT_GATEWAY_SLUGS = ['stripe', 'paystack', 'paypal', 'flutterwave', 'ipay'] as const;
export type PaymentGatewaySlug = (typeof PAYMENT_GATEWAY_SLUGS)[number];

/** Each gateway's settings: its switch, its currency and, for two of them, a publishable key. */
export const GATEWAY_SETTING_KEYS: Record<
  PaymentGatewaySlug,
  { enabled: SettingKey; currency: SettingKey; publicKey: SettingKey | null }
> = {
  stripe: { enabled: 'stripe_gateway', currency: 'stripe_currency', publicKey: 'stripe_publishable_key' },
  paystack: { enabled: 'paystack_gateway', currency: 'paystack_currency', publicKey: 'paystack_public_key' },
  paypal: { enabled: 'paypal_gateway', currency: 'paypal_currency', publicKey: null },
  flutterwave: { enabled: 'flutterwave_status', currency: 'flutterwave_currency', publicKey: null },
  ipay: { enabled: 'ipay_gateway', currency: 'ipay_currency', publicKey: null },
};

export const GATEWAY_MESSAGES = {
  enabledRequired: 'Say whether the gateway is enabled',
  secretKeyPasted:
    'This is a secret key. Paste the publishable key (pk_…): secret keys are set on the server, never here',
  notPublicKey: 'A publishable key starts with pk_test_ or pk_live_',
  noPublicKey: 'This gateway has no publishable key',
} as const;

const PUBLIC_KEY = /^pk_(test|live)_[A-Za-z0-9_]+$/;

/**
 * `PATCH admin/payment-gateways/{gateway}`: the gateway's settings as a whole. `currency` absent
 * or empty is the system currency; `public_key` absent or empty is none.
 */
export const adminPaymentGatewaySchema = z
  .object({
    gateway: required(enumParam('gateway', PAYMENT_GATEWAY_SLUGS)),
    enabled: required(boolParam('Enabled'), GATEWAY_MESSAGES.enabledRequired),
    currency: settingsSchema.shape.stripe_currency.optional(),
    public_key: settingsSchema.shape.stripe_publishable_key.optional(),
  })
  .superRefine((value, ctx) => {
    const key = value.public_key ?? null;
    if (key === null) return;
    if (GATEWAY_SETTING_KEYS[value.gateway].publicKey === null)
      ctx.addIssue({ code: 'custom', path: ['public_key'], message: GATEWAY_MESSAGES.noPublicKey });
    else if (/^(sk|rk)_/.test(key))
      ctx.addIssue({ code: 'custom', path: ['public_key'], message: GATEWAY_MESSAGES.secretKeyPasted });
    else if (!PUBLIC_KEY.test(key) || key.length > 255)
      ctx.addIssue({ code: 'custom', path: ['public_key'], message: GATEWAY_MESSAGES.notPublicKey });
  });

export const adminPaymentGatewayListSchema = z.object({});

export type AdminPaymentGatewayInput = z.output<typeof adminPaymentGatewaySchema>;
