import { type Kysely, sql } from 'kysely';
import { toIso, toNumber } from '../../db/dialect.js';
import type { DB } from '../../db/types.js';
import { IS_PUBLIC, PROJECT_IS_PUBLIC } from '../listings/listing-status.js';

export type SitemapKind = 'property' | 'project' | 'article' | 'category' | 'city';

export interface SitemapRow {
  slug_id: string;
  updated_at: string | null;
}

/** Sitemap entries: slugs and last changes of what a guest can open, in id order. */
export function seoRepository(db: Kysely<DB>) {
  async function run(
    rows: { execute(): Promise<{ slug_id: string; updated_at: unknown }[]> },
    count: { executeTakeFirst(): Promise<{ n: unknown } | undefined> },
  ): Promise<{ rows: SitemapRow[]; total: number }> {
    const [list, total] = await Promise.all([rows.execute(), count.executeTakeFirst()]);
    return {
      rows: list.map((r) => ({ slug_id: r.slug_id, updated_at: toIso(r.updated_at) })),
      total: toNumber(total?.n),
    };
  }

  return {
    async page(type: SitemapKind, offset: number, limit: number) {
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
      }
    },

    /** Whether the operator has a visible listing or project (it then counts as an agent). */
    async operatorHasListing(): Promise<boolean> {
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
      return operatorListing !== undefined;
    },

    /** Active members with a visible listing or project, in id order, and how many there are. */
    async memberAgents(offset: number, limit: number): Promise<{ rows: SitemapRow[]; total: number }> {
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
      const [list, count] = await Promise.all([
        limit > 0
          ? members
              .select(['u.slug_id', 'u.updated_at'])
              .orderBy('u.id')
              .offset(offset)
              .limit(limit)
              .execute()
          : Promise.resolve([]),
        members.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
      ]);
      return {
        rows: list.map((r) => ({ slug_id: r.slug_id, updated_at: toIso(r.updated_at) })),
        total: toNumber(count?.n),
      };
    },
  };
}

export type SeoRepository = ReturnType<typeof seoRepository>;
