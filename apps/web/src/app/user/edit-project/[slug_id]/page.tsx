import type { Metadata } from 'next';
import { requireMember } from '@/components/access/member-access.server';
import { AccountPage } from '@/features/account/account-page.component';
import { EditProjectSection } from '@/features/add-project/edit-project-section.component';
import { editProjectPath } from '@/features/add-project/project-paths';
import { getI18n } from '@/lib/i18n/server-i18n';
import { pathSegment } from '@/lib/path-segment.util';

export const dynamic = 'force-dynamic';

type Params = { params: Promise<{ slug_id: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getI18n();
  return { title: t('projectEditTitle'), robots: { index: false, follow: false } };
}

export default async function EditProjectPage({ params }: Params) {
  const slug = pathSegment((await params).slug_id);
  await requireMember(editProjectPath(slug));
  const { t } = await getI18n();
  return (
    <AccountPage current="projects" title={t('projectEditTitle')} intro={t('projectEditIntro')} t={t}>
      <EditProjectSection slug={slug} />
    </AccountPage>
  );
}
