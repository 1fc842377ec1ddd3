import SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  sql,
} from 'kysely';
import pg from 'pg';
import type { DialectName } from './dialect.js';
import { startCheckpointer } from './sqlite-checkpointer.js';
import { cacheStatements, DEFAULT_STATEMENT_CACHE_SIZE } from './statement-cache.js';
import type { DB } from './types.js';

export interface DatabaseHandle {
  db: Kysely<DB>;
  dialect: DialectName;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** `postgres://…` selects PostgreSQL; anything else is a SQLite file path (or ':memory:'). */
  url: string;
  poolSize?: number;
  /** An idle PostgreSQL connection that died (server restart, admin kill); default: one stderr line. */
  onIdleError?: (error: Error) => void;
  /** SQLite: compiled statements kept for reuse, by SQL text (0 = prepare every time). */
  statementCacheSize?: number;
  /**
   * SQLite file: WAL checkpoints in a thread of their own instead of inside commits on the event
   * loop (sqlite-checkpointer.ts). The serving processes turn it on; one-shot tools need not.
   */
  backgroundCheckpoints?: boolean;
}

export function dialectOf(url: string): DialectName {
  return /^postgres(ql)?:\/\//.test(url) ? 'postgres' : 'sqlite';
}

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  const dialect = dialectOf(options.url);
  if (dialect === 'postgres') {
    // Numeric and bigint come back as strings by default; repositories convert explicitly.
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // Without a listener, a pooled connection the server closes while idle is an uncaught error
    // that ends the process. The pool drops that connection and opens a new one when needed.
    pool.on(
      'error',
      options.onIdleError ??
        ((error) => process.stderr.write(`database connection lost while idle: ${error.message}\n`)),
    );
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect, close: () => db.destroy() };
  }
  const sqlite = new SQLite(options.url);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  // Several server processes share the file: a writer waits up to 5 s for another's write lock
  // instead of failing with SQLITE_BUSY.
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('cache_size = -65536'); // 64 MiB page cache: the browse indexes stay in memory
  // Lets the planner use fresh statistics on a long-running connection (SQLite's advice).
  sqlite.pragma('optimize = 0x10002');
  const db = new Kysely<DB>({
    dialect: new ImmediateSqliteDialect({
      database: cacheStatements(sqlite, options.statementCacheSize ?? DEFAULT_STATEMENT_CACHE_SIZE),
    }),
  });
  const checkpointer =
    options.backgroundCheckpoints && options.url !== ':memory:' && options.url !== ''
      ? startCheckpointer(sqlite, options.url)
      : null;
  return {
    db,
    dialect,
    close: async () => {
      await checkpointer?.stop();
      await db.destroy();
    },
  };
}

/**
 * Every transaction here writes. A deferred one (plain BEGIN) that reads first and then writes
 * fails at once with SQLITE_BUSY when another process wrote in between — busy_timeout cannot help
 * it, its snapshot is stale. BEGIN IMMEDIATE takes the write lock up front, waiting for it.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: ConstructorParameters<typeof SqliteDialect>[0];
  constructor(config: ConstructorParameters<typeof SqliteDialect>[0]) {
    super(config);
    this.#config = config;
  }
  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}

/** The cheapest round trip that proves the database answers (the health check). */
export async function pingDatabase(db: Kysely<DB>): Promise<void> {
  await sql`select 1`.execute(db);
}
