import type { AppDeps } from '../../app-deps.js';
import { expirePromotions, nextPromotionEnd } from '../listings/listing-derived.repository.js';

const MAX_SLEEP_MS = 60_000;

/**
 * Keeps the stored "promoted" flags exact: sleeps until the next advertisement ends (at most a
 * minute, so promotions created meanwhile are seen), then ends the expired ones. Idempotent, so
 * every instance of a scaled-out deployment may run it.
 */
export function startPromotionSweep(deps: AppDeps, onError: (error: unknown) => void): { stop(): void } {
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;

  const schedule = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(() => void tick(), Math.max(0, Math.min(ms, MAX_SLEEP_MS)));
    timer.unref();
  };

  const tick = async () => {
    try {
      const now = deps.now();
      await expirePromotions(deps.db, now);
      const next = await nextPromotionEnd(deps.db, now);
      schedule(next ? next.getTime() - deps.now().getTime() + 10 : MAX_SLEEP_MS);
    } catch (error) {
      onError(error);
      schedule(MAX_SLEEP_MS);
    }
  };

  void tick();
  return {
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}
