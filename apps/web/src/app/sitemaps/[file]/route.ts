import {
  allEntries,
  entryUrl,
  MAIN_SITEMAP_PROPERTIES,
  SITEMAP_SIZE,
} from '@/features/legal/sitemap-entries';
import { publicUrl } from '@/lib/config';

// /sitemaps/{n}.xml: listings past those of sitemap.xml, SITEMAP_SIZE per file (robots.txt lists them).

export const dynamic = 'force-dynamic';

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const match = /^([1-9]\d{0,4})\.xml$/.exec((await params).file);
  if (!match) return new Response('Not found', { status: 404 });
  const n = Number(match[1]);
  const from = MAIN_SITEMAP_PROPERTIES + (n - 1) * SITEMAP_SIZE;
  const entries = await allEntries('property', from, SITEMAP_SIZE);
  if (entries.length === 0) return new Response('Not found', { status: 404 });
  const base = publicUrl();
  const urls = entries
    .map(
      (e) =>
        `<url><loc>${escapeXml(entryUrl('property', e, base))}</loc>${e.updated_at ? `<lastmod>${escapeXml(e.updated_at)}</lastmod>` : ''}</url>`,
    )
    .join('\n');
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=300' },
  });
}
