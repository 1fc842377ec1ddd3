import type { Metadata } from 'next';
import { requireMember } from '@/components/access/member-access.server';
import { AccountPage } from '@/features/account/account-page.component';
import {
  editPropertyPath,
  PropertyFormSection,
} from '@/features/property-form/property-form-section.component';
import { getI18n } from '@/lib/i18n/server-i18n';
import { pathSegment } from '@/lib/path-segment.util';

export const dynamic = 'force-dynamic';

type Params = { params: Promise<{ slug_id: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getI18n();
  return { title: t('propertyFormEditTitle'), robots: { index: false, follow: false } };
}

export default async function EditPropertyPage({ params }: Params) {
  const slug = pathSegment((await params).slug_id);
  await requireMember(editPropertyPath(slug));
  const { t } = await getI18n();
  return (
    <AccountPage
      current="listings"
      title={t('propertyFormEditTitle')}
      intro={t('propertyFormEditIntro')}
      t={t}
    >
      <PropertyFormSection slug={slug} />
    </AccountPage>
  );
}
