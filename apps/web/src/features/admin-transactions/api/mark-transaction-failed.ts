import { type AnswerHandlers, callApi } from '@/lib/api-answer.util';

/** `POST admin/payment-transactions/{id}/mark-failed`: a pending payment → failed, with the reason. */
export function markTransactionFailed(id: number, reason: string, handlers: AnswerHandlers<unknown>) {
  return callApi(
    { call: `admin/payment-transactions/${id}/mark-failed`, method: 'POST', body: { reason } },
    handlers,
  );
}
