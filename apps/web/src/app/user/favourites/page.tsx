import type { Metadata } from 'next';
import { requireMember } from '@/components/access/member-access.server';
import { AccountPage } from '@/features/account/account-page.component';
import { FAVOURITES_PATH, FavouritesSection } from '@/features/favourites/favourites-section.component';
import { getI18n } from '@/lib/i18n/server-i18n';
import { priceFormatOptions } from '@/lib/price-label.util';
import { getWebSettings } from '@/lib/server-api';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getI18n();
  return { title: t('favouritesTitle'), robots: { index: false, follow: false } };
}

export default async function FavouritesPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireMember(FAVOURITES_PATH);
  const [{ t }, settings, params] = await Promise.all([getI18n(), getWebSettings(), searchParams]);
  const data = settings.kind === 'success' ? settings.body.data : null;
  const raw = Number(Array.isArray(params.offset) ? params.offset[0] : params.offset);
  const offset = Number.isInteger(raw) && raw > 0 ? raw : 0;
  return (
    <AccountPage current="favourites" title={t('favouritesTitle')} intro={t('favouritesIntro')} t={t}>
      <FavouritesSection
        offset={offset}
        priceOptions={priceFormatOptions(data)}
        placeholder={data?.web_placeholder_logo ?? data?.img_placeholder ?? null}
        t={t}
      />
    </AccountPage>
  );
}
