import { requestApi } from '@/lib/api-client';
import { API_BROWSER_BASE } from '@/lib/config';
import type { StartedPayment } from '../payment/payment.types';

/** `paypal`: a GET that starts an order; the price we showed goes along so a change is caught. */
export function startPaypal(packageId: number, amount: number) {
  return requestApi<StartedPayment>({
    baseUrl: API_BROWSER_BASE,
    call: 'paypal',
    params: { package_id: packageId, amount },
  });
}
