import type { Metadata } from 'next';
import { requireMember } from '@/components/access/member-access.server';
import { AccountPage } from '@/features/account/account-page.component';
import {
  ADD_PROPERTY_PATH,
  PropertyFormSection,
} from '@/features/property-form/property-form-section.component';
import { getI18n } from '@/lib/i18n/server-i18n';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getI18n();
  return { title: t('propertyFormAddTitle'), robots: { index: false, follow: false } };
}

export default async function AddPropertyPage() {
  await requireMember(ADD_PROPERTY_PATH);
  const { t } = await getI18n();
  return (
    <AccountPage current="listings" title={t('propertyFormAddTitle')} intro={t('propertyFormAddIntro')} t={t}>
      <PropertyFormSection />
    </AccountPage>
  );
}
