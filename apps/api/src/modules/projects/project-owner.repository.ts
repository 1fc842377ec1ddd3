import type { Kysely } from 'kysely';
import { nowIso, toNumber } from '../../db/dialect.js';
import type { DB } from '../../db/types.js';
import { ADVERTISEMENT_STATUS } from '../listings/listing-status.js';
import type { ProjectRow } from './project.repository.js';

export interface OwnedProjectFilters {
  statuses?: number[];
  requestStatuses?: string[];
}

/** An owner's own projects in any state, and what only their owner sees about them. */
export function projectOwnerRepository(db: Kysely<DB>) {
  const owned = (ownerId: number, f: OwnedProjectFilters) =>
    db
      .selectFrom('projects as p')
      .where('p.owner_id', '=', ownerId)
      .$if(!!f.statuses?.length, (q) => q.where('p.status', 'in', f.statuses ?? []))
      .$if(!!f.requestStatuses?.length, (q) => q.where('p.request_status', 'in', f.requestStatuses ?? []));

  return {
    /** One page, newest first (on the owner index), and the total. */
    async page(ownerId: number, filters: OwnedProjectFilters, offset: number, limit: number) {
      const [rows, count] = await Promise.all([
        owned(ownerId, filters)
          .selectAll('p')
          .orderBy('p.created_at', 'desc')
          .orderBy('p.id', 'desc')
          .offset(offset)
          .limit(limit)
          .execute(),
        owned(ownerId, filters)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirst(),
      ]);
      return { rows: rows as ProjectRow[], total: toNumber(count?.n) };
    },

    /** One of my projects by id or slug, in any state. */
    async one(ownerId: number, key: { id?: number; slug_id?: string }): Promise<ProjectRow | undefined> {
      let q = db.selectFrom('projects').selectAll().where('owner_id', '=', ownerId);
      if (key.id !== undefined) q = q.where('id', '=', key.id);
      else if (key.slug_id !== undefined) q = q.where('slug_id', '=', key.slug_id);
      return q.executeTakeFirst();
    },

    /** Up to `limit` of my other projects, newest first. */
    async others(ownerId: number, exceptId: number, limit: number): Promise<ProjectRow[]> {
      return db
        .selectFrom('projects')
        .selectAll()
        .where('owner_id', '=', ownerId)
        .where('id', '!=', exceptId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },

    /** The rejection reasons of these projects, the latest first. */
    async rejections(ids: number[]) {
      if (ids.length === 0) return [];
      return db
        .selectFrom('moderation_reasons')
        .select(['id', 'entity_id', 'reason', 'created_at'])
        .where('entity', '=', 'project')
        .where('entity_id', 'in', ids)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    /** Every advertisement of these projects, the latest first. */
    async advertisements(ids: number[]) {
      if (ids.length === 0) return [];
      return db
        .selectFrom('advertisements')
        .select([
          'id',
          'project_id',
          'for',
          'type',
          'status',
          'is_enable',
          'start_date',
          'end_date',
          'package_id',
        ])
        .where('project_id', 'in', ids)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    /** Ids of these projects with a live advertisement (pending, or approved and not ended). */
    async withLiveAdvertisement(ids: number[], at: Date): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .selectFrom('advertisements')
        .select('project_id')
        .where('project_id', 'in', ids)
        .where((eb) =>
          eb.or([
            eb('status', '=', ADVERTISEMENT_STATUS.pending),
            eb.and([eb('status', '=', ADVERTISEMENT_STATUS.approved), eb('end_date', '>', nowIso(at))]),
          ]),
        )
        .execute();
      return new Set(rows.map((r) => r.project_id as number));
    },
  };
}
