import type { Metadata } from 'next';
import { operatorReader } from '@/components/access/operator-access.server';
import { AdminConsole } from '@/components/admin/admin-console.component';
import { StateNotice } from '@/components/ui/state-notice.component';
import { getI18n } from '@/lib/i18n/server-i18n';
import { getAdminFaqs } from './api/get-admin-faqs';
import { contentWords, FAQS_PATH } from './content-words';
import { FaqsEditor } from './faqs-editor.client';

// /admin/faqs: the FAQs, added, edited, switched on or off and deleted in place.

async function generateMetadata(): Promise<Metadata> {
  const { t } = await getI18n();
  return {
    title: `${t('adminFaqsTitle')} · ${t('adminConsoleTitle')}`,
    robots: { index: false, follow: false },
  };
}

async function Page() {
  const [{ t }, result] = await Promise.all([getI18n(), getAdminFaqs(operatorReader(FAQS_PATH))]);
  return (
    <AdminConsole current="faqs" title={t('adminFaqsTitle')} intro={t('adminFaqsIntro')} t={t}>
      {result.kind !== 'success' ? (
        <StateNotice
          tone="error"
          title={t('adminFaqsFailed')}
          action={{ href: FAQS_PATH, label: t('tryAgain') }}
        />
      ) : (
        <FaqsEditor items={result.body.data} words={contentWords(t)} />
      )}
    </AdminConsole>
  );
}

export const faqsAdminRoute = { generateMetadata, Page };
