import type { Metadata } from 'next';

// The <head> of a search or catalogue page: title, description, canonical and Open Graph.

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
  return {
    title: input.title,
    description: input.description,
    ...(input.keywords ? { keywords: input.keywords } : {}),
    alternates: { canonical: input.canonical },
    openGraph: {
      type: 'website',
      url: input.canonical,
      siteName: input.siteName,
      title: `${input.title} | ${input.siteName}`,
      description: input.description,
      locale: input.locale,
      ...(input.image ? { images: [{ url: input.image }] } : {}),
    },
    twitter: {
      card: input.image ? 'summary_large_image' : 'summary',
      title: input.title,
      description: input.description,
    },
  };
}
