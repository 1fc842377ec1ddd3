import type { Metadata } from 'next';
import { requireMember } from '@/components/access/member-access.server';
import { AccountPage } from '@/features/account/account-page.component';
import {
  PERSONALISED_FEED_PATH,
  PersonalisedFeedSection,
} from '@/features/personalised-feed/personalised-feed-section.component';
import { getI18n } from '@/lib/i18n/server-i18n';
import { priceFormatOptions } from '@/lib/price-label.util';
import { getWebSettings } from '@/lib/server-api';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getI18n();
  return { title: t('personalisedFeedTitle'), robots: { index: false, follow: false } };
}

export default async function PersonalisedFeedPage() {
  await requireMember(PERSONALISED_FEED_PATH);
  const [{ t }, settings] = await Promise.all([getI18n(), getWebSettings()]);
  const data = settings.kind === 'success' ? settings.body.data : null;
  return (
    <AccountPage
      current="personalised"
      title={t('personalisedFeedTitle')}
      intro={t('personalisedFeedIntro')}
      t={t}
    >
      <PersonalisedFeedSection
        priceOptions={priceFormatOptions(data)}
        placeholder={data?.web_placeholder_logo ?? data?.img_placeholder ?? null}
        t={t}
      />
    </AccountPage>
  );
}
