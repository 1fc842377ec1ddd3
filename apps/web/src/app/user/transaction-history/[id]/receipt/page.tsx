import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { requireMember } from '@/components/access/member-access.server';
import { AccountPage } from '@/features/account/account-page.component';
import { ReceiptSection } from '@/features/plans/receipt-section.component';
import { receiptPath } from '@/features/plans/transaction-history-section.component';
import { getI18n } from '@/lib/i18n/server-i18n';
import { getWebSettings } from '@/lib/server-api';
import { companyNameOf } from '@/lib/settings.util';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getI18n();
  return { title: t('paymentReceiptTitle'), robots: { index: false, follow: false } };
}

export default async function ReceiptPage({ params }: { params: Promise<{ id: string }> }) {
  const { id: raw } = await params;
  const id = /^\d{1,12}$/.test(raw) ? Number(raw) : 0;
  if (id <= 0) notFound();
  await requireMember(receiptPath(id));
  const [{ t, code }, settings] = await Promise.all([getI18n(), getWebSettings()]);
  return (
    <AccountPage current="transactions" title={t('paymentReceiptTitle')} t={t}>
      <ReceiptSection
        id={id}
        company={companyNameOf(settings.kind === 'success' ? settings.body.data : null)}
        t={t}
        code={code}
      />
    </AccountPage>
  );
}
