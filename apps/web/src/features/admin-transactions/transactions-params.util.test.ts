import { describe, expect, it } from 'vitest';
import { parseTransactionParams, transactionFilters, transactionsHref } from './transactions-params.util';

describe('the transactions screen address', () => {
  it('keeps known filters and drops unknown values', () => {
    const params = parseTransactionParams({
      status: 'pending',
      gateway: 'Manual',
      package: '3',
      search: '  ada@example.com ',
      from: '2026-06-01',
      to: 'yesterday',
      page: '2',
    });
    expect(params).toEqual({
      status: 'pending',
      gateway: 'Manual',
      package: '3',
      search: 'ada@example.com',
      from: '2026-06-01',
      to: '',
      page: 2,
    });
    expect(transactionFilters(params)).toEqual({
      payment_status: 'pending',
      payment_gateway: 'Manual',
      package_id: 3,
      search: 'ada@example.com',
      from: '2026-06-01',
    });
    expect(parseTransactionParams({ status: 'refunded', gateway: 'Cash' })).toMatchObject({
      status: '',
      gateway: '',
    });
  });

  it('writes the address with only what is set', () => {
    const params = parseTransactionParams({});
    expect(transactionsHref(params)).toBe('/admin/transactions');
    expect(transactionsHref(params, { status: 'failed', page: 3 })).toBe(
      '/admin/transactions?status=failed&page=3',
    );
  });
});
