import { queryOptions } from '@tanstack/react-query';
import { type ApiRead, browserRead, dataOf } from '@/lib/api-read';
import type { PropertyListItem } from '@/lib/api-types';
import { apiQuery, type SearchFilters } from '../search-params.util';

/** `get-property-list` with the page's filters (empty values never go out). */
export function getPropertyList(read: ApiRead, filters: SearchFilters) {
  return read<PropertyListItem[]>(
    'get-property-list',
    Object.fromEntries(new URLSearchParams(apiQuery(filters))),
  );
}

export function propertyListQueryOptions(filters: SearchFilters) {
  return queryOptions({
    queryKey: ['get-property-list', apiQuery(filters)],
    queryFn: () => dataOf(getPropertyList(browserRead, filters)),
  });
}
