import { type AnswerHandlers, type BrowserApiRequest, callApi } from '@/lib/api-answer.util';
import type { AdminSeoEntry } from '../admin-seo.types';

/** `POST admin/seo-settings/{page}/image`: the page's preview image (JPEG or PNG) in one language. */
export function uploadAdminSeoImage(
  page: string,
  language: string,
  file: File,
  handlers: AnswerHandlers<AdminSeoEntry, BrowserApiRequest>,
) {
  const body = new FormData();
  body.append('language_code', language);
  body.append('image', file);
  return callApi<AdminSeoEntry>({ call: `admin/seo-settings/${page}/image`, method: 'POST', body }, handlers);
}
