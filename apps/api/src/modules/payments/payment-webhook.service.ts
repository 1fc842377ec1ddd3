import { randomBytes } from 'node:crypto';
import { NOTIFICATION_TYPE } from '@domus/shared/constants/notification.constants';
import {
  GATEWAYS,
  type GatewaySlug,
  isGatewaySlug,
  type WebhookEvent,
  type WebhookHeaders,
  WebhookSignatureError,
} from '../../adapters/payments/payment-gateway.adapter.js';
import {
  SANDBOX_SIGNATURE_HEADER,
  type SandboxEventBody,
  signSandboxEvent,
} from '../../adapters/payments/sandbox.adapter.js';
import type { AppDeps } from '../../app-deps.js';
import { AppError, errors } from '../../lib/app-error.js';
import type { NotificationService, PendingNotification } from '../notifications/notification.service.js';
import type { PackageService } from '../packages/package.service.js';
import { type PaymentRow, paymentRepository } from './payment.repository.js';
import { paymentRealtime } from './payment-realtime.js';

/** What a webhook delivery came to (logged; the gateway is told `{received: true}` for all). */
export type WebhookOutcome =
  | 'ignored'
  | 'unknown'
  | 'duplicate'
  | 'flagged'
  | 'paid'
  | 'already-paid'
  | 'failed'
  | 'unchanged';

const AMOUNT_TOLERANCE = 0.001;
/** A payment still pending after a day is asked about at its gateway (§4.18). */
const STALE_AFTER_MS = 24 * 3600 * 1000;
const STALE_BATCH = 100;

function slugOfName(name: string): GatewaySlug | null {
  return (Object.keys(GATEWAYS) as GatewaySlug[]).find((slug) => GATEWAYS[slug] === name) ?? null;
}

function gatewayOf(slug: string): GatewaySlug {
  if (!isGatewaySlug(slug)) throw errors.notFound();
  return slug;
}

/**
 * Webhooks (contract §3.7): the only way a payment succeeds. Processing is identical for every
 * gateway: authenticity first, then the transaction by our id and order id, the event recorded
 * once, the amount and currency checked, and the state change, the subscription and the
 * notification in one database transaction, so a retried delivery after a crash starts clean.
 * Also the return URL (never a success) and the built-in sandbox's checkout page.
 */
