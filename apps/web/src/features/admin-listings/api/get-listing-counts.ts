import { queryOptions } from '@tanstack/react-query';
import { type ApiRead, browserRead, dataOf } from '@/lib/api-read';
import type { ListingCounts } from '../listings.types';

/** `admin/listing-counts`: the tables' tab counts, per kind. */
export function getListingCounts(read: ApiRead) {
  return read<ListingCounts>('admin/listing-counts');
}

export function listingCountsQueryOptions() {
  return queryOptions({
    queryKey: ['admin/listing-counts'],
    queryFn: () => dataOf(getListingCounts(browserRead)),
  });
}
