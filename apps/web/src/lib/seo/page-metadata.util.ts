import type { Metadata } from 'next';
import { publicUrl } from '../config';
import { absoluteUrl, plainText } from './structured-data.util';

// One helper for the <head> of every public page: title, description, canonical URL on the public
// origin (PUBLIC_URL), Open Graph and a Twitter card with the page's image.

export const META_DESCRIPTION_MAX = 160;

/** Plain text (HTML stripped), at most 160 characters, cut at a word with an ellipsis. */
export function metaDescription(
  text: string | null | undefined,
  max: number = META_DESCRIPTION_MAX,
): string | undefined {
  if (!text) return undefined;
  const plain = plainText(text);
  if (plain === '') return undefined;
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export interface PageMetadataInput {
  /** The page title; the layout's template appends the company name unless `absoluteTitle`. */
  title: string;
  absoluteTitle?: boolean;
  description?: string | null;
  /** Site path of the page (`/properties-details/x`); becomes the absolute canonical URL. */
  path: string;
  image?: string | null;
  imageAlt?: string;
  siteName?: string;
  /** Language code of the page (`en`, `ar`…). */
  locale?: string;
  keywords?: string | null;
  type?: 'website' | 'article';
  /** Teasers, errors and the like: keep them out of the index. */
  noIndex?: boolean;
}

export function pageMetadata(input: PageMetadataInput, base: string = publicUrl()): Metadata {
  const canonical = absoluteUrl(input.path, base);
  const description = metaDescription(input.description);
  const images = input.image ? [{ url: input.image, alt: input.imageAlt ?? input.title }] : undefined;
  const keywords = input.keywords
    ?.split(',')
    .map((k) => k.trim())
    .filter(Boolean);
  return {
    title: input.absoluteTitle ? { absolute: input.title } : input.title,
    ...(description ? { description } : {}),
    ...(keywords && keywords.length > 0 ? { keywords } : {}),
    alternates: { canonical },
    openGraph: {
      type: input.type ?? 'website',
      url: canonical,
      title: input.title,
      ...(description ? { description } : {}),
      ...(input.siteName ? { siteName: input.siteName } : {}),
      ...(input.locale ? { locale: input.locale } : {}),
      ...(images ? { images } : {}),
    },
    twitter: {
      card: images ? 'summary_large_image' : 'summary',
      title: input.title,
      ...(description ? { description } : {}),
      ...(images ? { images: images.map((i) => i.url) } : {}),
    },
    ...(input.noIndex ? { robots: { index: false, follow: true } } : {}),
  };
}
