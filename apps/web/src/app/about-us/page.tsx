import type { Metadata } from 'next';
import { LegalPage, type LegalPageConfig, legalMetadata } from '@/features/legal/legal-page.component';

export const dynamic = 'force-dynamic';

const PAGE: LegalPageConfig = { setting: 'about_us', titleKey: 'aboutUs', path: '/about-us' };

export function generateMetadata(): Promise<Metadata> {
  return legalMetadata(PAGE);
}

export default function Page() {
  return <LegalPage {...PAGE} />;
}
