import { ERRORS } from '@domus/shared/constants/messages.constants';
import {
  type AdminPaymentGatewayInput,
  GATEWAY_SETTING_KEYS,
  PAYMENT_GATEWAY_SLUGS,
  type PaymentGatewaySlug,
} from '@domus/shared/schemas/admin-payment-gateway.schema';
import type { SettingKey } from '@domus/shared/schemas/settings.schema';
import { GATEWAYS } from '../../adapters/payments/payment-gateway.adapter.js';
import type { AppDeps } from '../../app-deps.js';
import { AppError, errors } from '../../lib/app-error.js';
import type { OperatorRequest } from '../../lib/call.js';
import { assertMay } from '../../lib/viewer-may.js';
import { GATEWAY_SECRET_VARIABLES } from '../../payment-config.js';
import type { Viewer } from '../../plugins/auth.plugin.js';
import type { AuditService } from '../audit/audit.service.js';
import type { SettingsService } from '../settings/settings.service.js';
import type { PaymentService } from './payment.service.js';
import { type GatewayFacts, presentGateway } from './payment-gateway-admin.presenter.js';

/** "STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET". */
function listOf(names: readonly string[]): string {
  return names.length === 1 ? (names[0] as string) : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * Operators' payment gateways (admin console): each gateway's switch, currency and publishable
 * key, which are settings, plus what the operator needs to know of the server's side.
 *
 * Secret keys stay in the server's config (DESIGN: "secrets only in server config"). The console
 * never shows nor accepts them: "write-only" is met by never reading them back, and the console
 * names the environment variables to set instead. Answers say only whether they are set. Switching
 * on a gateway that nothing can serve (no secrets, and the sandbox off) is refused, so the plans
 * page never offers a payment method that cannot take money.
 */
export function paymentGatewayAdminService(
  deps: AppDeps,
  settings: SettingsService,
  audit: AuditService,
  payments: PaymentService,
) {
  async function systemCurrency(): Promise<string> {
    return (await settings.get('selected_currency_data')).code.toUpperCase();
  }

  async function stored(slug: PaymentGatewaySlug) {
    const keys = GATEWAY_SETTING_KEYS[slug];
    return {
      enabled: (await settings.get(keys.enabled)) as boolean,
      currency: (await settings.get(keys.currency)) as string | null,
      public_key: keys.publicKey ? ((await settings.get(keys.publicKey)) as string | null) : null,
    };
  }

  function factsOf(slug: PaymentGatewaySlug): GatewayFacts {
    const adapter = deps.payments.get(slug);
    const sandboxed = deps.payments.isSandbox(slug);
    return {
      mode: adapter === null ? 'unavailable' : sandboxed ? 'sandbox' : 'live',
      secrets_configured: adapter !== null && !sandboxed,
      secret_variables: GATEWAY_SECRET_VARIABLES[slug],
      webhook_url: `${deps.config.publicUrl}/api/webhooks/${slug}`,
    };
  }

  /** Each gateway as buyers see it now (get_payment_settings' own rule). */
  async function offered(): Promise<Record<PaymentGatewaySlug, boolean>> {
    const published = (await payments.publicSettings()) as Record<string, unknown>;
    return Object.fromEntries(
      PAYMENT_GATEWAY_SLUGS.map((slug) => [slug, published[GATEWAY_SETTING_KEYS[slug].enabled] === true]),
    ) as Record<PaymentGatewaySlug, boolean>;
  }

  async function presentAll() {
    const now = await offered();
    return Promise.all(
      PAYMENT_GATEWAY_SLUGS.map(async (slug) =>
        presentGateway(slug, await stored(slug), factsOf(slug), now[slug], GATEWAY_SETTING_KEYS[slug]),
      ),
    );
  }

  /** Refusals of switching a gateway on, in the order an operator can fix them. */
  async function assertCanEnable(slug: PaymentGatewaySlug, input: AdminPaymentGatewayInput) {
    const facts = factsOf(slug);
    if (facts.mode === 'unavailable') {
      const variables = GATEWAY_SECRET_VARIABLES[slug];
      throw new AppError(
        409,
        'GATEWAY_NOT_CONFIGURED',
        `${ERRORS.GATEWAY_NOT_CONFIGURED.message}: set ${listOf(variables)} in the server's environment and restart it (or run it with PAYMENT_SANDBOX=on to take test payments)`,
        { gateway: slug, variables: [...variables] },
      );
    }
    const system = await systemCurrency();
    if (input.currency && input.currency !== system)
      throw errors.field(
        'currency',
        `Payments are charged in the system currency (${system}): leave the currency empty or set ${system}`,
      );
    // Stripe's card form runs in the buyer's browser with the publishable key; the sandbox needs none.
    if (slug === 'stripe' && facts.mode === 'live' && !input.public_key)
      throw errors.field('public_key', "Stripe's card form needs its publishable key (pk_…)");
  }

  return {
    /** admin/payment-gateways: the five gateways with the server's facts. */
    async list(viewer: Viewer) {
      assertMay(viewer, 'payments.read');
      return {
        data: await presentAll(),
        system_currency: await systemCurrency(),
        sandbox: deps.config.payments.sandbox,
      };
    },

    /** PATCH admin/payment-gateways/{gateway}: its settings as a whole, audited. */
    async update(operator: OperatorRequest, input: AdminPaymentGatewayInput) {
      assertMay(operator.viewer, 'payments.write');
      const slug = input.gateway;
      if (input.enabled) await assertCanEnable(slug, input);
      const keys = GATEWAY_SETTING_KEYS[slug];
      const before = await stored(slug);
      const after = {
        enabled: input.enabled,
        currency: input.currency ?? null,
        public_key: keys.publicKey ? (input.public_key ?? null) : null,
      };
      const values: Partial<Record<SettingKey, unknown>> = {
        [keys.enabled]: after.enabled,
        [keys.currency]: after.currency,
        ...(keys.publicKey ? { [keys.publicKey]: after.public_key } : {}),
      };
      await settings.setMany(values, (trx) =>
        audit.within(trx).record(operator, {
          action: 'payment_gateway.update',
          target: { type: 'settings', id: null },
          before: { gateway: GATEWAYS[slug], ...before },
          after: { gateway: GATEWAYS[slug], ...after },
        }),
      );
      const now = await offered();
      return presentGateway(slug, await stored(slug), factsOf(slug), now[slug], keys);
    },
  };
}

export type PaymentGatewayAdminService = ReturnType<typeof paymentGatewayAdminService>;
