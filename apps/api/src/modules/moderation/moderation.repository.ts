import type { Kysely } from 'kysely';
import { containsLower, dialectOf, nowIso, toNumber } from '../../db/dialect.js';
import type { DB } from '../../db/types.js';
import { REQUEST_STATUS, type RequestStatus } from '../listings/listing-status.js';
import { projectWriteRepository, propertyWriteRepository } from '../listings/listing-write.repository.js';

/** What moderation works on: `moderation_reasons.entity` and the audit log's target type. */
export type ModeratedKind = 'property' | 'project';

export interface QueueFilters {
  requestStatus: RequestStatus | 'all';
  /** The on/off switch. */
  status?: number;
  /** Properties only. */
  propertyType?: string;
  /** Properties only. */
  isPremium?: boolean;
  city?: string;
  sort?: 'newest' | 'oldest' | 'price';
  search?: string;
  categoryId?: number;
  /** 0: the operator's own listings (no owner). */
  ownerId?: number;
}

/** A listing's moderation state, read (and locked) before it changes. */
export interface ModeratedListing {
  id: number;
  slug_id: string;
  title: string;
  owner_id: number | null;
  request_status: string;
  status: number;
}

/**
 * The moderation queue and the operator's decisions. Decisions go through the listings' one write
 * path, which derives visibility (is_public) and the owners' counts again.
 */
