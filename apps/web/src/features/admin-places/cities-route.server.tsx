import type { Metadata } from 'next';
import { operatorReader } from '@/components/access/operator-access.server';
import { AdminConsole } from '@/components/admin/admin-console.component';
import { CatalogueImageField } from '@/components/admin/catalogue-image-field.client';
import { catalogueImageWords } from '@/components/admin/catalogue-image-words';
import { PageLinks } from '@/components/ui/page-links.component';
import { StateNotice } from '@/components/ui/state-notice.component';
import { getI18n } from '@/lib/i18n/server-i18n';
import type { RawQuery } from '@/lib/url-query.util';
import { ADMIN_CITIES_PAGE_SIZE, getAdminCities } from './api/get-admin-cities';
import { CitySwitch } from './city-switch.client';
import { placesWords } from './places-words';

// /admin/cities: the cities catalogue by name, each with its on/off switch. Read on the server
// with the operator's session; a member meets the 404 page, a guest the sign-in page.

const PATH = '/admin/cities';
const hrefOf = (page: number) => (page > 1 ? `${PATH}?page=${page}` : PATH);

async function generateMetadata(): Promise<Metadata> {
  const { t } = await getI18n();
  return {
    title: `${t('adminCitiesTitle')} · ${t('adminConsoleTitle')}`,
    robots: { index: false, follow: false },
  };
}

function pageOf(raw: unknown): number {
  const text = Array.isArray(raw) ? raw[0] : raw;
  return typeof text === 'string' && /^\d{1,6}$/.test(text) && Number(text) > 0 ? Number(text) : 1;
}

async function Page({ searchParams }: { searchParams: Promise<RawQuery> }) {
  const page = pageOf((await searchParams).page);
  const [{ t }, result] = await Promise.all([getI18n(), getAdminCities(operatorReader(hrefOf(page)), page)]);
  let body: React.ReactNode;
  if (result.kind !== 'success') {
    body = (
      <StateNotice
        tone="error"
        title={t('adminCitiesFailed')}
        action={{ href: hrefOf(page), label: t('tryAgain') }}
      />
    );
  } else {
    const items = result.body.data;
    const total = result.body.total ?? items.length;
    const words = placesWords(t);
    body = (
      <>
        <p role="status" className="font-medium text-gray-800">
          {t('adminCitiesResults', { count: total })}
        </p>
        {items.length === 0 ? (
          <StateNotice tone="empty" title={t('adminCitiesEmpty')} />
        ) : (
          <ul className="mt-4 grid gap-3 sm:grid-cols-2" data-testid="admin-cities">
            {items.map((city) => (
              <li key={city.id} className="grid gap-2 rounded-lg border border-gray-200 p-3">
                <CitySwitch city={city} words={words} />
                <CatalogueImageField
                  call={`admin/cities/${city.id}/image`}
                  current={city.image_url}
                  words={catalogueImageWords(t, t('adminCityImage', { name: city.name }))}
                  testId="city-image"
                />
              </li>
            ))}
          </ul>
        )}
        <PageLinks page={page} totalPages={Math.ceil(total / ADMIN_CITIES_PAGE_SIZE)} hrefOf={hrefOf} t={t} />
      </>
    );
  }
  return (
    <AdminConsole current="cities" title={t('adminCitiesTitle')} intro={t('adminCitiesIntro')} t={t}>
      <section aria-label={t('adminCitiesTitle')}>{body}</section>
    </AdminConsole>
  );
}

export const citiesRoute = { generateMetadata, Page };
