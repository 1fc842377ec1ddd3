import { type AnswerHandlers, type BrowserApiRequest, callApi } from '@/lib/api-answer.util';

/** `PATCH admin/staff/{id}` with a role, or `DELETE admin/staff/{id}` (role null): back to member. */
export function setStaffRole(
  id: number,
  role: string | null,
  handlers: AnswerHandlers<unknown, BrowserApiRequest>,
) {
  return callApi<unknown>(
    role
      ? { call: `admin/staff/${id}`, method: 'PATCH', body: { role } }
      : { call: `admin/staff/${id}`, method: 'DELETE' },
    handlers,
  );
}
