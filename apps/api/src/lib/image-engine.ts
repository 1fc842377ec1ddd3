import { type ChildProcess, fork } from 'node:child_process';
import { setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { CleanLimits, CleanOutcome, EncodedWidth } from './image-codec.js';
import { asBuffer, type ImageJob, type ImageJobAnswer } from './image-job.js';

/**
 * Decoding and encoding pictures happen in a child process at a lower CPU priority (nice 10), not
 * in the API's own threads. On a small machine the API's event loop, the other requests and the
 * picture work share two cores; the benchmark showed search latency tripled while listings with
 * photos were posted, with libvips threads taking a core from the event loop now and then. A niced
 * process gives way to the requests at once, and its memory peaks (a decoded photo is 100 MB and
 * more) stay out of the API's heap. One worker, started on the first picture, restarted if it dies.
 */

/** How much lower the worker's priority is than the API's (0 = the same, 19 = the lowest). */
const WORKER_NICENESS = 10;

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

let worker: ChildProcess | null = null;
let nextId = 1;
const pending = new Map<number, Pending>();

function workerEntry(): { file: string; execArgv: string[] } {
  const here = import.meta.url;
  // From the sources (tests, tsx) the worker is TypeScript, loaded the way this process was; from
  // the bundle it is dist/image-worker.js beside dist/server.js.
  if (here.endsWith('.ts')) {
    return { file: fileURLToPath(new URL('./image-worker.ts', here)), execArgv: ['--import', 'tsx'] };
  }
  return { file: fileURLToPath(new URL('./image-worker.js', here)), execArgv: [] };
}

function settle(answer: ImageJobAnswer): void {
  const job = pending.get(answer.id);
  if (!job) return;
  pending.delete(answer.id);
  if (pending.size === 0) idle();
  if (answer.ok) job.resolve(answer.result);
  else job.reject(new Error(answer.error));
}

/** With nothing to do, the worker must not keep the API process (or a test run) alive. */
function idle(): void {
  worker?.unref();
  worker?.channel?.unref();
}

function busy(child: ChildProcess): void {
  child.ref();
  child.channel?.ref();
}

function start(): ChildProcess {
  const { file, execArgv } = workerEntry();
  const child = fork(file, [], {
    serialization: 'advanced',
    execArgv,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  if (child.pid !== undefined) {
    try {
      setPriority(child.pid, WORKER_NICENESS);
    } catch {
      // Not allowed here (some containers): it still works, at the API's own priority.
    }
  }
  child.on('message', (answer: ImageJobAnswer) => settle(answer));
  child.on('exit', (code, signal) => {
    if (worker === child) worker = null;
    // Whatever it was doing is lost: fail those jobs (their requests answer with an error and
    // write nothing); the next picture starts a new worker.
    const lost = [...pending.values()];
    pending.clear();
    for (const job of lost) job.reject(new Error(`image worker stopped (${signal ?? code})`));
  });
  return child;
}

function run<T>(job: ImageJob): Promise<T> {
  if (!worker?.connected) worker = start();
  const child = worker;
  const id = nextId++;
  return new Promise<T>((resolve, reject) => {
    pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
    busy(child);
    child.send({ id, job }, (error) => {
      if (error && pending.delete(id)) {
        if (pending.size === 0) idle();
        reject(error);
      }
    });
  });
}

/** cleanImage (image-codec.ts), in the worker. */
export async function cleanInWorker(data: Buffer, jpeg: boolean, limits: CleanLimits): Promise<CleanOutcome> {
  const outcome = await run<CleanOutcome>({ op: 'clean', data, jpeg, limits });
  return outcome.kind === 'ok' ? { ...outcome, data: asBuffer(outcome.data) } : outcome;
}

/** encodeWebpWidths (image-codec.ts), in the worker. */
export async function webpInWorker(data: Buffer, widths: number[]): Promise<EncodedWidth[]> {
  const encoded = await run<EncodedWidth[]>({ op: 'webp', data, widths });
  return encoded.map((item) => ({ ...item, data: asBuffer(item.data) }));
}

/** The worker's process id, or null before the first picture (tests stop it to see a restart). */
export function imageWorkerPid(): number | null {
  return worker?.pid ?? null;
}
