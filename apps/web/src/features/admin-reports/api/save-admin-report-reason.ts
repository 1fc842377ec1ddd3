import { type AnswerHandlers, type BrowserApiRequest, callApi } from '@/lib/api-answer.util';
import type { ReportReason } from '../admin-reports.types';

/** `POST admin/report-reasons`, or `PATCH admin/report-reasons/{id}` to reword one. */
export function saveAdminReportReason(
  id: number | null,
  reason: string,
  handlers: AnswerHandlers<ReportReason, BrowserApiRequest>,
) {
  return callApi<ReportReason>(
    id === null
      ? { call: 'admin/report-reasons', method: 'POST', body: { reason } }
      : { call: `admin/report-reasons/${id}`, method: 'PATCH', body: { reason } },
    handlers,
  );
}
