import { queryOptions } from '@tanstack/react-query';
import { type ApiRead, browserRead, dataOf, type RecordedCall } from '@/lib/api-read';
import type { PropertyDetail } from '@/lib/api-types';

/**
 * `get_property` by slug, with similar listings, without counting a view: the same answer for every
 * guest (so the page and its metadata share one read, and guests share it through the data cache).
 */
export function getProperty(read: ApiRead, slugId: string) {
  return read<PropertyDetail[]>('get_property', { slug_id: slugId, get_simiilar: 1, count_view: 0 });
}

/** The visitor's view of the page, recorded apart from the read (the API counts once per visitor). */
export function propertyView(slugId: string): RecordedCall {
  return { call: 'get_property', params: { slug_id: slugId, count_view: 1 } };
}

/** For islands: never counts a view (the page already did). */
export function propertyQueryOptions(slugId: string) {
  return queryOptions({
    queryKey: ['get_property', slugId],
    queryFn: () => dataOf(getProperty(browserRead, slugId)),
  });
}
