import type { CreateTableBuilder, Kysely } from 'kysely';
import { columnTypes, type DialectName, idColumn } from '../dialect.js';

/**
 * Helpers shared by the migration files. Migrations receive the dialect name explicitly so the
 * same file builds the same logical schema on SQLite and PostgreSQL.
 */
export interface MigrationContext {
  db: Kysely<any>;
  dialect: DialectName;
}

export function table(ctx: MigrationContext, name: string): CreateTableBuilder<string, 'id'> {
  const [col, type, build] = idColumn(ctx.dialect);
  return ctx.db.schema.createTable(name).addColumn(col, type, build) as CreateTableBuilder<string, 'id'>;
}

/** created_at / updated_at, both required, written by the application in UTC. */
export function withTimestamps<T extends string>(ctx: MigrationContext, builder: CreateTableBuilder<T, any>) {
  const { ts } = columnTypes(ctx.dialect);
  return builder
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull());
}

export function types(ctx: MigrationContext) {
  return columnTypes(ctx.dialect);
}

export async function index(
  ctx: MigrationContext,
  name: string,
  tableName: string,
  columns: string[],
  options: { unique?: boolean; expression?: string } = {},
): Promise<void> {
  let builder = ctx.db.schema.createIndex(name).on(tableName);
  if (options.unique) builder = builder.unique();
  if (options.expression) {
    const { sql } = await import('kysely');
    builder = builder.expression(sql.raw(options.expression));
  } else {
    builder = builder.columns(columns);
  }
  await builder.execute();
}
