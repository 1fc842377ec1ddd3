import { queryOptions } from '@tanstack/react-query';
import { type ApiRead, browserRead, dataOf } from '@/lib/api-read';
import type { Category } from '@/lib/api-types';

/** `get_categories` with listings only (`has_property`), each with its count: the /categories list. */
export function getCategories(read: ApiRead) {
  return read<Category[]>('get_categories', { has_property: 1, limit: 100 });
}

export function categoriesQueryOptions() {
  return queryOptions({
    queryKey: ['get_categories', 'with-listings'],
    queryFn: () => dataOf(getCategories(browserRead)),
  });
}
