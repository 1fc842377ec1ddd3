import type { SelectQueryBuilder } from 'kysely';
import { containsLower, lowerEquals, nowIso } from '../../db/dialect.js';
import type { DB } from '../../db/types.js';
import { PROJECT_IS_PUBLIC } from '../listings/listing-status.js';

/**
 * The filters of the public project reads, resolved by the service (category slug → id,
 * posted_since → cutoff) and applied here as SQL. Every query built with them is limited to
 * publicly visible projects: owner views never go through here.
 */
export interface ProjectFilters {
  categoryId?: number;
  city?: string;
  state?: string;
  country?: string;
  type?: string;
  createdSince?: Date;
  promotedOnly?: boolean;
  notPromoted?: boolean;
  search?: string;
  /** null = operator projects. */
  ownerId?: number | null;
  excludeIds?: number[];
  /** Only these projects (the home slider's sponsored entries). */
  ids?: number[];
}

// biome-ignore lint/complexity/noBannedTypes: Kysely's own empty selection type
type Q = SelectQueryBuilder<DB, 'projects', {}>;

export function applyProjectFilters(query: Q, f: ProjectFilters, now: Date): Q {
  let q = query.where('projects.is_public', '=', PROJECT_IS_PUBLIC.visible);
  if (f.categoryId !== undefined) q = q.where('projects.category_id', '=', f.categoryId);
  if (f.city) q = q.where(lowerEquals('projects.city', f.city));
  if (f.state) q = q.where(lowerEquals('projects.state', f.state));
  if (f.country) q = q.where(lowerEquals('projects.country', f.country));
  if (f.type) q = q.where('projects.type', '=', f.type);
  if (f.createdSince) q = q.where('projects.created_at', '>=', nowIso(f.createdSince));
  // promoted_until is the end of the live advertisement, so "still in the future" = promoted.
  if (f.promotedOnly) q = q.where('projects.promoted_until', '>', nowIso(now));
  if (f.notPromoted) {
    q = q.where((eb) =>
      eb.or([eb('projects.promoted_until', 'is', null), eb('projects.promoted_until', '<=', nowIso(now))]),
    );
  }
  if (f.search) q = q.where(containsLower('projects.search_text', f.search));
  if (f.ownerId !== undefined) {
    q =
      f.ownerId === null
        ? q.where('projects.owner_id', 'is', null)
        : q.where('projects.owner_id', '=', f.ownerId);
  }
  if (f.excludeIds?.length) q = q.where('projects.id', 'not in', f.excludeIds);
  if (f.ids) q = q.where('projects.id', 'in', f.ids.length ? f.ids : [0]);
  return q;
}
