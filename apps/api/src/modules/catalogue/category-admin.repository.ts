import type { Kysely } from 'kysely';
import { containsLower, dialectOf, nowIso, toNumber } from '../../db/dialect.js';
import type { DB } from '../../db/types.js';
import type { CategoryRow } from './category.repository.js';

export interface AdminCategoryFilters {
  search?: string;
  active?: boolean;
}

export interface CategoryValues {
  category: string;
  slug_id: string;
  status: number;
  sequence: number;
  meta_title: string | null;
  meta_description: string | null;
}

export interface ParameterValues {
  name: string;
  type_of_parameter: string;
  /** JSON array of options, null for free types. */
  type_values: string | null;
}

/** One parameter of a category as the operator edits it: its link (order, required) and itself. */
export interface AdminParameterRow {
  category_id: number;
  id: number;
  name: string;
  type_of_parameter: string;
  type_values: string | null;
  image: string | null;
  is_required: number;
  sequence: number;
}

/** The operators' reads and writes of categories and their parameters (any status). */
export function categoryAdminRepository(db: Kysely<DB>) {
  return {
    async page(filters: AdminCategoryFilters, offset: number, limit: number) {
      const base = db
        .selectFrom('categories as c')
        .$if(!!filters.search, (q) => q.where(containsLower('c.category', filters.search as string, true)))
        .$if(filters.active !== undefined, (q) => q.where('c.status', '=', filters.active ? 1 : 0));
      const [rows, count] = await Promise.all([
        base.selectAll('c').orderBy('c.sequence').orderBy('c.id').offset(offset).limit(limit).execute(),
        base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
      ]);
      return { rows: rows as CategoryRow[], total: toNumber(count?.n) };
    },

    async find(id: number): Promise<CategoryRow | undefined> {
      return db.selectFrom('categories').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** The category's row, locked against a concurrent operator write on PostgreSQL. */
    async lock(id: number): Promise<CategoryRow | undefined> {
      const q = db.selectFrom('categories').selectAll().where('id', '=', id);
      return (dialectOf(db) === 'postgres' ? q.forUpdate() : q).executeTakeFirst();
    },

    async slugsTaken(candidates: string[], exceptId?: number): Promise<Set<string>> {
      let q = db.selectFrom('categories').select('slug_id').where('slug_id', 'in', candidates);
      if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
      return new Set((await q.execute()).map((r) => r.slug_id));
    },

    async parameters(categoryIds: number[]): Promise<AdminParameterRow[]> {
      if (categoryIds.length === 0) return [];
      const rows = await db
        .selectFrom('category_parameters as cp')
        .innerJoin('parameters as par', 'par.id', 'cp.parameter_id')
        .select([
          'cp.category_id',
          'par.id',
          'par.name',
          'par.type_of_parameter',
          'par.type_values',
          'par.image',
          'cp.is_required',
          'cp.sequence',
        ])
        .where('cp.category_id', 'in', categoryIds)
        .orderBy('cp.category_id')
        .orderBy('cp.sequence')
        .orderBy('par.id')
        .execute();
      return rows.map((r) => ({
        ...r,
        is_required: toNumber(r.is_required),
        sequence: toNumber(r.sequence),
      }));
    },

    /** Listings and projects filed under each category: such a category is never deleted. */
    async use(categoryIds: number[]): Promise<Map<number, number>> {
      const out = new Map<number, number>();
      if (categoryIds.length === 0) return out;
      const [properties, projects] = await Promise.all([
        db
          .selectFrom('properties')
          .select((eb) => ['category_id', eb.fn.countAll().as('n')])
          .where('category_id', 'in', categoryIds)
          .groupBy('category_id')
          .execute(),
        db
          .selectFrom('projects')
          .select((eb) => ['category_id', eb.fn.countAll().as('n')])
          .where('category_id', 'in', categoryIds)
          .groupBy('category_id')
          .execute(),
      ]);
      for (const row of [...properties, ...projects]) {
        const id = Number(row.category_id);
        out.set(id, (out.get(id) ?? 0) + toNumber(row.n));
      }
      return out;
    },

    async existingParameterIds(ids: number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db.selectFrom('parameters').select('id').where('id', 'in', ids).execute();
      return new Set(rows.map((r) => r.id));
    },

    async insert(values: CategoryValues, at: Date): Promise<number> {
      const stamp = nowIso(at);
      const row = await db
        .insertInto('categories')
        .values({ ...values, created_at: stamp, updated_at: stamp })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async update(id: number, values: CategoryValues, at: Date): Promise<void> {
      await db
        .updateTable('categories')
        .set({ ...values, updated_at: nowIso(at) })
        .where('id', '=', id)
        .execute();
    },

    async insertParameter(values: ParameterValues, at: Date): Promise<number> {
      const stamp = nowIso(at);
      const row = await db
        .insertInto('parameters')
        .values({ ...values, image: null, created_at: stamp, updated_at: stamp })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async updateParameter(id: number, values: ParameterValues, at: Date): Promise<void> {
      await db
        .updateTable('parameters')
        .set({ ...values, updated_at: nowIso(at) })
        .where('id', '=', id)
        .execute();
    },

    /** Replaces the category's parameter links; order is the array order. */
    async replaceLinks(categoryId: number, links: { parameter_id: number; is_required: boolean }[]) {
      await db.deleteFrom('category_parameters').where('category_id', '=', categoryId).execute();
      if (links.length === 0) return;
      await db
        .insertInto('category_parameters')
        .values(
          links.map((link, index) => ({
            category_id: categoryId,
            parameter_id: link.parameter_id,
            sequence: index + 1,
            is_required: link.is_required ? 1 : 0,
          })),
        )
        .execute();
    },

    /** Only for a category nothing is filed under: its parameter links go with it. */
    async remove(id: number): Promise<void> {
      await db.deleteFrom('category_parameters').where('category_id', '=', id).execute();
      await db.deleteFrom('categories').where('id', '=', id).execute();
    },
  };
}
