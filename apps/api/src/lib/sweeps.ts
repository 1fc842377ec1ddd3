/** A sweep: idempotent work run on a timer (DESIGN §2: the same code on every instance). */
export interface Sweep {
  name: string;
  everyMs: number;
  run(): Promise<unknown>;
}

/**
 * Runs each sweep at once and then every `everyMs` in the background: stale payments and the
 * subscription expiry notices hourly, ended advertisements every 15 minutes (§4.6's "at least
 * every 15 minutes"). Every sweep is idempotent, so instances running them together are fine.
 */
export function startSweeps(
  sweeps: Sweep[],
  onError: (name: string, error: unknown) => void,
): { stop(): void } {
  const timers = sweeps.map((sweep) => {
    const tick = () => {
      sweep.run().catch((error: unknown) => onError(sweep.name, error));
    };
    const timer = setInterval(tick, sweep.everyMs);
    timer.unref();
    tick();
    return timer;
  });
  return { stop: () => timers.forEach(clearInterval) };
}
