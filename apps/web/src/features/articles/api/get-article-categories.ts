import { queryOptions } from '@tanstack/react-query';
import { type ApiRead, browserRead, dataOf } from '@/lib/api-read';
import type { CategoryNested } from '@/lib/api-types';

/** Listing categories, for the article tabs (articles are filed under them). */
export function getArticleCategories(read: ApiRead) {
  return read<CategoryNested[]>('get_categories', { limit: 100 });
}

export function articleCategoriesQueryOptions() {
  return queryOptions({
    queryKey: ['get_categories', 'all'],
    queryFn: () => dataOf(getArticleCategories(browserRead)),
  });
}
