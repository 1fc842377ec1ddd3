import type { FastifyInstance } from 'fastify';
import { WebSocket } from 'ws';
import type { RealtimeFrame, RealtimeHub } from '../lib/realtime/realtime-hub.js';

/** A realtime test client: the frames it got and how its socket ended. */
export interface RealtimeClient {
  socket: WebSocket;
  /** Every frame but the probes of untilSubscribed(). */
  frames: RealtimeFrame[];
  probes: number;
  /** The close code and reason once the socket closed; null while open. */
  closedWith(): { code: number; reason: string } | null;
  closed: Promise<{ code: number; reason: string }>;
}

export async function listenOn(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `ws://127.0.0.1:${address.port}/api/realtime`;
}

/** Opens a socket (resolved once open, or once refused) and records what comes down it. */
export function connect(
  url: string,
  options: { headers?: Record<string, string>; autoPong?: boolean } = {},
): Promise<RealtimeClient> {
  const socket = new WebSocket(url, { headers: options.headers, autoPong: options.autoPong ?? true });
  const frames: RealtimeFrame[] = [];
  let ended: { code: number; reason: string } | null = null;
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.on('close', (code, reason) => {
      ended = { code, reason: reason.toString() };
      resolve(ended);
    });
  });
  socket.on('error', () => undefined);
  const client: RealtimeClient = { socket, frames, probes: 0, closed, closedWith: () => ended };
  socket.on('message', (raw) => {
    const frame = JSON.parse(raw.toString()) as RealtimeFrame;
    if (frame.type === 'notification' && isProbe(frame.data)) client.probes++;
    else frames.push(frame);
  });
  return new Promise((resolve) => {
    socket.once('open', () => resolve(client));
    socket.once('close', () => resolve(client));
  });
}

/** Polls until `check` holds or `ms` passed; returns whether it held. */
export async function eventually(check: () => boolean, ms = 2_000): Promise<boolean> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) return false;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return true;
}

/**
 * Waits until the client is subscribed (its authentication runs after the socket opened): a
 * probe frame (which clients do not record as a frame) is published until one arrives.
 */
export async function untilSubscribed(hub: RealtimeHub, userId: number, client: RealtimeClient) {
  const until = Date.now() + 3_000;
  while (client.probes === 0) {
    if (Date.now() > until || client.closedWith()) throw new Error('the socket never subscribed');
    await hub.publish([userId], { type: 'notification', data: { probe: true } });
    await new Promise((resolve) => setTimeout(resolve, 15));
  }
}

function isProbe(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { probe?: unknown }).probe === true;
}
