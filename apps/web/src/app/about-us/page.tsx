import type { Metadata } from 'next';
import { LegalPage, type LegalPageConfig, legalMetadata } from '@/features/legal/legal-page.component';
import { withSeo } from '@/lib/seo/seo-settings.server';

export const dynamic = 'force-dynamic';

const PAGE: LegalPageConfig = { setting: 'about_us', titleKey: 'aboutUs', path: '/about-us' };

export function generateMetadata(): Promise<Metadata> {
  return withSeo('about', legalMetadata(PAGE));
}

export default function Page() {
  return <LegalPage {...PAGE} />;
}
