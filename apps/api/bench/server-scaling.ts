import { num, ratio } from './bench-stats.js';
import { type LoadResult, measureHttp } from './http-load.js';
import { mixUrls } from './search-mix.js';
import { type RunningServer, startServer } from './server-process.js';

export interface ServerScalingOptions {
  dataDir: string;
  databaseUrl: string;
  redisUrl: string;
  servers: number;
  seconds: number;
  /** A listing to read by id, for the get_property line. */
  propertyId: number;
}

interface Combined {
  rps: number;
  p95: number;
  errors: number;
}

/**
 * Separate API server processes (one worker each) on one database and one Redis, as a deployment
 * behind a load balancer runs them: the search mix and get_property against one server alone,
 * then against all of them at once (10 connections each, so each server sees the load the lone
 * one saw), and whether a write on the first is seen on the second within a second.
 */
export async function measureServerScaling(options: ServerScalingOptions): Promise<string[]> {
  const servers: RunningServer[] = [];
  try {
    for (let i = 0; i < options.servers; i++) {
      servers.push(
        await startServer({
          dataDir: options.dataDir,
          databaseUrl: options.databaseUrl,
          redisUrl: options.redisUrl,
          workers: 1,
          web: false,
        }),
      );
    }
    const ports = servers.map((s) => s.port);
    const loads = [
      { name: 'search mix', paths: mixUrls },
      { name: 'get_property', paths: [`/api/get_property?id=${options.propertyId}`] },
    ];
    const lines = [
      `${options.servers} API servers (separate processes, 1 worker each) sharing PostgreSQL and Redis (${options.redisUrl}); warm HTTP, 10 connections per server, ${options.seconds} s`,
      `${'load'.padEnd(14)} ${'1 server'.padStart(10)} ${`${options.servers} servers`.padStart(10)} ${'scale'.padStart(6)} ${'p95 ×1'.padStart(7)} ${`p95 ×${options.servers}`.padStart(7)} ${'errors'.padStart(7)}`,
    ];
    for (const load of loads) {
      // Every server's response cache and connections warm first, or the servers measured later
      // would start with an advantage.
      await Promise.all(ports.map((port) => measureHttp({ port, paths: load.paths, seconds: 2 })));
      const one = combine([
        await measureHttp({ port: ports[0] as number, paths: load.paths, seconds: options.seconds }),
      ]);
      const all = combine(
        await Promise.all(
          ports.map((port) => measureHttp({ port, paths: load.paths, seconds: options.seconds })),
        ),
      );
      lines.push(
        `${load.name.padEnd(14)} ${num(one.rps, 10)} ${num(all.rps, 10)} ${ratio(all.rps / Math.max(1, one.rps))} ${one.p95.toFixed(1).padStart(7)} ${all.p95.toFixed(1).padStart(7)} ${String(one.errors + all.errors).padStart(7)}`,
      );
    }
    lines.push(await crossServerWrite(ports[0] as number, ports[1] as number));
    return lines;
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
  }
}

/** Summed throughput; the worst p95 of the servers (each saw the same load). */
function combine(results: LoadResult[]): Combined {
  return {
    rps: results.reduce((sum, r) => sum + r.rps, 0),
    p95: Math.max(...results.map((r) => r.p95)),
    errors: results.reduce((sum, r) => sum + r.errors, 0),
  };
}

async function call(port: number, name: string, init?: { body: unknown; token?: string }) {
  const res = await fetch(`http://127.0.0.1:${port}/api/${name}`, {
    method: init ? 'POST' : 'GET',
    headers: {
      ...(init ? { 'content-type': 'application/json' } : {}),
      ...(init?.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    ...(init ? { body: JSON.stringify(init.body) } : {}),
  });
  const body = (await res.json()) as { data?: unknown; token?: string; message?: string };
  if (!res.ok) throw new Error(`${name} on port ${port} answered ${res.status}: ${body.message ?? ''}`);
  return body;
}

/**
 * The demo agent renames themself on server A; server B, which has the agent list cached, must
 * answer with the new name within a second (the change goes through Redis). The old name is put
 * back so the data set stays as built.
 */
async function crossServerWrite(portA: number, portB: number): Promise<string> {
  const signIn = await call(portA, 'user_signup', {
    body: { type: 3, email: 'agent@domus.local', password: 'Agent@123' },
  });
  const token = signIn.token as string;
  const self = signIn.data as { name: string };
  const names = async () =>
    ((await call(portB, 'agent-list?limit=100')).data as { name: string }[]).map((a) => a.name);
  if (!(await names()).includes(self.name)) throw new Error(`the agent list on B does not show ${self.name}`);
  const renamed = `${self.name} ${Date.now() % 100_000}`;
  const written = performance.now();
  await call(portA, 'update_profile', { body: { name: renamed }, token });
  let seenAfter: number | null = null;
  while (performance.now() - written < 1_000) {
    if ((await names()).includes(renamed)) {
      seenAfter = performance.now() - written;
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  await call(portA, 'update_profile', { body: { name: self.name }, token });
  if (seenAfter === null) throw new Error('a write on server A was not visible on server B within 1 s');
  return `A write on server A (update_profile) was visible on server B after ${seenAfter.toFixed(0)} ms (limit 1,000 ms): met`;
}
