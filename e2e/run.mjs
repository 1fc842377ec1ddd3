// e2e runner: builds what is stale, starts the outside world the journeys need (a real SMTP
// listener and a real OpenID Connect provider, e2e/lib/side-services.ts), then the real product
// (API + web, SQLite, demo data) on a free port with a throw-away data directory, sending its mail
// through that SMTP listener and offering that provider as "Local ID". Runs every journey in
// e2e/specs with node's test runner in Debian's Chromium, then stops every child, on failure and
// on Ctrl-C too. `--report=FILE` writes {passed, failed, skipped}.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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

/**
 * Starts e2e/lib/side-services.ts and reads the one JSON line it prints once its listeners are up.
 * Its stdin stays a pipe from this process: if the runner dies, the pipe closes and it stops too.
 */
function startSideServices(env, timeoutMs) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'e2e/lib/side-services.ts'], {
    stdio: ['pipe', 'pipe', 'inherit'],
    env: { ...process.env, ...env },
  });
  const ready = new Promise((resolve, reject) => {
    let buffered = '';
    const timer = setTimeout(
      () => reject(new Error('the SMTP listener / OIDC provider did not start')),
      timeoutMs,
    );
    child.stdout.on('data', (chunk) => {
      buffered += chunk;
      const newline = buffered.indexOf('\n');
      if (newline === -1) return;
      clearTimeout(timer);
      try {
        resolve(JSON.parse(buffered.slice(0, newline)));
      } catch (error) {
        reject(new Error(`side services printed no JSON: ${error.message}`));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the side services exited early (code ${code})`));
    });
  });
  return { child, ready };
}

/** SIGTERM, then SIGKILL after a grace period; resolves once the child is gone. */
function stop(child, graceMs = 10_000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      resolve();
    }, graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

ensureBuilt();
const port = await freePort();
const dataDir = mkdtempSync(path.join(tmpdir(), 'domus-e2e-'));
const mailDir = path.join(dataDir, 'smtp-received');
mkdirSync(mailDir, { recursive: true });
const baseUrl = `http://127.0.0.1:${port}`;
const children = [];
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (interrupted) return;
    interrupted = true;
    process.stderr.write(`e2e: ${signal}, stopping\n`);
    await Promise.all(children.map((c) => stop(c, 3_000)));
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(130);
  });
}

let result = { passed: 0, failed: 1, skipped: 0, note: 'not run' };
try {
  const side = startSideServices({ E2E_MAIL_DIR: mailDir, E2E_BASE_URL: baseUrl }, 60_000);
  children.push(side.child);
  const { smtpPort, oidc } = await side.ready;
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
      // Two worker processes, as production runs on a 2-core machine: every journey then also
      // proves that nothing depends on which process answers (sessions, codes, uploads).
      WEB_CONCURRENCY: '2',
      NEXT_TELEMETRY_DISABLED: '1',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      OIDC_PROVIDERS: JSON.stringify([oidc]),
      // Some journeys change the database behind the server's back (states no call sets yet),
      // which publishes no change: the response cache's time limit is kept short so such an
      // edit shows within seconds, as a missed invalidation would in production within a minute.
      RESPONSE_CACHE_TTL_SECONDS: '2',
      // The notifications journey's push service runs on this machine over plain http.
      PUSH_ALLOW_LOCAL_ENDPOINTS: 'true',
      // Saved-search alerts go out within seconds, so the alert journey does not wait a minute.
      SAVED_SEARCH_SWEEP_SECONDS: '2',
    },
  });
  children.unshift(server);
  await waitForHealth(baseUrl, server, 240_000);
  // `node e2e/run.mjs account-` runs only the specs whose file name contains `account-`.
  const only = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  const specs = readdirSync('e2e/specs')
    .filter((f) => f.endsWith('.spec.ts'))
    .filter((f) => only.length === 0 || only.some((part) => f.includes(part)))
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
    {
      stdio: 'inherit',
      env: { ...process.env, BASE_URL: baseUrl, DOMUS_E2E_DATA_DIR: dataDir, DOMUS_E2E_MAIL_DIR: mailDir },
    },
  );
  const text = readFileSync(tap, 'utf8');
  const count = (label) => Number(new RegExp(`^# ${label} (\\d+)$`, 'm').exec(text)?.[1] ?? 0);
  // A skipped journey proves nothing: it is counted and printed, never folded into "passed".
  result = {
    passed: count('pass'),
    failed: count('fail') + count('cancelled'),
    skipped: count('skipped') + count('todo'),
  };
  if (specs.length === 0 || result.passed + result.failed === 0)
    result = { passed: 0, failed: 1, skipped: result.skipped, note: 'no e2e test ran' };
} catch (error) {
  process.stderr.write(`e2e: ${error.message}\n`);
  result = { passed: 0, failed: 1, skipped: 0, note: error.message };
} finally {
  // The server first (it may still be sending mail), then the side services.
  for (const child of children) await stop(child);
  rmSync(dataDir, { recursive: true, force: true });
}
writeReport(result);
process.stdout.write(`e2e: ${result.passed} passed, ${result.failed} failed, ${result.skipped} skipped\n`);
process.exit(result.failed > 0 ? 1 : 0);
