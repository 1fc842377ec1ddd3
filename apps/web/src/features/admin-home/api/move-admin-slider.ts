import { type AnswerHandlers, type BrowserApiRequest, callApi } from '@/lib/api-answer.util';
import type { AdminSlider } from '../admin-sliders.types';

/** `POST admin/sliders/{id}/move`: one place `up` or `down` in the homepage order. */
export function moveAdminSlider(
  id: number,
  direction: 'up' | 'down',
  handlers: AnswerHandlers<AdminSlider, BrowserApiRequest>,
) {
  return callApi<AdminSlider>(
    { call: `admin/sliders/${id}/move`, method: 'POST', body: { direction } },
    handlers,
  );
}
