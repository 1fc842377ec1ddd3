import type { Metadata } from 'next';
import { requireMember } from '@/components/access/member-access.server';
import { PaymentReturnSection, paymentReturnPath } from '@/features/plans/payment-return-section.component';
import { getI18n } from '@/lib/i18n/server-i18n';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getI18n();
  return { title: t('paymentSuccessTitle'), robots: { index: false, follow: false } };
}

export default async function PaymentSuccessPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const id = (await searchParams).payment_transaction_id;
  await requireMember(encodeURIComponent(paymentReturnPath('success', id)));
  return <PaymentReturnSection landing="success" id={id} />;
}
