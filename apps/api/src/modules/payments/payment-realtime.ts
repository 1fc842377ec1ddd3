import type { AppDeps } from '../../app-deps.js';
import type { PackageService } from '../packages/package.service.js';
import { presentPayment } from './payment.presenter.js';
import { paymentRepository } from './payment.repository.js';

/**
 * The `payment` frame (contract §3.7 "Realtime"): the buyer's transaction as
 * `get_payment_details` shows it (§2.11), sent to the buyer's connections each time its status
 * changes after the start call — a verified webhook, a cancellation on the return URL, the stale
 * sweep, the buyer's own payment-transaction-fail (another tab learns it), an operator marking it
 * failed — and when an operator assigns a package by hand (a new, successful transaction). So the
 * payment page stops waiting and the history updates without polling.
 *
 * Called after the change committed, from a fresh read, so the frame never shows a rolled-back
 * state. The change is what matters: a frame that cannot be sent (the database gone for the
 * read) is logged, and the client's polling of `get_payment_details` still finds the state.
 */
export function paymentRealtime(deps: AppDeps, packages: Pick<PackageService, 'nameOf'>) {
  const repo = paymentRepository(deps.db);
  return {
    async announce(id: number): Promise<void> {
      try {
        const row = await repo.find(id);
        if (!row || row.user_id === null) return;
        const frame = presentPayment(row, await packages.nameOf(row.package_id));
        await deps.realtime.publish([row.user_id], { type: 'payment', data: frame });
      } catch (error) {
        deps.log.warn({ err: error, payment_transaction_id: id }, 'payment frame not sent');
      }
    },
  };
}
