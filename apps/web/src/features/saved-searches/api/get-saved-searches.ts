import { queryOptions } from '@tanstack/react-query';
import { type ApiRead, browserRead, dataOf } from '@/lib/api-read';
import type { SavedSearch } from '../saved-search.types';

/** `get-saved-searches`: mine, newest first (at most 20). */
export function getSavedSearches(read: ApiRead) {
  return read<SavedSearch[]>('get-saved-searches');
}

export function savedSearchesQueryOptions() {
  return queryOptions({
    queryKey: ['get-saved-searches'],
    queryFn: () => dataOf(getSavedSearches(browserRead)),
  });
}
