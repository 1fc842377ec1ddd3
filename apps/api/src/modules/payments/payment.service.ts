import { randomBytes } from 'node:crypto';
import type {
  FlutterwaveStartInput,
  IpayStartInput,
  PaymentFailInput,
  PaymentHistoryQuery,
  PaymentIntentInput,
  PaypalStartInput,
} from '@domus/shared/schemas/payment.schema';
import type { SettingKey } from '@domus/shared/schemas/settings.schema';
import {
  GATEWAYS,
  type GatewaySlug,
  PaymentGatewayError,
  type StartedPayment,
} from '../../adapters/payments/payment-gateway.adapter.js';
import type { AppDeps } from '../../app-deps.js';
import { errors } from '../../lib/app-error.js';
import type { Viewer } from '../../plugins/auth.plugin.js';
import type { AccessGuard } from '../access/access-guard.js';
import type { PackageService } from '../packages/package.service.js';
import type { SettingsService } from '../settings/settings.service.js';
import { presentPayment } from './payment.presenter.js';
import { paymentRepository } from './payment.repository.js';
import { paymentRealtime } from './payment-realtime.js';

/** Each gateway's switch and currency settings (get_payment_settings names them so). */
const GATEWAY_SETTINGS: Record<GatewaySlug, { on: SettingKey; currency: SettingKey }> = {
  stripe: { on: 'stripe_gateway', currency: 'stripe_currency' },
  paystack: { on: 'paystack_gateway', currency: 'paystack_currency' },
  paypal: { on: 'paypal_gateway', currency: 'paypal_currency' },
  flutterwave: { on: 'flutterwave_status', currency: 'flutterwave_currency' },
  ipay: { on: 'ipay_gateway', currency: 'ipay_currency' },
};

/** An iPay prompt on the phone stays valid this long (contract §3.5). */
const IPAY_PROMPT_MS = 3 * 60 * 1000;

/** Masks a phone for display: "+254712345678" → "+2547•••••678". */
function maskPhone(phone: string): string {
  if (phone.length <= 8) return phone;
  return `${phone.slice(0, 5)}${'•'.repeat(phone.length - 8)}${phone.slice(-3)}`;
}

/**
 * Starting payments (contract §3.5), the buyer's history and cancel, and the publishable payment
 * settings. Success is never set here: only a verified webhook does that (payment-webhook.service).
 */
