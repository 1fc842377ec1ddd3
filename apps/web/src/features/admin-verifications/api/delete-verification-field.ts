import { type AnswerHandlers, callApi } from '@/lib/api-answer.util';

/** `DELETE admin/verification-fields/{id}`: answers already given stay with their applications. */
export function deleteVerificationField(id: number, handlers: AnswerHandlers<unknown>) {
  return callApi({ call: `admin/verification-fields/${id}`, method: 'DELETE' }, handlers);
}
