import type { Metadata } from 'next';
import type { CSSProperties, ReactNode } from 'react';
import { AppProviders } from '@/components/app/app-providers.component';
import { MaintenanceNotice } from '@/components/app/maintenance-notice.component';
import { SiteFooter } from '@/components/app/site-footer.component';
import { SiteHeader } from '@/components/app/site-header.component';
import { publicUrl } from '@/lib/config';
import { layoutDictionary } from '@/lib/i18n/i18n.util';
import { getI18n } from '@/lib/i18n/server-i18n';
import { getWebSettings } from '@/lib/server-api';
import { clientSettings, companyNameOf } from '@/lib/settings.util';
import { brandPalette } from '@/lib/theme.util';
import './globals.css';

export async function generateMetadata(): Promise<Metadata> {
  const [settings, { t }] = await Promise.all([getWebSettings(), getI18n()]);
  const data = settings.kind === 'success' ? settings.body.data : null;
  const company = companyNameOf(data);
  return {
    metadataBase: new URL(publicUrl()),
    applicationName: company,
    title: { default: company, template: `%s | ${company}` },
    description: t('siteDescription', { company }),
    icons: { icon: data?.web_favicon || '/favicon.svg' },
  };
}

export default async function RootLayout({ children }: { children: ReactNode }) {
  const [i18n, settingsResult] = await Promise.all([getI18n(), getWebSettings()]);
  const settings = settingsResult.kind === 'success' ? settingsResult.body.data : null;
  const { t } = i18n;
  const company = companyNameOf(settings);
  const palette = brandPalette(settings?.system_color);
  const themeVars = {
    '--brand': palette.brand,
    '--on-brand': palette.onBrand,
    '--brand-ink': palette.brandInk,
  } as CSSProperties;

  return (
    <html lang={i18n.code} dir={i18n.rtl ? 'rtl' : 'ltr'} style={themeVars}>
      <body>
        <a
          href="#main-content"
          className="sr-only z-[60] rounded-md bg-(--brand) px-4 py-3 font-semibold text-(--on-brand) focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
        >
          {t('skipToContent')}
        </a>
        <AppProviders
          i18n={{ code: i18n.code, rtl: i18n.rtl, dictionary: layoutDictionary(i18n.dictionary) }}
          settings={clientSettings(settings)}
          languages={i18n.languages}
        >
          <div className="flex min-h-dvh flex-col">
            <SiteHeader
              companyName={company}
              logo={settings?.web_logo ?? null}
              languages={i18n.languages}
              t={t}
            />
            <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
              {settings?.web_maintenance_mode ? <MaintenanceNotice t={t} /> : children}
            </main>
            <SiteFooter settings={settings} companyName={company} t={t} />
          </div>
        </AppProviders>
      </body>
    </html>
  );
}
