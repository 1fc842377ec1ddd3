import type { Id, Ts } from './column-types.js';

/** The operators' audit log. Row types mirror the migrations. */

export interface AuditLogTable {
  id: Id;
  /** The operator's user id; not a foreign key, so the record outlives the account. */
  actor_id: number;
  action: string;
  target_type: string;
  target_id: number | null;
  /** JSON text of the record's state before and after the write. */
  before: string | null;
  after: string | null;
  ip_address: string | null;
  created_at: Ts;
}

/** A staff role: `permissions` is the JSON array of granted permission names. */
export interface StaffRolesTable {
  id: Id;
  name: string;
  permissions: string;
  created_at: Ts;
  updated_at: Ts;
}

/** A page (about_us, privacy_policy, terms_conditions) in a language other than the default. */
export interface ContentPagesTable {
  id: Id;
  page: string;
  language_code: string;
  content: string;
  created_at: Ts;
  updated_at: Ts;
}
