import type { MetadataRoute } from 'next';
import type { EntryType, SitemapEntry } from '@/features/legal/api/get-sitemap-entries';
import { allEntries, entryUrl, MAIN_SITEMAP_PROPERTIES } from '@/features/legal/sitemap-entries';
import { publicUrl } from '@/lib/config';

// sitemap.xml: the static pages and every public category, city, project, agent, article and
// listing (the API's sitemap-entries). On a very large catalogue the listings past the first
// MAIN_SITEMAP_PROPERTIES continue in /sitemaps/1.xml, /sitemaps/2.xml…, all listed in robots.txt.

export const dynamic = 'force-dynamic';

const STATIC_PATHS = [
  '/',
  '/properties',
  '/categories',
  '/cities',
  '/projects',
  '/agents',
  '/articles',
  '/faqs',
  '/contact-us',
  '/about-us',
  '/privacy-policy',
  '/terms-and-conditions',
  '/mortgage-calculator',
  '/area-converter',
];

function toUrls(type: EntryType, list: SitemapEntry[], base: string): MetadataRoute.Sitemap {
  return list.map((e) => ({
    url: entryUrl(type, e, base),
    ...(e.updated_at ? { lastModified: e.updated_at } : {}),
  }));
}

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = publicUrl();
  const [categories, cities, projects, agents, articles, properties] = await Promise.all([
    allEntries('category'),
    allEntries('city'),
    allEntries('project'),
    allEntries('agent'),
    allEntries('article'),
    allEntries('property', 0, MAIN_SITEMAP_PROPERTIES),
  ]);
  return [
    ...STATIC_PATHS.map((path) => ({ url: path === '/' ? base : `${base}${path}` })),
    ...toUrls('category', categories, base),
    ...toUrls('city', cities, base),
    ...toUrls('project', projects, base),
    ...toUrls('agent', agents, base),
    ...toUrls('article', articles, base),
    ...toUrls('property', properties, base),
  ];
}
