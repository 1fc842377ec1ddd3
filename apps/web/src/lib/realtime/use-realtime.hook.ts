'use client';

import { useEffect, useRef, useSyncExternalStore } from 'react';
import { API_BROWSER_BASE } from '../config';
import {
  createRealtimeClient,
  type RealtimeClient,
  type RealtimeStatus,
  type SocketLike,
} from './realtime-client';
import type { RealtimeFrameType, RealtimeHandler } from './realtime-frames';

// The tab's one realtime client and the hooks islands use it through. Import this only from client
// components that a signed-in member sees (the header's chat link, the chat screen, notifications):
// the first subscription opens the socket, so a guest's page never loads or opens it.

let shared: RealtimeClient | null = null;

/** The tab's client, made on first use (same origin: the session cookie signs the socket in). */
export function getRealtimeClient(): RealtimeClient {
  if (shared) return shared;
  const client = createRealtimeClient({
    url: () =>
      `${window.location.protocol === 'https:' ? 'wss:' : 'ws:'}//${window.location.host}${API_BROWSER_BASE}/realtime`,
    // The browser's WebSocket has the handlers the client sets, with narrower event types.
    createSocket:
      typeof WebSocket === 'function' ? (url) => new WebSocket(url) as unknown as SocketLike : null,
    setTimer: (run, ms) => window.setTimeout(run, ms),
    clearTimer: (handle) => window.clearTimeout(handle as number),
    now: () => Date.now(),
    random: () => Math.random(),
  });
  window.addEventListener('online', () => client.reconnectNow());
  shared = client;
  return client;
}

/**
 * `useRealtimeFrame('chat.message', (message) => …)`: calls the handler with every frame of that
 * type while the component is mounted (and `enabled`). The latest handler is used, so it may
 * close over fresh state without re-subscribing.
 */
export function useRealtimeFrame<K extends RealtimeFrameType>(
  type: K,
  handler: RealtimeHandler<K>,
  enabled = true,
): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!enabled) return;
    return getRealtimeClient().subscribe(type, (data) => latest.current(data));
  }, [type, enabled]);
}

const idle = (): RealtimeStatus => 'idle';

/** The socket's status; anything but 'open' means frames may not come, so poll instead. */
export function useRealtimeStatus(): RealtimeStatus {
  return useSyncExternalStore(
    (listener) => getRealtimeClient().onStatus(listener),
    () => getRealtimeClient().status(),
    idle,
  );
}

/** True while frames arrive live; false means "poll" (`refetchInterval: live ? false : ms`). */
export function useRealtimeLive(): boolean {
  return useRealtimeStatus() === 'open';
}

/**
 * Calls `handler` each time the socket opens again after a drop: frames sent meanwhile were
 * missed, so what they would have updated should be read again.
 */
export function useRealtimeReconnected(handler: () => void): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    const client = getRealtimeClient();
    let seen = client.opens();
    return client.onStatus(() => {
      if (client.status() !== 'open') return;
      const opens = client.opens();
      if (opens > 1 && opens > seen) latest.current();
      seen = opens;
    });
  }, []);
}
