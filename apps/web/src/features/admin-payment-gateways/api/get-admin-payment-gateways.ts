import type { ApiRead } from '@/lib/api-read';
import type { AdminGateway } from '../admin-payment-gateways.types';

/** `admin/payment-gateways`: the five gateways, plus `system_currency` and `sandbox` beside them. */
export function getAdminPaymentGateways(read: ApiRead) {
  return read<AdminGateway[]>('admin/payment-gateways');
}
