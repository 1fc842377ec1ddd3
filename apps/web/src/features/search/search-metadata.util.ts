import type { Metadata } from 'next';
import type { Category } from '@/lib/api-types';
import type { Translate } from '@/lib/i18n/translate.util';
import { pageMetadata } from '../../lib/seo/page-metadata.util';
import type { FixedFilters, SearchFilters } from './search-params.util';

// The <head> of a search or catalogue page, through the shared SEO helper: title, description,
// canonical on the public origin and Open Graph.

export interface SearchMetadataInput {
  title: string;
  description: string;
  canonical: string;
  siteName: string;
  locale: string;
  image?: string | null;
  keywords?: string | null;
}

export function searchMetadata(input: SearchMetadataInput): Metadata {
  return pageMetadata({
    title: input.title,
    description: input.description,
    path: input.canonical,
    siteName: input.siteName,
    locale: input.locale,
    image: input.image,
    keywords: input.keywords,
  });
}

/**
 * A title that tells searches apart (tabs, history, shared links): the page's title, the main
 * filters in force (purpose, category, city, keyword) and the page number past the first.
 */
export function searchTitle(
  base: string,
  filters: SearchFilters,
  fixed: FixedFilters,
  categories: Category[],
  t: Translate,
): string {
  const parts: string[] = [];
  if (filters.search) parts.push(`“${filters.search}”`);
  if (filters.property_type) parts.push(t(filters.property_type === 'sell' ? 'forSale' : 'forRent'));
  if (filters.category && !fixed.category) {
    parts.push(categories.find((c) => c.slug_id === filters.category)?.category ?? filters.category);
  }
  if (filters.city && !fixed.city) parts.push(filters.city);
  let title = parts.length > 0 ? `${base}: ${parts.join(', ')}` : base;
  if (filters.page > 1) title = `${title} (${t('pageNumber', { page: filters.page })})`;
  return title;
}
