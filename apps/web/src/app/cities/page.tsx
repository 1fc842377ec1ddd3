import type { Metadata } from 'next';
import { CatalogueNotice, CataloguePage } from '@/features/catalogue/components/catalogue-page.component';
import { CityGrid } from '@/features/catalogue/components/city-grid.component';
import { Breadcrumbs } from '@/features/search/components/breadcrumbs.component';
import { searchMetadata } from '@/features/search/search-metadata.util';
import { getI18n } from '@/lib/i18n/server-i18n';
import { getCitiesData, getWebSettings } from '@/lib/server-api';
import { companyNameOf } from '@/lib/settings.util';

// /cities: cities with listings, most listings first, with their pictures (issue 3).
export const dynamic = 'force-dynamic';

const CITY_LIMIT = 100;

export async function generateMetadata(): Promise<Metadata> {
  const [settings, cities, { t, code }] = await Promise.all([
    getWebSettings(),
    getCitiesData(0, CITY_LIMIT),
    getI18n(),
  ]);
  const company = companyNameOf(settings.kind === 'success' ? settings.body.data : null);
  const image = cities.kind === 'success' ? cities.body.data[0]?.image : null;
  return searchMetadata({
    title: t('citiesPageTitle'),
    description: t('citiesPageDescription', { company }),
    canonical: '/cities',
    siteName: company,
    locale: code,
    image,
  });
}

export default async function CitiesPage() {
  const [result, settings, { t }] = await Promise.all([
    getCitiesData(0, CITY_LIMIT),
    getWebSettings(),
    getI18n(),
  ]);
  const company = companyNameOf(settings.kind === 'success' ? settings.body.data : null);
  const cities = result.kind === 'success' ? result.body.data : [];
  return (
    <CataloguePage
      breadcrumbs={
        <Breadcrumbs
          label={t('breadcrumb')}
          items={[
            { name: t('home'), href: '/' },
            { name: t('citiesPageTitle'), href: '/cities' },
          ]}
        />
      }
      heading={t('citiesPageTitle')}
      intro={t('citiesPageDescription', { company })}
    >
      {result.kind !== 'success' ? (
        <CatalogueNotice
          title={t('errorTitle')}
          message={result.kind === 'error' && result.body.message ? result.body.message : t('errorMessage')}
        />
      ) : cities.length === 0 ? (
        <CatalogueNotice message={t('citiesEmpty')} />
      ) : (
        <CityGrid cities={cities} t={t} />
      )}
    </CataloguePage>
  );
}
