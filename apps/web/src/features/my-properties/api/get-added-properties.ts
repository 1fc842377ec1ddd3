import { queryOptions } from '@tanstack/react-query';
import { type ApiRead, browserRead, dataOf, type ReadParams } from '@/lib/api-read';
import type { OwnedProperty } from '../my-properties.types';

export const MY_PROPERTIES_PAGE_SIZE = 20;

/** `get-added-properties`: my listings in any state, newest first, with the owner's extras. */
export function getAddedProperties(read: ApiRead, filters: ReadParams, offset = 0) {
  return read<OwnedProperty[]>('get-added-properties', {
    ...filters,
    offset,
    limit: MY_PROPERTIES_PAGE_SIZE,
  });
}

export function addedPropertiesQueryOptions(filters: ReadParams, offset = 0) {
  return queryOptions({
    queryKey: ['get-added-properties', filters, offset],
    queryFn: () => dataOf(getAddedProperties(browserRead, filters, offset)),
  });
}
