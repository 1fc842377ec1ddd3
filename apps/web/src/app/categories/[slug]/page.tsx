import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { SearchView } from '@/features/search/components/search-view.component';
import { categoryOr404, pathSegment } from '@/features/search/landing-data';
import { loadSearch } from '@/features/search/search-data';
import { searchMetadata, searchTitle } from '@/features/search/search-metadata.util';
import {
  canonicalPath,
  parseSearchParams,
  type RawSearchParams,
  tidyUrl,
} from '@/features/search/search-params.util';
import { getI18n } from '@/lib/i18n/server-i18n';
import { getWebSettings } from '@/lib/server-api';
import { companyNameOf } from '@/lib/settings.util';

// /categories/{slug}: a crawlable landing page for one category, with the search's filters and
// pages (issue 3). Title and description from the category's meta fields, with fallbacks.
export const dynamic = 'force-dynamic';

interface PageProps {
  params: Promise<{ slug: string }>;
  searchParams: Promise<RawSearchParams>;
}

export async function generateMetadata({ params, searchParams }: PageProps): Promise<Metadata> {
  const [{ slug }, raw, settings, { t, code }] = await Promise.all([
    params,
    searchParams,
    getWebSettings(),
    getI18n(),
  ]);
  const category = await categoryOr404(pathSegment(slug));
  const company = companyNameOf(settings.kind === 'success' ? settings.body.data : null);
  const fixed = { category: category.slug_id };
  const basePath = `/categories/${encodeURIComponent(category.slug_id)}`;
  return searchMetadata({
    title: searchTitle(
      category.meta_title?.trim() || category.category,
      parseSearchParams(raw, fixed),
      fixed,
      [],
      t,
    ),
    description:
      category.meta_description?.trim() ||
      t('categoryFallbackDescription', { category: category.category, company }),
    canonical: canonicalPath(basePath, parseSearchParams(raw, fixed), fixed),
    siteName: company,
    locale: code,
    image: category.meta_image || category.image,
    keywords: category.meta_keywords,
  });
}

export default async function CategoryPage({ params, searchParams }: PageProps) {
  const [{ slug }, raw, settings, { t }] = await Promise.all([
    params,
    searchParams,
    getWebSettings(),
    getI18n(),
  ]);
  const category = await categoryOr404(pathSegment(slug));
  const company = companyNameOf(settings.kind === 'success' ? settings.body.data : null);
  const fixed = { category: category.slug_id };
  const basePath = `/categories/${encodeURIComponent(category.slug_id)}`;
  const filters = parseSearchParams(raw, fixed);
  const tidy = tidyUrl(raw, basePath, filters, fixed);
  if (tidy) redirect(tidy);
  const data = await loadSearch(filters);
  return (
    <SearchView
      heading={category.category}
      intro={
        category.meta_description?.trim() ||
        t('categoryFallbackDescription', { category: category.category, company })
      }
      crumbs={[
        { name: t('home'), path: '/' },
        { name: t('categoriesPageTitle'), path: '/categories' },
        { name: category.category, path: basePath },
      ]}
      basePath={basePath}
      fixed={fixed}
      filters={filters}
      data={data}
      t={t}
    />
  );
}
