// e2e runner: builds what is stale, starts the real product (API + web, SQLite, demo data) on a
// free port with a throw-away data directory, runs every journey in e2e/specs with node's test
// runner in Debian's Chromium, then stops the server. `--report=FILE` writes {passed, failed}.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureBuilt } from '../scripts/ensure-built.mjs';

const reportArg = process.argv.find((a) => a.startsWith('--report='));
const reportFile = reportArg ? reportArg.slice('--report='.length) : null;
const writeReport = (result) => {
  if (reportFile) writeFileSync(reportFile, JSON.stringify(result));
};

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited early (code ${child.exitCode})`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) {
        const home = await fetch(url);
        if (home.ok) return;
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the server did not become healthy within ${timeoutMs / 1000} s`);
}

ensureBuilt();
const port = await freePort();
const dataDir = mkdtempSync(path.join(tmpdir(), 'domus-e2e-'));
const baseUrl = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/server.js'], {
  stdio: ['ignore', 'inherit', 'inherit'],
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    PUBLIC_URL: baseUrl,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
    NEXT_TELEMETRY_DISABLED: '1',
  },
});

let result = { passed: 0, failed: 1, note: 'not run' };
try {
  await waitForHealth(baseUrl, server, 240_000);
  const specs = readdirSync('e2e/specs')
    .filter((f) => f.endsWith('.spec.ts'))
    .map((f) => path.join('e2e/specs', f));
  const tap = path.join(dataDir, 'e2e.tap');
  spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '--test',
      '--test-concurrency=1',
      '--test-reporter=spec',
      '--test-reporter-destination=stdout',
      '--test-reporter=tap',
      `--test-reporter-destination=${tap}`,
      ...specs,
    ],
    { stdio: 'inherit', env: { ...process.env, BASE_URL: baseUrl, DOMUS_E2E_DATA_DIR: dataDir } },
  );
  const text = readFileSync(tap, 'utf8');
  const count = (label) => Number(new RegExp(`^# ${label} (\\d+)$`, 'm').exec(text)?.[1] ?? 0);
  result = { passed: count('pass'), failed: count('fail') + count('cancelled') };
  if (specs.length === 0 || result.passed + result.failed === 0)
    result = { passed: 0, failed: 1, note: 'no e2e test ran' };
} catch (error) {
  process.stderr.write(`e2e: ${error.message}\n`);
  result = { passed: 0, failed: 1, note: error.message };
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => {
    const t = setTimeout(() => {
      server.kill('SIGKILL');
      r();
    }, 10_000);
    server.once('exit', () => {
      clearTimeout(t);
      r();
    });
  });
  rmSync(dataDir, { recursive: true, force: true });
}
writeReport(result);
process.stdout.write(`e2e: ${result.passed} passed, ${result.failed} failed\n`);
process.exit(result.failed > 0 ? 1 : 0);