export function paymentWebhookService(
  deps: AppDeps,
  packages: PackageService,
  notifications: NotificationService,
) {
  const repo = paymentRepository(deps.db);
  const live = paymentRealtime(deps, packages);

  /** Our transaction, when the event names one of this gateway's and its ids agree. */
  async function transactionOf(slug: GatewaySlug, event: WebhookEvent): Promise<PaymentRow | undefined> {
    const row = event.transactionId
      ? await repo.find(event.transactionId)
      : event.orderId
        ? await repo.findByOrder(GATEWAYS[slug], event.orderId)
        : undefined;
    if (!row || row.payment_gateway !== GATEWAYS[slug]) return undefined;
    if (event.orderId && row.order_id !== event.orderId) return undefined;
    return row;
  }

  function mismatch(row: PaymentRow, event: WebhookEvent): string | null {
    if (event.amount === null || Math.abs(event.amount - Number(row.amount)) > AMOUNT_TOLERANCE)
      return `amount ${event.amount} ${event.currency ?? ''} paid for ${row.amount} ${row.currency}`;
    if (event.currency?.toUpperCase() !== row.currency.toUpperCase())
      return `currency ${event.currency} paid for ${row.currency}`;
    return null;
  }

  async function apply(slug: GatewaySlug, event: WebhookEvent, row: PaymentRow): Promise<WebhookOutcome> {
    const now = deps.now();
    // Read before the transaction: on SQLite its one connection is the transaction's until commit.
    const name = await packages.nameOf(row.package_id);
    let pending: PendingNotification | null = null;
    const outcome = await deps.db.transaction().execute(async (trx): Promise<WebhookOutcome> => {
      if (!(await repo.recordEvent(trx, slug, event.eventId, row.id, now))) return 'duplicate';
      if (event.kind === 'success') {
        const problem = mismatch(row, event);
        if (problem) {
          await repo.flag(trx, row.id, problem, now);
          return 'flagged';
        }
        if (!(await repo.succeed(trx, row.id, event.gatewayTransactionId, now))) return 'already-paid';
        if (row.user_id !== null) {
          await packages.subscribeForPayment(trx, row.user_id, row.package_id, now, row.id);
          pending = await notifications.within(trx).store(row.user_id, {
            event: 'payment_success',
            type: NOTIFICATION_TYPE.statusUpdate,
            title: 'Package purchased',
            message: `Your payment for ${name} was received: the package is active.`,
            link: '/user/subscription',
          });
        }
        return 'paid';
      }
      if (!(await repo.failPending(row.id, now, trx))) return 'unchanged';
      pending = await notifications.within(trx).store(row.user_id, {
        event: 'payment_failed',
        type: NOTIFICATION_TYPE.statusUpdate,
        title: 'Payment failed',
        message: `Your payment for ${name} did not go through. Nothing was charged for it.`,
        link: '/subscription-plan',
      });
      return 'failed';
    });
    await notifications.deliver(pending);
    if (outcome === 'paid' || outcome === 'failed') await live.announce(row.id);
    return outcome;
  }

  async function receive(slugText: string, raw: Buffer, headers: WebhookHeaders): Promise<WebhookOutcome> {
    const slug = gatewayOf(slugText);
    const gateway = deps.payments.get(slug);
    if (!gateway) throw errors.notFound();
    let event: WebhookEvent;
    try {
      event = await gateway.verifyWebhook(raw, headers);
    } catch (error) {
      if (!(error instanceof WebhookSignatureError)) throw error; // transient: 500, the gateway retries
      deps.log.warn({ gateway: slug, reason: error.message }, 'payment webhook refused: not genuine');
      throw new AppError(400, 'WEBHOOK_SIGNATURE_INVALID', 'The webhook signature is not valid');
    }
    if (event.kind === 'ignored') return 'ignored';
    const row = await transactionOf(slug, event);
    if (!row) {
      deps.log.warn(
        { gateway: slug, event_id: event.eventId, transaction: event.transactionId, order: event.orderId },
        'payment webhook for an unknown transaction',
      );
      return 'unknown';
    }
    const outcome = await apply(slug, event, row);
    if (outcome === 'flagged')
      deps.log.warn({ gateway: slug, payment_transaction_id: row.id }, 'payment flagged: amount or currency');
    return outcome;
  }

  /** Where the browser lands after a payment: a web page, or the app's deep link. */
  function landing(row: PaymentRow | undefined, ok: boolean): string {
    const id = row ? `payment_transaction_id=${row.id}` : '';
    if (row?.platform_type === 'app' && deps.config.payments.appReturnUrl)
      return `${deps.config.payments.appReturnUrl}?status=${ok ? 'success' : 'fail'}&${id}`;
    return `${deps.config.publicUrl}/payment/${ok ? 'success' : 'fail'}?${id}`;
  }

  return {
    receive,

    /**
     * The stale sweep (§4.18): a payment pending for over a day is asked about at its gateway and
     * failed when unpaid. Paid ones are left to their webhook (the only way to success); unknown
     * ones to the next run. Idempotent: a second run finds nothing more to do.
     */
    async sweepStale(): Promise<{ checked: number; failed: number }> {
      const before = new Date(deps.now().getTime() - STALE_AFTER_MS);
      const rows = await repo.stalePending(before, STALE_BATCH);
      let failed = 0;
      for (const row of rows) {
        const slug = slugOfName(row.payment_gateway);
        const gateway = slug ? deps.payments.get(slug) : null;
        const status =
          gateway && row.order_id ? await gateway.status(row.order_id).catch(() => 'unknown') : 'unknown';
        if (status === 'unpaid' && (await repo.failPending(row.id, deps.now()))) {
          failed += 1;
          await live.announce(row.id);
        }
      }
      return { checked: rows.length, failed };
    },

    /**
     * GET /api/payment-return/{gateway}: PayPal captures here, a cancellation fails a pending
     * payment; never a success (the success page waits for the webhook).
     */
    async paymentReturn(slugText: string, query: Record<string, string>): Promise<string> {
      const slug = gatewayOf(slugText);
      const gateway = deps.payments.get(slug);
      const id = Number(query.payment_transaction_id);
      const row = Number.isInteger(id) && id > 0 ? await repo.find(id) : undefined;
      if (!gateway || !row || row.payment_gateway !== GATEWAYS[slug] || !row.order_id)
        return landing(row, false);
      const result = await gateway.onReturn(query, row.order_id).catch(() => 'returned' as const);
      if (result === 'cancelled') {
        if (await repo.failPending(row.id, deps.now())) await live.announce(row.id);
        return landing(row, false);
      }
      const after = await repo.find(row.id);
      return landing(after, after?.payment_status !== 'failed');
    },

    /** The sandbox checkout page's order (404 unless the sandbox serves this gateway). */
    async sandboxOrder(slugText: string, orderId: string) {
      const slug = gatewayOf(slugText);
      if (!deps.payments.isSandbox(slug)) throw errors.notFound();
      const row = await repo.findByOrder(GATEWAYS[slug], orderId);
      if (!row) throw errors.notFound();
      return { row, packageName: await packages.nameOf(row.package_id) };
    },

    /**
     * The sandbox page's answer: a webhook signed with the local secret, delivered to the same
     * processing as a gateway's, then where the browser goes next (the return URL's landing).
     */
    async sandboxDecide(slugText: string, orderId: string, approve: boolean): Promise<string> {
      const slug = gatewayOf(slugText);
      const { row } = await this.sandboxOrder(slug, orderId);
      const body: SandboxEventBody = {
        id: `evt_sbx_${randomBytes(10).toString('hex')}`,
        type: approve ? 'payment.succeeded' : 'payment.failed',
        data: {
          payment_transaction_id: row.id,
          order_id: orderId,
          amount: Number(row.amount),
          currency: row.currency,
          payment_id: `pay_sbx_${randomBytes(8).toString('hex')}`,
        },
      };
      const raw = JSON.stringify(body);
      await receive(slug, Buffer.from(raw), {
        [SANDBOX_SIGNATURE_HEADER]: signSandboxEvent(deps.config.payments.sandboxSecret, raw, deps.now()),
      });
      const after = await repo.find(row.id);
      return landing(after, approve);
    },
  };
}

export type PaymentWebhookService = ReturnType<typeof paymentWebhookService>;
