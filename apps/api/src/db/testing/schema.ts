import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../dialect.js';
import type { DB } from '../types.js';

/**
 * Schema introspection for tests that check code against the live schema (which columns exist,
 * which refer to a table), and scratch tables that show such a check notices a change. Works on
 * either dialect; tables and columns are named `table.column`.
 */
interface SchemaDeps {
  db: Kysely<DB>;
  dialect: DialectName;
}

/** Every table of the schema (migration bookkeeping excluded) with its column names. */
export async function schemaTables(db: Kysely<DB>): Promise<{ name: string; columns: string[] }[]> {
  const tables = await db.introspection.getTables();
  return tables.map((table) => ({ name: table.name, columns: table.columns.map((column) => column.name) }));
}

/** Every `table.column` of the schema. */
export async function schemaColumns(db: Kysely<DB>): Promise<Set<string>> {
  const tables = await schemaTables(db);
  return new Set(tables.flatMap((table) => table.columns.map((column) => `${table.name}.${column}`)));
}

/** Every `table.column` with a foreign key to `target`, as the database itself declares it. */
export async function foreignKeysTo(deps: SchemaDeps, target: string): Promise<Set<string>> {
  const out = new Set<string>();
  if (deps.dialect === 'postgres') {
    const rows = await sql<{ table_name: string; column_name: string }>`
      select kcu.table_name, kcu.column_name
      from information_schema.referential_constraints rc
      join information_schema.key_column_usage kcu
        on kcu.constraint_name = rc.constraint_name and kcu.constraint_schema = rc.constraint_schema
      join information_schema.key_column_usage target
        on target.constraint_name = rc.unique_constraint_name
        and target.constraint_schema = rc.unique_constraint_schema
      where target.table_name = ${target} and kcu.constraint_schema = current_schema()`.execute(deps.db);
    for (const row of rows.rows) out.add(`${row.table_name}.${row.column_name}`);
    return out;
  }
  for (const table of await deps.db.introspection.getTables()) {
    const rows = await sql<{ table: string; from: string }>`
      select "table", "from" from pragma_foreign_key_list(${table.name})`.execute(deps.db);
    for (const row of rows.rows) if (row.table === target) out.add(`${table.name}.${row.from}`);
  }
  return out;
}

const identifier = (text: string) => {
  if (!/^[a-z_][a-z0-9_]*$/.test(text)) throw new Error(`not a plain identifier: ${text}`);
  return text;
};

/**
 * Creates a table the migrations do not know, e.g. `{ id: 'integer primary key', member:
 * 'integer references users(id)' }` (column definitions are plain SQL valid on both dialects).
 * Returns the function that drops it again.
 */
export async function createScratchTable(
  db: Kysely<DB>,
  name: string,
  columns: Record<string, string>,
): Promise<() => Promise<void>> {
  const table = identifier(name);
  const definitions = Object.entries(columns).map(([column, type]) => `${identifier(column)} ${type}`);
  await sql.raw(`create table ${table} (${definitions.join(', ')})`).execute(db);
  return async () => {
    await sql.raw(`drop table ${table}`).execute(db);
  };
}
