import type { Metadata } from 'next';
import { requireMember } from '@/components/access/member-access.server';
import { AccountPage } from '@/features/account/account-page.component';
import { SessionsSection } from '@/features/account/sessions-section.component';
import { getI18n } from '@/lib/i18n/server-i18n';

export const dynamic = 'force-dynamic';

const PATH = '/user/sessions';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getI18n();
  return { title: t('accountSessionsTitle'), robots: { index: false, follow: false } };
}

export default async function SessionsPage() {
  await requireMember(PATH);
  const { t } = await getI18n();
  return (
    <AccountPage current="sessions" title={t('accountSessionsTitle')} intro={t('accountSessionsIntro')} t={t}>
      <SessionsSection path={PATH} t={t} />
    </AccountPage>
  );
}
