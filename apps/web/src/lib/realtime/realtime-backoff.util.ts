// How long the realtime client waits before connecting again. Pure, so the schedule is tested.

/** The first retry comes after about a second… */
export const RECONNECT_BASE_MS = 1_000;
/** …doubling each failed attempt, never more than 30 s apart (the spec's cap for retries, §9). */
export const RECONNECT_CAP_MS = 30_000;
/** A connection that lived this long was a real one: the next failure starts the schedule over. */
export const STABLE_CONNECTION_MS = 5_000;

/**
 * The wait before attempt `attempt` (0 = the first retry): exponential, capped, and spread between
 * half and all of it (`random` in [0, 1)) so the tabs of a restarted server do not all come back
 * in the same millisecond.
 */
export function reconnectDelay(attempt: number, random: number): number {
  const step = Math.min(Math.max(0, Math.floor(attempt)), 30);
  const ceiling = Math.min(RECONNECT_CAP_MS, RECONNECT_BASE_MS * 2 ** step);
  const spread = Math.min(Math.max(random, 0), 1);
  return Math.round(ceiling / 2 + (ceiling / 2) * spread);
}

/**
 * Close codes after which trying again cannot help: the session is not (or no longer) valid, or the
 * account is deactivated (the API's 4401 / 4403, REALTIME_CLOSE). A new sign-in loads a new page.
 */
export function isFinalClose(code: number): boolean {
  return code === 4401 || code === 4403;
}
