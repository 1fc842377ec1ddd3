import type { Metadata } from 'next';
import { requireMember } from '@/components/access/member-access.server';
import { parsePage } from '@/components/ui/page-links.util';
import { AccountPage } from '@/features/account/account-page.component';
import {
  advertisementsHref,
  MyAdvertisementsSection,
} from '@/features/my-advertisements/my-advertisements-section.component';
import { getI18n } from '@/lib/i18n/server-i18n';
import { getWebSettings } from '@/lib/server-api';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getI18n();
  return { title: t('myAdvertisementsTitle'), robots: { index: false, follow: false } };
}

export default async function MyAdvertisementsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const params = await searchParams;
  const tab = Array.isArray(params.tab) ? params.tab[0] : params.tab;
  const kind = tab === 'projects' ? 'project' : 'property';
  const page = parsePage(params.page);
  await requireMember(advertisementsHref(kind, page));
  const [{ t, code }, settings] = await Promise.all([getI18n(), getWebSettings()]);
  const data = settings.kind === 'success' ? settings.body.data : null;
  return (
    <AccountPage
      current="advertisements"
      title={t('myAdvertisementsTitle')}
      intro={t('featuringMyIntro')}
      t={t}
    >
      <MyAdvertisementsSection
        kind={kind}
        page={page}
        placeholder={data?.web_placeholder_logo ?? data?.img_placeholder ?? null}
        t={t}
        code={code}
      />
    </AccountPage>
  );
}
