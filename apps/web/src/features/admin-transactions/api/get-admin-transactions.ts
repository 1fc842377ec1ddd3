import type { ApiRead } from '@/lib/api-read';
import type { AdminTransaction } from '../admin-transactions.types';

export const TRANSACTIONS_PAGE_SIZE = 20;

export interface TransactionFilters {
  payment_status?: string;
  payment_gateway?: string;
  package_id?: number;
  search?: string;
  from?: string;
  to?: string;
}

/** `admin/payment-transactions`: one page, newest first, with the total. */
export function getAdminTransactions(read: ApiRead, filters: TransactionFilters, page = 1) {
  return read<AdminTransaction[]>('admin/payment-transactions', {
    ...filters,
    offset: (page - 1) * TRANSACTIONS_PAGE_SIZE,
    limit: TRANSACTIONS_PAGE_SIZE,
  });
}
