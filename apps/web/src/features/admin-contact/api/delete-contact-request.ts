import { type AnswerHandlers, type BrowserApiRequest, callApi } from '@/lib/api-answer.util';

/** `DELETE admin/contact-requests/{id}`. */
export function deleteContactRequest(
  id: number,
  handlers: AnswerHandlers<{ id: number }, BrowserApiRequest>,
) {
  return callApi<{ id: number }>({ call: `admin/contact-requests/${id}`, method: 'DELETE' }, handlers);
}
