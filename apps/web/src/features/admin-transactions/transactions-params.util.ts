import { ADMIN_PAYMENT_GATEWAYS } from '@domus/shared/constants/admin-payments.constants';
import { PAYMENT_STATUSES } from '@domus/shared/constants/enums.constants';
import { parsePage } from '@/components/ui/page-links.util';
import type { RawQuery } from '@/lib/url-query.util';
import type { TransactionFilters } from './api/get-admin-transactions';

// The transactions screen's address: /admin/transactions?status=pending&gateway=Stripe&search=…
// Every view is a plain link or GET form, so it works before hydration and can be shared.

export const TRANSACTIONS_PATH = '/admin/transactions';

export interface TransactionParams {
  status: string;
  gateway: string;
  package: string;
  search: string;
  from: string;
  to: string;
  page: number;
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const oneOf = (values: readonly string[], value: string) => (values.includes(value) ? value : '');

export function parseTransactionParams(raw: RawQuery): TransactionParams {
  const day = (value: string) => (DAY.test(value) ? value : '');
  const pkg = first(raw.package);
  return {
    status: oneOf(PAYMENT_STATUSES, first(raw.status)),
    gateway: oneOf(ADMIN_PAYMENT_GATEWAYS, first(raw.gateway)),
    package: /^\d{1,9}$/.test(pkg) ? pkg : '',
    search: first(raw.search).trim().slice(0, 100),
    from: day(first(raw.from)),
    to: day(first(raw.to)),
    page: parsePage(raw.page),
  };
}

/** The API filters of a view (empty ones left out). */
export function transactionFilters(params: TransactionParams): TransactionFilters {
  return {
    ...(params.status ? { payment_status: params.status } : {}),
    ...(params.gateway ? { payment_gateway: params.gateway } : {}),
    ...(params.package ? { package_id: Number(params.package) } : {}),
    ...(params.search ? { search: params.search } : {}),
    ...(params.from ? { from: params.from } : {}),
    ...(params.to ? { to: params.to } : {}),
  };
}

/** The address of a view; empty filters and page 1 are left out. */
export function transactionsHref(params: TransactionParams, change: Partial<TransactionParams> = {}): string {
  const next = { ...params, ...change };
  const query = new URLSearchParams();
  for (const key of ['status', 'gateway', 'package', 'search', 'from', 'to'] as const) {
    if (next[key]) query.set(key, next[key]);
  }
  if (next.page > 1) query.set('page', String(next.page));
  const text = query.toString();
  return text ? `${TRANSACTIONS_PATH}?${text}` : TRANSACTIONS_PATH;
}
