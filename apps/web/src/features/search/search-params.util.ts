// The search page's URL is its state (issue 3): every filter of `get-property-list` lives in the
// query string, so results are shareable, crawlable and the back button just works. These pure
// helpers read that query, turn it into API parameters, and build links that change one thing.

export type RawSearchParams = Record<string, string | string[] | undefined>;

export const SORTS = ['newest', 'price_asc', 'price_desc', 'most_viewed', 'most_liked'] as const;
export type SortOption = (typeof SORTS)[number];

export const PAGE_SIZE = 12;
/** The API accepts offsets of any size, but nobody pages this far; keeps links sane. */
const MAX_PAGE = 1000;

export interface SearchFilters {
  property_type?: 'sell' | 'rent';
  /** Category slug. */
  category?: string;
  city?: string;
  state?: string;
  country?: string;
  /** Kept as typed: the API validates and explains bad values. */
  min_price?: string;
  max_price?: string;
  posted_since?: '0' | '1';
  promoted?: boolean;
  search?: string;
  parameter_id: string[];
  facility_ids: string[];
  max_distance?: string;
  sort?: SortOption;
  page: number;
}

/** Filters a landing page pins (the category of /categories/{slug}, the city of /cities/{city}). */
export interface FixedFilters {
  category?: string;
  city?: string;
}

function first(value: string | string[] | undefined): string | undefined {
  const v = Array.isArray(value) ? value[0] : value;
  const trimmed = v?.trim();
  return trimmed ? trimmed.slice(0, 200) : undefined;
}

function list(value: string | string[] | undefined): string[] {
  const values = (Array.isArray(value) ? value : value ? [value] : []).flatMap((v) => v.split(','));
  const ids = values.map((v) => v.trim()).filter((v) => /^\d{1,10}$/.test(v));
  return [...new Set(ids)].sort((a, b) => Number(a) - Number(b));
}

function flag(value: string | string[] | undefined): boolean {
  const v = first(value)?.toLowerCase();
  return v === '1' || v === 'true' || v === 'on';
}

/** Reads the query string; unknown keys are ignored, odd values kept for the API to judge. */
export function parseSearchParams(raw: RawSearchParams, fixed: FixedFilters = {}): SearchFilters {
  const type = first(raw.property_type)?.toLowerCase();
  const posted = first(raw.posted_since);
  let sort = first(raw.sort) as SortOption | undefined;
  if (sort && !SORTS.includes(sort)) sort = undefined;
  // The home page's "view all" links use the contract's boolean order flags.
  if (!sort && flag(raw.most_viewed)) sort = 'most_viewed';
  if (!sort && flag(raw.most_liked)) sort = 'most_liked';
  const pageNumber = Number(first(raw.page));
  const page = Number.isInteger(pageNumber) && pageNumber >= 1 ? Math.min(pageNumber, MAX_PAGE) : 1;
  const facilityIds = list(raw.facility_ids);
  return {
    property_type:
      type === 'sell' || type === '0' ? 'sell' : type === 'rent' || type === '1' ? 'rent' : undefined,
    // A saved search's link (its alert mail, its page) uses get-property-list's name of the slug.
    category: fixed.category ?? first(raw.category) ?? first(raw.category_slug_id),
    city: fixed.city ?? first(raw.city),
    state: first(raw.state),
    country: first(raw.country),
    min_price: first(raw.min_price),
    max_price: first(raw.max_price),
    posted_since: posted === '0' || posted === '1' ? posted : undefined,
    promoted: flag(raw.promoted) || undefined,
    search: first(raw.search)?.slice(0, 100),
    parameter_id: list(raw.parameter_id),
    facility_ids: facilityIds,
    max_distance: facilityIds.length > 0 ? first(raw.max_distance) : undefined,
    sort: sort === 'newest' ? undefined : sort,
    page,
  };
}

/** The `get-property-list` parameters for these filters, as a stable query string (a cache key). */
export function apiQuery(filters: SearchFilters): string {
  const q = new URLSearchParams();
  const put = (key: string, value: string | undefined) => {
    if (value !== undefined && value !== '') q.set(key, value);
  };
  put('property_type', filters.property_type);
  put('category_slug_id', filters.category);
  put('city', filters.city);
  put('state', filters.state);
  put('country', filters.country);
  put('min_price', filters.min_price);
  put('max_price', filters.max_price);
  put('posted_since', filters.posted_since);
  put('promoted', filters.promoted ? '1' : undefined);
  put('search', filters.search);
  put('parameter_id', filters.parameter_id.join(','));
  put('facility_ids', filters.facility_ids.join(','));
  put('max_distance', filters.max_distance);
  put('sort', filters.sort);
  put('offset', String((filters.page - 1) * PAGE_SIZE));
  put('limit', String(PAGE_SIZE));
  return q.toString();
}

