import { type AnswerHandlers, type BrowserApiRequest, callApi } from '@/lib/api-answer.util';

/** `DELETE admin/categories/{id}`: only a category nothing uses (else 409 CATEGORY_IN_USE). */
export function deleteAdminCategory(id: number, handlers: AnswerHandlers<{ id: number }, BrowserApiRequest>) {
  return callApi<{ id: number }>({ call: `admin/categories/${id}`, method: 'DELETE' }, handlers);
}
