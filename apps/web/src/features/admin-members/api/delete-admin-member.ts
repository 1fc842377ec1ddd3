import { type AnswerHandlers, type BrowserApiRequest, callApi } from '@/lib/api-answer.util';

/** `DELETE admin/members/{id}`: the account removed as delete_user removes it (not staff). */
export function deleteAdminMember(id: number, handlers: AnswerHandlers<{ id: number }, BrowserApiRequest>) {
  return callApi<{ id: number }>({ call: `admin/members/${id}`, method: 'DELETE' }, handlers);
}
