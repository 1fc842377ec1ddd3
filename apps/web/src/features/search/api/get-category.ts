import { queryOptions } from '@tanstack/react-query';
import { type ApiRead, browserRead, dataOf } from '@/lib/api-read';
import type { Category } from '@/lib/api-types';

/** `get_categories` by slug: the active category of that slug (a list of one, or none). */
export function getCategory(read: ApiRead, slug: string) {
  return read<Category[]>('get_categories', { slug_id: slug, limit: 100 });
}

export function categoryQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['get_categories', 'slug', slug],
    queryFn: () => dataOf(getCategory(browserRead, slug)),
  });
}
