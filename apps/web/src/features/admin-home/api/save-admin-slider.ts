import { type AnswerHandlers, type BrowserApiRequest, callApi } from '@/lib/api-answer.util';
import type { AdminSlider } from '../admin-sliders.types';

/**
 * `POST admin/sliders` (multipart, `image` required) or `PATCH admin/sliders/{id}` (images only
 * when chosen). The body is built by the form: its fields plus the chosen files.
 */
export function saveAdminSlider(
  id: number | null,
  body: FormData,
  handlers: AnswerHandlers<AdminSlider, BrowserApiRequest>,
) {
  return callApi<AdminSlider>(
    id === null
      ? { call: 'admin/sliders', method: 'POST', body }
      : { call: `admin/sliders/${id}`, method: 'PATCH', body },
    handlers,
  );
}
