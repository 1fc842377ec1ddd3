import { queryOptions } from '@tanstack/react-query';
import { type ApiRead, browserRead, dataOf } from '@/lib/api-read';
import type { PropertyDetail } from '@/lib/api-types';

/**
 * `get_property` by slug, with similar listings. The page counts the visitor's view; metadata
 * passes `countView = false` so a page view is counted once.
 */
export function getProperty(read: ApiRead, slugId: string, countView: boolean) {
  return read<PropertyDetail[]>('get_property', {
    slug_id: slugId,
    get_simiilar: 1,
    count_view: countView ? 1 : 0,
  });
}

/** For islands: never counts a view (the page already did). */
export function propertyQueryOptions(slugId: string) {
  return queryOptions({
    queryKey: ['get_property', slugId],
    queryFn: () => dataOf(getProperty(browserRead, slugId, false)),
  });
}
