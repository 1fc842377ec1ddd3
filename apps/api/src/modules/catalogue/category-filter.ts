import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.js';
import { errors } from '../../lib/app-error.js';

/**
 * A `category_id` / `category_slug_id` list filter resolved to an active category's id. An
 * unknown or inactive category is a bad request, not an empty list (contract §3.1).
 */
export async function resolveCategoryFilter(
  db: Kysely<DB>,
  query: { category_id?: number; category_slug_id?: string },
): Promise<number | undefined> {
  if (query.category_id === undefined && query.category_slug_id === undefined) return undefined;
  let q = db.selectFrom('categories').select('id').where('status', '=', 1);
  q =
    query.category_id !== undefined
      ? q.where('id', '=', query.category_id)
      : q.where('slug_id', '=', query.category_slug_id as string);
  const row = await q.executeTakeFirst();
  if (!row) {
    throw errors.field(
      query.category_id !== undefined ? 'category_id' : 'category_slug_id',
      'Category not found',
    );
  }
  return row.id;
}
