import type { Metadata } from 'next';
import { requireMember } from '@/components/access/member-access.server';
import { AccountPage } from '@/features/account/account-page.component';
import { AddProjectSection } from '@/features/add-project/add-project-section.component';
import { ADD_PROJECT_PATH } from '@/features/add-project/project-paths';
import { getI18n } from '@/lib/i18n/server-i18n';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getI18n();
  return { title: t('addProjectTitle'), robots: { index: false, follow: false } };
}

export default async function AddProjectPage() {
  await requireMember(ADD_PROJECT_PATH);
  const { t } = await getI18n();
  return (
    <AccountPage current="projects" title={t('addProjectTitle')} intro={t('addProjectIntro')} t={t}>
      <AddProjectSection t={t} />
    </AccountPage>
  );
}
