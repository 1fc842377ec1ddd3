import { requestApi } from '@/lib/api-client';
import { API_BROWSER_BASE } from '@/lib/config';
import type { StartedPayment } from '../payment/payment.types';

/** `flutterwave`: a hosted payment link. */
export function startFlutterwave(packageId: number) {
  return requestApi<StartedPayment>({
    baseUrl: API_BROWSER_BASE,
    call: 'flutterwave',
    method: 'POST',
    body: { package_id: packageId },
  });
}
