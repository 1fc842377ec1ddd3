import type { AppDeps } from '../../app-deps.js';
import { listingViewRepository } from './listing-view.repository.js';

const WINDOW_MS = 24 * 3600 * 1000;

/**
 * Counts a view at most once per viewer and item in 24 hours, so reloading a page cannot inflate
 * properties' total_view or projects' total_click.
 */
export function viewCounter(deps: AppDeps) {
  const views = listingViewRepository(deps.db);
  return {
    async count(entity: 'property' | 'project', entityId: number, viewerKey: string): Promise<boolean> {
      const now = deps.now();
      const existing = await views.lastView(entity, entityId, viewerKey);
      if (existing && now.getTime() - new Date(existing.viewed_at).getTime() < WINDOW_MS) return false;
      await views.record(entity, entityId, viewerKey, now);
      return true;
    },
  };
}
