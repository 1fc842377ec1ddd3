import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getSearchData } from '@/features/search/api/get-search-data';
import { getSearchCategories } from '@/features/search/api/get-search-options';
import { SearchView } from '@/features/search/components/search-view.component';
import { searchMetadata, searchTitle } from '@/features/search/search-metadata.util';
import {
  canonicalPath,
  parseSearchParams,
  type RawSearchParams,
  tidyUrl,
} from '@/features/search/search-params.util';
import { getI18n } from '@/lib/i18n/server-i18n';
import { getWebSettings, serverRead } from '@/lib/server-api';
import { companyNameOf } from '@/lib/settings.util';

// /properties: search and browse, every filter in the query string (issue 3).
export const dynamic = 'force-dynamic';

const BASE = '/properties';

interface PageProps {
  searchParams: Promise<RawSearchParams>;
}

export async function generateMetadata({ searchParams }: PageProps): Promise<Metadata> {
  const [raw, settings, categories, { t, code }] = await Promise.all([
    searchParams,
    getWebSettings(),
    getSearchCategories(serverRead),
    getI18n(),
  ]);
  const company = companyNameOf(settings.kind === 'success' ? settings.body.data : null);
  const filters = parseSearchParams(raw);
  return searchMetadata({
    title: searchTitle(t('searchPageTitle'), filters, {}, categories, t),
    description: t('searchPageDescription', { company }),
    canonical: canonicalPath(BASE, filters),
    siteName: company,
    locale: code,
  });
}

export default async function PropertiesPage({ searchParams }: PageProps) {
  const [raw, { t }] = await Promise.all([searchParams, getI18n()]);
  const filters = parseSearchParams(raw);
  const tidy = tidyUrl(raw, BASE, filters, {});
  if (tidy) redirect(tidy);
  const data = await getSearchData(serverRead, filters);
  return (
    <SearchView
      heading={t('searchPageTitle')}
      crumbs={[
        { name: t('home'), path: '/' },
        { name: t('properties'), path: BASE },
      ]}
      basePath={BASE}
      fixed={{}}
      filters={filters}
      data={data}
      t={t}
    />
  );
}
