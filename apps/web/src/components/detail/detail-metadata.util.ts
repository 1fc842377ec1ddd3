import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { ApiResult } from '@/lib/api-client';
import type { WebSettings } from '@/lib/api-types';
import type { Translate } from '@/lib/i18n/translate.util';
import { type PageMetadataInput, pageMetadata } from '@/lib/seo/page-metadata.util';
import { companyNameOf } from '@/lib/settings.util';

// The <head> of a listing detail page (property or project), whatever the lookup gave: a real 404,
// an unindexed error title, or the listing's (or its teaser preview's) own metadata.

type DetailLookup = { kind: 'not-found' } | { kind: 'error'; message: string } | { kind: 'found' | 'gated' };

type Shown<L> = Exclude<L, { kind: 'not-found' | 'error' }>;

export function detailMetadata<L extends DetailLookup>(
  lookup: L,
  settings: ApiResult<WebSettings>,
  i18n: { t: Translate; code: string },
  describe: (lookup: Shown<L>) => Omit<PageMetadataInput, 'siteName' | 'locale'>,
): Metadata {
  // Thrown here too, so that when metadata is rendered before the body the answer is a real 404.
  if (lookup.kind === 'not-found') notFound();
  if (lookup.kind === 'error') return { title: i18n.t('errorTitle'), robots: { index: false } };
  return pageMetadata({
    ...describe(lookup as Shown<L>),
    siteName: companyNameOf(settings.kind === 'success' ? settings.body.data : null),
    locale: i18n.code,
  });
}
