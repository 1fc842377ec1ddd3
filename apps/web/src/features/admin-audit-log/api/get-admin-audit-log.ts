import type { ApiRead } from '@/lib/api-read';
import type { AuditLogEntry } from '../admin-audit-log.types';

export const AUDIT_LOG_PAGE_SIZE = 20;

export interface AuditLogFilters {
  actor_id?: number;
  action?: string;
  target_type?: string;
  target_id?: number;
  search?: string;
  from?: string;
  to?: string;
}

/** `admin/audit-log`: one page, newest first, with the total. */
export function getAdminAuditLog(read: ApiRead, filters: AuditLogFilters, page = 1) {
  return read<AuditLogEntry[]>('admin/audit-log', {
    ...filters,
    offset: (page - 1) * AUDIT_LOG_PAGE_SIZE,
    limit: AUDIT_LOG_PAGE_SIZE,
  });
}
