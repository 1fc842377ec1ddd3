import { queryOptions } from '@tanstack/react-query';
import { type ApiRead, browserRead, dataOf, type ReadParams } from '@/lib/api-read';
import type { Article } from '@/lib/api-types';

export const ARTICLES_PER_PAGE = 12;

/** `?category=` is an id or a slug: ids go as category_id, slugs as slug_id. */
export function articleListParams(category: string | undefined, page: number): ReadParams {
  const isId = category !== undefined && /^\d+$/.test(category);
  return {
    offset: (page - 1) * ARTICLES_PER_PAGE,
    limit: ARTICLES_PER_PAGE,
    category_id: isId ? category : undefined,
    slug_id: category && !isId ? category : undefined,
  };
}

/** `get_articles`: one page of articles, of one category or all. */
export function getArticles(read: ApiRead, category: string | undefined, page: number) {
  return read<Article[]>('get_articles', articleListParams(category, page));
}

export function articlesQueryOptions(category: string | undefined, page: number) {
  return queryOptions({
    queryKey: ['get_articles', category ?? null, page],
    queryFn: () => dataOf(getArticles(browserRead, category, page)),
  });
}
