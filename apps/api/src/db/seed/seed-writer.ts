import { type Insertable, type Kysely, sql } from 'kysely';
import { type DialectName, nowIso } from '../dialect.js';
import type { DB } from '../types.js';

/** Rows per INSERT: at most 500, and few enough that the bound parameters stay under SQLite's
 *  32,766-variable limit (PostgreSQL allows 65,535) for wide tables such as `properties`. */
const MAX_ROWS = 500;
const MAX_PARAMS = 30_000;

export type TableName = keyof DB;

/**
 * Batched multi-row inserts inside the seed's transaction, and explicit ids: the seed knows every
 * id before it writes (so children and links need no RETURNING round trip), starting after the
 * largest existing id so a database with some catalogue rows already in it still works.
 */
export class SeedWriter {
  private readonly nextIds = new Map<TableName, number>();
  private readonly touched = new Set<TableName>();
  rowsWritten = 0;

  constructor(
    readonly db: Kysely<DB>,
    readonly dialect: DialectName,
  ) {}

  /** Reserves `count` consecutive ids for `table` and returns the first one. */
  async reserveIds(table: TableName, count: number): Promise<number> {
    let next = this.nextIds.get(table);
    if (next === undefined) {
      const row = await sql<{
        max_id: number | string | null;
      }>`select max(id) as max_id from ${sql.table(table)}`.execute(this.db);
      next = Number(row.rows[0]?.max_id ?? 0) + 1;
    }
    this.nextIds.set(table, next + count);
    this.touched.add(table);
    return next;
  }

  async insert<T extends TableName>(table: T, rows: ReadonlyArray<Insertable<DB[T]>>): Promise<void> {
    if (rows.length === 0) return;
    const columns = Object.keys(rows[0] as object).length || 1;
    const perStatement = Math.max(1, Math.min(MAX_ROWS, Math.floor(MAX_PARAMS / columns)));
    for (let start = 0; start < rows.length; start += perStatement) {
      // `never`: Kysely cannot relate a generic table name to its row type; callers are typed.
      await this.db
        .insertInto(table)
        .values(rows.slice(start, start + perStatement) as never)
        .execute();
    }
    this.rowsWritten += rows.length;
    this.touched.add(table);
  }

  /**
   * PostgreSQL serial sequences do not move when ids are given explicitly; without this the API's
   * first insert after the seed would collide with a seeded id.
   */
  async syncSequences(): Promise<void> {
    if (this.dialect !== 'postgres') return;
    for (const table of this.touched) {
      if (table === 'settings' || table === 'category_parameters' || table === 'package_features') continue;
      await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.table(table)}), 0) + 1, false)`.execute(
        this.db,
      );
    }
  }
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Time helpers anchored at the seed's `now`, so the same `now` gives the same timestamps. */
export class SeedClock {
  readonly nowMs: number;

  constructor(readonly now: Date) {
    this.nowMs = now.getTime();
  }

  /** ISO timestamp `days` (fractional allowed) before now. */
  daysAgo(days: number): string {
    return nowIso(new Date(this.nowMs - Math.round(days * DAY)));
  }

  hoursFromNow(hours: number): string {
    return nowIso(new Date(this.nowMs + Math.round(hours * HOUR)));
  }

  at(ms: number): string {
    return nowIso(new Date(ms));
  }

  get iso(): string {
    return nowIso(this.now);
  }
}

export { DAY, HOUR };
