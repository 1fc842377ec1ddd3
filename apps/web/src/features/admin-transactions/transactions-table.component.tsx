import { MANUAL_GATEWAY } from '@domus/shared/constants/admin-payments.constants';
import type { PaymentStatus } from '@domus/shared/constants/enums.constants';
import { Badge } from '@/components/ui/badge.component';
import type { Translate } from '@/lib/i18n/translate.util';
import type { AdminTransaction } from './admin-transactions.types';
import { MarkFailedButton } from './mark-failed-button.client';
import { markFailedWords } from './transactions-words';

// The transactions as a table: when, who, what, how, how much, where it stands; a pending one
// can be marked failed. Server-rendered; only the button is an island.

export const STATUS_KEYS: Record<
  PaymentStatus,
  {
    tone: 'sell' | 'neutral' | 'featured';
    key: 'adminTransactionsSuccess' | 'adminTransactionsPending' | 'adminTransactionsFailed';
  }
> = {
  success: { tone: 'sell', key: 'adminTransactionsSuccess' },
  pending: { tone: 'neutral', key: 'adminTransactionsPending' },
  failed: { tone: 'featured', key: 'adminTransactionsFailed' },
};

/** The gateway as people write it (the API keeps the contract's spelling, e.g. Paypal). */
export function gatewayLabel(gateway: string, t: Translate): string {
  if (gateway === MANUAL_GATEWAY) return t('adminTransactionsManual');
  return gateway === 'Paypal' ? 'PayPal' : gateway;
}

export function TransactionsTable({
  items,
  locale,
  t,
}: {
  items: AdminTransaction[];
  locale: string;
  t: Translate;
}) {
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  const money = (tx: AdminTransaction) => {
    try {
      return new Intl.NumberFormat(locale, { style: 'currency', currency: tx.currency }).format(tx.amount);
    } catch {
      return `${tx.amount} ${tx.currency}`;
    }
  };
  const head = 'px-3 py-2 text-start text-sm font-semibold text-gray-900';
  const cell = 'px-3 py-3 align-top text-gray-800';
  return (
    <div className="relative overflow-x-auto rounded-xl border border-gray-200 bg-white">
      <table className="w-full min-w-[56rem] border-collapse" data-testid="transactions-table">
        <caption className="sr-only">{t('adminTransactionsTitle')}</caption>
        <thead className="bg-gray-50">
          <tr>
            <th scope="col" className={head}>
              {t('adminTransactionsColId')}
            </th>
            <th scope="col" className={head}>
              {t('adminTransactionsColDate')}
            </th>
            <th scope="col" className={head}>
              {t('adminTransactionsColMember')}
            </th>
            <th scope="col" className={head}>
              {t('adminTransactionsPackage')}
            </th>
            <th scope="col" className={head}>
              {t('adminTransactionsGateway')}
            </th>
            <th scope="col" className={head}>
              {t('adminTransactionsColAmount')}
            </th>
            <th scope="col" className={head}>
              {t('adminTransactionsStatus')}
            </th>
            <th scope="col" className={head}>
              <span className="sr-only">{t('adminTransactionsColActions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((tx) => {
            const status = STATUS_KEYS[tx.payment_status] ?? STATUS_KEYS.pending;
            const who = tx.user
              ? (tx.user.name ?? tx.user.email ?? `#${tx.user.id}`)
              : t('adminTransactionsDeleted');
            return (
              <tr
                key={tx.id}
                className="border-t border-gray-200"
                data-testid="transaction-row"
                data-id={tx.id}
              >
                <th scope="row" className={`${cell} font-semibold`}>
                  #{tx.id}
                </th>
                <td className={cell}>{tx.created_at ? date.format(new Date(tx.created_at)) : ''}</td>
                <td className={`${cell} [overflow-wrap:anywhere]`}>
                  <bdi>{who}</bdi>
                  {tx.user?.email && tx.user.name ? (
                    <span className="block text-sm text-gray-700">{tx.user.email}</span>
                  ) : null}
                </td>
                <td className={cell}>
                  <bdi>{tx.package.name}</bdi>
                </td>
                <td className={cell}>
                  {gatewayLabel(tx.payment_gateway, t)}
                  {tx.order_id ? (
                    <span className="block max-w-48 truncate text-xs text-gray-700" title={tx.order_id}>
                      {tx.order_id}
                    </span>
                  ) : null}
                </td>
                <td className={cell}>
                  <bdi>{money(tx)}</bdi>
                </td>
                <td className={cell}>
                  <Badge tone={status.tone}>{t(status.key)}</Badge>
                  {tx.flagged_reason ? (
                    <span className="mt-1 block text-sm text-red-800">
                      {t('adminTransactionsFlagged', { reason: tx.flagged_reason })}
                    </span>
                  ) : null}
                </td>
                <td className={cell}>
                  {tx.payment_status === 'pending' ? (
                    <MarkFailedButton id={tx.id} words={markFailedWords(t, tx.id, `#${tx.id} · ${who}`)} />
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
