import type { ApiRead } from '@/lib/api-read';
import type { ReportReason } from '../admin-reports.types';

/** `GET admin/report-reasons`: every reason in the dialog's order (a short list: one page of 100). */
export function getAdminReportReasons(read: ApiRead) {
  return read<ReportReason[]>('admin/report-reasons', { limit: 100 });
}
