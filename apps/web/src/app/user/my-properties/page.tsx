import type { Metadata } from 'next';
import { requireMember } from '@/components/access/member-access.server';
import { AccountPage } from '@/features/account/account-page.component';
import {
  MY_PROPERTIES_PATH,
  MyPropertiesSection,
} from '@/features/my-properties/my-properties-section.component';
import { tabOf } from '@/features/my-properties/my-properties-tabs.util';
import { getI18n } from '@/lib/i18n/server-i18n';
import { priceFormatOptions } from '@/lib/price-label.util';
import { getWebSettings } from '@/lib/server-api';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getI18n();
  return { title: t('myPropertiesTitle'), robots: { index: false, follow: false } };
}

export default async function MyPropertiesPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireMember(MY_PROPERTIES_PATH);
  const [{ t }, settings, params] = await Promise.all([getI18n(), getWebSettings(), searchParams]);
  const data = settings.kind === 'success' ? settings.body.data : null;
  const tab = tabOf(Array.isArray(params.tab) ? params.tab[0] : params.tab);
  return (
    <AccountPage current="listings" title={t('myPropertiesTitle')} intro={t('myPropertiesIntro')} t={t}>
      <MyPropertiesSection
        tab={tab}
        priceOptions={priceFormatOptions(data)}
        placeholder={data?.web_placeholder_logo ?? data?.img_placeholder ?? null}
        t={t}
      />
    </AccountPage>
  );
}
