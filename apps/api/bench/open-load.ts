import http from 'node:http';
import { percentiles } from './bench-stats.js';
import type { LoadResult } from './http-load.js';

export interface OpenLoadOptions {
  port: number;
  paths: string[];
  /** Requests per second, sent on a fixed schedule whatever the answers' speed. */
  rate: number;
  seconds: number;
}

/**
 * Open-loop load: requests leave on a fixed schedule (every 1/rate s, the paths in turn) and each
 * latency counts from when its request was due, not from when it left, so a server that stalls
 * cannot hide the requests it delayed (the coordinated omission of closed-loop generators, whose
 * connections simply wait). Below the server's capacity this is what a caller sees at that
 * traffic; autocannon's own rate limit sends each second's quota in a burst, which is not.
 */
export function measureAtRate(options: OpenLoadOptions): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const interval = 1000 / options.rate;
  const latencies: number[] = [];
  let errors = 0;
  let sent = 0;
  let answered = 0;
  const started = performance.now();
  const end = started + options.seconds * 1000;
  let next = started;
  // Set once the schedule is over and its time has passed: from then on the last answer finishes.
  // (Checking the clock in the answer instead hung a run: the last answers came in just before
  // the end, and nothing looked again.)
  let closed = false;
  return new Promise((resolve) => {
    const finish = () => {
      agent.destroy();
      const { p50, p95 } = percentiles(latencies);
      resolve({ rps: answered / options.seconds, p50, p95, errors });
    };
    const send = (due: number) => {
      const path = options.paths[sent % options.paths.length] ?? '/';
      sent += 1;
      const req = http.get({ host: '127.0.0.1', port: options.port, path, agent }, (res) => {
        res.resume();
        res.on('end', () => {
          answered += 1;
          if (res.statusCode !== 200) errors += 1;
          latencies.push(performance.now() - due);
          if (closed && answered === sent) finish();
        });
      });
      req.on('error', () => {
        errors += 1;
        answered += 1;
        if (closed && answered === sent) finish();
      });
    };
    const tick = () => {
      const now = performance.now();
      while (next <= now && next < end) {
        send(next);
        next += interval;
      }
      if (next < end) {
        setTimeout(tick, 1);
        return;
      }
      setTimeout(
        () => {
          closed = true;
          if (answered === sent) finish();
        },
        Math.max(0, end - now),
      );
    };
    tick();
  });
}
