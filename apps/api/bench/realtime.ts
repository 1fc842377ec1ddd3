import { buildApp } from '../src/app.js';
import { openDatabase } from '../src/db/database.js';
import { type LineChild, startLineChild } from './bench-child.js';
import type { BenchData } from './bench-data.js';
import { percentiles } from './bench-stats.js';
import type { ClientsReport } from './realtime-clients.js';
import type { SendersReport } from './realtime-senders.js';
import { prepareRealtimeWorld, type RealtimeWorld } from './realtime-world.js';
import { type RunningServer, residentMb, startServer } from './server-process.js';

/**
 * Realtime (`npm run bench`, alone with `--realtime-only`): `clients` members with a socket
 * each on `GET /api/realtime` of the real server, and a few senders posting `send_message` over
 * HTTP at a steady rate; each message's delivery latency runs from its send to the frame on the
 * receiver's socket. Once on one server (the in-process hub), once across two servers sharing
 * Redis (senders on A, sockets on B: every frame crosses Redis). Beside it, the resident memory
 * of each server before and after the sockets opened. The sockets, the senders and the server are
 * three processes, so that no one's event loop is counted as another's latency.
 */

const CLIENTS = Number(process.env.BENCH_RT_CLIENTS ?? 500);
const SENDERS = Number(process.env.BENCH_RT_SENDERS ?? 5);
/** Messages a second from all senders together; within `chat_messages_per_minute` (≤ 1,000 each). */
const RATE = Number(process.env.BENCH_RT_RATE ?? 50);
const SECONDS = Number(process.env.BENCH_RT_SECONDS ?? 20);
const WARMUP = 'rt-warm:';
const MEASURED = 'rt:';
/** The per-sender minute limit for the run (the setting's maximum), restored afterwards. */
const PER_MINUTE = 1000;
const TARGET_P95_MS = 50;
/** The run is also cut in rounds: one pause of a shared machine shows as one bad round. */
const ROUND_SECONDS = 5;
const TARGET_GROWTH_MB = 100;

interface Phase {
  name: string;
  delivered: number;
  sent: number;
  failed: number;
  errors: string[];
  latency: { p50: number; p95: number; max: number };
  /** The p95 of each round, in order. */
  rounds: number[];
  http: { p50: number; p95: number };
  closed: number;
  /** Per server: resident MB before and after the sockets opened. */
  memory: { server: string; before: number | null; after: number | null }[];
}

export async function measureRealtime(data: BenchData, redisUrl: string): Promise<string[]> {
  if (RATE * 60 > PER_MINUTE * SENDERS)
    throw new Error(`BENCH_RT_RATE ${RATE}/s is above ${SENDERS} senders' limit of ${PER_MINUTE} a minute`);
  const database = openDatabase({ url: data.databaseUrl });
  // On the servers' Redis: its abuse-limit windows are the ones reset below.
  const { app, services, deps } = await buildApp({
    config: { ...data.config, redisUrl },
    database,
    storage: data.storage,
    logger: false,
  });
  const limit = await services.settings.get('chat_messages_per_minute');
  let world: RealtimeWorld | null = null;
  const phases: Phase[] = [];
  try {
    await services.settings.set('chat_messages_per_minute', PER_MINUTE);
    process.stdout.write(`Realtime: signing in ${CLIENTS} receivers and ${SENDERS} senders…\n`);
    world = await prepareRealtimeWorld(database.db, { receivers: CLIENTS, senders: SENDERS });
    const serverOptions = { dataDir: data.dir, databaseUrl: data.databaseUrl, workers: 1, web: false };

    process.stdout.write('Realtime: one server…\n');
    const alone = await startServer(serverOptions);
    try {
      phases.push(await runPhase('one server', world, { senders: alone, sockets: alone }));
    } finally {
      await alone.stop();
    }

    process.stdout.write('Realtime: two servers sharing Redis…\n');
    // The senders' per-minute windows live in Redis here and outlast a run: a run repeated within
    // the minute would find them part spent (the key is chat.service's per-sender limit).
    for (const sender of world.senders) await deps.limiter.reset(`chat-send:${sender.id}`);
    const a = await startServer({ ...serverOptions, redisUrl });
    try {
      const b = await startServer({ ...serverOptions, redisUrl });
      try {
        phases.push(await runPhase('two servers, Redis', world, { senders: a, sockets: b }));
      } finally {
        await b.stop();
      }
    } finally {
      await a.stop();
    }
  } finally {
    await services.settings.set('chat_messages_per_minute', limit);
    await world?.clear();
    await app.close();
    await database.close();
  }
  return report(phases, data);
}

