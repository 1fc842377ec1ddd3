import {
  adminAssignPackageSchema,
  adminPaymentFailSchema,
  adminPaymentListQuerySchema,
  adminPaymentOneSchema,
} from '@domus/shared/schemas/admin-payments.schema';
import { type CallDefinition, defineCall, ok, operatorRequest, signedIn } from '../../lib/call.js';
import type { Services } from '../../services.js';

const TAG = 'Operator: payments';

/** Operators' payment transactions under /api/admin/payment-transactions (contract §3.8). */
export function paymentAdminCalls(services: Services): CallDefinition[] {
  return [
    defineCall({
      method: 'GET',
      name: 'admin/payment-transactions',
      access: 'admin',
      permission: 'payments.read',
      tag: TAG,
      summary:
        'Operator: every payment transaction, newest first, filtered by payment_status, payment_gateway (the five, or Manual), user_id, package_id, from/to (days, inclusive) and search (member email or name, or a gateway reference), with offset/limit (20, ≤ 100) and total. Each item is §2.11 with its member and flagged_reason.',
      input: adminPaymentListQuerySchema,
      handler: async ({ input, viewer }) => {
        const { data, total } = await services.paymentAdmin.list(signedIn(viewer), input);
        return ok(data, 'Data fetched successfully', { total });
      },
    }),
    defineCall({
      method: 'GET',
      name: 'admin/payment-transactions/:id',
      access: 'admin',
      permission: 'payments.read',
      tag: TAG,
      summary:
        'Operator: one transaction with its member, package, gateway references, the webhook events received and the subscription it started.',
      input: adminPaymentOneSchema,
      handler: async ({ input, viewer }) =>
        ok(await services.paymentAdmin.one(signedIn(viewer), input.id), 'Data fetched successfully'),
    }),
    defineCall({
      method: 'POST',
      name: 'admin/payment-transactions/:id/mark-failed',
      access: 'admin',
      permission: 'payments.write',
      tag: TAG,
      summary:
        'Operator: a pending payment → failed, with a `reason` (required, ≤ 300) kept in the audit log; the member is notified. 409 TRANSACTION_NOT_PENDING for a success (never undone here), 409 TRANSACTION_ALREADY_FAILED.',
      input: adminPaymentFailSchema,
      handler: async ({ input, viewer, request }) =>
        ok(
          await services.paymentAdmin.markFailed(operatorRequest(viewer, request), input),
          'Payment marked failed',
        ),
    }),
    defineCall({
      method: 'POST',
      name: 'admin/payment-transactions',
      access: 'admin',
      permission: 'payments.write',
      tag: TAG,
      summary:
        'Operator: assign a package by hand to a member (`user_id` or `email`), with a `reason` (required, ≤ 300). Creates the subscription as a payment would, recorded as a successful Manual transaction of amount 0 (nothing was paid); audited with the reason; the member is notified. 404 unknown member or package, 409 PACKAGE_ALREADY_ACTIVE.',
      input: adminAssignPackageSchema,
      handler: async ({ input, viewer, request }) =>
        ok(
          await services.paymentAdmin.assignPackage(operatorRequest(viewer, request), input),
          'Package assigned',
          { status: 201 },
        ),
    }),
  ];
}
