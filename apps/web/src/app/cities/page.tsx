import type { Metadata } from 'next';
import { getCitiesData } from '@/features/catalogue/api/get-cities-data';
import { CatalogueListPage } from '@/features/catalogue/components/catalogue-list-page.component';
import { CityGrid } from '@/features/catalogue/components/city-grid.component';
import { pageHref, SimplePager } from '@/features/catalogue/components/simple-pager.component';
import { searchMetadata } from '@/features/search/search-metadata.util';
import { getI18n } from '@/lib/i18n/server-i18n';
import { getWebSettings, serverRead } from '@/lib/server-api';
import { companyNameOf } from '@/lib/settings.util';

// /cities: cities with listings, most listings first, with their pictures (issue 3).
export const dynamic = 'force-dynamic';

const CITIES_PER_PAGE = 48;

interface PageProps {
  searchParams: Promise<{ page?: string | string[] }>;
}

function pageOf(raw: { page?: string | string[] }): number {
  const n = Number(Array.isArray(raw.page) ? raw.page[0] : raw.page);
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1;
}

export async function generateMetadata({ searchParams }: PageProps): Promise<Metadata> {
  const page = pageOf(await searchParams);
  const [settings, cities, { t, code }] = await Promise.all([
    getWebSettings(),
    getCitiesData(serverRead, (page - 1) * CITIES_PER_PAGE, CITIES_PER_PAGE),
    getI18n(),
  ]);
  const company = companyNameOf(settings.kind === 'success' ? settings.body.data : null);
  const image = cities.kind === 'success' ? cities.body.data[0]?.image : null;
  return searchMetadata({
    title: page > 1 ? `${t('citiesPageTitle')} (${t('pageNumber', { page })})` : t('citiesPageTitle'),
    description: t('citiesPageDescription', { company }),
    canonical: pageHref('/cities', page),
    siteName: company,
    locale: code,
    image,
  });
}

export default async function CitiesPage({ searchParams }: PageProps) {
  const page = pageOf(await searchParams);
  const [result, settings, { t }] = await Promise.all([
    getCitiesData(serverRead, (page - 1) * CITIES_PER_PAGE, CITIES_PER_PAGE),
    getWebSettings(),
    getI18n(),
  ]);
  const company = companyNameOf(settings.kind === 'success' ? settings.body.data : null);
  const total = result.kind === 'success' ? (result.body.total ?? result.body.data.length) : 0;
  return (
    <CatalogueListPage
      t={t}
      path="/cities"
      title={t('citiesPageTitle')}
      intro={t('citiesPageDescription', { company })}
      result={result}
      emptyMessage={t('citiesEmpty')}
    >
      {(cities) => (
        <>
          <CityGrid cities={cities} t={t} />
          <SimplePager basePath="/cities" page={page} totalPages={Math.ceil(total / CITIES_PER_PAGE)} t={t} />
        </>
      )}
    </CatalogueListPage>
  );
}
