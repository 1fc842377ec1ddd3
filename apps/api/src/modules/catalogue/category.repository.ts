import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import { likePattern, toNumber } from '../../db/dialect.js';
import type { DB, Row } from '../../db/types.js';
import { type Counter, uncounted } from '../../lib/count-cache.js';
import { IS_PUBLIC } from '../listings/listing-status.js';

export type CategoryRow = Row<'categories'> & { properties_count?: number };

export interface CategoryFilters {
  search?: string;
  /** Only categories with at least one publicly visible, browsable listing; adds the count. */
  hasProperty?: boolean;
  id?: number;
}

type CategoryScope = ExpressionBuilder<DB & { c: DB['categories'] }, 'c'>;

/** Browsable listings of the category (is_public = 2: visible sell/rent). */
function visibleListings(eb: CategoryScope) {
  return eb
    .selectFrom('properties as p')
    .whereRef('p.category_id', '=', 'c.id')
    .where('p.is_public', '=', IS_PUBLIC.browsable);
}

/**
 * `counter`: where each category's listing count is kept between writes (the count cache, cleared
 * by every published change like the list totals); counts every time by default. At a million
 * listings the twelve counts of the homepage read about 67,000 index entries each.
 */
export function categoryRepository(db: Kysely<DB>, counter: Counter = uncounted) {
  function filtered(filters: CategoryFilters) {
    let q = db.selectFrom('categories as c').where('c.status', '=', 1);
    if (filters.id !== undefined) q = q.where('c.id', '=', filters.id);
    if (filters.search !== undefined) {
      // SQLite's lower() folds ASCII only; the pattern is folded the same way by likePattern.
      q = q.where(
        sql<boolean>`lower(${sql.ref('c.category')}) like ${likePattern(filters.search)} escape '\\'`,
      );
    }
    if (filters.hasProperty) q = q.where((eb) => eb.exists(visibleListings(eb).select(sql.lit(1).as('one'))));
    return q;
  }

  /** Browsable listings of one category (an index range on is_public, category_id). */
  function listingCount(categoryId: number): Promise<number> {
    return counter(`category-listings ${categoryId}`, async () => {
      const row = await db
        .selectFrom('properties')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('category_id', '=', categoryId)
        .where('is_public', '=', IS_PUBLIC.browsable)
        .executeTakeFirst();
      return toNumber(row?.n);
    });
  }

  return {
    /** The active category with this id and/or slug (both must match when both are sent). */
    async findActive(key: { id?: number; slug_id?: string }): Promise<{ id: number } | undefined> {
      let q = db.selectFrom('categories').select('id').where('status', '=', 1);
      if (key.id !== undefined) q = q.where('id', '=', key.id);
      if (key.slug_id !== undefined) q = q.where('slug_id', '=', key.slug_id);
      return q.executeTakeFirst();
    },

    /** The ids among `ids` that name a category (any status). */
    async existingIds(ids: readonly number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .selectFrom('categories')
        .select('id')
        .where('id', 'in', [...ids])
        .execute();
      return rows.map((row) => row.id);
    },

    /** One page in the operator's sequence (then id) and the total ignoring offset/limit. */
    async page(filters: CategoryFilters, offset: number, limit: number) {
      const rowsQuery = filtered(filters)
        .selectAll('c')
        .orderBy('c.sequence')
        .orderBy('c.id')
        .offset(offset)
        .limit(limit);
      const [rows, countRow] = await Promise.all([
        rowsQuery.execute(),
        filtered(filters)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirst(),
      ]);
      const items: CategoryRow[] = filters.hasProperty
        ? await Promise.all(
            rows.map(async (row) => ({ ...row, properties_count: await listingCount(row.id) })),
          )
        : rows;
      return { rows: items, total: toNumber(countRow?.n) };
    },

    /** Parameters of the given categories in each category's operator order (then id). */
    async parameterTypes(categoryIds: number[]) {
      if (categoryIds.length === 0) return [];
      return db
        .selectFrom('category_parameters as cp')
        .innerJoin('parameters as par', 'par.id', 'cp.parameter_id')
        .select([
          'cp.category_id',
          'cp.is_required',
          'par.id',
          'par.name',
          'par.type_of_parameter',
          'par.type_values',
          'par.image',
          'par.translations',
        ])
        .where('cp.category_id', 'in', categoryIds)
        .orderBy('cp.category_id')
        .orderBy('cp.sequence')
        .orderBy('par.id')
        .execute();
    },

    /**
     * Parameters of active categories, for search filter chips (get-facilities-for-filter), by
     * name (folded, so both dialects agree) then id. A parameter counts as required when some
     * active category requires it: the chip list is category-independent.
     */
    async filterParameters() {
      const rows = await db
        .selectFrom('parameters as par')
        .innerJoin('category_parameters as cp', 'cp.parameter_id', 'par.id')
        .innerJoin('categories as c', 'c.id', 'cp.category_id')
        .where('c.status', '=', 1)
        .groupBy(['par.id', 'par.name', 'par.type_of_parameter', 'par.type_values', 'par.image'])
        .select((eb) => [
          'par.id',
          'par.name',
          'par.type_of_parameter',
          'par.type_values',
          'par.image',
          eb.fn.max('cp.is_required').as('is_required'),
        ])
        .orderBy(sql`lower(${sql.ref('par.name')})`)
        .orderBy('par.id')
        .execute();
      return rows.map((row) => ({ ...row, is_required: toNumber(row.is_required) }));
    },
  };
}

export type CategoryRepository = ReturnType<typeof categoryRepository>;
export type ParameterTypeRow = Awaited<ReturnType<CategoryRepository['parameterTypes']>>[number];
