import type { Metadata } from 'next';
import { LegalPage, type LegalPageConfig, legalMetadata } from '@/features/legal/legal-page.component';

export const dynamic = 'force-dynamic';

const PAGE: LegalPageConfig = {
  setting: 'terms_conditions',
  titleKey: 'termsConditions',
  path: '/terms-and-conditions',
};

export function generateMetadata(): Promise<Metadata> {
  return legalMetadata(PAGE);
}

export default function Page() {
  return <LegalPage {...PAGE} />;
}
