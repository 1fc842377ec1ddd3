import type { AppDeps } from '../../app-deps.js';
import { expirePromotionsOf, nextPromotionEnd } from '../listings/listing-derived.repository.js';

const MAX_SLEEP_MS = 60_000;

/**
 * One pass: ends the promotions that ran out and announces it (featured sections and "promoted
 * first" orders change). Returns when the next promotion ends.
 */
export async function sweepPromotions(deps: AppDeps): Promise<Date | null> {
  const now = deps.now();
  const ended = await expirePromotionsOf(deps.db, now);
  if (ended.propertyIds.length > 0 || ended.projectIds.length > 0) {
    await deps.changes.publish({ properties: ended.propertyIds, projects: ended.projectIds, homepage: true });
  }
  return nextPromotionEnd(deps.db, now);
}

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
      const next = await sweepPromotions(deps);
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
