import type { Metadata } from 'next';
import { PageIntro } from '@/components/ui/page-intro.component';
import { MortgageCalculator } from '@/features/tools/mortgage-calculator.client';
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
    'mortgage',
    pageMetadata({
      title: t('mortgageCalculatorTitle'),
      description: t('mortgageDescription'),
      path: '/mortgage-calculator',
      siteName: companyNameOf(settings.kind === 'success' ? settings.body.data : null),
      locale: code,
    }),
  );
}

export default async function MortgagePage() {
  const [{ t }, settings] = await Promise.all([getI18n(), getWebSettings()]);
  const price = priceFormatOptions(settings.kind === 'success' ? settings.body.data : null);
  return (
    <>
      <PageIntro title={t('mortgageCalculatorTitle')} intro={t('mortgageDescription')} />
      <div className="mx-auto w-full max-w-7xl px-4 py-8">
        <MortgageCalculator price={price} />
      </div>
    </>
  );
}
