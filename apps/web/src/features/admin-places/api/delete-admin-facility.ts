import { type AnswerHandlers, type BrowserApiRequest, callApi } from '@/lib/api-answer.util';

/** `DELETE admin/facilities/{id}`: only a place no listing uses (else 409 FACILITY_IN_USE). */
export function deleteAdminFacility(id: number, handlers: AnswerHandlers<{ id: number }, BrowserApiRequest>) {
  return callApi<{ id: number }>({ call: `admin/facilities/${id}`, method: 'DELETE' }, handlers);
}
