import { type AnswerHandlers, type BrowserApiRequest, callApi } from '@/lib/api-answer.util';

/** `DELETE admin/sliders/{id}`: the slider and its images. */
export function deleteAdminSlider(id: number, handlers: AnswerHandlers<{ id: number }, BrowserApiRequest>) {
  return callApi<{ id: number }>({ call: `admin/sliders/${id}`, method: 'DELETE' }, handlers);
}
