import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ms, ratio } from './bench-stats.js';

/** Cold figures of one run, kept so a run at another size can print them beside its own. */
export interface SizeRecord {
  dialect: string;
  listings: number;
  at: string;
  cold: Record<string, { p50: number; p95: number }>;
}

const DIR = process.env.BENCH_RESULTS_DIR ?? path.join(tmpdir(), 'domus-bench-results');
const LIST_GOAL_MS = 30;

export function saveSizeRecord(record: SizeRecord): void {
  mkdirSync(DIR, { recursive: true });
  writeFileSync(path.join(DIR, `${record.dialect}-${record.listings}.json`), JSON.stringify(record, null, 2));
}

function loadRecords(dialect: string): SizeRecord[] {
  let files: string[] = [];
  try {
    files = readdirSync(DIR).filter((f) => f.startsWith(`${dialect}-`) && f.endsWith('.json'));
  } catch {
    return [];
  }
  return files
    .map((f) => JSON.parse(readFileSync(path.join(DIR, f), 'utf8')) as SizeRecord)
    .sort((a, b) => a.listings - b.listings);
}

/**
 * Cold p95 of each call at every size measured on this dialect (the latest run per size), the
 * growth from the smallest size to the largest beside log(n) growth, and the list goal at the
 * largest. Runs at different sizes are different runs: the machine may have been busier in one.
 */
export function sizeTable(dialect: string): string[] {
  const records = loadRecords(dialect);
  if (records.length < 2) return [];
  const first = records[0] as SizeRecord;
  const last = records[records.length - 1] as SizeRecord;
  const label = (n: number) => (n >= 1_000_000 ? `${n / 1_000_000}M` : `${Math.round(n / 1000)}k`);
  const logGrowth = Math.log(last.listings) / Math.log(first.listings);
  const lines = [
    `Cold p95 by size on ${dialect}, ms (each size from its latest run; growth ${label(first.listings)}→${label(last.listings)}, log n would be ×${logGrowth.toFixed(2)})`,
    [
      'call'.padEnd(26),
      ...records.map((r) => `p95 ${label(r.listings)}`.padStart(9)),
      'growth'.padStart(7),
    ].join(' '),
  ];
  let worstList = 0;
  for (const name of Object.keys(last.cold)) {
    const values = records.map((r) => r.cold[name]?.p95);
    const a = values[0];
    const b = values[values.length - 1];
    if (name.startsWith('list') && b !== undefined) worstList = Math.max(worstList, b);
    lines.push(
      [
        name.slice(0, 26).padEnd(26),
        ...values.map((v) => (v === undefined ? '–'.padStart(9) : ms(v, 9))),
        a !== undefined && b !== undefined ? ratio(b / Math.max(0.001, a), 7) : '–'.padStart(7),
      ].join(' '),
    );
  }
  lines.push(
    `list p95 at ${label(last.listings)}: worst ${worstList.toFixed(2)} ms   goal ≤ ${LIST_GOAL_MS} ms  ${worstList <= LIST_GOAL_MS ? 'met' : 'NOT met'}`,
    `runs: ${records.map((r) => `${label(r.listings)} ${r.at}`).join(', ')}`,
  );
  return lines;
}
