import { type Kysely, sql } from 'kysely';
import { toNumber } from '../../db/dialect.js';
import type { DB } from '../../db/types.js';
import { IS_PUBLIC, PROJECT_IS_PUBLIC } from '../listings/listing-status.js';

/**
 * Agents are active members with at least one publicly visible listing: a browsable property
 * (properties.is_public = 2) or a visible project (projects.is_public = 1). Counts are of the same
 * visible listings.
 */

/** Accounts removed by their owner keep no agent page, whatever their is_active flag says. */
const DELETED_ROLE = 'deleted';

export interface AgentCountsRow {
  id: number;
  name: string | null;
  slug_id: string;
  email: string | null;
  profile: string | null;
  verification_status: string;
  property_count: number;
  projects_count: number;
}

export function agentRepository(db: Kysely<DB>) {
  /** Active members joined to their visible-listing counts; only those with at least one. */
  const members = () =>
    db
      .selectFrom('users as u')
      .leftJoin(
        (eb) =>
          eb
            .selectFrom('properties')
            .select(['owner_id', (e) => e.fn.countAll().as('n')])
            .where('is_public', '=', IS_PUBLIC.browsable)
            .where('owner_id', 'is not', null)
            .groupBy('owner_id')
            .as('pc'),
        (join) => join.onRef('pc.owner_id', '=', 'u.id'),
      )
      .leftJoin(
        (eb) =>
          eb
            .selectFrom('projects')
            .select(['owner_id', (e) => e.fn.countAll().as('n')])
            .where('is_public', '=', PROJECT_IS_PUBLIC.visible)
            .where('owner_id', 'is not', null)
            .groupBy('owner_id')
            .as('jc'),
        (join) => join.onRef('jc.owner_id', '=', 'u.id'),
      )
      .where('u.is_active', '=', 1)
      .where('u.role', '<>', DELETED_ROLE)
      .where((eb) => eb.or([eb('pc.owner_id', 'is not', null), eb('jc.owner_id', 'is not', null)]));

  return {
    async countMembers(): Promise<number> {
      const row = await members()
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirst();
      return toNumber(row?.n);
    },

    /** Verified agents first, then most visible listings, then id. */
    async memberPage(offset: number, limit: number): Promise<AgentCountsRow[]> {
      if (limit <= 0) return [];
      const rows = await members()
        .select([
          'u.id',
          'u.name',
          'u.slug_id',
          'u.email',
          'u.profile',
          'u.verification_status',
          sql<number>`coalesce(pc.n, 0)`.as('property_count'),
          sql<number>`coalesce(jc.n, 0)`.as('projects_count'),
        ])
        .orderBy(sql`case when u.verification_status = 'success' then 0 else 1 end`)
        .orderBy(sql`coalesce(pc.n, 0) + coalesce(jc.n, 0)`, 'desc')
        .orderBy('u.id', 'asc')
        .offset(offset)
        .limit(limit)
        .execute();
      return rows.map((r) => ({
        ...r,
        property_count: toNumber(r.property_count),
        projects_count: toNumber(r.projects_count),
      }));
    },

    /** An agent page's owner: any active, not deleted member (404 otherwise). */
    async findMember(key: { id?: number; slug_id?: string }) {
      let q = db
        .selectFrom('users')
        .select([
          'id',
          'slug_id',
          'name',
          'profile',
          'email',
          'mobile',
          'address',
          'city',
          'state',
          'country',
          'about_me',
          'facebook_id',
          'twiiter_id',
          'instagram_id',
          'youtube_id',
          'verification_status',
        ])
        .where('is_active', '=', 1)
        .where('role', '<>', DELETED_ROLE);
      if (key.id !== undefined) q = q.where('id', '=', key.id);
      else if (key.slug_id !== undefined) q = q.where('slug_id', '=', key.slug_id);
      else return undefined;
      return q.executeTakeFirst();
    },

    /**
     * Ids of an owner's visible sell/rent premium listings (null = operator). Premium listings are
     * few per agent; the ids both count them and page them ahead of the rest.
     */
    async premiumPropertyIds(ownerId: number | null): Promise<number[]> {
      let q = db
        .selectFrom('properties')
        .select('id')
        .where('is_public', '=', IS_PUBLIC.browsable)
        .where('is_premium', '=', 1);
      q = ownerId === null ? q.where('owner_id', 'is', null) : q.where('owner_id', '=', ownerId);
      return (await q.execute()).map((r) => r.id);
    },
  };
}

export type AgentRepository = ReturnType<typeof agentRepository>;
export type AgentMemberRow = NonNullable<Awaited<ReturnType<AgentRepository['findMember']>>>;
