import { parsePage } from '@/components/ui/page-links.util';
import type { RawQuery } from '@/lib/url-query.util';

// The inbox's address: /admin/contact-requests?handled=no&search=parking&page=2. Unhandled
// requests are the default view: they are the queue.

export const CONTACT_REQUESTS_PATH = '/admin/contact-requests';
export const HANDLED_FILTERS = ['no', 'yes', 'all'] as const;
export type HandledFilter = (typeof HANDLED_FILTERS)[number];

export interface ContactRequestsParams {
  handled: HandledFilter;
  search: string;
  page: number;
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

export function parseContactRequestsParams(raw: RawQuery): ContactRequestsParams {
  const handled = first(raw.handled);
  return {
    handled: (HANDLED_FILTERS as readonly string[]).includes(handled) ? (handled as HandledFilter) : 'no',
    search: first(raw.search).trim().slice(0, 100),
    page: parsePage(raw.page),
  };
}

export function contactRequestsHref(
  params: ContactRequestsParams,
  change: Partial<ContactRequestsParams> = {},
) {
  const next = { ...params, ...change };
  const query = new URLSearchParams();
  if (next.handled !== 'no') query.set('handled', next.handled);
  if (next.search) query.set('search', next.search);
  if (next.page > 1) query.set('page', String(next.page));
  const text = query.toString();
  return text ? `${CONTACT_REQUESTS_PATH}?${text}` : CONTACT_REQUESTS_PATH;
}

/** The API's filters from the address. */
export function contactFilters(params: ContactRequestsParams) {
  return {
    handled: params.handled === 'all' ? undefined : params.handled === 'yes',
    search: params.search || undefined,
  };
}
