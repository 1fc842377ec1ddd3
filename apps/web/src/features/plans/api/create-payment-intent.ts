import type { ApiResult } from '@/lib/api-client';
import { requestApi } from '@/lib/api-client';
import { API_BROWSER_BASE } from '@/lib/config';
import type { PaymentRedirects, PaymentTransaction, StartedPayment } from '../payment/payment.types';

type IntentAnswer = {
  payment_intent: { payment_transaction_id: number; payment_gateway_response: PaymentRedirects };
  payment_transaction: PaymentTransaction;
};

/** `create-payment-intent` (Stripe or Paystack), answered as the other start calls are. */
export async function createPaymentIntent(
  packageId: number,
  gateway: 'Stripe' | 'Paystack',
): Promise<ApiResult<StartedPayment>> {
  const result = await requestApi<IntentAnswer>({
    baseUrl: API_BROWSER_BASE,
    call: 'create-payment-intent',
    method: 'POST',
    body: { package_id: packageId, platform_type: 'web', payment_gateway: gateway },
  });
  if (result.kind !== 'success') return result;
  const intent = result.body.data.payment_intent;
  return {
    ...result,
    body: {
      ...result.body,
      data: { payment_transaction_id: intent.payment_transaction_id, ...intent.payment_gateway_response },
    },
  };
}
