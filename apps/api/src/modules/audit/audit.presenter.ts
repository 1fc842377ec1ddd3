import { toIso } from '../../db/dialect.js';
import type { AuditRow } from './audit.repository.js';

/** JSON text as stored; a value that is not JSON (never written by the service) is shown as text. */
function parsed(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** One audit record as operators read it. */
export function presentAuditEntry(row: AuditRow) {
  return {
    id: row.id,
    actor: { id: row.actor_id, name: row.actor_name ?? null, email: row.actor_email ?? null },
    action: row.action,
    target: { type: row.target_type, id: row.target_id },
    before: parsed(row.before),
    after: parsed(row.after),
    ip_address: row.ip_address,
    created_at: toIso(row.created_at),
  };
}
