import type { AppDeps } from '../../app-deps.js';
import { nowIso } from '../../db/dialect.js';

const DAY = 86_400_000;
const EVERY_MS = 60 * 60_000;

/**
 * Deletes what can no longer be used: sign-in tickets (and OIDC sign-ins in flight), codes and
 * reset links a day after they ended, and sessions a month after they expired or were ended by
 * their owner. Sessions ended by deactivation are kept: they must keep answering "deactivated"
 * (contract §1.3). Idempotent, so every instance may run it.
 */
export async function purgeSpentCredentials(deps: AppDeps, at: Date = deps.now()): Promise<void> {
  const dayAgo = nowIso(new Date(at.getTime() - DAY));
  const monthAgo = nowIso(new Date(at.getTime() - 30 * DAY));
  await deps.db.deleteFrom('sign_in_tickets').where('expires_at', '<', dayAgo).execute();
  await deps.db.deleteFrom('otps').where('expires_at', '<', dayAgo).execute();
  await deps.db.deleteFrom('password_resets').where('expires_at', '<', dayAgo).execute();
  await deps.db
    .deleteFrom('sessions')
    .where((eb) =>
      eb.or([
        eb('expires_at', '<', monthAgo),
        eb.and([eb('revoked_at', '<', monthAgo), eb('revoked_reason', '<>', 'deactivated')]),
      ]),
    )
    .execute();
}

export function startAccountHousekeeping(deps: AppDeps, onError: (error: unknown) => void): { stop(): void } {
  const run = () => purgeSpentCredentials(deps).catch(onError);
  const timer = setInterval(() => void run(), EVERY_MS);
  timer.unref();
  void run();
  return { stop: () => clearInterval(timer) };
}
