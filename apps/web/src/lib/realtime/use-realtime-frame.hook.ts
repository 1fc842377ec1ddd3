'use client';

import { useEffect, useRef, useSyncExternalStore } from 'react';

// The browser's side of GET /api/realtime (contract §3.7): one WebSocket per tab, shared by every
// component that listens, opened with the first listener and closed with the last. The session
// cookie signs it in (same origin). It reconnects with a growing pause (1 s doubling to 30 s)
// unless the server refused the session (close codes 44xx: signed out, revoked, deactivated).
// Whether it is open is public, so a listener can fall back to polling while it is not.

export type FrameHandler = (data: unknown) => void;

const RETRY_FIRST_MS = 1_000;
const RETRY_MAX_MS = 30_000;

const handlers = new Map<string, Set<FrameHandler>>();
const openListeners = new Set<() => void>();
let socket: WebSocket | null = null;
let retryTimer: ReturnType<typeof setTimeout> | null = null;
let failures = 0;
let open = false;

function listenerCount(): number {
  let count = 0;
  for (const set of handlers.values()) count += set.size;
  return count;
}

function setOpen(value: boolean) {
  if (open === value) return;
  open = value;
  for (const listener of openListeners) listener();
}

function dispatch(raw: unknown) {
  if (typeof raw !== 'string') return;
  let frame: { type?: unknown; data?: unknown };
  try {
    frame = JSON.parse(raw) as { type?: unknown; data?: unknown };
  } catch {
    return;
  }
  if (typeof frame.type !== 'string') return;
  for (const handler of handlers.get(frame.type) ?? []) {
    try {
      handler(frame.data);
    } catch (error) {
      console.error('[realtime] frame handler failed', error);
    }
  }
}

function connect() {
  if (socket || typeof WebSocket === 'undefined') return;
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  const next = new WebSocket(`${scheme}://${window.location.host}/api/realtime`);
  socket = next;
  next.onopen = () => {
    failures = 0;
    setOpen(true);
  };
  next.onmessage = (event) => dispatch(event.data);
  next.onclose = (event) => {
    if (socket === next) socket = null;
    setOpen(false);
    // 44xx: the session is not (or no longer) valid; trying again cannot help.
    if (event.code >= 4400 && event.code < 4500) return;
    if (listenerCount() === 0) return;
    const wait = Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** failures);
    failures += 1;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      if (listenerCount() > 0) connect();
    }, wait);
  };
}

function disconnect() {
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = null;
  failures = 0;
  const current = socket;
  socket = null;
  current?.close(1000);
  setOpen(false);
}

/** Adds a listener of one frame type; the returned function removes it. */
export function listenToFrames(type: string, handler: FrameHandler): () => void {
  const set = handlers.get(type) ?? new Set<FrameHandler>();
  handlers.set(type, set);
  set.add(handler);
  connect();
  return () => {
    set.delete(handler);
    if (set.size === 0) handlers.delete(type);
    if (listenerCount() === 0) disconnect();
  };
}

/** Calls `handler` with the `data` of every `type` frame while the component is mounted. */
export function useRealtimeFrame(type: string, handler: FrameHandler): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  }, [handler]);
  useEffect(() => listenToFrames(type, (data) => latest.current(data)), [type]);
}

/** Whether the shared socket is open now (false on the server and while reconnecting). */
export function useRealtimeOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      openListeners.add(listener);
      return () => openListeners.delete(listener);
    },
    () => open,
    () => false,
  );
}
