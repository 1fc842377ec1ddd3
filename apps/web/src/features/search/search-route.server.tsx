import 'server-only';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getI18n } from '@/lib/i18n/server-i18n';
import { getWebSettings, serverRead } from '@/lib/server-api';
import { companyNameOf } from '@/lib/settings.util';
import { getSearchData } from './api/get-search-data';
import { getSearchCategories } from './api/get-search-options';
import { SearchView } from './components/search-view.component';
import { searchMetadata, searchTitle } from './search-metadata.util';
import { canonicalPath, parseSearchParams, type RawSearchParams, tidyUrl } from './search-params.util';

// The route /properties (app/ only re-exports it): search and browse, every filter in the query string.

const BASE = '/properties';

interface PageProps {
  searchParams: Promise<RawSearchParams>;
}

export async function searchPageMetadata({ searchParams }: PageProps): Promise<Metadata> {
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

export async function SearchRoutePage({ searchParams }: PageProps) {
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
