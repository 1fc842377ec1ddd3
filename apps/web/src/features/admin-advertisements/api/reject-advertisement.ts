import { type AnswerHandlers, callApi } from '@/lib/api-answer.util';

/** `POST admin/advertisements/{id}/reject` with the reason the owner will read. */
export function rejectAdvertisement(id: number, reason: string, handlers: AnswerHandlers<unknown>) {
  return callApi({ call: `admin/advertisements/${id}/reject`, method: 'POST', body: { reason } }, handlers);
}
