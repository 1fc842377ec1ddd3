import type { Metadata } from 'next';
import { PageIntro } from '@/components/ui/page-intro.component';
import { StateNotice } from '@/components/ui/state-notice.component';
import { getI18n } from '@/lib/i18n/server-i18n';
import type { TranslationKey } from '@/lib/i18n/translate.util';
import { pageMetadata } from '@/lib/seo/page-metadata.util';
import { getWebSettings } from '@/lib/server-api';
import { companyNameOf } from '@/lib/settings.util';
import { plainText } from '@/lib/text.util';

// About us, privacy policy and terms: HTML the operator writes in the settings (web-settings).

export type LegalKey = 'about_us' | 'privacy_policy' | 'terms_conditions';

export interface LegalPageConfig {
  /** Not `key`: React keeps a `key` prop for itself, so the page would never receive it. */
  setting: LegalKey;
  titleKey: TranslationKey;
  path: string;
}

async function load(key: LegalKey) {
  const settings = await getWebSettings();
  const data = settings.kind === 'success' ? settings.body.data : null;
  const html = (data as unknown as Record<string, unknown> | null)?.[key];
  return { settings, data, html: typeof html === 'string' && html.trim() ? html : null };
}

export async function legalMetadata({ setting, titleKey, path }: LegalPageConfig): Promise<Metadata> {
  const [{ t, code }, { data, html }] = await Promise.all([getI18n(), load(setting)]);
  const company = companyNameOf(data);
  const title = t(titleKey);
  return pageMetadata({
    title,
    description: (html ? plainText(html) : '') || t('legalDescription', { page: title, company }),
    path,
    siteName: company,
    locale: code,
  });
}

export async function LegalPage({ setting, titleKey, path }: LegalPageConfig) {
  const [{ t }, { settings, html }] = await Promise.all([getI18n(), load(setting)]);
  return (
    <>
      <PageIntro title={t(titleKey)} />
      <div className="mx-auto w-full max-w-7xl px-4 py-8">
        {settings.kind !== 'success' ? (
          <StateNotice
            tone="error"
            title={t('contentErrorTitle')}
            message={settings.kind === 'error' ? settings.body.message : t('errorMessage')}
            action={{ href: path, label: t('tryAgain') }}
          />
        ) : html ? (
          <div
            data-testid="legal-body"
            className="max-w-3xl space-y-4 leading-relaxed text-gray-800 [&_a]:font-medium [&_a]:text-(--brand-ink) [&_a]:underline [&_h2]:mt-6 [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:mt-4 [&_h3]:text-xl [&_h3]:font-bold [&_ol]:list-decimal [&_ol]:ps-6 [&_strong]:font-semibold [&_ul]:list-disc [&_ul]:ps-6"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: operator-authored HTML from the settings.
            dangerouslySetInnerHTML={{ __html: html }}
          />
        ) : (
          <StateNotice
            tone="empty"
            title={t('legalEmpty')}
            action={{ href: '/contact-us', label: t('contactUs') }}
          />
        )}
      </div>
    </>
  );
}
