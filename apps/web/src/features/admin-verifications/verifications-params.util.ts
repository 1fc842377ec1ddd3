import { VERIFICATION_REVIEW_STATUSES } from '@domus/shared/schemas/verification-admin.schema';
import { parsePage } from '@/components/ui/page-links.util';
import type { RawQuery } from '@/lib/url-query.util';

// The verification queue's address: /admin/verifications?status=failed&search=ravi&page=2. The
// pending queue is the default view; `all` lists every application. Plain links and a GET form,
// so every view works before hydration and can be shared.

export const VERIFICATIONS_PATH = '/admin/verifications';
export const VERIFICATION_FIELDS_PATH = '/admin/verification-fields';

export const VERIFICATION_TABS = [...VERIFICATION_REVIEW_STATUSES, 'all'] as const;
export type VerificationTab = (typeof VERIFICATION_TABS)[number];

export interface VerificationsParams {
  status: VerificationTab;
  search: string;
  page: number;
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

export function parseVerificationsParams(raw: RawQuery): VerificationsParams {
  const status = first(raw.status);
  return {
    status: (VERIFICATION_TABS as readonly string[]).includes(status)
      ? (status as VerificationTab)
      : 'pending',
    search: first(raw.search).trim().slice(0, 100),
    page: parsePage(raw.page),
  };
}

/** The API's filters for a view: `all` sends no status. */
export function verificationFilters(params: VerificationsParams) {
  return {
    ...(params.status === 'all' ? {} : { status: params.status }),
    ...(params.search ? { search: params.search } : {}),
  };
}

/** The address of a view; defaults are left out, so the pending queue is plain /admin/verifications. */
export function verificationsHref(params: VerificationsParams, change: Partial<VerificationsParams> = {}) {
  const next = { ...params, ...change };
  const query = new URLSearchParams();
  if (next.status !== 'pending') query.set('status', next.status);
  if (next.search) query.set('search', next.search);
  if (next.page > 1) query.set('page', String(next.page));
  const text = query.toString();
  return text ? `${VERIFICATIONS_PATH}?${text}` : VERIFICATIONS_PATH;
}

export const verificationHref = (id: number) => `${VERIFICATIONS_PATH}/${id}`;
