import type { Kysely } from 'kysely';
import { nowIso } from '../../db/dialect.js';
import type { DB } from '../../db/types.js';
import { ADVERTISEMENT_STATUS, IS_PUBLIC, PROJECT_IS_PUBLIC } from '../listings/listing-status.js';

export function homepageRepository(db: Kysely<DB>) {
  return {
    /** The categories slider cards link to, by id, whatever their status (the slider query checks it). */
    async categories(ids: number[]) {
      if (ids.length === 0) return [];
      return db.selectFrom('categories').selectAll().where('id', 'in', ids).execute();
    },

    /** Enabled sliders whose target is valid: an active category, a browsable property. */
    async sliders(limit: number) {
      return db
        .selectFrom('sliders as s')
        .leftJoin('categories as c', 'c.id', 's.category_id')
        .leftJoin('properties as p', 'p.id', 's.property_id')
        .selectAll('s')
        .where('s.status', '=', 1)
        .where((eb) =>
          eb.or([
            eb('s.type', 'in', ['1', '4']),
            eb.and([eb('s.type', '=', '2'), eb('c.status', '=', 1)]),
            eb.and([eb('s.type', '=', '3'), eb('p.is_public', '=', IS_PUBLIC.browsable)]),
          ]),
        )
        .orderBy('s.sequence')
        .orderBy('s.id')
        .limit(limit)
        .execute();
    },

    /** Browsable properties with a live, approved, enabled list ad: newest advertisement first. */
    async featuredPropertyIds(now: Date, limit: number): Promise<number[]> {
      const rows = await db
        .selectFrom('advertisements as a')
        .innerJoin('properties as p', 'p.id', 'a.property_id')
        .select(['p.id', 'a.created_at', 'a.id as ad_id'])
        .where('a.type', '=', 'list')
        .where('a.status', '=', ADVERTISEMENT_STATUS.approved)
        .where('a.is_enable', '=', 1)
        .where('a.end_date', '>', nowIso(now))
        .where('p.is_public', '=', IS_PUBLIC.browsable)
        .orderBy('a.created_at', 'desc')
        .orderBy('a.id', 'desc')
        .limit(limit * 2)
        .execute();
      return [...new Set(rows.map((r) => r.id))].slice(0, limit);
    },

    /**
     * Live slider advertisements (approved, enabled, not ended: §4.6 "Promoted") whose listing is
     * publicly visible, oldest first: the first to pay for a place keeps it.
     */
    async sponsoredSlides(now: Date, limit: number) {
      return db
        .selectFrom('advertisements as a')
        .leftJoin('properties as p', 'p.id', 'a.property_id')
        .leftJoin('projects as j', 'j.id', 'a.project_id')
        .select(['a.id', 'a.property_id', 'a.project_id', 'p.title_image', 'j.image as project_image'])
        .where('a.type', '=', 'slider')
        .where('a.status', '=', ADVERTISEMENT_STATUS.approved)
        .where('a.is_enable', '=', 1)
        .where('a.end_date', '>', nowIso(now))
        .where((eb) =>
          eb.or([
            eb('p.is_public', '=', IS_PUBLIC.browsable),
            eb('j.is_public', '=', PROJECT_IS_PUBLIC.visible),
          ]),
        )
        .orderBy('a.start_date')
        .orderBy('a.id')
        .limit(limit)
        .execute();
    },
  };
}
