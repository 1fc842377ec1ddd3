// Moderation's words and limits, shared by the API's schema and the admin console's reject
// dialog (which checks them before sending, with the same messages the API answers).

/** A rejection reason is kept as `moderation_reasons.reason` (varchar 300). */
export const REJECT_REASON_MAX = 300;
export const REJECT_REASON_REQUIRED = 'Please write the reason for the rejection';
export const REJECT_REASON_TOO_LONG = `The reason must be at most ${REJECT_REASON_MAX} characters`;

/** The moderation states operators filter the queue by; `pending` is the queue itself. */
export const MODERATION_STATES = ['pending', 'approved', 'rejected'] as const;
export type ModerationState = (typeof MODERATION_STATES)[number];

/** The reason as it will be stored (trimmed), or the message that refuses it. */
export function checkRejectReason(value: unknown): { reason: string } | { message: string } {
  const reason = typeof value === 'string' ? value.trim() : '';
  if (reason === '') return { message: REJECT_REASON_REQUIRED };
  if (reason.length > REJECT_REASON_MAX) return { message: REJECT_REASON_TOO_LONG };
  return { reason };
}
