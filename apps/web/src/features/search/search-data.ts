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

export async function loadSearch(filters: SearchFilters): Promise<SearchData> {
  const [result, settings, categories, cities, parameters, facilities] = await Promise.all([
    getPropertyList(apiQuery(filters)),
    getWebSettings(),
    getCategories(true),
    getCitiesData(0, 100),
    getFilterParameters(),
    getOutdoorFacilities(),
  ]);
  return {
    result,
    settings: settings.kind === 'success' ? settings.body.data : null,
    categories: listOf(categories),
    cities: listOf(cities),
    parameters: listOf(parameters),
    facilities: listOf(facilities),
  };
}
