import 'server-only';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import type { ApiResult } from '@/lib/api-client';
import { type RecordedCall, recordedCallUrl } from '@/lib/api-read';
import type { WebSettings } from '@/lib/api-types';
import { getI18n } from '@/lib/i18n/server-i18n';
import type { Translate, TranslationKey } from '@/lib/i18n/translate.util';
import { pathSegment } from '@/lib/path-segment.util';
import { JsonLd } from '@/lib/seo/json-ld.component';
import type { PageMetadataInput } from '@/lib/seo/page-metadata.util';
import { getWebSettings } from '@/lib/server-api';
import { DetailErrorState } from './detail-error.component';
import { detailMetadata } from './detail-metadata.util';
import { RecordView } from './record-view.client';

// The one flow of the listing detail routes (/properties-details/{slug_id}, /project-details/{slug}):
// params → fetch → not found (a real 404) or the API's error → metadata → JSON-LD → the page, whole
// or as a teaser. Each feature says how to fetch, read and show its listing; app/ re-exports the
// route.

type DetailLookup = { kind: 'not-found' } | { kind: 'error'; message: string } | { kind: 'found' | 'gated' };

/** A lookup that shows something: the listing, or its teaser. */
export type ShownLookup<L> = Exclude<L, { kind: 'not-found' | 'error' }>;

export interface DetailContext {
  settings: WebSettings | null;
  t: Translate;
  locale: string;
}

export interface DetailKind<T, L extends DetailLookup> {
  /**
   * The API read, the same for the page and its metadata: memoised per request (server-api.ts),
   * one API call per render, and for guests one shared data-cache entry.
   */
  fetch(slug: string): Promise<ApiResult<T>>;
  /** The visitor's view, recorded by the browser once the page is shown (never part of the read). */
  view(slug: string): RecordedCall;
  read(result: ApiResult<T>): L;
  /** The list the listing belongs to, for the error state's way out. */
  list: { path: string; label: TranslationKey };
  metadata(lookup: ShownLookup<L>): Omit<PageMetadataInput, 'siteName' | 'locale'>;
  /** The page's structured data and body (they share the breadcrumbs). */
  render(lookup: ShownLookup<L>, context: DetailContext): { jsonLd: object[]; body: ReactNode };
}

export function detailRoute<P extends string, T, L extends DetailLookup>(param: P, kind: DetailKind<T, L>) {
  type Props = { params: Promise<Record<P, string>> };

  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const slug = pathSegment((await params)[param]);
    const [result, settings, i18n] = await Promise.all([kind.fetch(slug), getWebSettings(), getI18n()]);
    return detailMetadata(kind.read(result), settings, i18n, kind.metadata);
  }

  // biome-ignore lint/correctness/noComponentHookFactories: made once per route when the module loads, never during a render
  async function Page({ params }: Props) {
    const slug = pathSegment((await params)[param]);
    const [result, settings, { t, code }] = await Promise.all([
      kind.fetch(slug),
      getWebSettings(),
      getI18n(),
    ]);
    const lookup = kind.read(result);
    if (lookup.kind === 'not-found') notFound();
    if (lookup.kind === 'error') {
      const { message } = lookup as Extract<DetailLookup, { kind: 'error' }>;
      return (
        <DetailErrorState message={message} listHref={kind.list.path} listLabel={t(kind.list.label)} t={t} />
      );
    }
    const { jsonLd, body } = kind.render(lookup as ShownLookup<L>, {
      settings: settings.kind === 'success' ? settings.body.data : null,
      t,
      locale: code,
    });
    return (
      <>
        <JsonLd data={jsonLd} />
        {body}
        {/* Only for a listing shown or teased; the API decides whether it counts (not the owner's own). */}
        <RecordView url={recordedCallUrl(kind.view(slug))} />
      </>
    );
  }

  return { generateMetadata, Page };
}
