/** One record as `admin/audit-log` answers it. */
export interface AuditLogEntry {
  id: number;
  actor: { id: number | null; name: string | null; email: string | null };
  action: string;
  target: { type: string; id: number | null };
  before: unknown;
  after: unknown;
  ip_address: string | null;
  created_at: string | null;
}
