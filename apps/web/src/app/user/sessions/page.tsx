import type { Metadata } from 'next';
import { StateNotice } from '@/components/ui/state-notice.component';
import { AccountPage } from '@/features/account/account-page.component';
import { getMySessions, requireMember } from '@/features/account/account-server';
import { SessionsList } from '@/features/account/sessions-list.client';
import { getI18n } from '@/lib/i18n/server-i18n';

export const dynamic = 'force-dynamic';

const PATH = '/user/sessions';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getI18n();
  return { title: t('accountSessionsTitle'), robots: { index: false, follow: false } };
}

export default async function SessionsPage() {
  await requireMember(PATH);
  const [{ t }, sessions] = await Promise.all([getI18n(), getMySessions(PATH)]);
  return (
    <AccountPage current="sessions" title={t('accountSessionsTitle')} intro={t('accountSessionsIntro')} t={t}>
      {sessions.kind === 'success' ? (
        <SessionsList sessions={sessions.body.data} now={new Date().toISOString()} />
      ) : (
        <StateNotice
          tone="error"
          title={t('accountSessionsFailed')}
          action={{ href: PATH, label: t('tryAgain') }}
        />
      )}
    </AccountPage>
  );
}
