import type { AppDeps } from '../../app-deps.js';
import { errors } from '../../lib/app-error.js';
import type { OperatorRequest } from '../../lib/call.js';
import { assertMay } from '../../lib/viewer-may.js';
import type { AuditService } from '../audit/audit.service.js';
import { refreshOwnerListings } from '../listings/listing-derived.repository.js';
import type { SessionService } from '../sessions/session.service.js';
import { userRepository } from './user.repository.js';

/**
 * Operator deactivation and reactivation of an account. Deactivating
 * revokes every session at once as `deactivated` (each keeps answering ACCOUNT_DEACTIVATED, even
 * after reactivation) and takes the account's listings and projects out of public view;
 * reactivating brings the listings back, never the old sessions. Each change is in the audit log.
 */
export function accountStatusService(deps: AppDeps, sessions: SessionService, audit: AuditService) {
  return {
    async setActive(operator: OperatorRequest, userId: number, active: boolean) {
      const actor = operator.viewer;
      // The call pipeline checked this already; repeated so no other caller can skip it.
      assertMay(actor, 'users.manage');
      // An operator switching off their own login would lock themselves out of the console.
      if (userId === actor.user.id) throw errors.forbidden();
      const target = await userRepository(deps.db).findById(userId);
      if (!target || target.role === 'deleted') throw errors.notFound();

      const at = deps.now();
      const { user, listings } = await deps.db.transaction().execute(async (trx) => {
        // Same transaction as the flag: a session can never outlive a committed deactivation.
        if (!active) await sessions.within(trx).revokeAll(userId, 'deactivated');
        const user = await userRepository(trx).update(userId, { is_active: active ? 1 : 0 }, at);
        await audit.within(trx).record(operator, {
          action: active ? 'user.activate' : 'user.deactivate',
          target: { type: 'user', id: userId },
          before: { is_active: !!target.is_active },
          after: { is_active: !!user.is_active },
        });
        return { user, listings: await refreshOwnerListings(trx, at, userId) };
      });
      // Their open sockets close: every session of the account ended with the commit above.
      if (!active) await sessions.announceRevoked(userId, null, 'deactivated');
      // The owner's listings and agent card leave public view (or come back).
      await deps.changes.publish({
        properties: listings.propertyIds,
        projects: listings.projectIds,
        agents: [userId],
      });
      return { id: user.id, is_active: !!user.is_active };
    },
  };
}

export type AccountStatusService = ReturnType<typeof accountStatusService>;
