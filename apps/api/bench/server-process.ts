import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../..', import.meta.url));

export interface RunningServer {
  port: number;
  /** The server's process (with one worker, the process that serves). */
  pid: number;
  stop(): Promise<void>;
}

/** A process's resident memory in MB (Linux's /proc), or null where that cannot be read. */
export function residentMb(pid: number): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
    return kb ? Number(kb) / 1024 : null;
  } catch {
    return null;
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Resolves once the child's output passes `ready` (its own "up" signal), fails if it exits first. */
function waitForOutput(child: ChildProcess, ready: (output: string) => boolean, timeoutMs: number) {
  return new Promise<void>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => fail(new Error(`not ready within ${timeoutMs / 1000} s:\n${output}`)),
      timeoutMs,
    );
    const onData = (chunk: Buffer) => {
      output += chunk;
      if (ready(output)) done();
    };
    const onExit = (code: number | null) => fail(new Error(`the server exited (code ${code}):\n${output}`));
    const cleanup = () => {
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      child.stderr?.off('data', onData);
      child.off('exit', onExit);
    };
    const done = () => {
      cleanup();
      // Keep draining: a child blocked on a full pipe would stall the measurement.
      child.stdout?.resume();
      child.stderr?.resume();
      resolve();
    };
    const fail = (error: Error) => {
      cleanup();
      reject(error);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', onExit);
  });
}

function stopper(child: ChildProcess): () => Promise<void> {
  return () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
      child.once('exit', () => {
        clearTimeout(force);
        resolve();
      });
      child.kill('SIGTERM');
    });
}

export interface ServerOptions {
  dataDir: string;
  /** DATABASE_URL: the SQLite file or a postgres:// URL. */
  databaseUrl: string;
  workers: number;
  web: boolean;
  /** REDIS_URL: several servers then share rate limits, the change feed and cache invalidation. */
  redisUrl?: string;
  /** Variables set last (e.g. PAGE_CACHE=off to measure renders). */
  env?: Record<string, string>;
}

/**
 * The real server (from source) on the bench's data set: WEB_CONCURRENCY workers, Redis only when
 * given (an inherited REDIS_URL would change what is measured), the general
 * rate limit lifted by configuration (RATE_LIMIT_PER_MINUTE: the load comes from one address),
 * request logging at warn, the response cache as configured (on by default).
 */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    // BENCH_SERVER_NODE_ARGS: flags for the server's node, e.g. `--cpu-prof --cpu-prof-dir=/tmp/p`
    // to see where a measurement's time goes (NODE_OPTIONS refuses --cpu-prof).
    [
      ...(process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
      '--import',
      'tsx',
      'apps/api/src/server.ts',
    ],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        NEXT_TELEMETRY_DISABLED: '1',
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        DATA_DIR: options.dataDir,
        DATABASE_URL: options.databaseUrl,
        REDIS_URL: options.redisUrl ?? '',
        SEED_DEMO: 'false',
        SERVE_WEB: options.web ? 'true' : 'false',
        WEB_CONCURRENCY: String(options.workers),
        RATE_LIMIT_PER_MINUTE: '100000000',
        LOG_LEVEL: 'warn',
        ...options.env,
      },
    },
  );
  const stop = stopper(child);
  try {
    // The start banner is printed once every worker listens.
    await waitForOutput(child, (output) => output.includes('Domus is running at'), 180_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { port, pid: child.pid ?? 0, stop };
}

/** The bare Fastify ceiling, with `workers` processes. */
export async function startBareFastify(workers: number): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(root, 'apps/api/bench/bare-fastify.server.ts'),
      String(port),
      String(workers),
    ],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  await waitForOutput(child, (output) => output.split('listening').length > workers, 30_000);
  return { port, pid: child.pid ?? 0, stop: stopper(child) };
}
