import type { Metadata } from 'next';
import { operatorReader } from '@/components/access/operator-access.server';
import { AdminConsole } from '@/components/admin/admin-console.component';
import { StateNotice } from '@/components/ui/state-notice.component';
import { getI18n } from '@/lib/i18n/server-i18n';
import { getAdminLanguageStrings } from './api/get-admin-language-strings';
import { LanguageStringsEditor } from './language-strings-editor.client';
import { languagesWords } from './languages-words';

// /admin/languages/[code]: one language's web strings beside English, the missing ones marked.

type Params = Promise<{ code: string }>;

async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const [{ t }, { code }] = await Promise.all([getI18n(), params]);
  return {
    title: `${t('adminStringsTitle', { name: decodeURIComponent(code) })} · ${t('adminConsoleTitle')}`,
    robots: { index: false, follow: false },
  };
}

async function Page({ params }: { params: Params }) {
  const code = decodeURIComponent((await params).code);
  const path = `/admin/languages/${encodeURIComponent(code)}`;
  const [{ t }, result] = await Promise.all([getI18n(), getAdminLanguageStrings(operatorReader(path), code)]);
  const title = t('adminStringsTitle', {
    name: result.kind === 'success' ? result.body.data.language.name : code,
  });
  return (
    <AdminConsole current="languages" title={title} intro={t('adminStringsIntro')} t={t}>
      {result.kind === 'success' ? (
        <LanguageStringsEditor data={result.body.data} words={languagesWords(t)} />
      ) : (
        <StateNotice
          tone="error"
          title={t('adminStringsFailed')}
          action={{ href: path, label: t('tryAgain') }}
        />
      )}
    </AdminConsole>
  );
}

export const languageStringsRoute = { generateMetadata, Page };
