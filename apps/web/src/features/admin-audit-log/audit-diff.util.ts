// An audit record's before and after as the rows the console shows: one per field that changed
// (a created record has only an after, a deleted one only a before). Values are shown as text.

export interface AuditChange {
  field: string;
  before: string | null;
  after: string | null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A value as one line: text as is, anything else as JSON; absent is null. */
export function shownValue(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  if (!isRecord(before) && !isRecord(after)) {
    const [b, a] = [shownValue(before), shownValue(after)];
    return b === a ? [] : [{ field: '', before: b, after: a }];
  }
  const from = isRecord(before) ? before : {};
  const to = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(from), ...Object.keys(to)])];
  return fields
    .map((field) => ({ field, before: shownValue(from[field]), after: shownValue(to[field]) }))
    .filter((change) => change.before !== change.after);
}