export function paymentService(
  deps: AppDeps,
  guard: AccessGuard,
  settings: SettingsService,
  packages: PackageService,
) {
  const repo = paymentRepository(deps.db);
  const live = paymentRealtime(deps, packages);

  async function systemCurrency(): Promise<string> {
    return (await settings.get('selected_currency_data')).code.toUpperCase();
  }

  /** On, served by an adapter, and in the system currency (otherwise reported disabled). */
  async function enabled(slug: GatewaySlug): Promise<boolean> {
    const keys = GATEWAY_SETTINGS[slug];
    if (!(await settings.get(keys.on)) || !deps.payments.get(slug)) return false;
    const currency = (await settings.get(keys.currency)) as string | null;
    return currency === null || currency === (await systemCurrency());
  }

  async function enabledGateways(): Promise<GatewaySlug[]> {
    const slugs = Object.keys(GATEWAYS) as GatewaySlug[];
    const flags = await Promise.all(slugs.map(enabled));
    return slugs.filter((_, i) => flags[i]);
  }

  /**
   * The shared checks in their order, then a pending transaction, then the gateway's start. A
   * refusal by the gateway fails the transaction and answers 502.
   */
  async function start(
    viewer: Viewer,
    slug: GatewaySlug,
    packageId: number,
    extra: {
      platform?: string;
      phone?: string;
      expectedAmount?: number;
      beforeCreate?: (pkg: { id: number }) => Promise<void>;
    },
  ) {
    await guard.assertMemberWrite(viewer);
    const open = await enabledGateways();
    if (open.length === 0) throw errors.coded('NO_PAYMENT_METHOD');
    if (!open.includes(slug)) throw errors.coded('GATEWAY_DISABLED');
    const pkg = await packages.forPurchase(viewer, packageId);
    if (extra.expectedAmount !== undefined && Math.abs(extra.expectedAmount - pkg.price) > 0.001)
      throw errors.coded('PRICE_CHANGED');
    await extra.beforeCreate?.(pkg);
    const gateway = deps.payments.get(slug);
    if (!gateway) throw errors.coded('GATEWAY_DISABLED');
    const now = deps.now();
    const reference = `domus_${randomBytes(10).toString('hex')}`;
    const currency = await systemCurrency();
    const row = await repo.createPending(
      {
        user_id: viewer.user.id,
        package_id: pkg.id,
        amount: pkg.price,
        currency,
        payment_gateway: GATEWAYS[slug],
        platform_type: extra.platform ?? 'web',
        order_id: reference,
      },
      now,
    );
    const back = `${deps.config.publicUrl}/api/payment-return/${slug}?payment_transaction_id=${row.id}`;
    let started: StartedPayment;
    try {
      started = await gateway.start({
        transactionId: row.id,
        reference,
        amount: pkg.price,
        currency,
        packageId: pkg.id,
        packageName: pkg.name,
        userId: viewer.user.id,
        email: viewer.user.email ?? null,
        ...(extra.phone ? { phone: extra.phone } : {}),
        // iPay's mobile-money callback is server to server (no browser comes back): the webhook.
        returnUrl: slug === 'ipay' ? `${deps.config.publicUrl}/api/webhooks/ipay` : back,
        cancelUrl: `${back}&cancelled=1`,
      });
    } catch (error) {
      await repo.failPending(row.id, deps.now());
      if (error instanceof PaymentGatewayError) {
        deps.log.warn({ err: error, gateway: slug, payment_transaction_id: row.id }, 'payment start refused');
        throw errors.coded('PAYMENT_GATEWAY_ERROR');
      }
      throw error;
    }
    await repo.setOrderId(row.id, started.orderId, deps.now());
    const stored = { ...row, order_id: started.orderId };
    return { started, transaction: presentPayment(stored, pkg.name), pkg };
  }

  return {
    /** get_payment_settings: publishable values only; secrets never leave the server. */
    async publicSettings() {
      const flags = Object.fromEntries(
        await Promise.all(
          (Object.keys(GATEWAYS) as GatewaySlug[]).map(async (slug) => [slug, await enabled(slug)] as const),
        ),
      ) as Record<GatewaySlug, boolean>;
      const currency = await systemCurrency();
      const currencyOf = (slug: GatewaySlug) => (flags[slug] ? currency : null);
      return {
        stripe_gateway: flags.stripe,
        stripe_publishable_key: flags.stripe ? await settings.get('stripe_publishable_key') : null,
        stripe_currency: currencyOf('stripe'),
        paystack_gateway: flags.paystack,
        paystack_public_key: flags.paystack ? await settings.get('paystack_public_key') : null,
        paystack_currency: currencyOf('paystack'),
        paypal_gateway: flags.paypal,
        paypal_currency: currencyOf('paypal'),
        flutterwave_status: flags.flutterwave,
        flutterwave_currency: currencyOf('flutterwave'),
        ipay_gateway: flags.ipay,
        ipay_currency: currencyOf('ipay'),
        sandbox_mode: (Object.keys(GATEWAYS) as GatewaySlug[]).some(
          (slug) => flags[slug] && deps.payments.isSandbox(slug),
        ),
        any_enabled: Object.values(flags).some(Boolean),
      };
    },

    /** create-payment-intent: Stripe or Paystack (the first enabled of the two by default). */
    async intent(viewer: Viewer, input: PaymentIntentInput) {
      let slug: GatewaySlug;
      if (input.payment_gateway) slug = input.payment_gateway === 'Stripe' ? 'stripe' : 'paystack';
      else {
        const open = await enabledGateways();
        slug = open.includes('stripe') ? 'stripe' : open.includes('paystack') ? 'paystack' : 'stripe';
      }
      const { started, transaction } = await start(viewer, slug, input.package_id, {
        platform: input.platform_type,
      });
      return {
        payment_intent: {
          id: started.orderId,
          amount: transaction.amount,
          currency: transaction.currency,
          status: 'pending',
          payment_transaction_id: transaction.id,
          payment_gateway_response: started.client,
        },
        payment_transaction: transaction,
      };
    },

    /** paypal: an order to approve at PayPal (`amount`, when sent, must be today's price). */
    async paypal(viewer: Viewer, input: PaypalStartInput) {
      const { started, transaction } = await start(viewer, 'paypal', input.package_id, {
        ...(input.amount !== undefined ? { expectedAmount: input.amount } : {}),
      });
      return {
        payment_transaction_id: transaction.id,
        order_id: started.orderId,
        approval_url: started.client.approval_url ?? null,
        ...(started.client.sandbox_url ? { sandbox_url: started.client.sandbox_url } : {}),
      };
    },

    /** flutterwave: a hosted payment link. */
    async flutterwave(viewer: Viewer, input: FlutterwaveStartInput) {
      const { started, transaction } = await start(viewer, 'flutterwave', input.package_id, {});
      return {
        payment_transaction_id: transaction.id,
        order_id: started.orderId,
        link: started.client.link ?? null,
        ...(started.client.sandbox_url ? { sandbox_url: started.client.sandbox_url } : {}),
      };
    },

    /** ipay: a mobile-money prompt on the phone, valid three minutes; one open prompt a package. */
    async ipay(viewer: Viewer, input: IpayStartInput) {
      const { started, transaction } = await start(viewer, 'ipay', input.package_id, {
        ...(input.phone ? { phone: input.phone } : {}),
        beforeCreate: async (pkg) => {
          const since = new Date(deps.now().getTime() - IPAY_PROMPT_MS);
          if (await repo.openPrompt(viewer.user.id, pkg.id, GATEWAYS.ipay, since))
            throw errors.coded('PAYMENT_IN_PROGRESS');
        },
      });
      const expires = new Date(new Date(transaction.created_at ?? deps.now()).getTime() + IPAY_PROMPT_MS);
      return {
        payment_transaction_id: transaction.id,
        order_id: started.orderId,
        payment_status: 'pending' as const,
        phone: maskPhone(input.phone ?? ''),
        expires_at: expires.toISOString(),
        ...(started.client.sandbox_url ? { sandbox_url: started.client.sandbox_url } : {}),
      };
    },

    /** payment-transaction-fail: my pending payment → failed; failed stays; success is final. */
    async fail(viewer: Viewer, input: PaymentFailInput) {
      const row = await repo.find(input.payment_transaction_id);
      if (!row || row.user_id !== viewer.user.id) throw errors.notFound();
      if (row.payment_status === 'success') throw errors.coded('TRANSACTION_NOT_PENDING');
      if (await repo.failPending(row.id, deps.now())) await live.announce(row.id);
      const after = (await repo.find(row.id)) ?? row;
      return presentPayment(after, await packages.nameOf(row.package_id));
    },

    /** get_payment_details: mine, newest first. */
    async history(viewer: Viewer, query: PaymentHistoryQuery) {
      const { rows, total } = await repo.mine(viewer.user.id, query.offset, query.limit);
      return { data: rows.map((row) => presentPayment(row, row.package_name)), total };
    },
  };
}

export type PaymentService = ReturnType<typeof paymentService>;
