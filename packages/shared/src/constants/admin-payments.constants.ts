// Operators' work on payments: marking a stuck payment failed and assigning a package by hand,
// each with a reason kept in the audit log. The console's forms check the reason with the same
// rule and messages as the API.

/**
 * `payment_gateway` of a package assigned by an operator. Its transaction records `amount` 0: no
 * money changed hands, so revenue sums and receipts stay true, while the member's history and the
 * operators' list still show where the subscription came from.
 */
export const MANUAL_GATEWAY = 'Manual';

/** The gateways an operator can filter transactions by: the five, and hand assignments. */
export const ADMIN_PAYMENT_GATEWAYS = [
  'Stripe',
  'Paypal',
  'Paystack',
  'Flutterwave',
  'iPay',
  MANUAL_GATEWAY,
] as const;

export const OPERATOR_REASON_MAX = 300;
export const OPERATOR_REASON_REQUIRED = 'Please write the reason';
export const OPERATOR_REASON_TOO_LONG = `The reason must be at most ${OPERATOR_REASON_MAX} characters`;

/** The reason as it will be kept (trimmed), or the message that refuses it. */
export function checkOperatorReason(value: unknown): { reason: string } | { message: string } {
  const reason = typeof value === 'string' ? value.trim() : '';
  if (reason === '') return { message: OPERATOR_REASON_REQUIRED };
  if (reason.length > OPERATOR_REASON_MAX) return { message: OPERATOR_REASON_TOO_LONG };
  return { reason };
}
