import type { Category } from '@/lib/api-types';
import type { Translate } from '@/lib/i18n/translate.util';
import { searchTitle } from './search-metadata.util';
import { apiQuery, type SearchFilters } from './search-params.util';

// "Save this search": what the page's filters and sort become as a saved search. The query is
// get-property-list's own (the API checks it with that call's schema and keeps it normalised);
// the name is the page's distinguishing title, which the member can change.

/** Names are at most 100 characters (contract §3.8). */
export const SAVED_SEARCH_NAME_MAX = 100;

export function savedSearchQuery(filters: SearchFilters): string {
  const params = new URLSearchParams(apiQuery({ ...filters, page: 1 }));
  params.delete('offset');
  params.delete('limit');
  return params.toString();
}

export function savedSearchName(filters: SearchFilters, categories: Category[], t: Translate): string {
  return searchTitle(t('searchPageTitle'), { ...filters, page: 1 }, {}, categories, t).slice(
    0,
    SAVED_SEARCH_NAME_MAX,
  );
}
