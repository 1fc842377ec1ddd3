import 'server-only';
import type { ApiResult } from '@/lib/api-client';
import type {
  Category,
  CityItem,
  FilterParameter,
  OutdoorFacility,
  PropertyListItem,
  WebSettings,
} from '@/lib/api-types';
import {
  getCategories,
  getCitiesData,
  getFilterParameters,
  getOutdoorFacilities,
  getPropertyList,
  getWebSettings,
} from '@/lib/server-api';
import { apiQuery, type SearchFilters } from './search-params.util';

// Everything a search page reads, in parallel. The option lists degrade to empty on failure: the
// results (and the API's message when the filters are refused) are what matters.

export interface SearchData {
  result: ApiResult<PropertyListItem[]>;
  settings: WebSettings | null;
  categories: Category[];
  cities: CityItem[];
  parameters: FilterParameter[];
  facilities: OutdoorFacility[];
}

function listOf<T>(result: ApiResult<T[]>): T[] {
  return result.kind === 'success' && Array.isArray(result.body.data) ? result.body.data : [];
}

// The option lists change rarely and every search page needs them; this process keeps each for a
// minute instead of asking the API on every view (server-side reads share the loopback's rate
// limit). Only successful answers are kept.
const OPTIONS_TTL_MS = 60_000;
const optionCache = new Map<string, { at: number; value: Promise<unknown[]> }>();

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

/** The categories with listings (for names in titles and chips), from the one-minute cache. */
export function searchCategories(): Promise<Category[]> {
  return cachedList('categories', () => getCategories(true));
}

export async function loadSearch(filters: SearchFilters): Promise<SearchData> {
  const [result, settings, categories, cities, parameters, facilities] = await Promise.all([
    getPropertyList(apiQuery(filters)),
    getWebSettings(),
    searchCategories(),
    cachedList('cities', () => getCitiesData(0, 100)),
    cachedList('parameters', getFilterParameters),
    cachedList('facilities', getOutdoorFacilities),
  ]);
  return {
    result,
    settings: settings.kind === 'success' ? settings.body.data : null,
    categories,
    cities,
    parameters,
    facilities,
  };
}
