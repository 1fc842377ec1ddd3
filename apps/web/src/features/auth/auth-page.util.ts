import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/seo/page-metadata.util';

// Small helpers the sign-in routes share.

export type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** A query parameter's first value, trimmed and capped; '' when absent. */
export function firstParam(value: string | string[] | undefined, max = 2000): string {
  const raw = Array.isArray(value) ? value[0] : value;
  return typeof raw === 'string' ? raw.trim().slice(0, max) : '';
}

/** The head of a sign-in page: its title, and kept out of search indexes. */
export function authMetadata(input: {
  title: string;
  description?: string;
  path: string;
  locale: string;
}): Metadata {
  return {
    ...pageMetadata({ ...input, noIndex: true }),
    // Tokens and tickets travel in these pages' URLs; never hand them to another site as a referrer.
    referrer: 'no-referrer',
  };
}
