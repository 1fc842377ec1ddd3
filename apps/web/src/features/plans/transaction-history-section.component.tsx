import Link from 'next/link';
import { memberReader } from '@/components/access/member-access.server';
import { StateNotice } from '@/components/ui/state-notice.component';
import type { Translate } from '@/lib/i18n/translate.util';
import { getPaymentDetails, TRANSACTIONS_PAGE_SIZE } from './api/get-payment-details';
import { formatAmount } from './payment/payment-amount.util';
import { gatewayDisplayName } from './payment/payment-gateway.util';
import { TransactionStatusBadge } from './transaction-status-badge.component';

export const TRANSACTIONS_PATH = '/user/transaction-history';
export const receiptPath = (id: number) => `${TRANSACTIONS_PATH}/${id}/receipt`;

// /user/transaction-history's content (server component): my payments, newest first, ten a page,
// as a table; a successful one links to its printable receipt.

const PAGER =
  'inline-flex min-h-11 items-center rounded-md border border-gray-400 px-4 font-semibold text-gray-900';

const pageHref = (page: number) => (page > 1 ? `${TRANSACTIONS_PATH}?page=${page}` : TRANSACTIONS_PATH);

export async function TransactionHistorySection({
  page,
  t,
  code,
}: {
  page: number;
  t: Translate;
  code: string;
}) {
  const offset = (page - 1) * TRANSACTIONS_PAGE_SIZE;
  const result = await getPaymentDetails(memberReader(pageHref(page)), offset);
  if (result.kind !== 'success') {
    return (
      <StateNotice
        tone="error"
        title={t('paymentHistoryFailed')}
        action={{ href: pageHref(page), label: t('tryAgain') }}
      />
    );
  }
  const items = result.body.data;
  const total = result.body.total ?? items.length;
  if (items.length === 0 && page === 1) {
    return (
      <StateNotice
        tone="empty"
        title={t('paymentHistoryEmpty')}
        action={{ href: '/subscription-plan', label: t('seePlans') }}
      />
    );
  }
  const date = new Intl.DateTimeFormat(code, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  const hasNext = offset + TRANSACTIONS_PAGE_SIZE < total;
  return (
    <div className="grid gap-6">
      <div className="relative overflow-x-auto rounded-xl border border-gray-200 bg-white">
        <table className="w-full text-start text-sm" data-testid="transactions">
          <caption className="sr-only">{t('paymentHistoryCaption')}</caption>
          <thead className="bg-gray-50 text-gray-800">
            <tr>
              {(
                [
                  'paymentColDate',
                  'paymentColPackage',
                  'paymentColGateway',
                  'paymentColAmount',
                  'paymentColStatus',
                ] as const
              ).map((key) => (
                <th key={key} scope="col" className="px-4 py-3 text-start font-semibold">
                  {t(key)}
                </th>
              ))}
              <th scope="col" className="px-4 py-3 text-start font-semibold">
                <span className="sr-only">{t('paymentColReceipt')}</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-200">
            {items.map((tx) => (
              <tr key={tx.id} data-testid="transaction" data-id={tx.id}>
                <td className="px-4 py-3 whitespace-nowrap text-gray-800">
                  {date.format(new Date(tx.created_at))}
                </td>
                <td className="px-4 py-3 text-gray-900">{tx.package?.name ?? '—'}</td>
                <td className="px-4 py-3 text-gray-800">{gatewayDisplayName(tx.payment_gateway, t)}</td>
                <td className="px-4 py-3 whitespace-nowrap text-gray-900">
                  {formatAmount(tx.amount, tx.currency, code)}
                </td>
                <td className="px-4 py-3">
                  <TransactionStatusBadge status={tx.payment_status} t={t} />
                </td>
                <td className="px-4 py-3">
                  {tx.payment_status === 'success' ? (
                    <Link
                      href={receiptPath(tx.id)}
                      prefetch={false}
                      aria-label={t('paymentReceiptFor', { id: tx.id })}
                      className="font-semibold text-(--brand-ink) underline underline-offset-2"
                    >
                      {t('paymentReceipt')}
                    </Link>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {page > 1 || hasNext ? (
        <nav aria-label={t('paymentHistoryPages')} className="flex gap-3">
          {page > 1 ? (
            <Link href={pageHref(page - 1)} rel="prev" prefetch={false} className={PAGER}>
              {t('previousPage')}
            </Link>
          ) : null}
          {hasNext ? (
            <Link href={pageHref(page + 1)} rel="next" prefetch={false} className={PAGER}>
              {t('nextPage')}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
