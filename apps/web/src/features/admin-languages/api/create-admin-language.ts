import type { AdminLanguageCreate } from '@domus/shared/schemas/admin-language.schema';
import { type AnswerHandlers, type BrowserApiRequest, callApi } from '@/lib/api-answer.util';
import type { AdminLanguage } from '../admin-languages.types';

/** `POST admin/languages`: a new language, enabled, falling back to English. */
export function createAdminLanguage(
  input: AdminLanguageCreate,
  handlers: AnswerHandlers<AdminLanguage, BrowserApiRequest>,
) {
  return callApi<AdminLanguage>({ call: 'admin/languages', method: 'POST', body: { ...input } }, handlers);
}
