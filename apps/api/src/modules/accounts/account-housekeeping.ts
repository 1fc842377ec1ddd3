import type { AppDeps } from '../../app-deps.js';
import { accountHousekeepingRepository } from './account-housekeeping.repository.js';

const DAY = 86_400_000;
const EVERY_MS = 60 * 60_000;

/**
 * Deletes what can no longer be used: sign-in tickets (and OIDC sign-ins in flight), codes and
 * reset links a day after they ended, and sessions a month after they expired or were ended by
 * their owner. Sessions ended by deactivation are kept: they must keep answering "deactivated".
 * Idempotent, so every instance may run it.
 */
export async function purgeSpentCredentials(deps: AppDeps, at: Date = deps.now()): Promise<void> {
  const repo = accountHousekeepingRepository(deps.db);
  await repo.purgeEnded(new Date(at.getTime() - DAY));
  await repo.purgeSessions(new Date(at.getTime() - 30 * DAY));
}

export function startAccountHousekeeping(deps: AppDeps, onError: (error: unknown) => void): { stop(): void } {
  const run = () => purgeSpentCredentials(deps).catch(onError);
  const timer = setInterval(() => void run(), EVERY_MS);
  timer.unref();
  void run();
  return { stop: () => clearInterval(timer) };
}
