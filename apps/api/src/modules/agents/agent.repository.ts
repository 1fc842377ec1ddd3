import { type Kysely, sql } from 'kysely';
import { toNumber } from '../../db/dialect.js';
import type { DB } from '../../db/types.js';
import { IS_PUBLIC } from '../listings/listing-status.js';
import { OPERATOR_OWNER_KEY } from '../listings/owner-counts.repository.js';

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
  /**
   * Active members joined to their visible-listing counts (owner_listing_counts, kept by the
   * listing write path); only those with at least one.
   */
  const members = () =>
    db
      .selectFrom('users as u')
      .innerJoin('owner_listing_counts as oc', 'oc.owner_id', 'u.id')
      .where('u.is_active', '=', 1)
      .where('u.role', '<>', DELETED_ROLE)
      .where((eb) => eb.or([eb('oc.property_count', '>', 0), eb('oc.project_count', '>', 0)]));

  return {
    /** One owner's visible listings (null = the operator), as the write path last counted them. */
    async listingCounts(ownerId: number | null): Promise<{ property_count: number; projects_count: number }> {
      const row = await db
        .selectFrom('owner_listing_counts')
        .select(['property_count', 'project_count'])
        .where('owner_id', '=', ownerId ?? OPERATOR_OWNER_KEY)
        .executeTakeFirst();
      return { property_count: toNumber(row?.property_count), projects_count: toNumber(row?.project_count) };
    },

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
          'oc.property_count',
          'oc.project_count as projects_count',
        ])
        .orderBy(sql`case when u.verification_status = 'success' then 0 else 1 end`)
        .orderBy(sql`oc.property_count + oc.project_count`, 'desc')
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
