import type { Metadata } from 'next';
import { PageIntro } from '@/components/ui/page-intro.component';
import { AreaConverter } from '@/features/tools/area-converter.client';
import { getI18n } from '@/lib/i18n/server-i18n';
import { pageMetadata } from '@/lib/seo/page-metadata.util';
import { getWebSettings } from '@/lib/server-api';
import { companyNameOf } from '@/lib/settings.util';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const [{ t, code }, settings] = await Promise.all([getI18n(), getWebSettings()]);
  return pageMetadata({
    title: t('areaTitle'),
    description: t('areaDescription'),
    path: '/area-converter',
    siteName: companyNameOf(settings.kind === 'success' ? settings.body.data : null),
    locale: code,
  });
}

export default async function AreaConverterPage() {
  const { t } = await getI18n();
  return (
    <>
      <PageIntro title={t('areaTitle')} intro={t('areaDescription')} />
      <div className="mx-auto w-full max-w-7xl px-4 py-8">
        <AreaConverter />
      </div>
    </>
  );
}
