import { sql } from 'kysely';
import type { AppDeps } from '../../app-deps.js';
import { toIso, toNumber } from '../../db/dialect.js';
import { OPERATOR_SLUG } from '../agents/operator.js';
import { IS_PUBLIC, PROJECT_IS_PUBLIC } from '../properties/listing-status.js';

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
  const { db } = deps;

  async function page(type: SitemapType, offset: number, limit: number) {
    switch (type) {
      case 'property': {
        const base = db.selectFrom('properties').where('is_public', '>=', IS_PUBLIC.lookupOnly);
        return run(
          base.select(['slug_id', 'updated_at']).orderBy('id').offset(offset).limit(limit),
          base.select((eb) => eb.fn.countAll().as('n')),
        );
      }
      case 'project': {
        const base = db.selectFrom('projects').where('is_public', '=', PROJECT_IS_PUBLIC.visible);
        return run(
          base.select(['slug_id', 'updated_at']).orderBy('id').offset(offset).limit(limit),
          base.select((eb) => eb.fn.countAll().as('n')),
        );
      }
      case 'article': {
        const base = db.selectFrom('articles');
        return run(
          base.select(['slug_id', 'updated_at']).orderBy('id').offset(offset).limit(limit),
          base.select((eb) => eb.fn.countAll().as('n')),
        );
      }
      case 'category': {
        const base = db.selectFrom('categories').where('status', '=', 1);
        return run(
          base.select(['slug_id', 'updated_at']).orderBy('id').offset(offset).limit(limit),
          base.select((eb) => eb.fn.countAll().as('n')),
        );
      }
      case 'city': {
        const base = db
          .selectFrom('cities as c')
          .where('c.status', '=', 1)
          .where((eb) =>
            eb.exists(
              eb
                .selectFrom('properties as p')
                .select('p.id')
                .where(sql<boolean>`lower(${sql.ref('p.city')}) = ${sql.ref('c.name_key')}`)
                .where('p.is_public', '=', IS_PUBLIC.browsable),
            ),
          );
        return run(
          base.select(['c.name as slug_id', 'c.updated_at']).orderBy('c.id').offset(offset).limit(limit),
          base.select((eb) => eb.fn.countAll().as('n')),
        );
      }
      case 'agent':
        return agents(offset, limit);
    }
  }

  async function run(
    rows: { execute(): Promise<{ slug_id: string; updated_at: unknown }[]> },
    count: { executeTakeFirst(): Promise<{ n: unknown } | undefined> },
  ): Promise<{ data: SitemapEntry[]; total: number }> {
    const [list, total] = await Promise.all([rows.execute(), count.executeTakeFirst()]);
    return {
      data: list.map((r) => ({ slug_id: r.slug_id, updated_at: toIso(r.updated_at) })),
      total: toNumber(total?.n),
    };
  }

  async function agents(offset: number, limit: number): Promise<{ data: SitemapEntry[]; total: number }> {
    const operatorListing = await db
      .selectFrom('properties')
      .select('id')
      .where('owner_id', 'is', null)
      .where('is_public', '=', IS_PUBLIC.browsable)
      .unionAll(
        db
          .selectFrom('projects')
          .select('id')
          .where('owner_id', 'is', null)
          .where('is_public', '=', PROJECT_IS_PUBLIC.visible),
      )
      .limit(1)
      .executeTakeFirst();
    const withOperator = operatorListing ? 1 : 0;
    const members = db
      .selectFrom('users as u')
      .where('u.is_active', '=', 1)
      .where('u.role', '<>', 'deleted')
      .where((eb) =>
        eb.or([
          eb.exists(
            eb
              .selectFrom('properties as p')
              .select('p.id')
              .whereRef('p.owner_id', '=', 'u.id')
              .where('p.is_public', '=', IS_PUBLIC.browsable),
          ),
          eb.exists(
            eb
              .selectFrom('projects as j')
              .select('j.id')
              .whereRef('j.owner_id', '=', 'u.id')
              .where('j.is_public', '=', PROJECT_IS_PUBLIC.visible),
          ),
        ]),
      );
    const memberOffset = Math.max(0, offset - withOperator);
    const memberLimit = limit - (withOperator && offset === 0 ? 1 : 0);
    const [list, count] = await Promise.all([
      memberLimit > 0
        ? members
            .select(['u.slug_id', 'u.updated_at'])
            .orderBy('u.id')
            .offset(memberOffset)
            .limit(memberLimit)
            .execute()
        : Promise.resolve([]),
      members.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
    ]);
    const data: SitemapEntry[] = list.map((r) => ({ slug_id: r.slug_id, updated_at: toIso(r.updated_at) }));
    if (withOperator && offset === 0 && limit > 0) data.unshift({ slug_id: OPERATOR_SLUG, updated_at: null });
    return { data, total: toNumber(count?.n) + withOperator };
  }

  return { page };
}

export type SeoService = ReturnType<typeof seoService>;
