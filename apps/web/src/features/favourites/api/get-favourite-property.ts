import { queryOptions } from '@tanstack/react-query';
import { type ApiRead, browserRead, dataOf } from '@/lib/api-read';
import type { PropertyDetail } from '@/lib/api-types';

export const FAVOURITES_PAGE_SIZE = 24;

/** `get_favourite_property`: my favourites still on the site, the latest saved first. */
export function getFavouriteProperties(read: ApiRead, offset = 0) {
  return read<PropertyDetail[]>('get_favourite_property', { offset, limit: FAVOURITES_PAGE_SIZE });
}

export function favouritesQueryOptions(offset = 0) {
  return queryOptions({
    queryKey: ['get_favourite_property', offset],
    queryFn: () => dataOf(getFavouriteProperties(browserRead, offset)),
  });
}
