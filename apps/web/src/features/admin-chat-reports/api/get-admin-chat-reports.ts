import type { ChatReportStatus } from '@domus/shared/constants/chat.constants';
import type { ApiRead } from '@/lib/api-read';
import type { ChatReportDetail, ChatReportItem } from '../admin-chat-reports.types';

export const CHAT_REPORTS_PAGE_SIZE = 20;

/** `GET admin/chat-reports`: newest first, in one state. */
export function getAdminChatReports(read: ApiRead, status: ChatReportStatus, page: number) {
  return read<ChatReportItem[]>('admin/chat-reports', {
    status,
    offset: (page - 1) * CHAT_REPORTS_PAGE_SIZE,
    limit: CHAT_REPORTS_PAGE_SIZE,
  });
}

/** `GET admin/chat-reports/{id}`: one report with its evidence. */
export function getAdminChatReport(read: ApiRead, id: number) {
  return read<ChatReportDetail>(`admin/chat-reports/${id}`);
}
