import { type AnswerHandlers, type BrowserApiRequest, callApi } from '@/lib/api-answer.util';
import type { AdminSlider } from '../admin-sliders.types';

/**
 * `PATCH admin/sliders/{id}` with `status` only changed: the call replaces the type and target, so
 * the slider's own are sent back with it.
 */
export function switchAdminSlider(
  slider: AdminSlider,
  status: boolean,
  handlers: AnswerHandlers<AdminSlider, BrowserApiRequest>,
) {
  const body = {
    type: slider.type,
    status,
    show_property_details: slider.show_property_details,
    ...(slider.category_id !== null ? { category_id: slider.category_id } : {}),
    ...(slider.property_id !== null ? { property_id: slider.property_id } : {}),
    ...(slider.link ? { link: slider.link } : {}),
  };
  return callApi<AdminSlider>({ call: `admin/sliders/${slider.id}`, method: 'PATCH', body }, handlers);
}
