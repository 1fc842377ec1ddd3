import { type Kysely, sql, type Transaction } from 'kysely';
import { dialectOf } from '../../db/dialect.js';
import type { DB } from '../../db/types.js';
import { IS_PUBLIC, PROJECT_IS_PUBLIC } from './listing-status.js';

type Db = Kysely<DB> | Transaction<DB>;

/** The operator's listings have no owner row: their counts live under this key. */
export const OPERATOR_OWNER_KEY = 0;

/**
 * owner_listing_counts: each owner's visible listings, recounted from the (owner_id, is_public)
 * indexes whenever a write may have changed a listing's visibility or owner. Recounting (rather
 * than adding and subtracting) keeps the figure exact whatever the write did. On PostgreSQL the
 * owners' rows are locked first: two transactions writing one owner's listings then recount one
 * after the other, and the later count (a new snapshot) sees the earlier one's rows.
 */
export async function refreshOwnerCounts(db: Db, owners: readonly (number | null)[] | 'all'): Promise<void> {
  const keys =
    owners === 'all' ? await everyOwner(db) : [...new Set(owners.map((o) => o ?? OPERATOR_OWNER_KEY))];
  if (keys.length === 0) return;
  keys.sort((a, b) => a - b);
  await db
    .insertInto('owner_listing_counts')
    .values(keys.map((owner_id) => ({ owner_id })))
    .onConflict((oc) => oc.column('owner_id').doNothing())
    .execute();
  // In key order, so two writers never wait on each other in a cycle.
  if (dialectOf(db) === 'postgres')
    await db
      .selectFrom('owner_listing_counts')
      .select('owner_id')
      .where('owner_id', 'in', keys)
      .orderBy('owner_id')
      .forUpdate()
      .execute();
  const members = keys.filter((k) => k !== OPERATOR_OWNER_KEY);
  if (members.length > 0)
    await db
      .updateTable('owner_listing_counts')
      .set({
        property_count: countOwned(db, 'properties', sql.ref('owner_listing_counts.owner_id')),
        project_count: countOwned(db, 'projects', sql.ref('owner_listing_counts.owner_id')),
      })
      .where('owner_id', 'in', members)
      .execute();
  if (keys.includes(OPERATOR_OWNER_KEY))
    await db
      .updateTable('owner_listing_counts')
      .set({
        property_count: countOwned(db, 'properties', null),
        project_count: countOwned(db, 'projects', null),
      })
      .where('owner_id', '=', OPERATOR_OWNER_KEY)
      .execute();
}

/** Visible listings of one owner (null = the operator), counted on the (owner_id, is_public) index. */
function countOwned(db: Db, table: 'properties' | 'projects', owner: ReturnType<typeof sql.ref> | null) {
  const visible = table === 'properties' ? IS_PUBLIC.browsable : PROJECT_IS_PUBLIC.visible;
  const column = sql.ref(`${table}.owner_id`);
  return db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(owner === null ? sql<boolean>`${column} is null` : sql<boolean>`${column} = ${owner}`)
    .where('is_public', '=', visible);
}

async function everyOwner(db: Db): Promise<number[]> {
  const key = (table: 'properties' | 'projects') =>
    db
      .selectFrom(table)
      .select(sql<number>`coalesce(${sql.ref(`${table}.owner_id`)}, ${sql.lit(OPERATOR_OWNER_KEY)})`.as('k'));
  const rows = await key('properties')
    .union(key('projects'))
    .union(db.selectFrom('owner_listing_counts').select('owner_id as k'))
    .execute();
  return rows.map((r) => Number(r.k));
}

/** The owners of some listings, read before a write that may move or remove them. */
export async function ownersOf(
  db: Db,
  table: 'properties' | 'projects',
  ids: readonly number[],
): Promise<(number | null)[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom(table)
    .select('owner_id')
    .distinct()
    .where('id', 'in', [...ids])
    .execute();
  return rows.map((r) => r.owner_id);
}
