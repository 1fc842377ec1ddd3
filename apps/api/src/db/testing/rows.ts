import { type Kysely, sql } from 'kysely';
import type { DB, NewRow, Row, RowUpdate } from '../types.js';

/**
 * Typed row helpers for tests that set up or inspect tables directly. Tests may not build queries
 * (scripts/check-layering.mjs), so every direct read or write of a test goes through these few
 * functions instead of each file writing its own.
 *
 * A `where` is an object of column values, all of which must match (`null` matches NULL); an
 * array of such objects matches a row that satisfies any one of them:
 *   countRows(db, 'blocks', [{ blocker_id: id }, { blocked_id: id }])
 */
export type Table = keyof DB & string;
export type Where<T extends Table> = { [K in keyof Row<T>]?: Row<T>[K] | null };
export type AnyOf<T extends Table> = Where<T> | Where<T>[];
type Column<T extends Table> = keyof Row<T> & string;

export interface ReadOptions<T extends Table, K extends Column<T>> {
  /** Only these columns (the result is typed to them); every column by default. */
  select?: readonly K[];
  /** Column order; `[column, 'desc']` for newest first. Rows come in no defined order without it. */
  orderBy?: Column<T> | [Column<T>, 'asc' | 'desc'];
}

// Kysely's builders are typed per table; these helpers are generic over the table, so the
// builder is untyped inside and the signatures carry the types.
// biome-ignore lint/suspicious/noExplicitAny: see above
const untyped = (db: Kysely<DB>) => db as any;
// biome-ignore lint/suspicious/noExplicitAny: see above
type Filterable = { where: (...args: any[]) => any };

function filter<Q extends Filterable>(query: Q, where: AnyOf<Table> | undefined): Q {
  if (where === undefined) return query;
  const alternatives = (Array.isArray(where) ? where : [where]) as Record<string, unknown>[];
  if (alternatives.length === 1 && Object.keys(alternatives[0] ?? {}).length === 0) return query;
  // biome-ignore lint/suspicious/noExplicitAny: an expression builder of an untyped query
  return query.where((eb: any) =>
    eb.or(
      alternatives.map((alt) =>
        eb.and(
          Object.entries(alt).map(([column, value]) => {
            // An undefined value would match everything or nothing, silently: say so instead.
            if (value === undefined) throw new Error(`where.${column} is undefined`);
            return value === null ? eb(column, 'is', null) : eb(column, '=', value);
          }),
        ),
      ),
    ),
  ) as Q;
}

/** Every row of `table` matching `where` (all rows without it). */
export async function findRows<T extends Table, K extends Column<T> = Column<T>>(
  db: Kysely<DB>,
  table: T,
  where?: AnyOf<T>,
  options: ReadOptions<T, K> = {},
): Promise<Pick<Row<T>, K>[]> {
  const base = untyped(db).selectFrom(table);
  let query = options.select ? base.select([...options.select]) : base.selectAll();
  query = filter(query, where);
  if (options.orderBy) {
    const [column, direction] = Array.isArray(options.orderBy) ? options.orderBy : [options.orderBy, 'asc'];
    query = query.orderBy(column, direction);
  }
  return query.execute();
}

/** The first row matching `where`, or undefined. */
export async function findRow<T extends Table, K extends Column<T> = Column<T>>(
  db: Kysely<DB>,
  table: T,
  where?: AnyOf<T>,
  options: ReadOptions<T, K> = {},
): Promise<Pick<Row<T>, K> | undefined> {
  return (await findRows(db, table, where, options))[0];
}

/** The first row matching `where`; throws when there is none. */
export async function getRow<T extends Table, K extends Column<T> = Column<T>>(
  db: Kysely<DB>,
  table: T,
  where?: AnyOf<T>,
  options: ReadOptions<T, K> = {},
): Promise<Pick<Row<T>, K>> {
  const row = await findRow(db, table, where, options);
  if (row === undefined) throw new Error(`no ${table} row matches ${JSON.stringify(where)}`);
  return row;
}

/** How many rows of `table` match `where` (all rows without it). */
export async function countRows<T extends Table>(
  db: Kysely<DB>,
  table: T,
  where?: AnyOf<T>,
): Promise<number> {
  const query = untyped(db).selectFrom(table).select(sql<number>`count(*)`.as('n'));
  const row = await filter(query, where).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Inserts one row and returns it as stored (generated id and defaults included). */
export async function insertRow<T extends Table>(
  db: Kysely<DB>,
  table: T,
  values: NewRow<T>,
): Promise<Row<T>> {
  return untyped(db).insertInto(table).values(values).returningAll().executeTakeFirstOrThrow();
}

/** Inserts several rows at once and returns them as stored. */
export async function insertRows<T extends Table>(
  db: Kysely<DB>,
  table: T,
  values: NewRow<T>[],
): Promise<Row<T>[]> {
  return untyped(db).insertInto(table).values(values).returningAll().execute();
}

/** Sets `values` on every row matching `where`; returns how many rows changed. */
export async function updateRows<T extends Table>(
  db: Kysely<DB>,
  table: T,
  where: AnyOf<T>,
  values: RowUpdate<T>,
): Promise<number> {
  const result = await filter(untyped(db).updateTable(table).set(values), where).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Deletes every row matching `where` (every row without it); returns how many went. */
export async function deleteRows<T extends Table>(
  db: Kysely<DB>,
  table: T,
  where?: AnyOf<T>,
): Promise<number> {
  const result = await filter(untyped(db).deleteFrom(table), where).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Empties tables in the order given (children before parents). */
export async function clearTables(db: Kysely<DB>, tables: readonly Table[]): Promise<void> {
  for (const table of tables) await deleteRows(db, table);
}
