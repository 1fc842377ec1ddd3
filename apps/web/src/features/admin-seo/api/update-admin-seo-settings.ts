import { type AnswerHandlers, type BrowserApiRequest, callApi } from '@/lib/api-answer.util';
import type { AdminSeoEntry } from '../admin-seo.types';

/** `PATCH admin/seo-settings/{page}`: the three texts in one language (empty: the default). */
export function updateAdminSeoSettings(
  page: string,
  body: { language_code: string; title: string; description: string; keywords: string },
  handlers: AnswerHandlers<AdminSeoEntry, BrowserApiRequest>,
) {
  return callApi<AdminSeoEntry>({ call: `admin/seo-settings/${page}`, method: 'PATCH', body }, handlers);
}
