import { type AnswerHandlers, type BrowserApiRequest, callApi } from '@/lib/api-answer.util';

/** `DELETE admin/report-reasons/{id}`: reports filed with it keep its text. */
export function deleteAdminReportReason(
  id: number,
  handlers: AnswerHandlers<{ id: number }, BrowserApiRequest>,
) {
  return callApi<{ id: number }>({ call: `admin/report-reasons/${id}`, method: 'DELETE' }, handlers);
}
