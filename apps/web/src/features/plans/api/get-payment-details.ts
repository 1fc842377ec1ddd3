import { queryOptions } from '@tanstack/react-query';
import type { ApiResult } from '@/lib/api-client';
import { type ApiRead, ApiReadError, browserRead } from '@/lib/api-read';
import type { PaymentTransaction } from '../payment/payment.types';

export const TRANSACTIONS_PAGE_SIZE = 10;

/** `get_payment_details`: my payment transactions, newest first, a page at a time. */
export function getPaymentDetails(
  read: ApiRead,
  offset = 0,
  limit = TRANSACTIONS_PAGE_SIZE,
): Promise<ApiResult<PaymentTransaction[]>> {
  return read<PaymentTransaction[]>('get_payment_details', { offset, limit });
}

/** The first page, read afresh each time: the pages that wait for a payment poll it. */
export function paymentDetailsQueryOptions() {
  return queryOptions({
    queryKey: ['get_payment_details', 0],
    queryFn: async () => {
      const result = await getPaymentDetails(browserRead);
      if (result.kind !== 'success') throw new ApiReadError(result);
      return result.body.data;
    },
    staleTime: 0,
    // A poll already repeats; a failed read is simply tried at the next tick.
    retry: false,
  });
}
