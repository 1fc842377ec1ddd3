import { type AnswerHandlers, type BrowserApiRequest, callApi } from '@/lib/api-answer.util';

/** `POST admin/chat-reports/{id}/resolve` with what was done. */
export function resolveAdminChatReport(
  id: number,
  note: string,
  handlers: AnswerHandlers<unknown, BrowserApiRequest>,
) {
  return callApi<unknown>(
    { call: `admin/chat-reports/${id}/resolve`, method: 'POST', body: { note } },
    handlers,
  );
}
