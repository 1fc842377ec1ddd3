import 'server-only';
import type { ApiResult } from '@/lib/api-client';
import type { Article, CategoryNested } from '@/lib/api-types';
import { getApiRead } from '@/lib/server-api';

export const ARTICLES_PER_PAGE = 12;

export interface ArticleDetail extends Article {
  meta_title?: string | null;
  meta_description?: string | null;
  meta_keywords?: string | null;
  meta_image?: string | null;
}

/** `?category=` is an id or a slug: ids go as category_id, slugs as slug_id (contract §3.1). */
export function articleListQuery(category: string | undefined, page: number): string {
  const params = new URLSearchParams({
    offset: String((page - 1) * ARTICLES_PER_PAGE),
    limit: String(ARTICLES_PER_PAGE),
  });
  if (category) params.set(/^\d+$/.test(category) ? 'category_id' : 'slug_id', category);
  return params.toString();
}

export function getArticles(category: string | undefined, page: number): Promise<ApiResult<Article[]>> {
  return getApiRead<Article[]>('get_articles', articleListQuery(category, page));
}

/** One article with `similar_articles`; a category slug answers a list, so the slug must match. */
export async function getArticle(
  slug: string,
): Promise<{ article: ArticleDetail; similar: Article[] } | 'not-found' | ApiResult<unknown>> {
  const result = await getApiRead<ArticleDetail[]>(
    'get_articles',
    new URLSearchParams({ slug_id: slug }).toString(),
  );
  if (result.kind === 'error' && result.status === 404) return 'not-found';
  if (result.kind !== 'success') return result;
  const article = result.body.data.find((a) => a.slug_id === slug);
  if (!article) return 'not-found';
  const similar = (result.body as unknown as { similar_articles?: Article[] }).similar_articles ?? [];
  return { article, similar };
}

/** Listing categories, for the article tabs (articles are filed under them, contract §2.15). */
export function getArticleCategories(): Promise<ApiResult<CategoryNested[]>> {
  return getApiRead<CategoryNested[]>('get_categories', 'limit=100');
}
