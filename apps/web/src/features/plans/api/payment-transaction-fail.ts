import { requestApi } from '@/lib/api-client';
import { API_BROWSER_BASE } from '@/lib/config';
import type { PaymentTransaction } from '../payment/payment.types';

/** `payment-transaction-fail`: a pending transaction of mine → failed (I came back cancelled). */
export function failPaymentTransaction(transactionId: number) {
  return requestApi<PaymentTransaction>({
    baseUrl: API_BROWSER_BASE,
    call: 'payment-transaction-fail',
    method: 'POST',
    body: { payment_transaction_id: transactionId },
  });
}
