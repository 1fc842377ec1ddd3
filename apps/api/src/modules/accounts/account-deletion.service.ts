import type { Kysely } from 'kysely';
import type { AppDeps } from '../../app-deps.js';
import type { DB } from '../../db/types.js';
import { errors } from '../../lib/app-error.js';
import { deleteOwnedUploads } from '../../lib/upload-keys.js';
import type { Viewer } from '../../plugins/auth.plugin.js';
import type { AccessGuard } from '../access/access-guard.js';
import { refreshProjectDerived, refreshPropertyDerived } from '../listings/listing-derived.repository.js';
import type { SessionService } from '../sessions/session.service.js';
import { accountDeletionRepository } from './account-deletion.repository.js';

/**
 * `delete_user`: the caller's account and everything personal hanging off it go
 * in one transaction; payments stay, unlinked; the users row stays as an anonymous tombstone
 * (see the repository). Stored files are deleted after the commit. Afterwards every old token
 * answers 401 and the email address and phone number can sign up again.
 */
export function accountDeletionService(deps: AppDeps, access: AccessGuard, sessions: SessionService) {
  return {
    async deleteAccount(viewer: Viewer, input: { userid?: number }): Promise<void> {
      await access.assertMemberWrite(viewer, { demo: true });
      if (input.userid !== undefined && input.userid !== viewer.user.id) throw errors.forbidden();
      // The operator's own login is not removed from the member side: losing the last one would
      // lock everybody out of the console.
      if (viewer.user.role === 'admin') throw errors.forbidden();
      await removeAccount(viewer.user.id);
    },

    /**
     * An operator's deletion of another account (admin/members): the same removal, audited in
     * its transaction with what the account was. The caller checked the permission.
     */
    async deleteForOperator(userId: number, record: (trx: Kysely<DB>) => Promise<void>): Promise<void> {
      await removeAccount(userId, record);
    },
  };

  async function removeAccount(userId: number, record?: (trx: Kysely<DB>) => Promise<void>): Promise<void> {
    const at = deps.now();
    const { files, changed } = await deps.db.transaction().execute(async (trx) => {
      // First, so no request of this account can get through while the rest is removed. The
      // sessions run on the transaction: revocation commits or rolls back with it.
      await sessions.within(trx).revokeAll(userId, 'deleted');
      const repo = accountDeletionRepository(trx);
      await repo.scrubSessions(userId);
      const contacts = await repo.contacts(userId);
      if (!contacts) throw errors.tokenInvalid(); // removed by a concurrent request
      const keys = await repo.fileKeys(userId);
      const marked = await repo.removeMarks(userId);
      const promoted = await repo.removeAdvertisements(userId);
      const removed = await repo.removeListings(userId);
      await repo.removePersonalRows(userId, contacts);
      await repo.anonymisePayments(userId);
      await repo.tombstone(userId, at);
      await record?.(trx);
      // Other members' listings that carried one of the removed advertisements.
      await refreshPropertyDerived(trx, at, promoted.propertyIds);
      await refreshProjectDerived(trx, at, promoted.projectIds);
      return {
        files: keys,
        changed: {
          properties: [...new Set([...removed.propertyIds, ...promoted.propertyIds, ...marked])],
          projects: [...new Set([...removed.projectIds, ...promoted.projectIds])],
        },
      };
    });
    await sessions.announceRevoked(userId, null, 'deleted');
    // Their listings, agent card and advertisements leave public pages.
    await deps.changes.publish({ ...changed, agents: [userId], homepage: true });
    await deleteOwnedUploads(deps.storage, files);
  }
}

export type AccountDeletionService = ReturnType<typeof accountDeletionService>;
