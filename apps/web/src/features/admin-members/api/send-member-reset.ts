import { type AnswerHandlers, type BrowserApiRequest, callApi } from '@/lib/api-answer.util';

/** `POST admin/members/{id}/password-reset`: the forgot-password mail, sent for the member. */
export function sendMemberReset(id: number, handlers: AnswerHandlers<{ id: number }, BrowserApiRequest>) {
  return callApi<{ id: number }>(
    { call: `admin/members/${id}/password-reset`, method: 'POST', body: {} },
    handlers,
  );
}
