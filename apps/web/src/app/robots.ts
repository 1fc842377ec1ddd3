import type { MetadataRoute } from 'next';
import { overflowSitemapCount } from '@/features/legal/sitemap-entries';
import { publicUrl } from '@/lib/config';

// robots.txt: everything public may be crawled; account pages and the API may not. Lists
// sitemap.xml and, on a very large catalogue, the overflow sitemaps of the listings.

export const dynamic = 'force-dynamic';

export default async function robots(): Promise<MetadataRoute.Robots> {
  const base = publicUrl();
  const extra = await overflowSitemapCount().catch(() => 0);
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/user', '/user/', '/api/'] }],
    sitemap: [
      `${base}/sitemap.xml`,
      ...Array.from({ length: extra }, (_, i) => `${base}/sitemaps/${i + 1}.xml`),
    ],
  };
}
