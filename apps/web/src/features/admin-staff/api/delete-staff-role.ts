import { type AnswerHandlers, type BrowserApiRequest, callApi } from '@/lib/api-answer.util';

/** `DELETE admin/staff-roles/{id}`: only a role nobody holds (else 409 ROLE_IN_USE). */
export function deleteStaffRole(id: number, handlers: AnswerHandlers<{ id: number }, BrowserApiRequest>) {
  return callApi<{ id: number }>({ call: `admin/staff-roles/${id}`, method: 'DELETE' }, handlers);
}
