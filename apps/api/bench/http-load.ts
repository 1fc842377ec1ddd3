import autocannon from 'autocannon';
import { percentiles } from './bench-stats.js';

export interface LoadResult {
  rps: number;
  p50: number;
  p95: number;
  /** Non-2xx answers and connection errors. */
  errors: number;
}

export interface LoadOptions {
  port: number;
  paths: string[];
  seconds: number;
  connections?: number;
  headers?: Record<string, string>;
  /**
   * Requests per second over all connections. Unset, the load is closed-loop at saturation (the
   * server's capacity); set below it, the latencies are what a caller sees at that traffic.
   */
  rate?: number;
}

function run(options: LoadOptions, seconds: number, onLatency?: (ms: number) => void): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: `http://127.0.0.1:${options.port}`,
        connections: options.connections ?? 10,
        duration: seconds,
        requests: options.paths.map((path) => ({ method: 'GET', path })),
        ...(options.headers ? { headers: options.headers } : {}),
        ...(options.rate ? { overallRate: options.rate } : {}),
      },
      (error, result) => {
        if (error) return reject(error);
        resolve({
          // Per-second samples miss a short run's partial second: count over the whole run.
          rps: result.requests.total / Math.max(0.001, result.duration),
          p50: result.latency.p50,
          p95: result.latency.p97_5,
          errors: result.errors + result.timeouts + result.non2xx,
        });
      },
    );
    // Autocannon's own summary has no p95: every response time is kept to compute it exactly.
    if (onLatency) instance.on('response', (_client, _status, _bytes, time: number) => onLatency(time));
  });
}

/**
 * A short unmeasured run (JIT, caches, connections), then `seconds` of 10-connection load, then
 * a wait until the server has worked off what the load left queued, so it does not slow the
 * next measurement.
 */
export async function measureHttp(options: LoadOptions): Promise<LoadResult> {
  await run(options, 1);
  await settle(options.port);
  const latencies: number[] = [];
  const result = await run(options, options.seconds, (time) => latencies.push(time));
  await settle(options.port);
  const { p50, p95 } = percentiles(latencies);
  return { ...result, p50, p95 };
}

/** Until a health check answers within 50 ms (at most 60 s). */
async function settle(port: number): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const started = performance.now();
    try {
      await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(30_000) });
    } catch {
      // the bare ceiling has no health route: it answers 404 quickly, which is as good
    }
    if (performance.now() - started < 50) return;
  }
}
