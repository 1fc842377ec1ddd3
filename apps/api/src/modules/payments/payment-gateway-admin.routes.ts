import {
  adminPaymentGatewayListSchema,
  adminPaymentGatewaySchema,
} from '@domus/shared/schemas/admin-payment-gateway.schema';
import { type CallDefinition, defineCall, ok, operatorRequest, signedIn } from '../../lib/call.js';
import type { Services } from '../../services.js';

const TAG = 'Operator: payment gateways';

/** admin/payment-gateways: the five gateways' settings (contract §3.8 Admin API). */
export function paymentGatewayAdminCalls(services: Services): CallDefinition[] {
  return [
    defineCall({
      method: 'GET',
      name: 'admin/payment-gateways',
      access: 'admin',
      permission: 'payments.read',
      tag: TAG,
      summary:
        "Operator: each gateway's switch, currency (null: the system currency) and publishable key, with the server's facts: `mode` (live, sandbox or unavailable), `secrets_configured` (never the secrets), the `secret_variables` that hold them, the `webhook_url` for its dashboard and whether buyers are `offered` it now. Also `system_currency` and `sandbox` (PAYMENT_SANDBOX).",
      input: adminPaymentGatewayListSchema,
      handler: async ({ viewer }) => {
        const answer = await services.paymentGatewayAdmin.list(signedIn(viewer));
        return ok(answer.data, 'Data fetched successfully', {
          total: answer.data.length,
          extra: { system_currency: answer.system_currency, sandbox: answer.sandbox },
        });
      },
    }),
    defineCall({
      method: 'PATCH',
      name: 'admin/payment-gateways/:gateway',
      access: 'admin',
      permission: 'payments.write',
      tag: TAG,
      summary:
        "Operator: a gateway's settings as a whole: `enabled` (required), `currency` (ISO 4217; empty: the system currency, the only one payments are charged in), `public_key` (Stripe, Paystack: pk_…; a secret key is refused). Secret keys are server config and never accepted here. Switching on a gateway with no secrets while the sandbox is off: 409 GATEWAY_NOT_CONFIGURED. get_payment_settings and web-settings show the change at once; audited.",
      input: adminPaymentGatewaySchema,
      handler: async ({ input, viewer, request }) =>
        ok(
          await services.paymentGatewayAdmin.update(operatorRequest(viewer, request), input),
          'Payment gateway updated',
        ),
    }),
  ];
}
