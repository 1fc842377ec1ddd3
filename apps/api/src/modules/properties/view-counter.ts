import type { AppDeps } from '../../app-deps.js';
import { nowIso } from '../../db/dialect.js';
import { projectWriteRepository, propertyWriteRepository } from './listing-write.repository.js';

const WINDOW_MS = 24 * 3600 * 1000;

/**
 * Counts a view at most once per viewer and item in 24 hours (contract §4.24): properties'
 * total_view, projects' total_click. The marker and the counter change in one transaction.
 */
export function viewCounter(deps: AppDeps) {
  return {
    async count(entity: 'property' | 'project', entityId: number, viewerKey: string): Promise<boolean> {
      const now = deps.now();
      const existing = await deps.db
        .selectFrom('listing_views')
        .select(['id', 'viewed_at'])
        .where('entity', '=', entity)
        .where('entity_id', '=', entityId)
        .where('viewer_key', '=', viewerKey)
        .executeTakeFirst();
      if (existing && now.getTime() - new Date(existing.viewed_at).getTime() < WINDOW_MS) return false;
      await deps.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('listing_views')
          .values({ entity, entity_id: entityId, viewer_key: viewerKey, viewed_at: nowIso(now) })
          .onConflict((oc) =>
            oc.columns(['entity', 'entity_id', 'viewer_key']).doUpdateSet({ viewed_at: nowIso(now) }),
          )
          .execute();
        if (entity === 'property') {
          await propertyWriteRepository(trx).addView(entityId);
        } else {
          await projectWriteRepository(trx).addClick(entityId);
        }
      });
      return true;
    },
  };
}
