import { type AnswerHandlers, type BrowserApiRequest, callApi } from '@/lib/api-answer.util';

/** `POST admin/members/{id}/status`: deactivate (its sessions end at once) or reactivate. */
export function setMemberStatus(
  id: number,
  active: boolean,
  handlers: AnswerHandlers<{ id: number; is_active: boolean }, BrowserApiRequest>,
) {
  return callApi<{ id: number; is_active: boolean }>(
    { call: `admin/members/${id}/status`, method: 'POST', body: { active } },
    handlers,
  );
}
