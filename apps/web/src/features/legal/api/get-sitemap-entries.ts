import { queryOptions } from '@tanstack/react-query';
import { type ApiRead, browserRead, dataOf } from '@/lib/api-read';

export type EntryType = 'property' | 'project' | 'agent' | 'article' | 'category' | 'city';

export interface SitemapEntry {
  slug_id: string;
  updated_at: string | null;
}

/** `sitemap-entries`: one page of the publicly visible items of a type, with the total. */
export function getSitemapEntries(read: ApiRead, type: EntryType, offset: number, limit: number) {
  return read<SitemapEntry[]>('sitemap-entries', { type, offset, limit });
}

export function sitemapEntriesQueryOptions(type: EntryType, offset: number, limit: number) {
  return queryOptions({
    queryKey: ['sitemap-entries', type, offset, limit],
    queryFn: () => dataOf(getSitemapEntries(browserRead, type, offset, limit)),
  });
}
