import { type AnswerHandlers, type BrowserApiRequest, callApi } from '@/lib/api-answer.util';
import type { AdminPage } from '../admin-content.types';

/** `PATCH admin/pages/{page}`: one language's text (empty: the default language's again). */
export function saveAdminPage(
  page: string,
  languageCode: string,
  content: string,
  handlers: AnswerHandlers<AdminPage, BrowserApiRequest>,
) {
  return callApi<AdminPage>(
    { call: `admin/pages/${page}`, method: 'PATCH', body: { language_code: languageCode, content } },
    handlers,
  );
}
