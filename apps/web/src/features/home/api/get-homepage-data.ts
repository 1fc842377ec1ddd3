import { queryOptions } from '@tanstack/react-query';
import { type ApiRead, browserRead, dataOf } from '@/lib/api-read';
import type { HomepageData } from '@/lib/api-types';

export interface Position {
  latitude: number;
  longitude: number;
}

/** `homepage-data`; with the visitor's position its sections include listings nearby. */
export function getHomepageData(read: ApiRead, position: Position | null) {
  return read<HomepageData>('homepage-data', position ? { ...position } : {});
}

export function homepageDataQueryOptions(position: Position | null) {
  return queryOptions({
    queryKey: ['homepage-data', position],
    queryFn: () => dataOf(getHomepageData(browserRead, position)),
  });
}
