// `npm test`: every test — unit, API on SQLite, API on PostgreSQL, e2e in Chromium — then one
// plain summary line `N passed, N failed, N skipped`. Exits non-zero on any failure, including a suite that
// could not run (a missing PostgreSQL is a failure, never a silent skip).
// DOMUS_TEST_STEPS=unit,api-sqlite,api-postgres,e2e selects steps (default: all).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

const RESULTS = path.resolve('test-results');
rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });
const vitest = path.resolve('node_modules/vitest/vitest.mjs');
const selected = (process.env.DOMUS_TEST_STEPS ?? 'unit,api-sqlite,api-postgres,e2e').split(',');
const pgUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

function vitestStep(name, projects, env = {}) {
  return () => {
    const out = path.join(RESULTS, `${name}.json`);
    const args = [
      vitest,
      'run',
      ...projects.flatMap((p) => ['--project', p]),
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${out}`,
    ];
    const run = spawnSync(process.execPath, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    if (!existsSync(out)) return { passed: 0, failed: 1, skipped: 0, note: 'the runner produced no report' };
    const report = JSON.parse(readFileSync(out, 'utf8'));
    const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    // A test file that fails to load counts as a failure even if it declared no tests.
    const brokenFiles = (report.testResults ?? []).filter(
      (f) => f.status === 'failed' && (f.assertionResults ?? []).length === 0,
    ).length;
    const failed = report.numFailedTests + brokenFiles;
    // Vitest also exits non-zero on errors outside any test (an uncaught error while a file ran):
    // they can hide a real fault, so they count as one failure even when every test passed.
    if (run.status !== 0 && failed === 0) {
      return {
        passed: report.numPassedTests,
        failed: 1,
        skipped,
        note: 'vitest reported errors outside the tests',
      };
    }
    return { passed: report.numPassedTests, failed, skipped };
  };
}

async function postgresReachable() {
  const client = new pg.Client({ connectionString: pgUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

const steps = {
  unit: vitestStep('unit', ['shared', 'web']),
  'api-sqlite': vitestStep('api-sqlite', ['api'], { DB_DIALECT: 'sqlite' }),
  'api-postgres': async () => {
    if (!(await postgresReachable())) {
      process.stderr.write(
        `PostgreSQL is not reachable at ${pgUrl}. Start it (see docs/ARCHITECTURE.md) or set TEST_DATABASE_URL.\n`,
      );
      return { passed: 0, failed: 1, skipped: 0, note: 'PostgreSQL unreachable' };
    }
    return vitestStep('api-postgres', ['api'], { DB_DIALECT: 'postgres', TEST_DATABASE_URL: pgUrl })();
  },
  e2e: () => {
    const out = path.join(RESULTS, 'e2e.json');
    spawnSync(process.execPath, ['e2e/run.mjs', `--report=${out}`], { stdio: 'inherit', env: process.env });
    if (!existsSync(out))
      return { passed: 0, failed: 1, skipped: 0, note: 'the e2e runner produced no report' };
    return JSON.parse(readFileSync(out, 'utf8'));
  },
};

const totals = { passed: 0, failed: 0, skipped: 0 };
const lines = [];
for (const name of selected) {
  const step = steps[name];
  if (!step) {
    process.stderr.write(`Unknown test step: ${name}\n`);
    totals.failed += 1;
    continue;
  }
  process.stdout.write(`\n=== ${name} ===\n`);
  const result = await step();
  totals.passed += result.passed;
  totals.failed += result.failed;
  totals.skipped += result.skipped ?? 0;
  lines.push(
    `${name.padEnd(13)} ${result.passed} passed, ${result.failed} failed, ${result.skipped ?? 0} skipped${result.note ? ` (${result.note})` : ''}`,
  );
}

const summary = `${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`;
writeFileSync(path.join(RESULTS, 'summary.txt'), `${summary}\n`);
process.stdout.write(`\n${lines.join('\n')}\n${summary}\n`);
process.exit(totals.failed > 0 || totals.passed === 0 ? 1 : 0);