/**
 * The page's own URL for `filters`: only what differs from the defaults, fixed filters left to the
 * path. `page` 1 is implied.
 */
export function searchHref(basePath: string, filters: SearchFilters, fixed: FixedFilters = {}): string {
  const q = new URLSearchParams();
  const put = (key: string, value: string | undefined) => {
    if (value !== undefined && value !== '') q.append(key, value);
  };
  put('property_type', filters.property_type);
  if (!fixed.category) put('category', filters.category);
  if (!fixed.city) put('city', filters.city);
  put('state', filters.state);
  put('country', filters.country);
  put('min_price', filters.min_price);
  put('max_price', filters.max_price);
  put('posted_since', filters.posted_since);
  put('promoted', filters.promoted ? '1' : undefined);
  put('search', filters.search);
  for (const id of filters.parameter_id) put('parameter_id', id);
  for (const id of filters.facility_ids) put('facility_ids', id);
  put('max_distance', filters.max_distance);
  put('sort', filters.sort);
  if (filters.page > 1) put('page', String(filters.page));
  const query = q.toString();
  return query ? `${basePath}?${query}` : basePath;
}

export type FilterKey =
  | 'property_type'
  | 'category'
  | 'city'
  | 'state'
  | 'country'
  | 'min_price'
  | 'max_price'
  | 'posted_since'
  | 'promoted'
  | 'search'
  | 'parameter_id'
  | 'facility_ids'
  | 'max_distance'
  | 'sort';

/** `filters` without one filter (or one value of a multi-valued one), back on page 1. */
export function withoutFilter(filters: SearchFilters, key: FilterKey, value?: string): SearchFilters {
  const next: SearchFilters = { ...filters, page: 1 };
  if (key === 'parameter_id' || key === 'facility_ids') {
    next[key] = value === undefined ? [] : filters[key].filter((v) => v !== value);
    if (key === 'facility_ids' && next.facility_ids.length === 0) next.max_distance = undefined;
  } else {
    next[key] = undefined;
  }
  return next;
}

/** No filter beyond what the page pins: the plain landing page. */
export function emptyFilters(fixed: FixedFilters = {}): SearchFilters {
  return { category: fixed.category, city: fixed.city, parameter_id: [], facility_ids: [], page: 1 };
}

/** Whether anything narrows or reorders the results beyond the pinned filters. */
export function hasActiveFilters(filters: SearchFilters, fixed: FixedFilters = {}): boolean {
  return searchHref('/', { ...filters, page: 1 }, fixed) !== '/';
}

/**
 * The canonical URL of a search page: filtered searches point at their landing page (the plain
 * list, or the category or city page when that is the only filter); plain pages keep their page.
 */
export function canonicalPath(basePath: string, filters: SearchFilters, fixed: FixedFilters = {}): string {
  if (!hasActiveFilters(filters, fixed)) {
    return filters.page > 1 ? `${basePath}?page=${filters.page}` : basePath;
  }
  if (basePath === '/properties') {
    const { category, city } = filters;
    if (category && !hasActiveFilters({ ...filters, category: undefined }, fixed)) {
      return `/categories/${encodeURIComponent(category)}`;
    }
    if (city && !hasActiveFilters({ ...filters, city: undefined }, fixed)) {
      return `/cities/${encodeURIComponent(city)}`;
    }
  }
  return basePath;
}

/**
 * The tidy URL to redirect to when the query carries empty fields (a submitted form sends every
 * field), or null when the URL is fine as it is. Shared links stay short and one search has one URL.
 */
export function tidyUrl(
  raw: RawSearchParams,
  basePath: string,
  filters: SearchFilters,
  fixed: FixedFilters = {},
): string | null {
  const hasEmpty = Object.values(raw).some((v) =>
    Array.isArray(v) ? v.some((x) => x.trim() === '') : v !== undefined && v.trim() === '',
  );
  return hasEmpty ? searchHref(basePath, filters, fixed) : null;
}
