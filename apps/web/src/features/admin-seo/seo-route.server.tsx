import type { Metadata } from 'next';
import Link from 'next/link';
import { operatorReader } from '@/components/access/operator-access.server';
import { AdminConsole } from '@/components/admin/admin-console.component';
import { StateNotice } from '@/components/ui/state-notice.component';
import { getI18n } from '@/lib/i18n/server-i18n';
import type { TranslationKey } from '@/lib/i18n/translate.util';
import { getWebSettings } from '@/lib/server-api';
import { getAdminSeoSettings } from './api/get-admin-seo-settings';
import { SeoPageForm } from './seo-page-form.client';

// /admin/seo?lang=fr: every public page's SEO in one language, one form per page.

const PATH = '/admin/seo';

const WORDS = [
  'adminSeoMetaTitle',
  'adminSeoMetaDescription',
  'adminSeoMetaKeywords',
  'adminSeoCharacters',
  'adminSeoKeywordCount',
  'adminSeoSave',
  'adminSeoSaving',
  'adminSeoImage',
  'adminSeoWarnTitle',
  'adminSeoWarnDescription',
  'adminSeoWarnKeywords',
] as const satisfies readonly TranslationKey[];

async function generateMetadata(): Promise<Metadata> {
  const { t } = await getI18n();
  return {
    title: `${t('adminSeoTitle')} · ${t('adminConsoleTitle')}`,
    robots: { index: false, follow: false },
  };
}

async function Page({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const read = operatorReader(PATH);
  const [{ t }, settings, params] = await Promise.all([getI18n(), getWebSettings(), searchParams]);
  const data = settings.kind === 'success' ? settings.body.data : null;
  const languages = data?.languages ?? [];
  const asked = typeof params.lang === 'string' ? params.lang : null;
  const language = languages.find((l) => l.code === asked)?.code ?? data?.default_language ?? 'en';
  const result = await getAdminSeoSettings(read, language);
  const words = Object.fromEntries(WORDS.map((key) => [key, t(key)]));
  return (
    <AdminConsole current="seo" title={t('adminSeoTitle')} intro={t('adminSeoIntro')} t={t}>
      <nav aria-label={t('adminSeoLanguage')} className="mb-4 flex flex-wrap gap-2">
        {languages.map((l) => (
          <Link
            key={l.code}
            href={`${PATH}?lang=${l.code}`}
            aria-current={l.code === language ? 'page' : undefined}
            className={`rounded-full border px-3 py-1 text-sm ${l.code === language ? 'border-slate-900 bg-slate-900 text-white' : 'border-slate-300'}`}
          >
            {l.name}
          </Link>
        ))}
      </nav>
      {result.kind === 'success' ? (
        <div className="grid max-w-3xl gap-6" key={language}>
          {result.body.data.map((entry) => {
            const label = t(`adminSeoPage_${entry.page}` as TranslationKey);
            return (
              <section key={entry.page} className="rounded-lg border border-slate-200 bg-white p-4">
                <h2 className="mb-3 text-lg font-semibold">{label}</h2>
                <SeoPageForm entry={entry} label={label} words={words} />
              </section>
            );
          })}
        </div>
      ) : (
        <StateNotice tone="error" title={t('adminSeoFailed')} action={{ href: PATH, label: t('tryAgain') }} />
      )}
    </AdminConsole>
  );
}

export const seoRoute = { generateMetadata, Page };
