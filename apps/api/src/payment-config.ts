import { randomBytes } from 'node:crypto';
import { inspect } from 'node:util';

/**
 * Payment gateways' credentials, read from the environment with the rest of the config
 * (config.ts calls this; nothing else reads these variables). A gateway with credentials is live;
 * one without is served by the built-in sandbox while PAYMENT_SANDBOX is on (the default), so a
 * fresh machine can buy a package end to end with no account anywhere.
 */
export interface PaymentConfig {
  /** The built-in sandbox stands in for every gateway that has no credentials. */
  sandbox: boolean;
  /** Signs the sandbox's webhooks (one process signs and checks; a variable fixes it for tools). */
  sandboxSecret: string;
  /** Where `platform_type=app` payments return (a deep link); null = the web pages. */
  appReturnUrl: string | null;
  stripe: { secretKey: string; webhookSecret: string; apiUrl: string | null } | null;
  paystack: { secretKey: string; apiUrl: string | null } | null;
  paypal: { clientId: string; clientSecret: string; webhookId: string; apiUrl: string | null } | null;
  flutterwave: { secretKey: string; secretHash: string; apiUrl: string | null } | null;
  ipay: { vendorId: string; hashKey: string; apiUrl: string | null } | null;
}

type Source = Record<string, string | undefined>;

/**
 * The environment variables that make each gateway live (all of them, or none for the sandbox).
 * The admin console names them to the operator: it never shows or takes their values.
 */
export const GATEWAY_SECRET_VARIABLES = {
  stripe: ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'],
  paystack: ['PAYSTACK_SECRET_KEY'],
  paypal: ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET', 'PAYPAL_WEBHOOK_ID'],
  flutterwave: ['FLUTTERWAVE_SECRET_KEY', 'FLUTTERWAVE_SECRET_HASH'],
  ipay: ['IPAY_VENDOR_ID', 'IPAY_HASH_KEY'],
} as const;

/** Gateways configured by halves: names only, never values. */
export function paymentProblems(env: Source): string[] {
  const groups: [string, readonly string[]][] = [
    ['Stripe', GATEWAY_SECRET_VARIABLES.stripe],
    ['PayPal', GATEWAY_SECRET_VARIABLES.paypal],
    ['Flutterwave', GATEWAY_SECRET_VARIABLES.flutterwave],
    ['iPay', GATEWAY_SECRET_VARIABLES.ipay],
  ];
  const problems: string[] = [];
  for (const [name, vars] of groups) {
    const set = vars.filter((v) => env[v]);
    if (set.length > 0 && set.length < vars.length)
      problems.push(`${vars.join(', ')}: ${name} needs all of them, or none for the sandbox`);
  }
  const sandbox = env.PAYMENT_SANDBOX;
  if (sandbox !== undefined && !['on', 'off'].includes(sandbox)) problems.push('PAYMENT_SANDBOX: on or off');
  return problems;
}

export function paymentConfig(env: Source): PaymentConfig {
  const url = (name: string) => env[name]?.replace(/\/+$/, '') ?? null;
  const config: PaymentConfig = {
    sandbox: env.PAYMENT_SANDBOX !== 'off',
    sandboxSecret: env.PAYMENT_SANDBOX_SECRET ?? randomBytes(32).toString('hex'),
    appReturnUrl: env.PAYMENT_APP_RETURN_URL ?? null,
    stripe:
      env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: env.STRIPE_SECRET_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
            apiUrl: url('STRIPE_API_URL'),
          }
        : null,
    paystack: env.PAYSTACK_SECRET_KEY
      ? { secretKey: env.PAYSTACK_SECRET_KEY, apiUrl: url('PAYSTACK_API_URL') }
      : null,
    paypal:
      env.PAYPAL_CLIENT_ID && env.PAYPAL_CLIENT_SECRET && env.PAYPAL_WEBHOOK_ID
        ? {
            clientId: env.PAYPAL_CLIENT_ID,
            clientSecret: env.PAYPAL_CLIENT_SECRET,
            webhookId: env.PAYPAL_WEBHOOK_ID,
            apiUrl: url('PAYPAL_API_URL'),
          }
        : null,
    flutterwave:
      env.FLUTTERWAVE_SECRET_KEY && env.FLUTTERWAVE_SECRET_HASH
        ? {
            secretKey: env.FLUTTERWAVE_SECRET_KEY,
            secretHash: env.FLUTTERWAVE_SECRET_HASH,
            apiUrl: url('FLUTTERWAVE_API_URL'),
          }
        : null,
    ipay:
      env.IPAY_VENDOR_ID && env.IPAY_HASH_KEY
        ? { vendorId: env.IPAY_VENDOR_ID, hashKey: env.IPAY_HASH_KEY, apiUrl: url('IPAY_API_URL') }
        : null,
  };
  return hideSecrets(config);
}

/** JSON (log lines) and util.inspect show the payment config without its secrets. */
function hideSecrets(config: PaymentConfig): PaymentConfig {
  const masked = () => ({
    sandbox: config.sandbox,
    live: (['stripe', 'paystack', 'paypal', 'flutterwave', 'ipay'] as const).filter((g) => config[g]),
    secrets: '[hidden]',
  });
  return Object.defineProperties(config, {
    toJSON: { value: masked },
    [inspect.custom]: { value: masked },
  });
}
