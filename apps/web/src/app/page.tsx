import type { Metadata } from 'next';
import { HomeError } from '@/features/home/components/home-error.component';
import { HomePage } from '@/features/home/components/home-page.component';
import { getHomepage } from '@/features/home/home-route.server';
import { getI18n } from '@/lib/i18n/server-i18n';
import { getWebSettings } from '@/lib/server-api';
import { companyNameOf } from '@/lib/settings.util';

// Rendered per request: the sections depend on the API's data now and on who is asking.
export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
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

export default async function Page() {
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
