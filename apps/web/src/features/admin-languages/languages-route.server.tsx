import type { Metadata } from 'next';
import Link from 'next/link';
import { operatorReader } from '@/components/access/operator-access.server';
import { AdminConsole } from '@/components/admin/admin-console.component';
import { StateNotice } from '@/components/ui/state-notice.component';
import { getI18n } from '@/lib/i18n/server-i18n';
import { getAdminLanguages } from './api/get-admin-languages';
import { LanguageAddForm } from './language-add-form.client';
import { LanguageDeleteButton } from './language-delete-button.client';
import { languagesWords } from './languages-words';

// /admin/languages: the languages with how many strings each lacks, a link to their strings, and
// a form to add one. The default language cannot be deleted.

const PATH = '/admin/languages';

async function generateMetadata(): Promise<Metadata> {
  const { t } = await getI18n();
  return {
    title: `${t('adminLanguagesTitle')} · ${t('adminConsoleTitle')}`,
    robots: { index: false, follow: false },
  };
}

async function Page() {
  const [{ t }, result] = await Promise.all([getI18n(), getAdminLanguages(operatorReader(PATH))]);
  const words = languagesWords(t);
  const body =
    result.kind !== 'success' ? (
      <StateNotice
        tone="error"
        title={t('adminLanguagesFailed')}
        action={{ href: PATH, label: t('tryAgain') }}
      />
    ) : (
      <div className="grid grid-cols-[minmax(0,1fr)] gap-8">
        <div className="relative overflow-x-auto rounded-xl border border-gray-200 bg-white">
          <table className="w-full text-start" data-testid="languages-table">
            <thead className="bg-gray-50 text-sm text-gray-700">
              <tr>
                <th scope="col" className="px-4 py-3 text-start">
                  {t('adminLanguagesName')}
                </th>
                <th scope="col" className="px-4 py-3 text-start">
                  {t('adminLanguagesCode')}
                </th>
                <th scope="col" className="px-4 py-3 text-start">
                  {t('adminLanguagesMissing')}
                </th>
                <th scope="col" className="px-4 py-3 text-start">
                  <span className="sr-only">{t('adminStringsTitle', { name: '' })}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {result.body.data.map((language) => (
                <tr
                  key={language.code}
                  className="border-t border-gray-200"
                  data-testid={`language-${language.code}`}
                >
                  <td className="px-4 py-3 font-medium text-gray-900">
                    <span dir={language.rtl ? 'rtl' : 'ltr'} lang={language.code}>
                      {language.name}
                    </span>
                    {language.is_default ? (
                      <span className="ms-2 rounded bg-teal-100 px-2 py-0.5 text-sm text-teal-900">
                        {t('adminLanguagesDefault')}
                      </span>
                    ) : null}
                    {language.enabled ? null : (
                      <span className="ms-2 rounded bg-gray-200 px-2 py-0.5 text-sm text-gray-900">
                        {t('adminLanguagesDisabled')}
                      </span>
                    )}
                  </td>
                  <td className="px-4 py-3 text-gray-900">
                    {language.code}
                    {language.rtl ? ` · ${t('adminLanguagesRtl')}` : ''}
                  </td>
                  <td className="px-4 py-3 text-gray-900">{language.missing}</td>
                  <td className="flex flex-wrap items-center gap-2 px-4 py-3">
                    <Link
                      href={`${PATH}/${encodeURIComponent(language.code)}`}
                      prefetch={false}
                      className="inline-flex min-h-11 items-center font-medium text-(--brand-ink) underline"
                    >
                      {t('adminLanguagesEditStrings', { name: language.name })}
                    </Link>
                    {language.is_default ? null : (
                      <LanguageDeleteButton code={language.code} name={language.name} words={words} />
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <section aria-labelledby="language-add" className="rounded-xl border border-gray-200 bg-white p-5">
          <h2 id="language-add" className="mb-4 text-xl font-semibold text-gray-900">
            {t('adminLanguagesAdd')}
          </h2>
          <LanguageAddForm words={words} />
        </section>
      </div>
    );
  return (
    <AdminConsole current="languages" title={t('adminLanguagesTitle')} intro={t('adminLanguagesIntro')} t={t}>
      {body}
    </AdminConsole>
  );
}

export const languagesRoute = { generateMetadata, Page };
