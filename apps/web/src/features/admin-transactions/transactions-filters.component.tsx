import { ADMIN_PAYMENT_GATEWAYS } from '@domus/shared/constants/admin-payments.constants';
import { PAYMENT_STATUSES } from '@domus/shared/constants/enums.constants';
import type { Translate } from '@/lib/i18n/translate.util';
import type { PackageChoice } from './admin-transactions.types';
import { TRANSACTIONS_PATH, type TransactionParams } from './transactions-params.util';
import { gatewayLabel, STATUS_KEYS } from './transactions-table.component';

// The filters as a plain GET form: it works before hydration, and the address it leads to is the
// view (shareable, back button). A new filter starts at page 1.

const FIELD = 'mt-1 min-h-11 w-full rounded-md border border-gray-500 bg-white px-3 text-gray-900';

export function TransactionsFilters({
  params,
  packages,
  t,
}: {
  params: TransactionParams;
  packages: PackageChoice[];
  t: Translate;
}) {
  return (
    <search aria-label={t('adminTransactionsFilters')}>
      <form
        method="get"
        action={TRANSACTIONS_PATH}
        className="grid items-end gap-3 rounded-xl border border-gray-200 bg-gray-50 p-4 sm:grid-cols-2 lg:grid-cols-4"
      >
        <label className="block">
          <span className="font-semibold text-gray-900">{t('adminTransactionsStatus')}</span>
          <select name="status" defaultValue={params.status} className={FIELD}>
            <option value="">{t('adminTransactionsAny')}</option>
            {PAYMENT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(STATUS_KEYS[status].key)}
              </option>
            ))}
          </select>
        </label>
        <label className="block">
          <span className="font-semibold text-gray-900">{t('adminTransactionsGateway')}</span>
          <select name="gateway" defaultValue={params.gateway} className={FIELD}>
            <option value="">{t('adminTransactionsAny')}</option>
            {ADMIN_PAYMENT_GATEWAYS.map((gateway) => (
              <option key={gateway} value={gateway}>
                {gatewayLabel(gateway, t)}
              </option>
            ))}
          </select>
        </label>
        <label className="block">
          <span className="font-semibold text-gray-900">{t('adminTransactionsPackage')}</span>
          <select name="package" defaultValue={params.package} className={FIELD}>
            <option value="">{t('adminTransactionsAny')}</option>
            {packages.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </label>
        <label className="block">
          <span className="font-semibold text-gray-900">{t('adminTransactionsSearch')}</span>
          <input type="search" name="search" defaultValue={params.search} maxLength={100} className={FIELD} />
        </label>
        <label className="block">
          <span className="font-semibold text-gray-900">{t('adminTransactionsFrom')}</span>
          <input type="date" name="from" defaultValue={params.from} className={FIELD} />
        </label>
        <label className="block">
          <span className="font-semibold text-gray-900">{t('adminTransactionsTo')}</span>
          <input type="date" name="to" defaultValue={params.to} className={FIELD} />
        </label>
        <button
          type="submit"
          className="inline-flex min-h-11 items-center justify-center rounded-md bg-(--brand) px-5 font-semibold text-(--on-brand)"
        >
          {t('adminModerationApply')}
        </button>
      </form>
    </search>
  );
}
