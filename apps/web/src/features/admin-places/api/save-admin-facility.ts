import { type AnswerHandlers, type BrowserApiRequest, callApi } from '@/lib/api-answer.util';
import type { AdminFacility } from '../admin-places.types';

/** `POST admin/facilities`, or `PATCH admin/facilities/{id}` to rename one. */
export function saveAdminFacility(
  id: number | null,
  name: string,
  handlers: AnswerHandlers<AdminFacility, BrowserApiRequest>,
) {
  return callApi<AdminFacility>(
    id === null
      ? { call: 'admin/facilities', method: 'POST', body: { name } }
      : { call: `admin/facilities/${id}`, method: 'PATCH', body: { name } },
    handlers,
  );
}
