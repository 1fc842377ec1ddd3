/**
 * The realtime benchmark's receivers, in a process of their own: one WebSocket per session token
 * to `/api/realtime` (Bearer header), each frame's delivery latency taken from the send time the
 * sender wrote into the message. Apart from the server and from the senders so that neither's
 * event loop is counted as the other's latency.
 *
 * Input: one JSON argument { url, tokens, warmupPrefix, measuredPrefix }. Output lines on stdout:
 * `open <opened> <failed>` once every socket opened (or failed), `warm` once every socket got a
 * warm-up message (so every one is subscribed), and the report as one JSON line after `report`
 * on stdin. `close` on stdin closes the sockets and exits.
 */
import { createInterface } from 'node:readline';
import { WebSocket } from 'ws';

interface ClientsInput {
  url: string;
  tokens: string[];
  warmupPrefix: string;
  measuredPrefix: string;
}

export interface ClientsReport {
  /** The measured messages as received: [message number, delivery latency in ms]. */
  latencies: [number, number][];
  /** Sockets that closed or failed before the report. */
  closed: number;
}

/** Opened at a time: a burst of 500 handshakes at once would measure the accept queue. */
const OPEN_BATCH = 50;

const input = JSON.parse(process.argv[2] ?? '{}') as ClientsInput;
const sockets: WebSocket[] = [];
const warmed = new Set<number>();
const latencies: [number, number][] = [];
let closed = 0;
let warmAnnounced = false;
const clock = () => performance.timeOrigin + performance.now();

function open(index: number, token: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new WebSocket(input.url, { headers: { authorization: `Bearer ${token}` } });
    sockets.push(socket);
    socket.once('open', () => resolve(true));
    socket.once('error', () => resolve(false));
    socket.on('close', () => {
      closed += 1;
      resolve(false);
    });
    socket.on('message', (raw) => {
      const at = clock();
      const frame = JSON.parse(raw.toString()) as { type: string; data: { message?: string | null } };
      const text = frame.type === 'chat.message' ? (frame.data.message ?? '') : '';
      if (text.startsWith(input.measuredPrefix)) {
        const [n, sentAt] = text.slice(input.measuredPrefix.length).split(':').map(Number);
        latencies.push([n as number, at - (sentAt as number)]);
      } else if (text.startsWith(input.warmupPrefix)) {
        warmed.add(index);
        if (!warmAnnounced && warmed.size === input.tokens.length) {
          warmAnnounced = true;
          process.stdout.write('warm\n');
        }
      }
    });
  });
}

let failed = 0;
for (let start = 0; start < input.tokens.length; start += OPEN_BATCH) {
  const batch = input.tokens.slice(start, start + OPEN_BATCH);
  const results = await Promise.all(batch.map((token, i) => open(start + i, token)));
  failed += results.filter((ok) => !ok).length;
}
process.stdout.write(`open ${input.tokens.length - failed} ${failed}\n`);

for await (const line of createInterface({ input: process.stdin })) {
  if (line === 'report') {
    const report: ClientsReport = { latencies, closed };
    process.stdout.write(`${JSON.stringify(report)}\n`);
  } else if (line === 'close') {
    for (const socket of sockets) socket.terminate();
    break;
  }
}
process.exit(0);
