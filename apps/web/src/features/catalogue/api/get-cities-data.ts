import { queryOptions } from '@tanstack/react-query';
import { type ApiRead, browserRead, dataOf } from '@/lib/api-read';
import type { CityItem } from '@/lib/api-types';

/** `get-cities-data`: cities with at least one public listing, most listings first. */
export function getCitiesData(read: ApiRead, offset: number, limit: number) {
  return read<CityItem[]>('get-cities-data', { offset, limit });
}

export function citiesDataQueryOptions(offset: number, limit: number) {
  return queryOptions({
    queryKey: ['get-cities-data', offset, limit],
    queryFn: () => dataOf(getCitiesData(browserRead, offset, limit)),
  });
}
