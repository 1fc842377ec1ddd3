import type { AppDeps } from '../../app-deps.js';
import { OPERATOR_SLUG } from '../listings/operator.js';
import { seoRepository } from './seo.repository.js';

export const SITEMAP_TYPES = ['property', 'project', 'agent', 'article', 'category', 'city'] as const;
export type SitemapType = (typeof SITEMAP_TYPES)[number];

export interface SitemapEntry {
  slug_id: string;
  updated_at: string | null;
}

/**
 * What a sitemap lists: only what a guest can open (contract visibility rules). Properties with
 * is_public ≥ 1 (sold/rented pages stay reachable), projects with is_public = 1, agents as
 * agent-list defines them (active members with a visible listing, and the operator when it has
 * one), articles, active categories, enabled cities with a browsable listing (slug = city name).
 */
export function seoService(deps: AppDeps) {
  const repo = seoRepository(deps.db);

  async function page(type: SitemapType, offset: number, limit: number) {
    if (type === 'agent') return agents(offset, limit);
    const { rows, total } = await repo.page(type, offset, limit);
    return { data: rows, total };
  }

  /** agent-list's sequence: the operator first when it has a visible listing, then members. */
  async function agents(offset: number, limit: number): Promise<{ data: SitemapEntry[]; total: number }> {
    const withOperator = (await repo.operatorHasListing()) ? 1 : 0;
    const memberOffset = Math.max(0, offset - withOperator);
    const memberLimit = limit - (withOperator && offset === 0 ? 1 : 0);
    const { rows, total } = await repo.memberAgents(memberOffset, memberLimit);
    const data: SitemapEntry[] = [...rows];
    if (withOperator && offset === 0 && limit > 0) data.unshift({ slug_id: OPERATOR_SLUG, updated_at: null });
    return { data, total: total + withOperator };
  }

  return { page };
}

export type SeoService = ReturnType<typeof seoService>;
