import { type AnswerHandlers, type BrowserApiRequest, callApi } from '@/lib/api-answer.util';

/** `DELETE admin/packages/{id}`: only a package nobody bought (else 409 PACKAGE_IN_USE). */
export function deleteAdminPackage(id: number, handlers: AnswerHandlers<{ id: number }, BrowserApiRequest>) {
  return callApi<{ id: number }>({ call: `admin/packages/${id}`, method: 'DELETE' }, handlers);
}
