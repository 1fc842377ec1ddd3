import { queryOptions } from '@tanstack/react-query';
import { type ApiRead, browserRead, dataOf } from '@/lib/api-read';
import type { PaymentSettings } from '../payment/payment.types';

/** `get_payment_settings`: which gateways are on, with their publishable values only. */
export function getPaymentSettings(read: ApiRead) {
  return read<PaymentSettings>('get_payment_settings');
}

export function paymentSettingsQueryOptions() {
  return queryOptions({
    queryKey: ['get_payment_settings'],
    queryFn: () => dataOf(getPaymentSettings(browserRead)),
    // The operator may switch a gateway off at any time: read it again for every purchase.
    staleTime: 0,
  });
}
