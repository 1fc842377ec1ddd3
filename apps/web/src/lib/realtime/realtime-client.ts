import { isFinalClose, reconnectDelay, STABLE_CONNECTION_MS } from './realtime-backoff.util';
import { parseFrame, type RealtimeFrameType, type RealtimeHandler } from './realtime-frames';

// One WebSocket to `GET /api/realtime` shared by everything in a tab that listens for frames. It
// opens on the first subscription (only signed-in islands subscribe), reconnects with exponential
// back-off after a drop, gives up for good when the server ends the session, and closes a while
// after the last subscriber left. Everything outside (the socket, timers, clock, randomness) is
// passed in, so the schedule is tested without a browser.

/**
 * - `idle`: nobody listens, no socket; `connecting` / `open`: as the socket is;
 * - `waiting`: dropped, a reconnect is scheduled; `ended`: the session is over (no retry);
 * - `unavailable`: this browser cannot open one. Everything but `open` means "poll instead".
 */
export type RealtimeStatus = 'idle' | 'connecting' | 'open' | 'waiting' | 'ended' | 'unavailable';

/** The part of the browser's WebSocket the client uses. */
export interface SocketLike {
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  close(code?: number, reason?: string): void;
}

export interface RealtimeEnvironment {
  url(): string;
  /** null: no WebSocket in this browser. */
  createSocket: ((url: string) => SocketLike) | null;
  setTimer(run: () => void, ms: number): unknown;
  clearTimer(handle: unknown): void;
  now(): number;
  random(): number;
  /** How long the socket stays open after the last subscriber left (a page change re-subscribes). */
  idleCloseMs?: number;
}

export interface RealtimeClient {
  subscribe<K extends RealtimeFrameType>(type: K, handler: RealtimeHandler<K>): () => void;
  status(): RealtimeStatus;
  /** Called on every status change. */
  onStatus(listener: () => void): () => void;
  /** How many times a socket has opened: a rise past 1 means frames may have been missed. */
  opens(): number;
  /** Skips the wait of a scheduled reconnect (the browser is back online). */
  reconnectNow(): void;
  close(): void;
}

const IDLE_CLOSE_MS = 30_000;
const NORMAL_CLOSE = 1000;

export function createRealtimeClient(env: RealtimeEnvironment): RealtimeClient {
  const handlers = new Map<string, Set<(data: unknown) => void>>();
  const statusListeners = new Set<() => void>();
  let subscribers = 0;
  let status: RealtimeStatus = 'idle';
  let socket: SocketLike | null = null;
  let openedAt: number | null = null;
  let attempt = 0;
  let opens = 0;
  let retryTimer: unknown = null;
  let idleTimer: unknown = null;

  const setStatus = (next: RealtimeStatus) => {
    if (next === status) return;
    status = next;
    for (const listener of [...statusListeners]) listener();
  };

  const clearTimer = (handle: unknown) => {
    if (handle !== null) env.clearTimer(handle);
  };

  const dispatch = (type: string, data: unknown) => {
    for (const handler of [...(handlers.get(type) ?? [])]) {
      try {
        handler(data);
      } catch (error) {
        // One listener's bug must not starve the others of the frame.
        console.error(error);
      }
    }
  };

  const drop = () => {
    const current = socket;
    socket = null;
    if (!current) return;
    current.onopen = current.onmessage = current.onclose = current.onerror = null;
    current.close(NORMAL_CLOSE);
  };

  const scheduleRetry = () => {
    if (openedAt !== null && env.now() - openedAt >= STABLE_CONNECTION_MS) attempt = 0;
    openedAt = null;
    const wait = reconnectDelay(attempt, env.random());
    attempt += 1;
    setStatus('waiting');
    retryTimer = env.setTimer(() => {
      retryTimer = null;
      connect();
    }, wait);
  };

  function connect() {
    if (!env.createSocket) return setStatus('unavailable');
    let next: SocketLike;
    try {
      next = env.createSocket(env.url());
    } catch {
      // Refused outright (a policy forbids it): retrying would only be refused again.
      return setStatus('unavailable');
    }
    socket = next;
    setStatus('connecting');
    next.onopen = () => {
      openedAt = env.now();
      opens += 1;
      setStatus('open');
    };
    next.onmessage = (event) => {
      const frame = parseFrame(event.data);
      if (frame) dispatch(frame.type, frame.data);
    };
    next.onclose = (event) => {
      if (socket !== next) return;
      socket = null;
      if (isFinalClose(event.code)) {
        openedAt = null;
        return setStatus('ended');
      }
      scheduleRetry();
    };
  }

  const stop = () => {
    clearTimer(retryTimer);
    retryTimer = null;
    drop();
    openedAt = null;
    attempt = 0;
  };

  return {
    subscribe(type, handler) {
      const set = handlers.get(type) ?? new Set();
      handlers.set(type, set);
      const entry = handler as (data: unknown) => void;
      // The same function twice is two subscriptions: each unsubscribe removes its own.
      const wrapped = (data: unknown) => entry(data);
      set.add(wrapped);
      subscribers += 1;
      clearTimer(idleTimer);
      idleTimer = null;
      if (status === 'idle') connect();
      let active = true;
      return () => {
        if (!active) return;
        active = false;
        set.delete(wrapped);
        subscribers -= 1;
        if (subscribers > 0) return;
        idleTimer = env.setTimer(() => {
          idleTimer = null;
          if (subscribers > 0) return;
          stop();
          if (status !== 'ended' && status !== 'unavailable') setStatus('idle');
        }, env.idleCloseMs ?? IDLE_CLOSE_MS);
      };
    },
    status: () => status,
    onStatus(listener) {
      statusListeners.add(listener);
      return () => {
        statusListeners.delete(listener);
      };
    },
    opens: () => opens,
    reconnectNow() {
      if (status !== 'waiting') return;
      clearTimer(retryTimer);
      retryTimer = null;
      connect();
    },
    close() {
      clearTimer(idleTimer);
      idleTimer = null;
      stop();
      setStatus('idle');
    },
  };
}
