import { queryOptions } from '@tanstack/react-query';
import { type ApiRead, browserRead, dataOf } from '@/lib/api-read';
import type { CategoryNested } from '@/lib/api-types';

/** Active categories, for the project form's category choice. */
export function getPostingCategories(read: ApiRead) {
  return read<CategoryNested[]>('get_categories', { limit: 100 });
}

export function postingCategoriesQueryOptions() {
  return queryOptions({
    queryKey: ['get_categories', 'posting'],
    queryFn: () => dataOf(getPostingCategories(browserRead)),
  });
}
