import { queryOptions } from '@tanstack/react-query';
import type { ApiResult } from '@/lib/api-client';
import { type ApiRead, browserRead } from '@/lib/api-read';
import type { Category, CityItem, FilterParameter, OutdoorFacility } from '@/lib/api-types';

// The option lists of the search filters. They degrade to empty on failure: the results (and the
// API's message when the filters are refused) are what matters. They change rarely and every
// search page needs them, so this process keeps each for a minute instead of asking the API on
// every view (server-side reads share the loopback's rate limit). Only successful answers are kept.

const OPTIONS_TTL_MS = 60_000;
const optionCache = new Map<string, { at: number; value: Promise<unknown[]> }>();

function listOf<T>(result: ApiResult<T[]>): T[] {
  return result.kind === 'success' && Array.isArray(result.body.data) ? result.body.data : [];
}

function cachedList<T>(key: string, load: () => Promise<ApiResult<T[]>>): Promise<T[]> {
  const hit = optionCache.get(key);
  if (hit && Date.now() - hit.at < OPTIONS_TTL_MS) return hit.value as Promise<T[]>;
  const value = load().then((result) => {
    if (result.kind !== 'success') optionCache.delete(key);
    return listOf(result);
  });
  optionCache.set(key, { at: Date.now(), value });
  return value;
}

export interface SearchOptions {
  categories: Category[];
  cities: CityItem[];
  parameters: FilterParameter[];
  facilities: OutdoorFacility[];
}

/** The categories with listings (`has_property`: with their counts, empty ones left out). */
export function getSearchCategories(read: ApiRead): Promise<Category[]> {
  return cachedList('categories', () => read<Category[]>('get_categories', { has_property: 1, limit: 100 }));
}

/**
 * Categories, cities with listings, the parameters offered as chips (`get-facilities-for-filter`,
 * the call's name notwithstanding) and the nearby-place types of the distance filter.
 */
export async function getSearchOptions(read: ApiRead): Promise<SearchOptions> {
  const [categories, cities, parameters, facilities] = await Promise.all([
    getSearchCategories(read),
    cachedList('cities', () => read<CityItem[]>('get-cities-data', { offset: 0, limit: 100 })),
    cachedList('parameters', () => read<FilterParameter[]>('get-facilities-for-filter')),
    cachedList('facilities', () => read<OutdoorFacility[]>('get_facilities')),
  ]);
  return { categories, cities, parameters, facilities };
}

export function searchOptionsQueryOptions() {
  return queryOptions({ queryKey: ['search-options'], queryFn: () => getSearchOptions(browserRead) });
}
