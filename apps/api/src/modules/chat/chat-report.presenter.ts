import { OPERATOR_USER_ID } from '@domus/shared/constants/chat.constants';
import { mediaUrl, type StorageAdapter } from '../../adapters/storage/storage.adapter.js';
import { toIso, toNumber } from '../../db/dialect.js';
import type { ChatReportItemRow, ChatReportRow } from './chat-report.repository.js';
import { readEvidence } from './chat-report-evidence.js';

/** A party of a reported conversation as the console shows it now (the evidence keeps the names then). */
function party(
  id: number,
  name: string | null,
  role: string | null,
  isActive: number | null,
  operator: string,
) {
  if (id === OPERATOR_USER_ID) return { id, name: operator, account: 'operator' as const };
  const account =
    role === 'deleted' || role === null ? 'deleted' : toNumber(isActive) === 1 ? 'active' : 'deactivated';
  return { id, name: account === 'deleted' ? null : name, account };
}

/** `admin/chat-reports` item: the report without its evidence. */
export function presentChatReportItem(row: ChatReportItemRow, operatorName: string) {
  return {
    id: row.id,
    status: row.status,
    reason: row.reason,
    property: { id: row.property_id, title: row.property_title },
    reporter: party(
      row.reporter_id,
      row.reporter_name,
      row.reporter_role,
      row.reporter_is_active,
      operatorName,
    ),
    reported_user: party(
      row.reported_user_id,
      row.reported_name,
      row.reported_role,
      row.reported_is_active,
      operatorName,
    ),
    message_count: row.message_count,
    created_at: toIso(row.created_at),
    resolved_at: toIso(row.resolved_at),
  };
}

/** `admin/chat-reports/{id}`: the report, what was done about it, and its evidence as filed. */
export function presentChatReportDetail(storage: StorageAdapter, row: ChatReportRow, operatorName: string) {
  const evidence = readEvidence(row.evidence);
  return {
    ...presentChatReportItem(row, operatorName),
    resolution_note: row.resolution_note,
    resolved_by: row.resolved_by,
    evidence: evidence && {
      taken_at: evidence.taken_at,
      property: evidence.property,
      parties: evidence.parties,
      messages: evidence.messages.map((m) => ({
        ...m,
        file: mediaUrl(storage, m.file),
        audio: mediaUrl(storage, m.audio),
      })),
    },
  };
}
