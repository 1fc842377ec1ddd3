import { toIso } from '../../db/dialect.js';
import { presentPayment } from './payment.presenter.js';
import type { AdminPaymentRow } from './payment-admin.repository.js';

/**
 * A transaction as operators see it: §2.11, who paid (null once the account was deleted), and
 * the reason a success was flagged (amount or currency did not add up), which members never see.
 */
export function presentAdminPayment(row: AdminPaymentRow) {
  return {
    ...presentPayment(row, row.package_name),
    user: row.user_id === null ? null : { id: row.user_id, name: row.user_name, email: row.user_email },
    flagged_reason: row.flagged_reason,
  };
}

/** One transaction: the list's fields, the webhook events received, the subscription it started. */
export function presentAdminPaymentDetail(
  row: AdminPaymentRow,
  events: { id: number; gateway: string; event_id: string; created_at: unknown }[],
  subscription: { id: number; start_date: unknown; end_date: unknown } | undefined,
) {
  return {
    ...presentAdminPayment(row),
    events: events.map((e) => ({
      id: e.id,
      gateway: e.gateway,
      event_id: e.event_id,
      created_at: toIso(e.created_at),
    })),
    subscription: subscription
      ? {
          user_package_id: subscription.id,
          start_date: toIso(subscription.start_date),
          end_date: toIso(subscription.end_date),
        }
      : null,
  };
}
