// Builds the API bundle and the web app when they are missing or older than their sources.
import { spawnSync } from 'node:child_process';
import { API_OUTPUT, API_SOURCES, isStale, WEB_OUTPUT, WEB_SOURCES } from './build-state.mjs';

function run(label, command, args, env = {}) {
  process.stdout.write(`${label}…\n`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    process.stderr.write(`${label} failed (exit ${result.status}).\n`);
    process.exit(result.status ?? 1);
  }
}

export function ensureBuilt({ force = false } = {}) {
  if (force || isStale(API_OUTPUT, API_SOURCES))
    run('Building the API', process.execPath, ['apps/api/build.mjs']);
  if (force || isStale(WEB_OUTPUT, WEB_SOURCES)) {
    run(
      'Building the web app (a minute or two on first start)',
      process.execPath,
      ['node_modules/next/dist/bin/next', 'build', 'apps/web'],
      { NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) ensureBuilt({ force: process.argv.includes('--force') });
