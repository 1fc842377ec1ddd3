import { type AnswerHandlers, type BrowserApiRequest, callApi } from '@/lib/api-answer.util';

/** `DELETE admin/languages/{code}`: never the default language. */
export function deleteAdminLanguage(code: string, handlers: AnswerHandlers<null, BrowserApiRequest>) {
  return callApi<null>({ call: `admin/languages/${encodeURIComponent(code)}`, method: 'DELETE' }, handlers);
}
