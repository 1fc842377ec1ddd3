import type { Metadata } from 'next';
import { requireMember } from '@/components/access/member-access.server';
import { AccountPage } from '@/features/account/account-page.component';
import {
  SAVED_SEARCHES_PATH,
  SavedSearchesSection,
} from '@/features/saved-searches/saved-searches-section.component';
import { getI18n } from '@/lib/i18n/server-i18n';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getI18n();
  return { title: t('savedSearchesTitle'), robots: { index: false, follow: false } };
}

export default async function SavedSearchesPage() {
  await requireMember(SAVED_SEARCHES_PATH);
  const { t, code } = await getI18n();
  return (
    <AccountPage
      current="savedSearches"
      title={t('savedSearchesTitle')}
      intro={t('savedSearchesIntro')}
      t={t}
    >
      <SavedSearchesSection locale={code} t={t} />
    </AccountPage>
  );
}
