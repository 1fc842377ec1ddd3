import 'server-only';
import type { Metadata } from 'next';
import { cache } from 'react';
import { getI18n } from '@/lib/i18n/server-i18n';
import { getWebSettings, serverRead, visitorPosition } from '@/lib/server-api';
import { companyNameOf } from '@/lib/settings.util';
import { getHomepageData } from './api/get-homepage-data';
import { HomeError } from './components/home-error.component';
import { HomePage } from './components/home-page.component';

// The route / (app/ only re-exports it): the home page sections, for this visitor.

/** The home page's data for this visitor (nearby listings when their position is known). */
const getHomepage = cache(async () => getHomepageData(serverRead, await visitorPosition()));

export async function homeMetadata(): Promise<Metadata> {
  const [settings, home, { t, code }] = await Promise.all([getWebSettings(), getHomepage(), getI18n()]);
  const data = settings.kind === 'success' ? settings.body.data : null;
  const company = companyNameOf(data);
  const description = t('siteDescription', { company });
  // A photo shares better than a logo (and many sites ignore SVG previews): the first slide if any.
  const slide = home.kind === 'success' ? home.body.data.slider_section?.[0] : undefined;
  const image = slide?.web_image ?? slide?.image ?? data?.web_logo ?? null;
  return {
    title: { absolute: `${company} | ${t('heroTitle')}` },
    description,
    alternates: { canonical: '/' },
    openGraph: {
      type: 'website',
      url: '/',
      siteName: company,
      title: company,
      description,
      locale: code,
      ...(image ? { images: [{ url: image }] } : {}),
    },
  };
}

export async function HomeRoutePage() {
  const [home, settings, { t, code }] = await Promise.all([getHomepage(), getWebSettings(), getI18n()]);
  if (home.kind !== 'success') return <HomeError t={t} />;
  return (
    <HomePage
      data={home.body.data}
      settings={settings.kind === 'success' ? settings.body.data : null}
      locale={code}
      t={t}
    />
  );
}
