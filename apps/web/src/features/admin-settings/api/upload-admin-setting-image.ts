import { type AnswerHandlers, type BrowserApiRequest, callApi } from '@/lib/api-answer.util';

/** `POST admin/settings/images/{key}`: the new picture (JPEG or PNG) as the multipart field `image`. */
export function uploadAdminSettingImage(
  key: string,
  file: File,
  handlers: AnswerHandlers<Record<string, unknown>, BrowserApiRequest>,
) {
  const body = new FormData();
  body.append('image', file);
  return callApi<Record<string, unknown>>(
    { call: `admin/settings/images/${key}`, method: 'POST', body },
    handlers,
  );
}
