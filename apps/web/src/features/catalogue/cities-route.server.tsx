import 'server-only';
import type { Metadata } from 'next';
import { getI18n } from '@/lib/i18n/server-i18n';
import { pageMetadata } from '@/lib/seo/page-metadata.util';
import { getWebSettings, serverRead } from '@/lib/server-api';
import { companyNameOf } from '@/lib/settings.util';
import { getCitiesData } from './api/get-cities-data';
import { CatalogueListPage } from './components/catalogue-list-page.component';
import { CityGrid } from './components/city-grid.component';
import { pageHref, SimplePager } from './components/simple-pager.component';

// The route /cities (app/ only re-exports it): cities with listings, most listings first, with their pictures.

const CITIES_PER_PAGE = 48;

interface PageProps {
  searchParams: Promise<{ page?: string | string[] }>;
}

function pageOf(raw: { page?: string | string[] }): number {
  const n = Number(Array.isArray(raw.page) ? raw.page[0] : raw.page);
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1;
}

export async function citiesMetadata({ searchParams }: PageProps): Promise<Metadata> {
  const page = pageOf(await searchParams);
  const [settings, cities, { t, code }] = await Promise.all([
    getWebSettings(),
    getCitiesData(serverRead, (page - 1) * CITIES_PER_PAGE, CITIES_PER_PAGE),
    getI18n(),
  ]);
  const company = companyNameOf(settings.kind === 'success' ? settings.body.data : null);
  const image = cities.kind === 'success' ? cities.body.data[0]?.image : null;
  return pageMetadata({
    title: page > 1 ? `${t('citiesPageTitle')} (${t('pageNumber', { page })})` : t('citiesPageTitle'),
    description: t('citiesPageDescription', { company }),
    path: pageHref('/cities', page),
    siteName: company,
    locale: code,
    image,
  });
}

export async function CitiesRoutePage({ searchParams }: PageProps) {
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