export function moderationRepository(db: Kysely<DB>) {
  // The same filters on both tables (their columns share names and meaning).
  const propertyQuery = (f: QueueFilters) =>
    db
      .selectFrom('properties as l')
      .$if(f.requestStatus !== 'all', (q) => q.where('l.request_status', '=', f.requestStatus))
      .$if(f.status !== undefined, (q) => q.where('l.status', '=', f.status as number))
      .$if(!!f.propertyType, (q) => q.where('l.property_type', '=', f.propertyType as string))
      .$if(f.isPremium !== undefined, (q) => q.where('l.is_premium', '=', f.isPremium ? 1 : 0))
      .$if(!!f.city, (q) => q.where(containsLower('l.city', f.city as string, true)))
      .$if(!!f.search, (q) => q.where(containsLower('l.title', f.search as string, true)))
      .$if(f.categoryId !== undefined, (q) => q.where('l.category_id', '=', f.categoryId as number))
      .$if(f.ownerId === 0, (q) => q.where('l.owner_id', 'is', null))
      .$if(!!f.ownerId, (q) => q.where('l.owner_id', '=', f.ownerId as number));
  const projectQuery = (f: QueueFilters) =>
    db
      .selectFrom('projects as l')
      .$if(f.requestStatus !== 'all', (q) => q.where('l.request_status', '=', f.requestStatus))
      .$if(f.status !== undefined, (q) => q.where('l.status', '=', f.status as number))
      .$if(!!f.city, (q) => q.where(containsLower('l.city', f.city as string, true)))
      .$if(!!f.search, (q) => q.where(containsLower('l.title', f.search as string, true)))
      .$if(f.categoryId !== undefined, (q) => q.where('l.category_id', '=', f.categoryId as number))
      .$if(f.ownerId === 0, (q) => q.where('l.owner_id', 'is', null))
      .$if(!!f.ownerId, (q) => q.where('l.owner_id', '=', f.ownerId as number));

  /**
   * The queue waits oldest first (first come, first served); decided lists show the newest
   * first. Both walk idx_*_moderation.
   */
  const direction = (f: QueueFilters) => {
    if (f.sort === 'oldest') return 'asc';
    if (f.sort === 'newest' || f.sort === 'price') return 'desc';
    return f.requestStatus === REQUEST_STATUS.pending ? 'asc' : 'desc';
  };

  async function total(kind: ModeratedKind, f: QueueFilters): Promise<number> {
    const query = kind === 'property' ? propertyQuery(f) : projectQuery(f);
    const row = await query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
    return toNumber(row?.n);
  }

  return {
    async properties(f: QueueFilters, offset: number, limit: number) {
      const [rows, count] = await Promise.all([
        propertyQuery(f)
          .innerJoin('categories as c', 'c.id', 'l.category_id')
          .leftJoin('users as u', 'u.id', 'l.owner_id')
          .select([
            'l.id',
            'l.slug_id',
            'l.title',
            'l.title_image',
            'l.category_id',
            'c.category as category_name',
            'l.price',
            'l.property_type',
            'l.is_premium',
            'l.rentduration',
            'l.city',
            'l.state',
            'l.country',
            'l.owner_id',
            'u.name as owner_name',
            'u.email as owner_email',
            'l.status',
            'l.request_status',
            'l.created_at',
            'l.updated_at',
          ])
          .$if(f.sort === 'price', (q) => q.orderBy('l.price', 'desc'))
          .orderBy('l.created_at', direction(f))
          .orderBy('l.id', direction(f))
          .offset(offset)
          .limit(limit)
          .execute(),
        total('property', f),
      ]);
      return { rows, total: count };
    },

    async projects(f: QueueFilters, offset: number, limit: number) {
      const [rows, count] = await Promise.all([
        projectQuery(f)
          .innerJoin('categories as c', 'c.id', 'l.category_id')
          .leftJoin('users as u', 'u.id', 'l.owner_id')
          .select([
            'l.id',
            'l.slug_id',
            'l.title',
            'l.image',
            'l.category_id',
            'c.category as category_name',
            'l.type',
            'l.city',
            'l.state',
            'l.country',
            'l.owner_id',
            'u.name as owner_name',
            'u.email as owner_email',
            'l.status',
            'l.request_status',
            'l.created_at',
            'l.updated_at',
          ])
          .orderBy('l.created_at', direction(f))
          .orderBy('l.id', direction(f))
          .offset(offset)
          .limit(limit)
          .execute(),
        total('project', f),
      ]);
      return { rows, total: count };
    },

    /** How many listings of each kind wait for a decision. */
    async pendingCounts() {
      const pending = { requestStatus: REQUEST_STATUS.pending };
      const [properties, projects] = await Promise.all([
        total('property', pending),
        total('project', pending),
      ]);
      return { properties, projects };
    },

    /** The console's tab counts: per moderation state and per on/off switch. */
    async tabCounts(kind: ModeratedKind) {
      const table = kind === 'property' ? 'properties' : 'projects';
      const rows = await db
        .selectFrom(table)
        .select(['request_status', 'status', (eb) => eb.fn.countAll().as('n')])
        .groupBy(['request_status', 'status'])
        .execute();
      const counts = { pending: 0, approved: 0, rejected: 0, all: 0, active: 0, inactive: 0 };
      for (const row of rows) {
        const n = toNumber(row.n);
        const state = row.request_status as RequestStatus;
        if (state in counts) counts[state] += n;
        counts.all += n;
        if (toNumber(row.status) === 1) counts.active += n;
        else counts.inactive += n;
      }
      return counts;
    },

    /** The operator's switches: on/off (both kinds) and premium (properties), through the write path. */
    async setStatus(kind: ModeratedKind, id: number, status: 0 | 1, now: Date) {
      if (kind === 'property') await propertyWriteRepository(db).update([id], { status }, now);
      else await projectWriteRepository(db).update([id], { status }, now);
    },

    async setPremium(id: number, isPremium: boolean, now: Date) {
      await propertyWriteRepository(db).update([id], { is_premium: isPremium ? 1 : 0 }, now);
    },

    /** A property's premium flag, locked like `lock`. */
    async lockPremium(id: number) {
      let q = db.selectFrom('properties').select(['id', 'is_premium']).where('id', '=', id);
      if (dialectOf(db) === 'postgres') q = q.forUpdate();
      return q.executeTakeFirst();
    },

    /** The latest reason of each listing, newest first (the caller keeps the first per listing). */
    async reasons(kind: ModeratedKind, ids: number[]) {
      if (ids.length === 0) return [];
      return db
        .selectFrom('moderation_reasons')
        .select(['id', 'entity_id', 'reason', 'created_at'])
        .where('entity', '=', kind)
        .where('entity_id', 'in', ids)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    /** The listing's state, locked until the transaction ends (SQLite's writer lock covers it there). */
    async lock(kind: ModeratedKind, id: number): Promise<ModeratedListing | undefined> {
      const columns = ['id', 'slug_id', 'title', 'owner_id', 'request_status', 'status'] as const;
      let q =
        kind === 'property'
          ? db.selectFrom('properties').select(columns).where('id', '=', id)
          : db.selectFrom('projects').select(columns).where('id', '=', id);
      if (dialectOf(db) === 'postgres') q = q.forUpdate();
      return q.executeTakeFirst();
    },

    /**
     * Records the decision: the new moderation state through the listings' write path, and the
     * reason of a rejection; an approval clears earlier reasons (the audit log keeps them).
     */
    async decide(kind: ModeratedKind, id: number, to: RequestStatus, reason: string | null, now: Date) {
      if (kind === 'property') await propertyWriteRepository(db).update([id], { request_status: to }, now);
      else await projectWriteRepository(db).update([id], { request_status: to }, now);
      if (to === REQUEST_STATUS.rejected && reason !== null) {
        await db
          .insertInto('moderation_reasons')
          .values({ entity: kind, entity_id: id, reason, created_at: nowIso(now) })
          .execute();
      } else if (to === REQUEST_STATUS.approved) {
        await db
          .deleteFrom('moderation_reasons')
          .where('entity', '=', kind)
          .where('entity_id', '=', id)
          .execute();
      }
    },
  };
}

export type ModerationRepository = ReturnType<typeof moderationRepository>;
type Page<K extends 'properties' | 'projects'> = Awaited<ReturnType<ModerationRepository[K]>>['rows'][number];
export type PropertyQueueRow = Page<'properties'>;
export type ProjectQueueRow = Page<'projects'>;
