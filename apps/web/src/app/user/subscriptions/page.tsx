import type { Metadata } from 'next';
import { requireMember } from '@/components/access/member-access.server';
import { parsePage } from '@/components/ui/page-links.util';
import { AccountPage } from '@/features/account/account-page.component';
import { SUBSCRIPTIONS_PATH, SubscriptionsSection } from '@/features/plans/subscriptions-section.component';
import { getI18n } from '@/lib/i18n/server-i18n';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getI18n();
  return { title: t('accountSubscriptionsTitle'), robots: { index: false, follow: false } };
}

export default async function SubscriptionsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireMember(SUBSCRIPTIONS_PATH);
  const [{ t, code }, params] = await Promise.all([getI18n(), searchParams]);
  return (
    <AccountPage
      current="subscriptions"
      title={t('accountSubscriptionsTitle')}
      intro={t('subscriptionsIntro')}
      t={t}
    >
      <SubscriptionsSection page={parsePage(params.page)} t={t} code={code} />
    </AccountPage>
  );
}
