import type { PaymentWebhookService } from './payment-webhook.service.js';

const EVERY_MS = 60 * 60 * 1000;

/**
 * Runs the stale-payment sweep hourly in the background (DESIGN §2: in-process timer, the same
 * code on every instance; the sweep is idempotent, so instances running it together are fine).
 */
export function startPaymentSweep(
  payments: PaymentWebhookService,
  onError: (error: unknown) => void,
): { stop(): void } {
  const tick = () => {
    payments.sweepStale().catch(onError);
  };
  const timer = setInterval(tick, EVERY_MS);
  timer.unref();
  tick();
  return { stop: () => clearInterval(timer) };
}
