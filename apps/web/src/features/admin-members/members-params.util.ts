import { MEMBER_ROLE_FILTERS, MEMBER_VERIFICATION_FILTERS } from '@domus/shared/schemas/admin-staff.schema';
import { parsePage } from '@/components/ui/page-links.util';
import type { RawQuery } from '@/lib/url-query.util';

// The members list's address: /admin/members?search=ravi&active=off&role=agent&verification=pending&page=2.
// Plain links and a GET form, so every view works before hydration and can be shared.

export const MEMBERS_PATH = '/admin/members';

export interface MembersParams {
  search: string;
  active: 'all' | 'on' | 'off';
  role: 'all' | (typeof MEMBER_ROLE_FILTERS)[number];
  verification: 'all' | (typeof MEMBER_VERIFICATION_FILTERS)[number];
  page: number;
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

function oneOf<T extends string>(value: string, allowed: readonly T[]): T | 'all' {
  return (allowed as readonly string[]).includes(value) ? (value as T) : 'all';
}

export function parseMembersParams(raw: RawQuery): MembersParams {
  return {
    search: first(raw.search).trim().slice(0, 100),
    active: oneOf(first(raw.active), ['on', 'off'] as const),
    role: oneOf(first(raw.role), MEMBER_ROLE_FILTERS),
    verification: oneOf(first(raw.verification), MEMBER_VERIFICATION_FILTERS),
    page: parsePage(raw.page),
  };
}

export function membersHref(params: MembersParams, change: Partial<MembersParams> = {}): string {
  const next = { ...params, ...change };
  const query = new URLSearchParams();
  if (next.search) query.set('search', next.search);
  if (next.active !== 'all') query.set('active', next.active);
  if (next.role !== 'all') query.set('role', next.role);
  if (next.verification !== 'all') query.set('verification', next.verification);
  if (next.page > 1) query.set('page', String(next.page));
  const text = query.toString();
  return text ? `${MEMBERS_PATH}?${text}` : MEMBERS_PATH;
}

/** The API's filters from the address. */
export function memberFilters(params: MembersParams) {
  return {
    search: params.search || undefined,
    active: params.active === 'all' ? undefined : params.active === 'on',
    role: params.role === 'all' ? undefined : params.role,
    verification_status: params.verification === 'all' ? undefined : params.verification,
  };
}
