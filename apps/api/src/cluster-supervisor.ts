import cluster, { type Worker } from 'node:cluster';
import { hostname } from 'node:os';
import type { AppConfig } from './config.js';

/**
 * The primary of a cluster (WEB_CONCURRENCY > 1): forks one server process per slot, replaces a
 * process that dies, and on SIGINT/SIGTERM asks every process to finish its requests and exit.
 * It never serves, migrates or seeds itself: the data is prepared before it forks.
 */

/** A process that dies sooner than this after its start counts towards the crash-loop back-off. */
const STABLE_MS = 10_000;
const FIRST_DELAY_MS = 250;
const MAX_DELAY_MS = 30_000;
/** Workers force their own exit after 10 s; this is the last resort for one that hangs. */
const SHUTDOWN_GRACE_MS = 15_000;

const ROLE_QUESTION = 'domus:role?';
const ROLE_ANSWER = 'domus:role';
/** A worker's message for every other worker (cluster-channel.ts): the primary relays it. */
export const BROADCAST = 'domus:broadcast';

/** Wait before replacing a process that died after `quickDeaths` short lives in a row. */
export function respawnDelay(quickDeaths: number): number {
  if (quickDeaths <= 0) return 0;
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** (quickDeaths - 1));
}

interface Slot {
  index: number;
  worker: Worker | null;
  startedAt: number;
  listening: boolean;
  quickDeaths: number;
  respawn: NodeJS.Timeout | null;
}

const LEVELS = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60, silent: 100 } as const;

/** The same JSON lines as the workers' logger, so one log pipeline reads both. */
function primaryLog(config: AppConfig) {
  const threshold = LEVELS[config.logLevel];
  return (level: 'info' | 'warn' | 'error', msg: string, fields: Record<string, unknown> = {}) => {
    if (LEVELS[level] < threshold) return;
    const line = {
      level: LEVELS[level],
      time: Date.now(),
      pid: process.pid,
      hostname: hostname(),
      ...fields,
      msg,
    };
    process.stdout.write(`${JSON.stringify(line)}\n`);
  };
}

export interface SuperviseHooks {
  /** Every process listens for the first time: the product is up on `port`. */
  onReady(port: number): void;
}

export function superviseWorkers(config: AppConfig, hooks: SuperviseHooks): void {
  const log = primaryLog(config);
  const slots: Slot[] = Array.from({ length: config.workers }, (_, index) => ({
    index,
    worker: null,
    startedAt: 0,
    listening: false,
    quickDeaths: 0,
    respawn: null,
  }));
  let ready = false;
  let stopping = false;
  let exitCode = 0;

  const stop = (reason: string, code: number) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    log('info', 'shutting down', { reason });
    for (const slot of slots) {
      if (slot.respawn) clearTimeout(slot.respawn);
      slot.worker?.process.kill('SIGTERM');
    }
    const force = setTimeout(() => {
      for (const slot of slots) slot.worker?.process.kill('SIGKILL');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    finishIfStopped();
  };

  const finishIfStopped = () => {
    if (stopping && slots.every((s) => s.worker === null)) process.exit(exitCode);
  };

  const fork = (slot: Slot) => {
    slot.respawn = null;
    if (stopping) return;
    const worker = cluster.fork();
    slot.worker = worker;
    slot.startedAt = Date.now();
    slot.listening = false;
    worker.on('message', (message: unknown) => {
      const type = (message as { type?: unknown } | null)?.type;
      // The first slot runs the background sweeps: they are idempotent, but N copies only add load.
      if (type === ROLE_QUESTION) worker.send({ type: ROLE_ANSWER, background: slot.index === 0 });
      if (type === BROADCAST) {
        for (const other of slots)
          if (other.worker && other.worker !== worker && other.worker.isConnected())
            other.worker.send(message as object);
      }
    });
    worker.on('listening', (address) => {
      slot.listening = true;
      log('info', 'worker listening', { worker: worker.process.pid, slot: slot.index });
      if (!ready && slots.every((s) => s.listening)) {
        ready = true;
        hooks.onReady(address.port);
      }
    });
    worker.on('exit', (code, signal) => {
      slot.worker = null;
      if (stopping) return finishIfStopped();
      const pid = worker.process.pid;
      if (!ready) {
        // A process that cannot start (port taken, bad config) will not start the next time either.
        log('error', 'a worker failed during start-up', { worker: pid, code, signal });
        return stop('start-up failed', 1);
      }
      slot.quickDeaths = Date.now() - slot.startedAt < STABLE_MS ? slot.quickDeaths + 1 : 0;
      const delay = respawnDelay(slot.quickDeaths);
      log('warn', 'worker died, replacing it', {
        worker: pid,
        code,
        signal,
        slot: slot.index,
        delayMs: delay,
      });
      slot.respawn = setTimeout(() => fork(slot), delay);
    });
  };

  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stop(signal, 0));
  log('info', 'starting workers', { workers: config.workers });
  for (const slot of slots) fork(slot);
}

/**
 * In a worker: asks the primary whether this process runs the background sweeps. A process
 * started outside a cluster has no one to ask and runs them itself.
 */
export function askWorkerRole(timeoutMs = 10_000): Promise<{ background: boolean }> {
  const send = process.send?.bind(process);
  if (!cluster.isWorker || !send) return Promise.resolve({ background: true });
  return new Promise((resolve) => {
    const done = (background: boolean) => {
      clearTimeout(timer);
      process.off('message', onMessage);
      resolve({ background });
    };
    const onMessage = (message: unknown) => {
      const answer = message as { type?: unknown; background?: unknown } | null;
      if (answer?.type === ROLE_ANSWER) done(answer.background === true);
    };
    const timer = setTimeout(() => done(false), timeoutMs);
    process.on('message', onMessage);
    send({ type: ROLE_QUESTION });
  });
}
