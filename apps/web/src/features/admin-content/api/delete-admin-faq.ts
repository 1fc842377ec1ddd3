import { type AnswerHandlers, type BrowserApiRequest, callApi } from '@/lib/api-answer.util';

/** `DELETE admin/faqs/{id}`. */
export function deleteAdminFaq(id: number, handlers: AnswerHandlers<{ id: number }, BrowserApiRequest>) {
  return callApi<{ id: number }>({ call: `admin/faqs/${id}`, method: 'DELETE' }, handlers);
}
