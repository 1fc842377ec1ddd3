import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type SQLite from 'better-sqlite3';

/**
 * SQLite's WAL checkpoints in a thread of their own, off the event loop.
 *
 * By default the connection that commits a transaction also runs the checkpoint once the WAL
 * passes 1,000 pages: it copies those pages into the database file and syncs it, inside that
 * commit, on the event loop. With 100,000 listings the posting benchmark saw most commits take
 * 0.4 ms and one in a few dozen take 25–110 ms, every request behind it waiting (the search p95
 * rose while listings were posted). Here the serving connection never checkpoints
 * (`wal_autocheckpoint = 0`); a worker thread with its own connection runs a PASSIVE checkpoint
 * every `intervalMs`, which waits for no reader or writer and blocks none. Commits only append to
 * the WAL (no sync under `synchronous = NORMAL`).
 *
 * If the thread cannot start or stops, the connection checkpoints by itself again, as SQLite does
 * by default: the WAL never grows without bound.
 */

/** SQLite's own default, restored when the thread is gone. */
const AUTOCHECKPOINT_PAGES = 1000;

/** The worker's code. A string (eval) because a worker thread cannot load TypeScript sources. */
const WORKER_CODE = `
const { parentPort, workerData } = require('node:worker_threads');
const SQLite = require(workerData.driver);
const db = new SQLite(workerData.file);
// Another process's checkpoint may hold the checkpoint lock: skip that round, never wait.
db.pragma('busy_timeout = 0');
const round = () => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch (error) {
    if (error && error.code !== 'SQLITE_BUSY' && error.code !== 'SQLITE_LOCKED') throw error;
  }
};
const timer = setInterval(round, workerData.intervalMs);
parentPort.on('message', (message) => {
  if (message !== 'stop') return;
  clearInterval(timer);
  round();
  db.close();
  parentPort.close();
});
parentPort.postMessage('ready');
`;

export interface Checkpointer {
  /** Resolves once the thread has taken over (or has failed to, and the connection has again). */
  ready: Promise<void>;
  stop(): Promise<void>;
}

export function startCheckpointer(
  connection: SQLite.Database,
  file: string,
  options: { intervalMs?: number; onError?: (error: Error) => void } = {},
): Checkpointer {
  const onError =
    options.onError ??
    ((error: Error) =>
      process.stderr.write(`SQLite checkpoint thread stopped, checkpointing on commit: ${error.message}\n`));
  let stopping = false;
  const selfCheckpoint = () => {
    if (connection.open) connection.pragma(`wal_autocheckpoint = ${AUTOCHECKPOINT_PAGES}`);
  };
  const worker = new Worker(WORKER_CODE, {
    eval: true,
    workerData: {
      file,
      driver: createRequire(import.meta.url).resolve('better-sqlite3'),
      intervalMs: options.intervalMs ?? 1000,
    },
  });
  // The thread must not keep a process (a CLI, a test run) alive.
  worker.unref();
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  const ready = new Promise<void>((resolve) => {
    worker.once('message', (message) => {
      if (message === 'ready' && !stopping && connection.open) connection.pragma('wal_autocheckpoint = 0');
      resolve();
    });
    worker.once('error', (error) => {
      selfCheckpoint();
      onError(error);
      resolve();
    });
    worker.once('exit', () => {
      if (!stopping) selfCheckpoint();
      resolve();
    });
  });
  return {
    ready,
    async stop() {
      if (stopping) return exited;
      stopping = true;
      selfCheckpoint();
      worker.postMessage('stop');
      const force = setTimeout(() => void worker.terminate(), 5000);
      await exited;
      clearTimeout(force);
    },
  };
}
