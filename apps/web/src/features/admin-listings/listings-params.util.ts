import { LISTING_PROPERTY_TYPES, LISTING_SORTS } from '@domus/shared/schemas/admin-moderation.schema';
import { parsePage } from '@/components/ui/page-links.util';
import type { RawQuery } from '@/lib/url-query.util';
import type { ListingsKind, TabCounts } from './listings.types';

// A listings table's address: /admin/properties?tab=pending&search=villa&city=Lyon&sort=price&page=2.
// Every view is a link or a GET form, so it works before hydration and can be shared.

export const LISTING_TABS = ['all', 'pending', 'approved', 'rejected', 'active', 'inactive'] as const;
export type ListingTab = (typeof LISTING_TABS)[number] & keyof TabCounts;

export interface ListingsParams {
  kind: ListingsKind;
  tab: ListingTab;
  search: string;
  city: string;
  type: '' | (typeof LISTING_PROPERTY_TYPES)[number];
  premium: '' | '1' | '0';
  sort: '' | (typeof LISTING_SORTS)[number];
  page: number;
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';
const oneOf = <T extends string>(values: readonly T[], value: string): T | '' =>
  (values as readonly string[]).includes(value) ? (value as T) : '';

export function parseListingsParams(kind: ListingsKind, raw: RawQuery): ListingsParams {
  const tab = oneOf(LISTING_TABS, first(raw.tab));
  return {
    kind,
    tab: tab === '' ? 'all' : tab,
    search: first(raw.search).trim().slice(0, 100),
    city: first(raw.city).trim().slice(0, 100),
    type: kind === 'properties' ? oneOf(LISTING_PROPERTY_TYPES, first(raw.type)) : '',
    premium: kind === 'properties' ? oneOf(['1', '0'] as const, first(raw.premium)) : '',
    sort: oneOf(LISTING_SORTS, first(raw.sort)),
    page: parsePage(raw.page),
  };
}

export function listingsPath(kind: ListingsKind): string {
  return `/admin/${kind}`;
}

/** The address of a view; defaults are left out. */
export function listingsHref(params: ListingsParams, change: Partial<ListingsParams> = {}): string {
  const next = { ...params, ...change };
  const query = new URLSearchParams();
  if (next.tab !== 'all') query.set('tab', next.tab);
  for (const key of ['search', 'city', 'type', 'premium', 'sort'] as const) {
    if (next[key]) query.set(key, next[key]);
  }
  if (next.page > 1) query.set('page', String(next.page));
  const text = query.toString();
  return text ? `${listingsPath(next.kind)}?${text}` : listingsPath(next.kind);
}

/** The API's filters of a view: a state tab or an on/off tab, and the form's filters. */
export function listingsQuery(params: ListingsParams): Record<string, string | number> {
  const query: Record<string, string | number> = {};
  if (params.tab === 'active' || params.tab === 'inactive') {
    query.request_status = 'all';
    query.status = params.tab === 'active' ? 1 : 0;
  } else {
    query.request_status = params.tab;
  }
  // Newest first unless asked: the pending tab keeps the queue's own order (oldest first).
  query.sort = params.sort || (params.tab === 'pending' ? 'oldest' : 'newest');
  if (params.search) query.search = params.search;
  if (params.city) query.city = params.city;
  if (params.type) query.property_type = params.type;
  if (params.premium) query.is_premium = params.premium;
  return query;
}
