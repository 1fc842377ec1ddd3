import { toIso } from '../../db/dialect.js';
import type { PaymentRow } from './payment.repository.js';

/** Payment transaction §2.11: the fields that leave the server (never `flagged_reason`). */
export function presentPayment(row: PaymentRow, packageName: string) {
  return {
    id: row.id,
    user_id: row.user_id,
    package_id: row.package_id,
    package: { id: row.package_id, name: packageName },
    amount: Number(row.amount),
    currency: row.currency,
    payment_gateway: row.payment_gateway,
    order_id: row.order_id,
    transaction_id: row.transaction_id,
    payment_status: row.payment_status,
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
  };
}

export type PresentedPayment = ReturnType<typeof presentPayment>;
