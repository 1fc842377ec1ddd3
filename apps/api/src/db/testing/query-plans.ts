import {
  CompiledQuery,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';
import type { DatabaseHandle } from '../database.js';

/**
 * Query plans of what the app really runs: a handle that records every SELECT it compiles, and
 * EXPLAIN of a recorded query on either dialect, reduced to what the read-scaling tests judge:
 * full scans of a table, and sorts the planner had to add.
 */
export interface RecordedQuery {
  sql: string;
  parameters: readonly unknown[];
}

export interface PlanFacts {
  /** Tables (or their aliases) read from end to end. */
  fullScans: string[];
  /** A sort step the planner added (SQLite's temp B-tree for ORDER BY, PostgreSQL's Sort). */
  sorts: boolean;
  /** The plan as text, for failure messages. */
  text: string;
}

export function recordingDatabase(handle: DatabaseHandle): {
  handle: DatabaseHandle;
  queries: RecordedQuery[];
} {
  const queries: RecordedQuery[] = [];
  const executor = handle.db.getExecutor();
  const plugin: KyselyPlugin = {
    transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
      if (node.kind === 'SelectQueryNode') {
        const compiled = executor.compileQuery(node, queryId);
        queries.push({ sql: compiled.sql, parameters: compiled.parameters });
      }
      return node;
    },
    async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
      return result;
    },
  };
  return { handle: { ...handle, db: handle.db.withPlugin(plugin) }, queries };
}

/**
 * SQLite: drops the statistics the seed gathered (ANALYZE) and reloads the schema, so plans are
 * made as for tables of unknown, large size rather than for the few rows of a test database.
 */
export async function forgetStatistics(handle: DatabaseHandle): Promise<void> {
  if (handle.dialect !== 'sqlite') return;
  const stats = await handle.db.executeQuery<{ name: string }>(
    CompiledQuery.raw("select name from sqlite_master where name = 'sqlite_stat1'"),
  );
  if (stats.rows.length === 0) return;
  await handle.db.executeQuery(CompiledQuery.raw('delete from sqlite_stat1'));
  await handle.db.executeQuery(CompiledQuery.raw('analyze sqlite_schema'));
}

/** EXPLAIN on the handle's dialect. PostgreSQL plans as if tables were large (no seq scans, no sorts if avoidable). */
export async function explain(handle: DatabaseHandle, query: RecordedQuery): Promise<PlanFacts> {
  if (handle.dialect === 'sqlite') {
    const result = await handle.db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
    );
    const lines = result.rows.map((r) => r.detail);
    const fullScans = lines
      .filter((l) => /^SCAN /.test(l) && !/VIRTUAL TABLE/.test(l) && !/COVERING INDEX/.test(l))
      .map((l) => l.split(' ')[1] ?? l);
    return {
      fullScans,
      sorts: lines.some((l) => /USE TEMP B-TREE FOR (ORDER BY|RIGHT PART OF ORDER BY)/.test(l)),
      text: lines.join('\n'),
    };
  }
  return handle.db.transaction().execute(async (trx) => {
    // A test database holds a few rows, where scanning beats any index: price scans and sorts as
    // a large catalogue would, so the plan shows whether an index can do the work.
    await trx.executeQuery(CompiledQuery.raw('set local enable_seqscan = off'));
    await trx.executeQuery(CompiledQuery.raw('set local enable_sort = off'));
    const result = await trx.executeQuery<{ 'QUERY PLAN': unknown }>(
      CompiledQuery.raw(`explain (format json) ${query.sql}`, [...query.parameters]),
    );
    const plans = (result.rows[0]?.['QUERY PLAN'] ?? []) as { Plan: PgPlan }[];
    const root = plans[0]?.Plan;
    const nodes: PgPlan[] = [];
    const walk = (node: PgPlan | undefined) => {
      if (!node) return;
      nodes.push(node);
      for (const child of node.Plans ?? []) walk(child);
    };
    walk(root);
    return {
      fullScans: nodes
        .filter((n) => n['Node Type'] === 'Seq Scan')
        .map((n) => n.Alias ?? n['Relation Name'] ?? '?'),
      sorts: nodes.some((n) => n['Node Type'] === 'Sort' || n['Node Type'] === 'Incremental Sort'),
      text: JSON.stringify(root, null, 1),
    };
  });
}

interface PgPlan {
  'Node Type': string;
  'Relation Name'?: string;
  Alias?: string;
  Plans?: PgPlan[];
}
