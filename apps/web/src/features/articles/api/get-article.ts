import { queryOptions } from '@tanstack/react-query';
import { type ApiRead, ApiReadError, browserRead, type FailedRead } from '@/lib/api-read';
import type { Article } from '@/lib/api-types';

export interface ArticleDetail extends Article {
  meta_title?: string | null;
  meta_description?: string | null;
  meta_keywords?: string | null;
  meta_image?: string | null;
}

export type ArticleLookup =
  | { kind: 'found'; article: ArticleDetail; similar: Article[] }
  | { kind: 'not-found' }
  | { kind: 'error'; result: FailedRead };

/** One article with `similar_articles`; a category slug answers a list, so the slug must match. */
export async function getArticle(read: ApiRead, slug: string): Promise<ArticleLookup> {
  const result = await read<ArticleDetail[]>('get_articles', { slug_id: slug });
  if (result.kind === 'error' && result.status === 404) return { kind: 'not-found' };
  if (result.kind !== 'success') return { kind: 'error', result };
  const article = result.body.data.find((a) => a.slug_id === slug);
  if (!article) return { kind: 'not-found' };
  const similar = (result.body as unknown as { similar_articles?: Article[] }).similar_articles ?? [];
  return { kind: 'found', article, similar };
}

export function articleQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['get_articles', 'slug', slug],
    queryFn: async () => {
      const lookup = await getArticle(browserRead, slug);
      if (lookup.kind === 'error') throw new ApiReadError(lookup.result);
      return lookup;
    },
  });
}
