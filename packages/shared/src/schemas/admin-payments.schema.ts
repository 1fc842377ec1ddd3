import { z } from 'zod';
import {
  ADMIN_PAYMENT_GATEWAYS,
  checkOperatorReason,
  OPERATOR_REASON_MAX,
  OPERATOR_REASON_REQUIRED,
} from '../constants/admin-payments.constants';
import { PAYMENT_STATUSES } from '../constants/enums.constants';
import { enumParam, idParam, pagination, required, textParam } from './params.schema';

// The operators' payment calls: admin/payment-transactions (list, one, mark-failed, and creating
// a manual transaction, which assigns a package by hand).

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day `YYYY-MM-DD` (UTC); also the audit log's date range. */
export function dayParam(label: string) {
  return z
    .any()
    .transform((value: unknown, ctx) => {
      const text = typeof value === 'string' ? value.trim() : '';
      if (!DAY.test(text) || Number.isNaN(Date.parse(`${text}T00:00:00Z`))) {
        ctx.addIssue({ code: 'custom', message: `${label} must be a date (YYYY-MM-DD)` });
        return z.NEVER;
      }
      return text;
    })
    .meta({ type: 'string', format: 'date' });
}

/** An operator's reason: required, trimmed, at most 300 characters. */
export const operatorReasonParam = z
  .any()
  .transform((value: unknown, ctx) => {
    const checked = checkOperatorReason(value);
    if ('message' in checked) {
      ctx.addIssue({ code: 'custom', message: checked.message });
      return z.NEVER;
    }
    return checked.reason;
  })
  .meta({ type: 'string', maxLength: OPERATOR_REASON_MAX, description: OPERATOR_REASON_REQUIRED });

/** Newest first; every filter optional. `search`: the member's email or name, or a gateway reference. */
export const adminPaymentListQuerySchema = z.object({
  payment_status: enumParam('payment_status', PAYMENT_STATUSES).optional(),
  payment_gateway: enumParam('payment_gateway', ADMIN_PAYMENT_GATEWAYS).optional(),
  user_id: idParam('user_id').optional(),
  package_id: idParam('package_id').optional(),
  search: textParam('search', 100).optional(),
  /** Started on or after this day. */
  from: dayParam('from').optional(),
  /** Started on or before this day. */
  to: dayParam('to').optional(),
  ...pagination(20, 100),
});
export type AdminPaymentListQuery = z.output<typeof adminPaymentListQuerySchema>;

export const adminPaymentOneSchema = z.object({ id: required(idParam('id')) });

/** `…/{id}/mark-failed`: a pending payment only; the reason goes to the audit log. */
export const adminPaymentFailSchema = z.object({ id: required(idParam('id')), reason: operatorReasonParam });
export type AdminPaymentFailInput = z.output<typeof adminPaymentFailSchema>;

/**
 * `POST admin/payment-transactions`: assigns a package by hand to a member named by id or by
 * email (one of the two), with the reason; recorded as a manual transaction.
 */
export const adminAssignPackageSchema = z
  .object({
    user_id: idParam('user_id').optional(),
    email: textParam('email', 255).optional(),
    package_id: required(idParam('package_id')),
    reason: operatorReasonParam,
  })
  .superRefine((input, ctx) => {
    if (input.user_id === undefined && !input.email)
      ctx.addIssue({ code: 'custom', path: ['user_id'], message: 'Please fill all fields' });
  });
export type AdminAssignPackageInput = z.output<typeof adminAssignPackageSchema>;
