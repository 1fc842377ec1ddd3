import { AD_STATUS_NAMES, type AdStatusName } from '@domus/shared/constants/advertisement-admin.constants';
import { parsePage } from '@/components/ui/page-links.util';
import type { RawQuery } from '@/lib/url-query.util';
import type { AdFilters } from './api/get-admin-advertisements';

// The advertisements screen's address: /admin/advertisements?status=approved&for=project&type=slider
// &search=villa&page=2. Plain links and a GET form: works before hydration, can be shared.

export const ADS_PATH = '/admin/advertisements';

export interface AdParams {
  status: AdStatusName;
  for: '' | 'property' | 'project';
  type: '' | 'list' | 'slider';
  search: string;
  page: number;
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

export function parseAdParams(raw: RawQuery): AdParams {
  const status = first(raw.status);
  const kind = first(raw.for);
  const type = first(raw.type);
  return {
    status: (AD_STATUS_NAMES as readonly string[]).includes(status) ? (status as AdStatusName) : 'pending',
    for: kind === 'property' || kind === 'project' ? kind : '',
    type: type === 'list' || type === 'slider' ? type : '',
    search: first(raw.search).trim().slice(0, 100),
    page: parsePage(raw.page),
  };
}

export function adFilters(params: AdParams): AdFilters {
  return {
    status: params.status,
    ...(params.for ? { for: params.for } : {}),
    ...(params.type ? { type: params.type } : {}),
    ...(params.search ? { search: params.search } : {}),
  };
}

/** The address of a view; defaults are left out, so the queue itself is plain /admin/advertisements. */
export function adsHref(params: AdParams, change: Partial<AdParams> = {}): string {
  const next = { ...params, ...change };
  const query = new URLSearchParams();
  if (next.status !== 'pending') query.set('status', next.status);
  if (next.for) query.set('for', next.for);
  if (next.type) query.set('type', next.type);
  if (next.search) query.set('search', next.search);
  if (next.page > 1) query.set('page', String(next.page));
  const text = query.toString();
  return text ? `${ADS_PATH}?${text}` : ADS_PATH;
}
