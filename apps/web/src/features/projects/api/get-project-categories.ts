import { queryOptions } from '@tanstack/react-query';
import { type ApiRead, browserRead, dataOf } from '@/lib/api-read';
import type { CategoryNested } from '@/lib/api-types';

/** Listing categories, for the project filter's category choice. */
export function getProjectCategories(read: ApiRead) {
  return read<CategoryNested[]>('get_categories', { limit: 100 });
}

export function projectCategoriesQueryOptions() {
  return queryOptions({
    queryKey: ['get_categories', 'all'],
    queryFn: () => dataOf(getProjectCategories(browserRead)),
  });
}
