import { LISTING_REPORT_STATUSES } from '@domus/shared/schemas/admin-reports.schema';
import { parsePage } from '@/components/ui/page-links.util';
import type { RawQuery } from '@/lib/url-query.util';

// The listing reports' address: /admin/listing-reports?status=all&search=villa&page=2. Open
// reports are the default view: they are the queue.

export const LISTING_REPORTS_PATH = '/admin/listing-reports';
export const REPORT_STATUS_FILTERS = [...LISTING_REPORT_STATUSES, 'all'] as const;
export type ReportStatusFilter = (typeof REPORT_STATUS_FILTERS)[number];

export interface ListingReportsParams {
  status: ReportStatusFilter;
  search: string;
  page: number;
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

export function parseListingReportsParams(raw: RawQuery): ListingReportsParams {
  const status = first(raw.status);
  return {
    status: (REPORT_STATUS_FILTERS as readonly string[]).includes(status)
      ? (status as ReportStatusFilter)
      : 'open',
    search: first(raw.search).trim().slice(0, 100),
    page: parsePage(raw.page),
  };
}

export function listingReportsHref(params: ListingReportsParams, change: Partial<ListingReportsParams> = {}) {
  const next = { ...params, ...change };
  const query = new URLSearchParams();
  if (next.status !== 'open') query.set('status', next.status);
  if (next.search) query.set('search', next.search);
  if (next.page > 1) query.set('page', String(next.page));
  const text = query.toString();
  return text ? `${LISTING_REPORTS_PATH}?${text}` : LISTING_REPORTS_PATH;
}
