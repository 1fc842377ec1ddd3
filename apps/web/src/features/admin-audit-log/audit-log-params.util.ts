import {
  AUDIT_ACTION_MAX,
  AUDIT_SEARCH_MAX,
  AUDIT_TARGET_TYPES,
} from '@domus/shared/schemas/admin-audit.schema';
import { parsePage } from '@/components/ui/page-links.util';
import type { RawQuery } from '@/lib/url-query.util';
import type { AuditLogFilters } from './api/get-admin-audit-log';

// The audit log's address: /admin/audit-log?actor=3&action=category.update&type=category&id=7…
// Every view is a plain link or GET form, so it works before hydration and can be shared. What
// the API would refuse is dropped here (the limits are the shared schema's), never sent.

export const AUDIT_LOG_PATH = '/admin/audit-log';

export interface AuditLogParams {
  actor: string;
  action: string;
  type: string;
  id: string;
  search: string;
  from: string;
  to: string;
  page: number;
}

const KEYS = ['actor', 'action', 'type', 'id', 'search', 'from', 'to'] as const;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const ID = /^[1-9]\d{0,11}$/;

export function parseAuditLogParams(raw: RawQuery): AuditLogParams {
  const day = (value: string) =>
    DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) ? value : '';
  const id = (value: string) => (ID.test(value.trim()) ? value.trim() : '');
  const type = first(raw.type);
  return {
    actor: id(first(raw.actor)),
    action: first(raw.action).trim().slice(0, AUDIT_ACTION_MAX),
    type: (AUDIT_TARGET_TYPES as readonly string[]).includes(type) ? type : '',
    id: id(first(raw.id)),
    search: first(raw.search).trim().slice(0, AUDIT_SEARCH_MAX),
    from: day(first(raw.from)),
    to: day(first(raw.to)),
    page: parsePage(raw.page),
  };
}

/** The API filters of a view (empty ones left out). */
export function auditLogFilters(params: AuditLogParams): AuditLogFilters {
  return {
    ...(params.actor ? { actor_id: Number(params.actor) } : {}),
    ...(params.action ? { action: params.action } : {}),
    ...(params.type ? { target_type: params.type } : {}),
    ...(params.id ? { target_id: Number(params.id) } : {}),
    ...(params.search ? { search: params.search } : {}),
    ...(params.from ? { from: params.from } : {}),
    ...(params.to ? { to: params.to } : {}),
  };
}

/** The address of a view; empty filters and page 1 are left out. */
export function auditLogHref(params: AuditLogParams, change: Partial<AuditLogParams> = {}): string {
  const next = { ...params, ...change };
  const query = new URLSearchParams();
  for (const key of KEYS) if (next[key]) query.set(key, next[key]);
  if (next.page > 1) query.set('page', String(next.page));
  const text = query.toString();
  return text ? `${AUDIT_LOG_PATH}?${text}` : AUDIT_LOG_PATH;
}
