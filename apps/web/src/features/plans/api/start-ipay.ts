import { requestApi } from '@/lib/api-client';
import { API_BROWSER_BASE } from '@/lib/config';
import type { StartedPayment } from '../payment/payment.types';

/** `ipay`: a mobile-money prompt sent to `phone`, valid three minutes. */
export function startIpay(packageId: number, phone: string) {
  return requestApi<StartedPayment>({
    baseUrl: API_BROWSER_BASE,
    call: 'ipay',
    method: 'POST',
    body: { package_id: packageId, phone },
  });
}
