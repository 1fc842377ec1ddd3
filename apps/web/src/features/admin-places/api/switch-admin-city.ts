import { type AnswerHandlers, type BrowserApiRequest, callApi } from '@/lib/api-answer.util';
import type { AdminCity } from '../admin-places.types';

/** `PATCH admin/cities/{id}`: shown to visitors or not. */
export function switchAdminCity(
  id: number,
  enabled: boolean,
  handlers: AnswerHandlers<AdminCity, BrowserApiRequest>,
) {
  return callApi<AdminCity>({ call: `admin/cities/${id}`, method: 'PATCH', body: { enabled } }, handlers);
}
