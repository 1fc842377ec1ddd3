import type { ApiResult } from '@/lib/api-client';
import { requestApi } from '@/lib/api-client';
import { API_BROWSER_BASE } from '@/lib/config';
import type { PaymentGateway, PaymentRedirects, PaymentTransaction } from '../payment/payment.types';

// The four payment start calls (API contract §3.5), one function each, answering in one shape:
// the new transaction's id and whatever the page needs next (a page to go to, or the phone).

export interface StartedPayment extends PaymentRedirects {
  payment_transaction_id: number;
  phone?: string;
  expires_at?: string;
}

type IntentAnswer = {
  payment_intent: { payment_transaction_id: number; payment_gateway_response: PaymentRedirects };
  payment_transaction: PaymentTransaction;
};

const post = <T>(call: string, body: Record<string, unknown>) =>
  requestApi<T>({ baseUrl: API_BROWSER_BASE, call, method: 'POST', body });

/** `create-payment-intent` (Stripe or Paystack). */
export async function createPaymentIntent(
  packageId: number,
  gateway: 'Stripe' | 'Paystack',
): Promise<ApiResult<StartedPayment>> {
  const result = await post<IntentAnswer>('create-payment-intent', {
    package_id: packageId,
    platform_type: 'web',
    payment_gateway: gateway,
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

/** `paypal`: a GET that starts an order; the price we showed goes along so a change is caught. */
export function startPaypal(packageId: number, amount: number) {
  return requestApi<StartedPayment>({
    baseUrl: API_BROWSER_BASE,
    call: 'paypal',
    params: { package_id: packageId, amount },
  });
}

/** `flutterwave`: a hosted payment link. */
export function startFlutterwave(packageId: number) {
  return post<StartedPayment>('flutterwave', { package_id: packageId });
}

/** `ipay`: a mobile-money prompt sent to `phone`. */
export function startIpay(packageId: number, phone: string) {
  return post<StartedPayment>('ipay', { package_id: packageId, phone });
}

/** The start call of `gateway`. */
export function startPayment(
  gateway: PaymentGateway,
  plan: { id: number; price: number },
  phone: string,
): Promise<ApiResult<StartedPayment>> {
  switch (gateway) {
    case 'stripe':
      return createPaymentIntent(plan.id, 'Stripe');
    case 'paystack':
      return createPaymentIntent(plan.id, 'Paystack');
    case 'paypal':
      return startPaypal(plan.id, plan.price);
    case 'flutterwave':
      return startFlutterwave(plan.id);
    case 'ipay':
      return startIpay(plan.id, phone);
  }
}
