import type { Metadata } from 'next';
import { operatorReader } from '@/components/access/operator-access.server';
import { AdminConsole } from '@/components/admin/admin-console.component';
import { StateNotice } from '@/components/ui/state-notice.component';
import { getI18n } from '@/lib/i18n/server-i18n';
import { getAdminReportReasons } from './api/get-admin-report-reasons';
import { ReportReasonsEditor } from './report-reasons-editor.client';
import { reportsWords } from './reports-words';

// /admin/report-reasons: the reasons members pick in the report dialog of a listing, added,
// reworded and deleted in place (the dialog follows at once). Read on the server with the
// operator's session; a member meets the 404 page, a guest the sign-in page.

const PATH = '/admin/report-reasons';

async function generateMetadata(): Promise<Metadata> {
  const { t } = await getI18n();
  return {
    title: `${t('adminReportReasonsTitle')} · ${t('adminConsoleTitle')}`,
    robots: { index: false, follow: false },
  };
}

async function Page() {
  const [{ t }, result] = await Promise.all([getI18n(), getAdminReportReasons(operatorReader(PATH))]);
  return (
    <AdminConsole
      current="report-reasons"
      title={t('adminReportReasonsTitle')}
      intro={t('adminReportReasonsIntro')}
      t={t}
    >
      {result.kind !== 'success' ? (
        <StateNotice
          tone="error"
          title={t('adminReportReasonsFailed')}
          action={{ href: PATH, label: t('tryAgain') }}
        />
      ) : (
        <>
          {result.body.data.length === 0 ? (
            <StateNotice tone="empty" title={t('adminReportReasonsEmpty')} />
          ) : null}
          <ReportReasonsEditor items={result.body.data} words={reportsWords(t)} />
        </>
      )}
    </AdminConsole>
  );
}

export const reportReasonsRoute = { generateMetadata, Page };
