import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/seo/page-metadata.util';

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
