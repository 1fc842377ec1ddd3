import type { Metadata } from 'next';
import { operatorReader } from '@/components/access/operator-access.server';
import { AdminConsole } from '@/components/admin/admin-console.component';
import { StateNotice } from '@/components/ui/state-notice.component';
import { getI18n } from '@/lib/i18n/server-i18n';
import { getAdminFacilities } from './api/get-admin-facilities';
import { FacilitiesEditor } from './facilities-editor.client';
import { placesWords } from './places-words';

// /admin/facilities: the nearby place types, added, renamed and deleted in place. Read on the
// server with the operator's session; a member meets the 404 page, a guest the sign-in page.

const PATH = '/admin/facilities';

async function generateMetadata(): Promise<Metadata> {
  const { t } = await getI18n();
  return {
    title: `${t('adminFacilitiesTitle')} · ${t('adminConsoleTitle')}`,
    robots: { index: false, follow: false },
  };
}

async function Page() {
  const [{ t }, result] = await Promise.all([getI18n(), getAdminFacilities(operatorReader(PATH))]);
  return (
    <AdminConsole
      current="facilities"
      title={t('adminFacilitiesTitle')}
      intro={t('adminFacilitiesIntro')}
      t={t}
    >
      {result.kind !== 'success' ? (
        <StateNotice
          tone="error"
          title={t('adminFacilitiesFailed')}
          action={{ href: PATH, label: t('tryAgain') }}
        />
      ) : (
        <>
          {result.body.data.length === 0 ? (
            <StateNotice tone="empty" title={t('adminFacilitiesEmpty')} />
          ) : null}
          <FacilitiesEditor items={result.body.data} words={placesWords(t)} />
        </>
      )}
    </AdminConsole>
  );
}

export const facilitiesRoute = { generateMetadata, Page };
