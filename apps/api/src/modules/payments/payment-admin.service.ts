import { randomBytes } from 'node:crypto';
import { MANUAL_GATEWAY } from '@domus/shared/constants/admin-payments.constants';
import { NOTIFICATION_TYPE } from '@domus/shared/constants/notification.constants';
import type {
  AdminAssignPackageInput,
  AdminPaymentFailInput,
  AdminPaymentListQuery,
} from '@domus/shared/schemas/admin-payments.schema';
import type { AppDeps } from '../../app-deps.js';
import { errors } from '../../lib/app-error.js';
import type { OperatorRequest } from '../../lib/call.js';
import { assertMay } from '../../lib/viewer-may.js';
import type { Viewer } from '../../plugins/auth.plugin.js';
import type { AuditService } from '../audit/audit.service.js';
import type { NotificationService } from '../notifications/notification.service.js';
import type { PackageService } from '../packages/package.service.js';
import type { SettingsService } from '../settings/settings.service.js';
import { presentAdminPayment, presentAdminPaymentDetail } from './payment-admin.presenter.js';
import { type PaymentFilters, paymentAdminRepository } from './payment-admin.repository.js';
import { paymentRealtime } from './payment-realtime.js';

const DAY_MS = 24 * 3600 * 1000;

function filtersOf(query: AdminPaymentListQuery): PaymentFilters {
  return {
    ...(query.payment_status ? { status: query.payment_status } : {}),
    ...(query.payment_gateway ? { gateway: query.payment_gateway } : {}),
    ...(query.user_id ? { userId: query.user_id } : {}),
    ...(query.package_id ? { packageId: query.package_id } : {}),
    ...(query.search ? { search: query.search } : {}),
    ...(query.from ? { from: new Date(`${query.from}T00:00:00Z`) } : {}),
    // `to` is a whole day: everything before the next one.
    ...(query.to ? { before: new Date(new Date(`${query.to}T00:00:00Z`).getTime() + DAY_MS) } : {}),
  };
}

/**
 * The operators' payment work (issue 11, contract §3.8, §4.18): every member's transactions, a
 * stuck pending payment marked failed, and a package assigned by hand. Success still never comes
 * from here for a gateway payment (only a verified webhook sets it); an operator's assignment is
 * its own manual transaction, successful from the start with amount 0 (nothing was paid), so the
 * member's history and the operators' list show where the subscription came from. Each write is
 * one transaction with its audit record (carrying the operator's reason) and the member's
 * notification.
 */
export function paymentAdminService(
  deps: AppDeps,
  settings: SettingsService,
  packages: PackageService,
  audit: AuditService,
  notifications: NotificationService,
) {
  const repo = paymentAdminRepository(deps.db);
  const live = paymentRealtime(deps, packages);

  async function one(id: number) {
    const row = await repo.one(id);
    if (!row) throw errors.notFound();
    const [events, subscription] = await Promise.all([repo.events(id), repo.subscription(id)]);
    return presentAdminPaymentDetail(row, events, subscription);
  }

  return {
    /** admin/payment-transactions: newest first, filtered, with the total. */
    async list(viewer: Viewer, query: AdminPaymentListQuery) {
      assertMay(viewer, 'payments.read');
      const { rows, total } = await repo.page(filtersOf(query), query.offset, query.limit);
      return { data: rows.map(presentAdminPayment), total };
    },

    /** admin/payment-transactions/{id}: with its webhook events and subscription. */
    async one(viewer: Viewer, id: number) {
      assertMay(viewer, 'payments.read');
      return one(id);
    },

    /**
     * A pending payment an operator knows will never complete → failed (§4.18's pending → failed).
     * A success is never undone here (refunds happen at the gateway): 409 TRANSACTION_NOT_PENDING;
     * an already failed one: 409 TRANSACTION_ALREADY_FAILED. A later verified success webhook may
     * still raise it (money taken after all is honoured).
     */
    async markFailed(operator: OperatorRequest, input: AdminPaymentFailInput) {
      assertMay(operator.viewer, 'payments.write');
      const now = deps.now();
      const found = await repo.one(input.id);
      if (!found) throw errors.notFound();
      // Read before the transaction: SQLite's one connection is the transaction's meanwhile.
      const name = await packages.nameOf(found.package_id);
      const pending = await deps.db.transaction().execute(async (trx) => {
        const row = await repo.lock(trx, input.id);
        if (!row) throw errors.notFound();
        if (row.payment_status === 'success') throw errors.coded('TRANSACTION_NOT_PENDING');
        if (!(await repo.failPending(trx, row.id, now))) throw errors.coded('TRANSACTION_ALREADY_FAILED');
        await audit.within(trx).record(operator, {
          action: 'payment_transaction.mark_failed',
          target: { type: 'payment_transaction', id: row.id },
          before: { payment_status: row.payment_status },
          after: { payment_status: 'failed', reason: input.reason },
        });
        return notifications.within(trx).store(row.user_id, {
          event: 'payment_failed',
          type: NOTIFICATION_TYPE.statusUpdate,
          title: 'Payment failed',
          message: `Your payment for ${name} did not go through. Nothing was charged for it.`,
          link: '/subscription-plan',
        });
      });
      await notifications.deliver(pending);
      await live.announce(input.id);
      return one(input.id);
    },

    /**
     * Assigns a package by hand (POST admin/payment-transactions): any package, on sale or not,
     * to an active member who does not hold it (409 PACKAGE_ALREADY_ACTIVE). The subscription is
     * created exactly as a paid one (the packages service's path, usage counters and all), linked
     * to a manual transaction; audited with the reason; the member is notified.
     */
    async assignPackage(operator: OperatorRequest, input: AdminAssignPackageInput) {
      assertMay(operator.viewer, 'payments.write');
      const member = await repo.member(
        input.user_id !== undefined ? { id: input.user_id } : { email: input.email as string },
      );
      if (!member?.is_active) throw errors.notFound('Member not found');
      const pkg = await packages.find(input.package_id);
      if (!pkg) throw errors.notFound('Package not found');
      const currency = (await settings.get('selected_currency_data')).code.toUpperCase();
      const now = deps.now();
      const { id, pending } = await deps.db.transaction().execute(async (trx) => {
        const row = await repo.insertManual(
          trx,
          {
            user_id: member.id,
            package_id: pkg.id,
            currency,
            gateway: MANUAL_GATEWAY,
            reference: `manual_${randomBytes(8).toString('hex')}`,
          },
          now,
        );
        const userPackageId = await packages.subscribeByOperator(trx, member.id, pkg, now, row.id);
        await audit.within(trx).record(operator, {
          action: 'payment_transaction.assign_package',
          target: { type: 'payment_transaction', id: row.id },
          before: null,
          after: {
            user_id: member.id,
            package_id: pkg.id,
            user_package_id: userPackageId,
            payment_gateway: MANUAL_GATEWAY,
            amount: 0,
            reason: input.reason,
          },
        });
        const pending = await notifications.within(trx).store(member.id, {
          event: 'admin_message',
          type: NOTIFICATION_TYPE.general,
          title: 'Package assigned',
          message: `The package ${pkg.name} has been added to your account.`,
          link: '/user/subscription',
        });
        return { id: row.id, pending };
      });
      await notifications.deliver(pending);
      await live.announce(id);
      return one(id);
    },
  };
}

export type PaymentAdminService = ReturnType<typeof paymentAdminService>;
