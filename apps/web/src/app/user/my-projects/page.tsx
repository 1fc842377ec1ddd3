import type { Metadata } from 'next';
import { requireMember } from '@/components/access/member-access.server';
import { AccountPage } from '@/features/account/account-page.component';
import { MY_PROJECTS_PATH, MyProjectsSection } from '@/features/my-projects/my-projects-section.component';
import { projectTabOf } from '@/features/my-projects/my-projects-tabs.util';
import { getI18n } from '@/lib/i18n/server-i18n';
import { getWebSettings } from '@/lib/server-api';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getI18n();
  return { title: t('myProjectsTitle'), robots: { index: false, follow: false } };
}

export default async function MyProjectsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireMember(MY_PROJECTS_PATH);
  const [{ t }, settings, params] = await Promise.all([getI18n(), getWebSettings(), searchParams]);
  const data = settings.kind === 'success' ? settings.body.data : null;
  const tab = projectTabOf(Array.isArray(params.tab) ? params.tab[0] : params.tab);
  return (
    <AccountPage current="projects" title={t('myProjectsTitle')} intro={t('myProjectsIntro')} t={t}>
      <MyProjectsSection
        tab={tab}
        placeholder={data?.web_placeholder_logo ?? data?.img_placeholder ?? null}
        t={t}
      />
    </AccountPage>
  );
}
