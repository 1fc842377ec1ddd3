import type { AdminPaymentGatewayInput } from '@domus/shared/schemas/admin-payment-gateway.schema';
import { type AnswerHandlers, type BrowserApiRequest, callApi } from '@/lib/api-answer.util';
import type { AdminGateway } from '../admin-payment-gateways.types';

/** `PATCH admin/payment-gateways/{gateway}`: its switch, currency and publishable key as a whole. */
export function updateAdminPaymentGateway(
  input: AdminPaymentGatewayInput,
  handlers: AnswerHandlers<AdminGateway, BrowserApiRequest>,
) {
  const { gateway, ...body } = input;
  return callApi<AdminGateway>(
    { call: `admin/payment-gateways/${gateway}`, method: 'PATCH', body: { ...body } },
    handlers,
  );
}
