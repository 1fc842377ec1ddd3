import {
  flutterwaveStartSchema,
  ipayStartSchema,
  paymentFailSchema,
  paymentHistoryQuerySchema,
  paymentIntentSchema,
  paypalStartSchema,
} from '@domus/shared/schemas/payment.schema';
import { z } from 'zod';
import { type CallDefinition, defineCall, ok, signedIn } from '../../lib/call.js';
import type { Services } from '../../services.js';

const TAG = 'Payments';

/** Contract §3.5's payment calls; success only ever comes from a verified webhook (§3.7). */
export function paymentCalls(services: Services): CallDefinition[] {
  const intent = (name: string, deprecated: boolean) =>
    defineCall({
      method: 'POST',
      name,
      access: 'required',
      tag: TAG,
      ...(deprecated ? { deprecated: true } : {}),
      summary: `${deprecated ? 'Deprecated alias of create-payment-intent (eBroker 1.2.x clients). ' : ''}Start a Stripe or Paystack payment for a paid package: a pending transaction and what the client needs to continue (Stripe \`client_secret\`; Paystack \`authorization_url\`). Refused in demo mode.`,
      input: paymentIntentSchema,
      handler: async ({ input, viewer }) =>
        ok(await services.payments.intent(signedIn(viewer), input), 'Payment started', { status: 201 }),
    });
  return [
    defineCall({
      method: 'GET',
      name: 'get_payment_settings',
      access: 'required',
      tag: TAG,
      summary:
        'Which gateways are enabled, with publishable values only (no secret ever leaves the server); `any_enabled: false` → "No payment method is enabled. Please contact the admin".',
      input: z.object({}),
      handler: async () => ok(await services.payments.publicSettings()),
    }),
    defineCall({
      method: 'GET',
      name: 'get_payment_details',
      access: 'required',
      tag: TAG,
      summary: 'My payment transactions, newest first, with `total`.',
      input: paymentHistoryQuerySchema,
      handler: async ({ input, viewer }) => {
        const { data, total } = await services.payments.history(signedIn(viewer), input);
        return ok(data, 'Data fetched successfully', { extra: { total } });
      },
    }),
    intent('create-payment-intent', false),
    intent('createPaymentIntent', true),
    defineCall({
      method: 'GET',
      name: 'paypal',
      access: 'required',
      tag: TAG,
      summary:
        'Start a PayPal payment: a pending transaction and an order to approve (`approval_url`). `amount`, when sent, must be the current price (409 PRICE_CHANGED).',
      input: paypalStartSchema,
      handler: async ({ input, viewer }) =>
        ok(await services.payments.paypal(signedIn(viewer), input), 'Payment started', { status: 201 }),
    }),
    defineCall({
      method: 'POST',
      name: 'flutterwave',
      access: 'required',
      tag: TAG,
      summary: 'Start a Flutterwave payment: a pending transaction and a hosted payment `link`.',
      input: flutterwaveStartSchema,
      handler: async ({ input, viewer }) =>
        ok(await services.payments.flutterwave(signedIn(viewer), input), 'Payment started', { status: 201 }),
    }),
    defineCall({
      method: 'POST',
      name: 'ipay',
      access: 'required',
      tag: TAG,
      summary:
        'Start an iPay mobile-money payment: a prompt on `phone`, valid 3 minutes (409 PAYMENT_IN_PROGRESS while one is open for this package).',
      input: ipayStartSchema,
      handler: async ({ input, viewer }) =>
        ok(await services.payments.ipay(signedIn(viewer), input), 'Approve the payment on your phone', {
          status: 201,
        }),
    }),
    defineCall({
      method: 'POST',
      name: 'payment-transaction-fail',
      access: 'required',
      tag: TAG,
      summary:
        'Mark my pending payment failed (cancelled or failed in the client); failed stays failed; a successful one answers 409 TRANSACTION_NOT_PENDING. Allowed in demo mode.',
      input: paymentFailSchema,
      handler: async ({ input, viewer }) =>
        ok(await services.payments.fail(signedIn(viewer), input), 'Data Updated Successfully'),
    }),
  ];
}
