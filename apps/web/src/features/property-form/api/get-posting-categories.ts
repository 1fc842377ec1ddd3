import { queryOptions } from '@tanstack/react-query';
import { type ApiRead, browserRead, dataOf } from '@/lib/api-read';
import type { PostingCategory } from '../property-form.types';

/** The API's largest page: every active category in one read (operators keep a handful). */
const ALL = 100;

/** `get_categories`: the active categories with their parameters, in the operator's order. */
export function getPostingCategories(read: ApiRead) {
  return read<PostingCategory[]>('get_categories', { limit: ALL });
}

export function postingCategoriesQueryOptions() {
  return queryOptions({
    queryKey: ['get_categories', 'posting'],
    queryFn: () => dataOf(getPostingCategories(browserRead)),
  });
}
