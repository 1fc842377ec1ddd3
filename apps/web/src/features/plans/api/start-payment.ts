import type { ApiResult } from '@/lib/api-client';
import type { PaymentGateway, StartedPayment } from '../payment/payment.types';
import { createPaymentIntent } from './create-payment-intent';
import { startFlutterwave } from './start-flutterwave';
import { startIpay } from './start-ipay';
import { startPaypal } from './start-paypal';

/** The start call of the chosen gateway (API contract §3.5), each answering in one shape. */
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
