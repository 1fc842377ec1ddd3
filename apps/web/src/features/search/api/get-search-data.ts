import 'server-only';
import type { ApiResult } from '@/lib/api-client';
import type { ApiRead } from '@/lib/api-read';
import type { PropertyListItem, WebSettings } from '@/lib/api-types';
import { getWebSettings } from '@/lib/server-api';
import type { SearchFilters } from '../search-params.util';
import { getPropertyList } from './get-property-list';
import { getSearchOptions, type SearchOptions } from './get-search-options';

// Everything a search page reads, in parallel: the results, the filters' option lists and the site
// settings. Search pages render on the server only, so this composite has no query options of its
// own: an island would use those of get-property-list and get-search-options.

export interface SearchData extends SearchOptions {
  result: ApiResult<PropertyListItem[]>;
  settings: WebSettings | null;
}

export async function getSearchData(read: ApiRead, filters: SearchFilters): Promise<SearchData> {
  const [result, settings, options] = await Promise.all([
    getPropertyList(read, filters),
    getWebSettings(),
    getSearchOptions(read),
  ]);
  return { result, settings: settings.kind === 'success' ? settings.body.data : null, ...options };
}
