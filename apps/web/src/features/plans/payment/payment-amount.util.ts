import type { PaymentStatus, PaymentTransaction } from './payment.types';

/**
 * An amount in the transaction's own currency (not the site's symbol: a transaction keeps the
 * currency it was charged in). An unknown currency code still shows the number and the code.
 */
export function formatAmount(amount: number, currency: string, locale: string): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);
  } catch {
    return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(amount)} ${currency}`;
  }
}

/** The state of one transaction in a page of get_payment_details; `missing` when it is not there. */
export function statusOf(
  transactions: readonly PaymentTransaction[] | undefined,
  id: number,
): PaymentStatus | 'missing' {
  return transactions?.find((t) => t.id === id)?.payment_status ?? 'missing';
}

/** `?payment_transaction_id=` as a positive whole number, else null. */
export function transactionIdParam(value: string | string[] | undefined): number | null {
  const raw = Array.isArray(value) ? value[0] : value;
  if (!raw || !/^\d{1,12}$/.test(raw)) return null;
  const n = Number(raw);
  return n > 0 ? n : null;
}
