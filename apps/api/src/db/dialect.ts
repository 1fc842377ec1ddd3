import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, type RawBuilder, sql } from 'kysely';

/**
 * Everything that differs between SQLite and PostgreSQL lives here, so the rest of the code base
 * (migrations, repositories) stays portable. Booleans are stored as 0/1 integers and JSON as text
 * on both dialects: one representation means one code path in repositories and presenters.
 */
export type DialectName = 'sqlite' | 'postgres';

export interface ColumnTypes {
  /** Date-time column: timestamptz on PostgreSQL, ISO-8601 text on SQLite (sorts lexically). */
  ts: 'timestamptz' | 'text';
  /** Money: exact decimal on PostgreSQL (read back as string), REAL on SQLite. */
  money: RawBuilder<unknown> | 'real';
  /** Floating point for coordinates and distances. */
  float: 'double precision' | 'real';
}

export function columnTypes(dialect: DialectName): ColumnTypes {
  return dialect === 'postgres'
    ? { ts: 'timestamptz', money: sql`numeric(15,2)`, float: 'double precision' }
    : { ts: 'text', money: 'real', float: 'real' };
}

/** Auto-increment integer primary key, the portable way. */
export function idColumn(dialect: DialectName) {
  return dialect === 'postgres'
    ? (['id', 'serial', (c: ColumnDefinitionBuilder) => c.primaryKey()] as const)
    : (['id', 'integer', (c: ColumnDefinitionBuilder) => c.primaryKey().autoIncrement()] as const);
}

/** Case-insensitive equality on a text column (both sides lower-cased; indexes use lower(col)). */
export function lowerEquals(column: string, value: string): RawBuilder<boolean> {
  return sql<boolean>`lower(${sql.ref(column)}) = ${value.trim().toLowerCase()}`;
}

/** Escapes a user string for use inside LIKE with ESCAPE '\'. */
export function likePattern(value: string): string {
  return `%${value
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/**
 * Case-insensitive substring match on an already lower-cased column; `lowerColumn` lower-cases a
 * column that keeps its case (ASCII folding only on SQLite).
 */
export function containsLower(column: string, value: string, lowerColumn = false): RawBuilder<boolean> {
  const target = lowerColumn ? sql`lower(${sql.ref(column)})` : sql.ref(column);
  return sql<boolean>`${target} like ${likePattern(value)} escape '\\'`;
}

/** Converts a count/avg that PostgreSQL returns as a string (bigint/numeric) into a number. */
export function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'string') return Number(value);
  return 0;
}

export function nullableNumber(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  return toNumber(value);
}

/** Timestamps come back as Date (pg) or ISO text (SQLite); the API speaks ISO-8601 with Z. */
export function toIso(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const date = value instanceof Date ? value : new Date(String(value));
  if (Number.isNaN(date.getTime())) return null;
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** The canonical stored form of "now" (millisecond ISO text; a valid timestamptz literal too). */
export function nowIso(date: Date = new Date()): string {
  return date.toISOString();
}

export type AnyDb = Kysely<any>;

/** The dialect a handle (or a transaction on it) speaks, for the few queries that differ. */
export function dialectOf(db: AnyDb): DialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/** The UTC calendar day (YYYY-MM-DD) of a date-time column, for per-day figures. */
export function utcDay(db: AnyDb, column: string): RawBuilder<string> {
  // SQLite keeps ISO-8601 text written in UTC, so the day is its first ten characters.
  return dialectOf(db) === 'postgres'
    ? sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD')`
    : sql<string>`substr(${sql.ref(column)}, 1, 10)`;
}
