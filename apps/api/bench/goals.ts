import type { LoadResult } from './http-load.js';

/** A row of the bench's call table, as far as the goals need it. */
export interface GoalRow {
  name: string;
  cold: { p50: number; p95: number } | null;
  warm: Map<number, LoadResult>;
}

const API_READS = /^(list |homepage-data|web-settings|get_property)/;

/**
 * Issue 9's goals, each checked against this run's figures (one worker). A goal whose rows were
 * not measured in this run (pages without `--pages`) is left out.
 */
export function goalLines(rows: GoalRow[], options: { postgres: boolean; listings: number }): string[] {
  const lines: string[] = [];
  const check = (
    goal: string,
    measured: GoalRow[],
    pass: (row: GoalRow) => boolean,
    figure: (row: GoalRow) => string,
  ) => {
    if (measured.length === 0) return;
    const missed = measured.filter((row) => !pass(row));
    const detail = measured.map((row) => `${row.name} ${figure(row)}`).join('; ');
    lines.push(`${missed.length === 0 ? 'met    ' : 'NOT met'}  ${goal}: ${detail}`);
  };
  const rps = (row: GoalRow) => row.warm.get(1)?.rps ?? 0;
  const p95 = (row: GoalRow) => row.cold?.p95 ?? Number.POSITIVE_INFINITY;
  const api = rows.filter((row) => API_READS.test(row.name));
  const pages = rows.filter((row) => row.name.startsWith('page '));
  const lists = api.filter((row) => row.name.startsWith('list '));
  const named = (name: string) => api.filter((row) => row.name === name);

  check(
    'API reads warm ≥ 5,000 req/s',
    api,
    (r) => rps(r) >= 5_000,
    (r) => `${Math.round(rps(r))}`,
  );
  check(
    'API reads cold p95 ≤ 10 ms (homepage-data: its own goal)',
    api.filter((row) => row.name !== 'homepage-data'),
    (r) => p95(r) <= 10,
    (r) => p95(r).toFixed(2),
  );
  check(
    'homepage-data cold ≤ 20 ms (p95)',
    named('homepage-data'),
    (r) => p95(r) <= 20,
    (r) => p95(r).toFixed(2),
  );
  check(
    'web-settings cold ≤ 1 ms (p95)',
    named('web-settings'),
    (r) => p95(r) <= 1,
    (r) => p95(r).toFixed(2),
  );
  check(
    'guest pages warm ≥ 300 req/s',
    pages,
    (r) => rps(r) >= 300,
    (r) => `${Math.round(rps(r))}`,
  );
  check(
    'guest pages cold render p95 ≤ 150 ms',
    pages,
    (r) => p95(r) <= 150,
    (r) => p95(r).toFixed(1),
  );
  if (options.postgres && options.listings >= 1_000_000)
    check(
      'PostgreSQL 1M: lists cold p95 ≤ 30 ms',
      lists,
      (r) => p95(r) <= 30,
      (r) => p95(r).toFixed(2),
    );
  return lines.length ? ['Goals (issue 9), this run, one worker:', ...lines] : [];
}
