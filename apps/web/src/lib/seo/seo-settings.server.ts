import 'server-only';
import type { SeoPage } from '@domus/shared/schemas/admin-seo.schema';
import type { Metadata } from 'next';
import { getI18n } from '../i18n/server-i18n';
import { getSeoSettings, getWebSettings } from '../server-api';
import { companyNameOf } from '../settings.util';
import { metaDescription } from './page-metadata.util';

// The operator's SEO values (admin/seo-settings, read through get_seo_settings) laid over a public
// page's own metadata, in the reader's language. get_seo_settings answers the company name and
// logo where nothing is set: those mean "not set", and the page's own title and image stay.

/** A page's metadata with the operator's title, description, keywords and image where set. */
export async function withSeo(page: SeoPage, own: Metadata | Promise<Metadata>): Promise<Metadata> {
  const { code } = await getI18n();
  const [base, seo, settings] = await Promise.all([own, getSeoSettings(code), getWebSettings()]);
  if (seo.kind !== 'success') return base;
  const values = seo.body.data.find((entry) => entry.page === page);
  if (!values) return base;
  const data = settings.kind === 'success' ? settings.body.data : null;
  const title = values.title && values.title !== companyNameOf(data) ? values.title : null;
  const image = values.image && values.image !== data?.web_logo ? values.image : null;
  const description = metaDescription(values.description);
  const keywords = values.keywords
    ?.split(',')
    .map((k) => k.trim())
    .filter(Boolean);
  return {
    ...base,
    ...(title ? { title: { absolute: title } } : {}),
    ...(description ? { description } : {}),
    ...(keywords && keywords.length > 0 ? { keywords } : {}),
    openGraph: {
      ...base.openGraph,
      ...(title ? { title } : {}),
      ...(description ? { description } : {}),
      ...(image ? { images: [{ url: image }] } : {}),
    },
    twitter: {
      ...base.twitter,
      ...(title ? { title } : {}),
      ...(description ? { description } : {}),
      ...(image ? { images: [image] } : {}),
    },
  };
}

/** generateMetadata of a public page, with the operator's SEO values for it. */
export function seoMetadata<A extends unknown[]>(
  page: SeoPage,
  own: (...args: A) => Metadata | Promise<Metadata>,
) {
  return (...args: A) => withSeo(page, own(...args));
}
