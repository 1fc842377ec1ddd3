import type SQLite from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/** Enough for every distinct query the API builds (filters combine, but not without bound). */
export const DEFAULT_STATEMENT_CACHE_SIZE = 500;

export interface CachingSqliteDatabase extends SqliteDatabase {
  /** Statements held now (for tests and diagnostics). */
  readonly size: number;
}

/**
 * The better-sqlite3 database as Kysely's SqliteDialect sees it, with `prepare` answered from a
 * bounded LRU of compiled statements keyed by SQL text. Kysely prepares on every query, and
 * compiling a browse query costs about as much as running it on a warm page cache; Kysely's
 * compiled SQL is stable per query shape (values are bound), so the same text recurs.
 *
 * Safe because Kysely holds SQLite's single connection behind a mutex, binds values per call
 * (`all/run/iterate(parameters)`) and never toggles a statement's modes (`raw`, `pluck`,
 * `expand`, `safeIntegers`) — no state survives from one use to the next. A statement with an
 * open iterator (Kysely's `stream()`) is busy: a query with the same text meanwhile gets a fresh,
 * uncached statement rather than an error. Nothing else may be handed this wrapper.
 */
export function cacheStatements(
  database: SQLite.Database,
  maxEntries = DEFAULT_STATEMENT_CACHE_SIZE,
): CachingSqliteDatabase {
  // A Map iterates in insertion order: re-inserting on a hit keeps the least recent first.
  const cache = new Map<string, SQLite.Statement>();
  return {
    get size() {
      return cache.size;
    },
    prepare(sql: string): SQLite.Statement {
      const hit = cache.get(sql);
      if (hit) {
        if (hit.busy) return database.prepare(sql);
        cache.delete(sql);
        cache.set(sql, hit);
        return hit;
      }
      const statement = database.prepare(sql);
      if (maxEntries <= 0) return statement;
      cache.set(sql, statement);
      if (cache.size > maxEntries) {
        const oldest = cache.keys().next().value as string;
        cache.delete(oldest);
      }
      return statement;
    },
    close() {
      cache.clear();
      database.close();
    },
  };
}
