import type { Metadata } from 'next';
import { getSessionState } from '@/components/access/session-state.server';
import { PageIntro } from '@/components/ui/page-intro.component';
import { PLANS_PAGE_PATH, PlansSection } from '@/features/plans/plans-section.component';
import { getI18n } from '@/lib/i18n/server-i18n';
import { priceFormatOptions } from '@/lib/price-label.util';
import { pageMetadata } from '@/lib/seo/page-metadata.util';
import { withSeo } from '@/lib/seo/seo-settings.server';
import { getWebSettings } from '@/lib/server-api';
import { companyNameOf } from '@/lib/settings.util';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const [{ t, code }, settings] = await Promise.all([getI18n(), getWebSettings()]);
  return withSeo(
    'plans',
    pageMetadata({
      title: t('plansTitle'),
      description: t('plansIntro'),
      path: PLANS_PAGE_PATH,
      siteName: companyNameOf(settings.kind === 'success' ? settings.body.data : null),
      locale: code,
    }),
  );
}

export default async function SubscriptionPlanPage() {
  const [{ t }, settings, session] = await Promise.all([getI18n(), getWebSettings(), getSessionState()]);
  const price = priceFormatOptions(settings.kind === 'success' ? settings.body.data : null);
  return (
    <>
      <PageIntro title={t('plansTitle')} intro={t('plansIntro')} />
      <div className="mx-auto w-full max-w-7xl px-4 py-8">
        <PlansSection t={t} price={price} signedIn={session === 'member'} />
      </div>
    </>
  );
}
