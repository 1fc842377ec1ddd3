import 'server-only';
import { serverRead } from '@/lib/server-api';
import { type EntryType, getSitemapEntries, type SitemapEntry } from './api/get-sitemap-entries';

// Reads every publicly visible item of a type for sitemap.xml, the overflow sitemaps and robots.txt.

/** URLs per sitemap file (the protocol allows 50,000). */
export const SITEMAP_SIZE = 40_000;
const API_PAGE = 5000;

export const ENTRY_PATHS: Record<EntryType, string> = {
  property: '/properties-details/',
  project: '/project-details/',
  agent: '/agents/',
  article: '/articles/',
  category: '/categories/',
  city: '/cities/',
};

export async function entryPage(
  type: EntryType,
  offset: number,
  limit: number,
): Promise<{ data: SitemapEntry[]; total: number }> {
  const result = await getSitemapEntries(serverRead, type, offset, limit);
  // A sitemap with missing sections would tell crawlers pages are gone: fail the request instead.
  if (result.kind !== 'success') throw new Error(`sitemap-entries ${type} failed`);
  return { data: result.body.data, total: result.body.total ?? result.body.data.length };
}

export async function allEntries(
  type: EntryType,
  from = 0,
  count = Number.POSITIVE_INFINITY,
): Promise<SitemapEntry[]> {
  const out: SitemapEntry[] = [];
  let offset = from;
  for (;;) {
    const want = Math.min(API_PAGE, count - out.length);
    if (want <= 0) break;
    const { data, total } = await entryPage(type, offset, want);
    out.push(...data);
    offset += data.length;
    if (data.length === 0 || offset >= total) break;
  }
  return out;
}

export function entryUrl(type: EntryType, entry: SitemapEntry, base: string): string {
  return `${base}${ENTRY_PATHS[type]}${encodeURIComponent(entry.slug_id)}`;
}

/** Properties beyond the main sitemap go to /sitemaps/1.xml, /sitemaps/2.xml… */
export const MAIN_SITEMAP_PROPERTIES = SITEMAP_SIZE / 2;

export async function overflowSitemapCount(): Promise<number> {
  const { total } = await entryPage('property', 0, 1);
  return Math.max(0, Math.ceil((total - MAIN_SITEMAP_PROPERTIES) / SITEMAP_SIZE));
}
