import { CONTENT_PAGES, type ContentPage } from '@domus/shared/schemas/admin-content.schema';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { operatorReader } from '@/components/access/operator-access.server';
import { AdminConsole } from '@/components/admin/admin-console.component';
import { StateNotice } from '@/components/ui/state-notice.component';
import { getI18n } from '@/lib/i18n/server-i18n';
import type { TranslationKey } from '@/lib/i18n/translate.util';
import type { RawQuery } from '@/lib/url-query.util';
import { getAdminPage, getAdminPages } from './api/get-admin-pages';
import { contentWords, PAGES_PATH } from './content-words';
import { PageForm } from './page-form.client';

// /admin/pages: about us, privacy and terms, each in every language (own text or the default
// language's); /admin/pages/{page}?language_code=: one of them in one language, in the editor.

const PAGE_TITLE: Record<ContentPage, TranslationKey> = {
  about_us: 'aboutUs',
  privacy_policy: 'privacyPolicy',
  terms_conditions: 'termsConditions',
};

async function generateMetadata(): Promise<Metadata> {
  const { t } = await getI18n();
  return {
    title: `${t('adminPagesTitle')} · ${t('adminConsoleTitle')}`,
    robots: { index: false, follow: false },
  };
}

async function ListPage() {
  const [{ t }, result] = await Promise.all([getI18n(), getAdminPages(operatorReader(PAGES_PATH))]);
  return (
    <AdminConsole current="pages" title={t('adminPagesTitle')} intro={t('adminPagesIntro')} t={t}>
      {result.kind !== 'success' ? (
        <StateNotice
          tone="error"
          title={t('adminPagesFailed')}
          action={{ href: PAGES_PATH, label: t('tryAgain') }}
        />
      ) : (
        <div className="grid max-w-4xl gap-6">
          {result.body.data.map((entry) => (
            <section
              key={entry.page}
              aria-labelledby={`page-${entry.page}`}
              className="rounded-lg border border-gray-200 p-4"
            >
              <h2 id={`page-${entry.page}`} className="text-lg font-bold text-gray-900">
                {t(PAGE_TITLE[entry.page])}
              </h2>
              <ul className="mt-3 grid gap-2">
                {entry.languages.map((l) => (
                  <li key={l.code} className="flex flex-wrap items-center gap-3">
                    <Link
                      href={`${PAGES_PATH}/${entry.page}?language_code=${encodeURIComponent(l.code)}`}
                      prefetch={false}
                      className="inline-flex min-h-11 items-center font-medium text-(--brand-ink) underline underline-offset-2"
                    >
                      {t('adminPageEditIn', { page: t(PAGE_TITLE[entry.page]), language: l.name })}
                    </Link>
                    <span className={l.own_text ? 'text-sm text-green-800' : 'text-sm text-gray-700'}>
                      {l.own_text ? t('adminPageOwnText') : t('adminPageShowsDefault')}
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </AdminConsole>
  );
}

async function EditPage({
  params,
  searchParams,
}: {
  params: Promise<{ page: string }>;
  searchParams: Promise<RawQuery>;
}) {
  const page = (await params).page;
  if (!(CONTENT_PAGES as readonly string[]).includes(page)) notFound();
  const raw = (await searchParams).language_code;
  const language = typeof raw === 'string' && /^[a-zA-Z-]{2,20}$/.test(raw) ? raw : '';
  const path = `${PAGES_PATH}/${page}${language ? `?language_code=${language}` : ''}`;
  const read = operatorReader(path);
  const [{ t }, overview] = await Promise.all([getI18n(), getAdminPages(read)]);
  const languages = overview.kind === 'success' ? (overview.body.data[0]?.languages ?? []) : [];
  const code = language || languages[0]?.code || 'en';
  const result = await getAdminPage(read, page, code);
  const name = languages.find((l) => l.code === code)?.name ?? code;
  const pageTitle = t(PAGE_TITLE[page as ContentPage]);

  return (
    <AdminConsole current="pages" title={t('adminPageEditIn', { page: pageTitle, language: name })} t={t}>
      <p className="mb-4">
        <Link
          href={PAGES_PATH}
          prefetch={false}
          className="inline-flex min-h-11 items-center font-medium text-(--brand-ink) underline underline-offset-2"
        >
          {t('adminPagesBack')}
        </Link>
      </p>
      <nav aria-label={t('adminPageLanguages')} className="mb-6 flex flex-wrap gap-2">
        {languages.map((l) => (
          <Link
            key={l.code}
            href={`${PAGES_PATH}/${page}?language_code=${encodeURIComponent(l.code)}`}
            prefetch={false}
            aria-current={l.code === code ? 'page' : undefined}
            className="inline-flex min-h-11 items-center rounded-md border border-gray-300 px-4 font-medium aria-[current=page]:bg-gray-800 aria-[current=page]:text-white"
          >
            {l.name}
          </Link>
        ))}
      </nav>
      {result.kind !== 'success' ? (
        <StateNotice
          tone="error"
          title={t('adminPagesFailed')}
          action={{ href: path, label: t('tryAgain') }}
        />
      ) : (
        <PageForm key={`${page}-${code}`} page={result.body.data} words={contentWords(t)} />
      )}
    </AdminConsole>
  );
}

export const pagesAdminRoute = { generateMetadata, ListPage, EditPage };
