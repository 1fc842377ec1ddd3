import type { Metadata } from 'next';
import { AccountPage } from '@/features/account/account-page.component';
import { ProfileSection } from '@/features/account/profile-section.component';
import { VerificationStatusLink } from '@/features/account/verification-status-link.component';
import { getI18n } from '@/lib/i18n/server-i18n';
import { getWebSettings } from '@/lib/server-api';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getI18n();
  return { title: t('accountProfileTitle'), robots: { index: false, follow: false } };
}

export default async function ProfilePage() {
  const [{ t }, settings] = await Promise.all([getI18n(), getWebSettings()]);
  const status = settings.kind === 'success' ? settings.body.data.verification_status : undefined;
  return (
    <AccountPage current="profile" title={t('accountProfileTitle')} intro={t('accountProfileIntro')} t={t}>
      <div className="mb-6">
        <VerificationStatusLink status={status} t={t} />
      </div>
      <ProfileSection path="/user/profile" />
    </AccountPage>
  );
}
