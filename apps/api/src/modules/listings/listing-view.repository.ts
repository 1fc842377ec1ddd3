import type { Kysely } from 'kysely';
import { nowIso } from '../../db/dialect.js';
import type { DB } from '../../db/types.js';
import { projectWriteRepository, propertyWriteRepository } from './listing-write.repository.js';

/** View markers (one per viewer and item) and the counters they feed. */
export function listingViewRepository(db: Kysely<DB>) {
  return {
    lastView(entity: 'property' | 'project', entityId: number, viewerKey: string) {
      return db
        .selectFrom('listing_views')
        .select(['id', 'viewed_at'])
        .where('entity', '=', entity)
        .where('entity_id', '=', entityId)
        .where('viewer_key', '=', viewerKey)
        .executeTakeFirst();
    },

    /** The marker and the counter change in one transaction, so a crash cannot count twice. */
    async record(entity: 'property' | 'project', entityId: number, viewerKey: string, now: Date) {
      await db.transaction().execute(async (trx) => {
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
    },
  };
}
