import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { SearchView } from '@/features/search/components/search-view.component';
import { cityOr404, pathSegment } from '@/features/search/landing-data';
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

// /cities/{city}: a landing page for one city with the search's filters and pages (issue 3);
// 404 when the city has no publicly visible listing.
export const dynamic = 'force-dynamic';

interface PageProps {
  params: Promise<{ city: string }>;
  searchParams: Promise<RawSearchParams>;
}

export async function generateMetadata({ params, searchParams }: PageProps): Promise<Metadata> {
  const [{ city: segment }, raw, settings, { t, code }] = await Promise.all([
    params,
    searchParams,
    getWebSettings(),
    getI18n(),
  ]);
  const city = await cityOr404(pathSegment(segment));
  const company = companyNameOf(settings.kind === 'success' ? settings.body.data : null);
  const fixed = { city };
  return searchMetadata({
    title: searchTitle(t('cityPageTitle', { city }), parseSearchParams(raw, fixed), fixed, [], t),
    description: t('cityPageDescription', { city, company }),
    canonical: canonicalPath(`/cities/${encodeURIComponent(city)}`, parseSearchParams(raw, fixed), fixed),
    siteName: company,
    locale: code,
  });
}

export default async function CityPage({ params, searchParams }: PageProps) {
  const [{ city: segment }, raw, settings, { t }] = await Promise.all([
    params,
    searchParams,
    getWebSettings(),
    getI18n(),
  ]);
  const city = await cityOr404(pathSegment(segment));
  const company = companyNameOf(settings.kind === 'success' ? settings.body.data : null);
  const fixed = { city };
  const basePath = `/cities/${encodeURIComponent(city)}`;
  const filters = parseSearchParams(raw, fixed);
  const tidy = tidyUrl(raw, basePath, filters, fixed);
  if (tidy) redirect(tidy);
  const data = await loadSearch(filters);
  return (
    <SearchView
      heading={t('cityPageTitle', { city })}
      intro={t('cityPageDescription', { city, company })}
      crumbs={[
        { name: t('home'), path: '/' },
        { name: t('citiesPageTitle'), path: '/cities' },
        { name: city, path: basePath },
      ]}
      basePath={basePath}
      fixed={fixed}
      filters={filters}
      data={data}
      t={t}
    />
  );
}
