import type { Envelope } from '../../lib/call.js';
import { cacheTag } from '../../lib/change-feed.js';

/**
 * What cached listing answers depend on. A page of listings depends on every listing (a new or
 * edited one can enter or leave it) and on the categories named on its cards; one listing's
 * answer depends on that listing, its category and the owner shown on it.
 */
/** Listings change often: browsers and CDNs revalidate them sooner than catalogue reads. */
export const LISTING_MAX_AGE = 10;

export const LISTING_PAGE_TAGS = [cacheTag.properties, cacheTag.categories] as const;
/** Project cards also show their owner's name and photo. */
export const PROJECT_PAGE_TAGS = [cacheTag.projects, cacheTag.categories, cacheTag.agents] as const;
/** Pages mixing listings, projects, agents and catalogue entries (homepage, agent pages). */
export const EVERY_COLLECTION_TAG = [
  cacheTag.properties,
  cacheTag.projects,
  cacheTag.categories,
  cacheTag.agents,
  cacheTag.cities,
  cacheTag.catalogue,
  cacheTag.homepage,
] as const;

interface DetailShape {
  id?: unknown;
  category_id?: unknown;
  customer_id?: unknown;
}

/** get_property: one listing by id/slug (a one-item array), or a filtered page in detail shape. */
export function propertyAnswerTags(answer: Envelope, input: { id?: number; slug_id?: string }): string[] {
  if (input.id === undefined && input.slug_id === undefined) {
    return [...LISTING_PAGE_TAGS, cacheTag.agents, cacheTag.catalogue];
  }
  // Facility and parameter names on the detail come from the catalogue and the category.
  const tags: string[] = [cacheTag.catalogue];
  for (const item of Array.isArray(answer.data) ? (answer.data as DetailShape[]) : []) {
    if (typeof item.id === 'number') tags.push(cacheTag.property(item.id));
    if (typeof item.category_id === 'number') tags.push(cacheTag.category(item.category_id));
    if (typeof item.customer_id === 'number' && item.customer_id > 0)
      tags.push(cacheTag.agent(item.customer_id));
  }
  if (answer.extra?.similar_properties !== undefined) tags.push(...LISTING_PAGE_TAGS, cacheTag.agents);
  return tags;
}
