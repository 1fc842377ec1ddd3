import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { respawnDelay } from './cluster-supervisor.js';
import { type DatabaseHandle, openDatabase } from './db/database.js';
import { findRows } from './db/testing/rows.js';
import { createTestDatabase, type TestDatabase, testDialect } from './db/testing/test-db.js';

// The real server from source, two worker processes, a worker killed with SIGKILL under a mixed
// load of anonymous reads and contact-message writes. What a crash may cost: the requests that
// were in flight on that worker. What it may not: an acknowledged write, a 5xx, or capacity.

const root = fileURLToPath(new URL('../../..', import.meta.url));
/** A connection accepted just before the primary learns of the death may still be handed to it. */
const KILL_GRACE_MS = 1_000;

interface Outcome {
  kind: 'read' | 'write';
  key: string;
  startedAt: number;
  status: number | null; // null: the connection failed (reset, refused)
  pid: number | null;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** One request on its own connection, so a failure belongs to the worker that held that connection. */
function request(
  port: number,
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number | null; pid: number | null }> {
  return new Promise((resolve) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        agent: false,
        timeout: 5_000,
        headers: {
          connection: 'close',
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
          ...headers,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({ status: res.statusCode ?? null, pid: Number(res.headers['x-domus-pid']) || null }),
        );
        res.on('error', () => resolve({ status: null, pid: null }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve({ status: null, pid: null }));
    req.end(payload);
  });
}

describe('a clustered server losing a worker', () => {
  let server: ChildProcess;
  let port: number;
  let dataDir: string;
  let pgDatabase: TestDatabase | null = null;
  let database: DatabaseHandle;
  let output = '';

  beforeAll(async () => {
    port = await freePort();
    dataDir = mkdtempSync(path.join(tmpdir(), 'domus-cluster-'));
    // On the PostgreSQL run the server gets a throw-away database; on SQLite, a file in dataDir.
    if (testDialect === 'postgres') pgDatabase = await createTestDatabase({ migrate: false });
    server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        DATA_DIR: dataDir,
        DATABASE_URL: pgDatabase?.url ?? '',
        WEB_CONCURRENCY: '2',
        SEED_DEMO: 'false',
        SERVE_WEB: 'false',
        LOG_LEVEL: 'warn',
        // The load comes from one address: lift the general limit by configuration.
        RATE_LIMIT_PER_MINUTE: '1000000',
        REDIS_URL: '',
      },
    });
    server.stdout?.on('data', (chunk) => (output += chunk));
    server.stderr?.on('data', (chunk) => (output += chunk));
    const deadline = Date.now() + 20_000;
    while ((await request(port, 'GET', '/api/health')).status !== 200) {
      if (server.exitCode !== null || Date.now() > deadline)
        throw new Error(`the server did not start:\n${output}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    database = pgDatabase ?? openDatabase({ url: path.join(dataDir, 'domus.sqlite') });
  }, 30_000);

  afterAll(async () => {
    if (server && server.exitCode === null) server.kill('SIGKILL');
    if (pgDatabase) await pgDatabase.destroy();
    else await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged write, answers no 5xx and replaces the worker', async () => {
    // Both workers answer (round robin hands each new connection to the next one); the second
    // may still be starting when the first answers.
    const pids = new Set<number>();
    const started = Date.now();
    while (pids.size < 2 && Date.now() - started < 10_000) {
      const { pid } = await request(port, 'GET', '/api/health');
      if (pid) pids.add(pid);
      else await new Promise((r) => setTimeout(r, 100));
    }
    expect(pids.size).toBe(2);
    const [victim] = [...pids] as [number];

    const outcomes: Outcome[] = [];
    let running = true;
    let serial = 0;
    const writer = async () => {
      while (running) {
        const n = ++serial;
        const key = `crash-${n}`;
        const startedAt = Date.now();
        // A distinct client address per message (forwarded by this trusted loopback hop): the
        // 5-per-hour contact limit is per address and not what this test is about.
        const { status, pid } = await request(
          port,
          'POST',
          '/api/contct_us',
          {
            first_name: 'Load',
            last_name: 'Test',
            email: 'load@example.com',
            subject: key,
            message: 'A write under load.',
          },
          { 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` },
        );
        outcomes.push({ kind: 'write', key, startedAt, status, pid });
      }
    };
    const reader = async () => {
      while (running) {
        const startedAt = Date.now();
        const { status, pid } = await request(port, 'GET', '/api/get-property-list?limit=12');
        outcomes.push({ kind: 'read', key: '', startedAt, status, pid });
      }
    };
    const load = Promise.all([writer(), writer(), writer(), reader(), reader(), reader()]);

    await new Promise((r) => setTimeout(r, 1_500));
    const killedAt = Date.now();
    process.kill(victim, 'SIGKILL');

    // A replacement (a pid never seen before) serves requests within a few seconds.
    let replacement: number | null = null;
    const deadline = Date.now() + 15_000;
    while (replacement === null && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
      for (const o of outcomes.slice(-50)) if (o.pid && !pids.has(o.pid)) replacement = o.pid;
    }
    await new Promise((r) => setTimeout(r, 1_000));
    running = false;
    await load;

    expect(replacement, `no new worker served requests:\n${output}`).not.toBeNull();
    expect(outcomes.some((o) => o.pid === replacement && o.status === 200)).toBe(true);
    expect(outcomes.filter((o) => o.status !== null && o.status >= 500)).toEqual([]);
    // Failed connections: only those that could have been on the killed worker.
    const failed = outcomes.filter((o) => o.status === null);
    expect(failed.filter((o) => o.startedAt > killedAt + KILL_GRACE_MS)).toEqual([]);
    expect(outcomes.filter((o) => o.status !== null && o.status !== 200 && o.status !== 201)).toEqual([]);

    const acknowledged = outcomes.filter((o) => o.kind === 'write' && o.status === 201).map((o) => o.key);
    const attempted = new Set(outcomes.filter((o) => o.kind === 'write').map((o) => o.key));
    const rows = await findRows(database.db, 'contact_messages');
    const stored = new Set(rows.map((r) => r.subject));
    expect(acknowledged.length).toBeGreaterThan(20);
    expect(acknowledged.filter((key) => !stored.has(key))).toEqual([]);
    expect([...stored].filter((key) => !attempted.has(key))).toEqual([]);
    expect(outcomes.filter((o) => o.kind === 'read' && o.status === 200).length).toBeGreaterThan(20);

    // And it stops cleanly: SIGTERM to the primary, every worker finishes, exit code 0.
    const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
    server.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 30_000);
});

describe('replacing crashed workers', () => {
  it('backs off a crash loop: none for a first failure after a stable run, doubling, capped', () => {
    expect(respawnDelay(0)).toBe(0);
    expect(respawnDelay(1)).toBe(250);
    expect(respawnDelay(2)).toBe(500);
    expect(respawnDelay(5)).toBe(4000);
    expect(respawnDelay(20)).toBe(30_000);
  });
});
