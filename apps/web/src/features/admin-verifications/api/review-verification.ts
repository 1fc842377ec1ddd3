import type { AdminVerificationApplication } from '@domus/shared/schemas/verification-admin.schema';
import { type AnswerHandlers, callApi } from '@/lib/api-answer.util';

export type ReviewAction = 'approve' | 'fail' | 'revoke';

/**
 * `POST admin/verifications/{id}/<approve|fail|revoke>`; failing and revoking carry the reason the
 * member will read.
 */
export function reviewVerification(
  id: number,
  action: ReviewAction,
  reason: string | null,
  handlers: AnswerHandlers<AdminVerificationApplication>,
) {
  return callApi<AdminVerificationApplication>(
    { call: `admin/verifications/${id}/${action}`, method: 'POST', body: reason === null ? {} : { reason } },
    handlers,
  );
}