async function runPhase(
  name: string,
  world: RealtimeWorld,
  servers: { senders: RunningServer; sockets: RunningServer },
): Promise<Phase> {
  const distinct =
    servers.senders === servers.sockets ? [servers.sockets] : [servers.senders, servers.sockets];
  const label = (s: RunningServer) =>
    distinct.length === 1 ? 'the server' : s === servers.senders ? 'A (senders)' : 'B (sockets)';
  const before = distinct.map((s) => residentMb(s.pid));
  const clients = startLineChild('./realtime-clients.ts', {
    url: `ws://127.0.0.1:${servers.sockets.port}/api/realtime`,
    tokens: world.receivers.map((r) => r.token),
    warmupPrefix: WARMUP,
    measuredPrefix: MEASURED,
  });
  let senders: LineChild | null = null;
  try {
    const opened = (await clients.line((l) => l.startsWith('open '), 120_000)).split(' ');
    if (opened[2] !== '0')
      throw new Error(`realtime bench: ${opened[2]} of ${CLIENTS} sockets failed to open`);
    // Memory with every socket open and signed in, before any message.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const after = distinct.map((s) => residentMb(s.pid));
    senders = startLineChild('./realtime-senders.ts', {
      port: servers.senders.port,
      senders: world.senders.map(({ auth, propertyId }) => ({ auth, propertyId })),
      receivers: world.receivers.map((r) => r.id),
      rate: RATE,
      seconds: SECONDS,
      warmupPrefix: WARMUP,
      measuredPrefix: MEASURED,
    });
    await senders.line((l) => l === 'ready', 60_000);
    // One message to every receiver first: each socket then is known to be subscribed, and the
    // server's paths are warm. Not measured.
    senders.send('warmup');
    const warmed = JSON.parse(
      (await senders.line((l) => l.startsWith('warmed '), 120_000)).slice(7),
    ) as SendersReport;
    if (warmed.failed > 0)
      throw new Error(`realtime bench: warm-up messages refused: ${warmed.errors.join('; ')}`);
    await clients.line((l) => l === 'warm', 30_000);
    senders.send('go');
    const sent = JSON.parse(
      (await senders.line((l) => l.startsWith('done '), (SECONDS + 60) * 1000)).slice(5),
    ) as SendersReport;
    // The last frames are on their way: a moment before counting.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    clients.send('report');
    const received = JSON.parse(await clients.line((l) => l.startsWith('{'), 30_000)) as ClientsReport;
    const sorted = received.latencies.map(([, ms]) => ms).sort((x, y) => x - y);
    const perRound = RATE * ROUND_SECONDS;
    const rounds: number[][] = [];
    for (const [n, ms] of received.latencies) {
      const round = Math.floor(n / perRound);
      const bucket = rounds[round] ?? [];
      bucket.push(ms);
      rounds[round] = bucket;
    }
    return {
      name,
      delivered: received.latencies.length,
      sent: sent.sent,
      failed: sent.failed,
      errors: sent.errors,
      latency: { ...percentiles(sorted), max: sorted.at(-1) ?? 0 },
      rounds: rounds.filter(Boolean).map((round) => percentiles(round).p95),
      http: sent.http,
      closed: received.closed,
      memory: distinct.map((s, i) => ({
        server: label(s),
        before: before[i] ?? null,
        after: after[i] ?? null,
      })),
    };
  } finally {
    clients.send('close');
    await Promise.all([clients.stop(), senders?.stop()]);
  }
}

function report(phases: Phase[], data: BenchData): string[] {
  const database = data.dialect === 'postgres' ? 'PostgreSQL' : 'SQLite';
  const mb = (n: number | null) => (n === null ? 'n/a' : `${n.toFixed(1)} MB`);
  const lines = [
    `Realtime: ${CLIENTS} sockets (one client process), ${SENDERS} senders at ${RATE} messages/s over HTTP (another process), ${SECONDS} s, ${database}; latency = send_message sent → chat.message frame on the receiver's socket`,
  ];
  for (const phase of phases) {
    const met = phase.latency.p95 <= TARGET_P95_MS && phase.delivered === phase.sent && phase.failed === 0;
    lines.push(
      `  ${phase.name}: delivered ${phase.delivered}/${phase.sent} (${phase.failed} refused, ${phase.closed} sockets closed), p50 ${phase.latency.p50.toFixed(1)} ms, p95 ${phase.latency.p95.toFixed(1)} ms, max ${phase.latency.max.toFixed(1)} ms; send_message answered p50 ${phase.http.p50.toFixed(1)} ms, p95 ${phase.http.p95.toFixed(1)} ms   target p95 ≤ ${TARGET_P95_MS} ms, all delivered  ${met ? 'met' : 'NOT met'}`,
    );
    lines.push(
      `    p95 of each ${ROUND_SECONDS}-s round: ${phase.rounds.map((p95) => p95.toFixed(1)).join(', ')} ms`,
    );
    if (phase.errors.length) lines.push(`    refusals: ${phase.errors.join('; ')}`);
  }
  for (const phase of phases) {
    const growths = phase.memory.map((m) =>
      m.before === null || m.after === null ? null : m.after - m.before,
    );
    const known = growths.filter((g): g is number => g !== null);
    const verdict =
      known.length === 0
        ? 'not measured (no /proc)'
        : known.every((g) => g < TARGET_GROWTH_MB)
          ? 'met'
          : 'NOT met';
    const parts = phase.memory.map(
      (m, i) =>
        `${m.server} ${mb(m.before)} → ${mb(m.after)} (${growths[i] === null ? '?' : `+${(growths[i] as number).toFixed(1)} MB`})`,
    );
    lines.push(
      `  memory (RSS) for ${CLIENTS} open sockets, ${phase.name}: ${parts.join('; ')}   target growth < ${TARGET_GROWTH_MB} MB per server  ${verdict}`,
    );
  }
  return lines;
}
