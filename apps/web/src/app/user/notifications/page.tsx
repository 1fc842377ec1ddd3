import type { Metadata } from 'next';
import { requireMember } from '@/components/access/member-access.server';
import { NOTIFICATIONS_PATH } from '@/components/notifications/notification-paths';
import { AccountPage } from '@/features/account/account-page.component';
import { NotificationsSection } from '@/features/notifications/notifications-section.component';
import { getI18n } from '@/lib/i18n/server-i18n';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getI18n();
  return { title: t('notificationsTitle'), robots: { index: false, follow: false } };
}

export default async function NotificationsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireMember(NOTIFICATIONS_PATH);
  const [{ t }, params] = await Promise.all([getI18n(), searchParams]);
  const raw = Number(Array.isArray(params.offset) ? params.offset[0] : params.offset);
  const offset = Number.isInteger(raw) && raw > 0 ? raw : 0;
  return (
    <AccountPage
      current="notifications"
      title={t('notificationsTitle')}
      intro={t('notificationsIntro')}
      t={t}
    >
      <NotificationsSection offset={offset} t={t} />
    </AccountPage>
  );
}
