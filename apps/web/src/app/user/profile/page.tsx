import type { Metadata } from 'next';
import { AccountPage } from '@/features/account/account-page.component';
import { ProfileSection } from '@/features/account/profile-section.component';
import { getI18n } from '@/lib/i18n/server-i18n';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getI18n();
  return { title: t('accountProfileTitle'), robots: { index: false, follow: false } };
}

export default async function ProfilePage() {
  const { t } = await getI18n();
  return (
    <AccountPage current="profile" title={t('accountProfileTitle')} intro={t('accountProfileIntro')} t={t}>
      <ProfileSection path="/user/profile" />
    </AccountPage>
  );
}
