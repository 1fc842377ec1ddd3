/**
 * The realtime benchmark's senders, in a process of their own: `send_message` over HTTP from a
 * few members (each writing about a listing of their own) to the receivers, every message
 * carrying its send time so the receiving socket can tell the delivery latency.
 *
 * Input: one JSON argument { port, senders: [{auth, propertyId}], receivers, rate, seconds,
 * warmupPrefix, measuredPrefix }. Prints `ready`, then on stdin: `warmup` sends each receiver one
 * warm-up message and prints `warmed <json>`; `go` sends `rate` messages a second for `seconds`
 * on a fixed schedule (open loop: a slow answer does not delay the next send) and prints
 * `done <json>`.
 */
import { createInterface } from 'node:readline';
import { percentiles } from './bench-stats.js';

export interface Sender {
  auth: Record<string, string>;
  propertyId: number;
}

interface SendersInput {
  port: number;
  senders: Sender[];
  receivers: number[];
  rate: number;
  seconds: number;
  warmupPrefix: string;
  measuredPrefix: string;
}

export interface SendersReport {
  sent: number;
  failed: number;
  /** The first refusals' statuses and bodies, to say why. */
  errors: string[];
  /** send_message's own answer time, ms. */
  http: { p50: number; p95: number };
  seconds: number;
}

const input = JSON.parse(process.argv[2] ?? '{}') as SendersInput;
const clock = () => performance.timeOrigin + performance.now();

async function send(n: number, text: (sentAt: number) => string, result: SendersReport, http: number[]) {
  const sender = input.senders[n % input.senders.length] as Sender;
  const receiver = input.receivers[n % input.receivers.length] as number;
  const sentAt = clock();
  try {
    const res = await fetch(`http://127.0.0.1:${input.port}/api/send_message`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...sender.auth },
      body: JSON.stringify({ receiver_id: receiver, property_id: sender.propertyId, message: text(sentAt) }),
    });
    const body = await res.text();
    http.push(clock() - sentAt);
    if (res.status === 201) result.sent += 1;
    else {
      result.failed += 1;
      if (result.errors.length < 5) result.errors.push(`${res.status} ${body.slice(0, 200)}`);
    }
  } catch (error) {
    result.failed += 1;
    if (result.errors.length < 5) result.errors.push(String(error));
  }
}

function emptyReport(): SendersReport {
  return { sent: 0, failed: 0, errors: [], http: { p50: 0, p95: 0 }, seconds: 0 };
}

/** One message to each receiver, a few at a time: every socket then has had a frame. */
async function warmup(): Promise<SendersReport> {
  const result = emptyReport();
  const http: number[] = [];
  const started = clock();
  let next = 0;
  const worker = async () => {
    while (next < input.receivers.length) {
      const n = next;
      next += 1;
      await send(n, () => `${input.warmupPrefix}${n}`, result, http);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return { ...result, http: percentiles(http), seconds: (clock() - started) / 1000 };
}

/** `rate` a second for `seconds`, each on its due time whatever the earlier ones are doing. */
async function steady(): Promise<SendersReport> {
  const result = emptyReport();
  const http: number[] = [];
  const total = Math.round(input.rate * input.seconds);
  const started = performance.now();
  const pending: Promise<void>[] = [];
  for (let n = 0; n < total; n += 1) {
    const wait = started + (n * 1000) / input.rate - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(send(n, (sentAt) => `${input.measuredPrefix}${n}:${sentAt}`, result, http));
  }
  await Promise.all(pending);
  return { ...result, http: percentiles(http), seconds: (performance.now() - started) / 1000 };
}

process.stdout.write('ready\n');
for await (const line of createInterface({ input: process.stdin })) {
  if (line === 'warmup') process.stdout.write(`warmed ${JSON.stringify(await warmup())}\n`);
  else if (line === 'go') {
    process.stdout.write(`done ${JSON.stringify(await steady())}\n`);
    break;
  }
}
process.exit(0);
