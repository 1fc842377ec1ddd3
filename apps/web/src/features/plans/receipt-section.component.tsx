import Link from 'next/link';
import { notFound } from 'next/navigation';
import { memberReader } from '@/components/access/member-access.server';
import { StateNotice } from '@/components/ui/state-notice.component';
import type { Translate } from '@/lib/i18n/translate.util';
import { getPaymentDetails } from './api/get-payment-details';
import type { PaymentTransaction } from './payment/payment.types';
import { formatAmount } from './payment/payment-amount.util';
import { gatewayDisplayName } from './payment/payment-gateway.util';
import { PrintButton } from './print-button.client';
import { receiptPath, TRANSACTIONS_PATH } from './transaction-history-section.component';
import { TransactionStatusBadge } from './transaction-status-badge.component';

// A successful payment's receipt (server component), printable. The API has no call for one
// transaction, so my list is read a hundred at a time until it turns up; a member's payments are
// few, and the search stops after a thousand.

const BATCH = 100;
const MAX_BATCHES = 10;

async function findTransaction(id: number): Promise<PaymentTransaction | null | 'error'> {
  const read = memberReader(receiptPath(id));
  for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
    const result = await getPaymentDetails(read, batch * BATCH, BATCH);
    if (result.kind !== 'success') return 'error';
    const found = result.body.data.find((tx) => tx.id === id);
    if (found) return found;
    if (result.body.data.length < BATCH) return null;
  }
  return null;
}

export async function ReceiptSection({
  id,
  company,
  t,
  code,
}: {
  id: number;
  company: string;
  t: Translate;
  code: string;
}) {
  const tx = await findTransaction(id);
  if (tx === 'error') {
    return (
      <StateNotice
        tone="error"
        title={t('paymentHistoryFailed')}
        action={{ href: receiptPath(id), label: t('tryAgain') }}
      />
    );
  }
  // Only a paid transaction has a receipt; anything else (or another member's) is not found.
  if (tx?.payment_status !== 'success') notFound();
  const date = new Intl.DateTimeFormat(code, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });
  const rows: Array<[string, string]> = [
    [t('paymentReceiptTransaction'), String(tx.id)],
    [t('paymentReceiptOrder'), tx.order_id ?? '—'],
    [t('paymentReceiptReference'), tx.transaction_id ?? '—'],
    [t('paymentColPackage'), tx.package?.name ?? '—'],
    [t('paymentColGateway'), gatewayDisplayName(tx.payment_gateway, t)],
    [t('paymentColAmount'), formatAmount(tx.amount, tx.currency, code)],
    [t('paymentColDate'), date.format(new Date(tx.updated_at))],
  ];
  return (
    <article className="grid gap-6 rounded-xl border border-gray-200 bg-white p-6" data-testid="receipt">
      <header>
        <p className="text-xl font-bold text-gray-900">{company}</p>
        <h2 className="text-lg font-semibold text-gray-800">{t('paymentReceiptTitle')}</h2>
      </header>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-gray-700">{label}</dt>
            <dd className="font-medium break-all text-gray-900">{value}</dd>
          </div>
        ))}
        <dt className="text-gray-700">{t('paymentColStatus')}</dt>
        <dd>
          <TransactionStatusBadge status={tx.payment_status} t={t} />
        </dd>
      </dl>
      <div className="flex flex-wrap gap-3 print:hidden">
        <PrintButton label={t('paymentPrint')} />
        <Link
          href={TRANSACTIONS_PATH}
          className="inline-flex min-h-11 items-center rounded-md border border-gray-400 px-4 font-semibold text-gray-900"
        >
          {t('paymentBackToHistory')}
        </Link>
      </div>
    </article>
  );
}
