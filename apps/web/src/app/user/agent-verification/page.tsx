import type { Metadata } from 'next';
import { AGENT_VERIFICATION_PATH } from '@/components/access/access-dialog.util';
import { requireMember } from '@/components/access/member-access.server';
import { AccountPage } from '@/features/account/account-page.component';
import { VerificationSection } from '@/features/agent-verification/verification-section.component';
import { getI18n } from '@/lib/i18n/server-i18n';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getI18n();
  return { title: t('accountVerificationTitle'), robots: { index: false, follow: false } };
}

export default async function AgentVerificationPage() {
  const path = encodeURIComponent(AGENT_VERIFICATION_PATH);
  await requireMember(path);
  const { t, dictionary } = await getI18n();
  return (
    <AccountPage current="verification" title={t('accountVerificationTitle')} t={t}>
      <VerificationSection path={path} dictionary={dictionary} />
    </AccountPage>
  );
}
