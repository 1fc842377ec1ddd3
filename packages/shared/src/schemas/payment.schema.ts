import { z } from 'zod';
import { PHONE_REQUIRED } from '../constants/messages.constants.js';
import { phoneField } from './account.schema.js';
import { enumParam, idParam, moneyParam, pagination, required } from './params.schema.js';

/** Where a payment returns to: the web pages or the app's deep link. */
export const PAYMENT_PLATFORMS = ['web', 'app'] as const;
/** The gateways create-payment-intent starts (the others have their own calls). */
export const INTENT_GATEWAYS = ['Stripe', 'Paystack'] as const;

/** `GET paypal`: `amount`, when sent, must still be the package's price. */
export const paypalStartSchema = z.object({
  package_id: required(idParam('package_id')),
  amount: moneyParam('amount').optional(),
});

/** `POST flutterwave`. */
export const flutterwaveStartSchema = z.object({
  package_id: required(idParam('package_id')),
});

/** `POST ipay`: the mobile-money number to prompt. */
export const ipayStartSchema = z.object({
  package_id: required(idParam('package_id')),
  phone: phoneField(PHONE_REQUIRED),
});

/** `POST create-payment-intent` (Stripe or Paystack; the first enabled of the two by default). */
export const paymentIntentSchema = z.object({
  package_id: required(idParam('package_id')),
  platform_type: required(enumParam('platform_type', PAYMENT_PLATFORMS)),
  payment_gateway: enumParam('payment_gateway', INTENT_GATEWAYS).optional(),
});

/** `POST payment-transaction-fail`. */
export const paymentFailSchema = z.object({
  payment_transaction_id: required(idParam('payment_transaction_id')),
});

/** `GET get_payment_details`. */
export const paymentHistoryQuerySchema = z.object(pagination(10, 100));

export type PaypalStartInput = z.output<typeof paypalStartSchema>;
export type FlutterwaveStartInput = z.output<typeof flutterwaveStartSchema>;
export type IpayStartInput = z.output<typeof ipayStartSchema>;
export type PaymentIntentInput = z.output<typeof paymentIntentSchema>;
export type PaymentFailInput = z.output<typeof paymentFailSchema>;
export type PaymentHistoryQuery = z.output<typeof paymentHistoryQuerySchema>;
