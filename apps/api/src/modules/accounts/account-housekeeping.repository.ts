import type { Kysely } from 'kysely';
import { nowIso } from '../../db/dialect.js';
import type { DB } from '../../db/types.js';

/** Deletes spent credentials; which ones count as spent is decided by account-housekeeping.ts. */
export function accountHousekeepingRepository(db: Kysely<DB>) {
  return {
    /** Sign-in tickets, codes and reset links that ended before `endedBefore`. */
    async purgeEnded(endedBefore: Date): Promise<void> {
      const cutoff = nowIso(endedBefore);
      await db.deleteFrom('sign_in_tickets').where('expires_at', '<', cutoff).execute();
      await db.deleteFrom('otps').where('expires_at', '<', cutoff).execute();
      await db.deleteFrom('password_resets').where('expires_at', '<', cutoff).execute();
    },

    /**
     * Sessions that expired, or were ended by their owner, before `endedBefore`. Sessions ended
     * by deactivation stay whatever their age.
     */
    async purgeSessions(endedBefore: Date): Promise<void> {
      const cutoff = nowIso(endedBefore);
      await db
        .deleteFrom('sessions')
        .where((eb) =>
          eb.or([
            eb('expires_at', '<', cutoff),
            eb.and([eb('revoked_at', '<', cutoff), eb('revoked_reason', '<>', 'deactivated')]),
          ]),
        )
        .execute();
    },
  };
}
