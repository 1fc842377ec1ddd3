import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type { RealtimeFrame, RealtimeHub } from '../../lib/realtime/realtime-hub.js';
import { REALTIME_CLOSE } from '../../lib/realtime/realtime-socket.js';
import { bearerToken, type Credential, type Viewer } from '../../plugins/auth.plugin.js';
import type { SessionRevokedFrameData } from '../sessions/session.service.js';

export interface RealtimeRouteOptions {
  hub: RealtimeHub;
  /** The credential a raw session token stands for (the auth plugin's rules). */
  checkToken(token: string, via: Viewer['via']): Promise<Credential>;
  webOrigins: readonly string[];
  /** How long a socket without a cookie has to send its auth frame (contract: 10 s). */
  authTimeoutMs: number;
  /** Ping period; a socket that did not answer the previous ping is dropped (contract: 30 s). */
  pingIntervalMs: number;
}

/** Unread bytes after which a socket counts as dead rather than slow. */
const MAX_BUFFERED_BYTES = 1024 * 1024;
/** The auth frame is the only frame a client sends; anything larger is not one. */
export const REALTIME_MAX_PAYLOAD = 4096;

type Closing = (typeof REALTIME_CLOSE)[keyof typeof REALTIME_CLOSE];

/**
 * `GET /api/realtime` (contract §3.7 "Realtime"): a signed-in user's frames from the hub, sent as
 * JSON `{type, data}`. Authenticated by the session cookie (from a web origin only), a Bearer
 * header, or else a first frame `{"type":"auth","token":"…"}` within the auth window.
 */
export async function registerRealtimeRoutes(app: FastifyInstance, options: RealtimeRouteOptions) {
  const alive = new Map<WebSocket, boolean>();
  // One timer for every socket: a ping each period, and whoever missed the last one is gone.
  const pinger = setInterval(() => {
    for (const [socket, answered] of alive) {
      if (!answered) {
        socket.terminate();
        alive.delete(socket);
        continue;
      }
      alive.set(socket, false);
      socket.ping();
    }
  }, options.pingIntervalMs);
  pinger.unref();
  app.addHook('onClose', async () => clearInterval(pinger));

  app.get('/api/realtime', { websocket: true }, (socket, request) => {
    alive.set(socket, true);
    socket.on('pong', () => {
      if (alive.has(socket)) alive.set(socket, true);
    });
    let stop: (() => void) | null = null;
    socket.on('close', () => {
      alive.delete(socket);
      stop?.();
    });
    socket.on('error', (error) => request.log.debug({ err: error }, 'realtime socket error'));

    const close = (closing: Closing) => {
      if (socket.readyState === socket.OPEN || socket.readyState === socket.CONNECTING)
        socket.close(closing.code, closing.reason);
    };

    const start = async (token: string, via: Viewer['via']) => {
      const viewer = await authenticate(options, token, via, close);
      if (!viewer || socket.readyState !== socket.OPEN) return;
      stop = options.hub.subscribe(viewer.user.id, (frame) => deliver(socket, viewer, frame, close));
      // A revocation committed between the check above and the subscription was announced to
      // nobody here: check once more now that none can be missed.
      if (!(await authenticate(options, token, via, close))) stop();
    };

    const fromRequest = requestToken(request);
    if (fromRequest === null) return close(REALTIME_CLOSE.tokenInvalid);
    if (fromRequest) {
      if (fromRequest.via === 'cookie' && !fromWebOrigin(request, options.webOrigins))
        return close(REALTIME_CLOSE.csrf);
      void start(fromRequest.token, fromRequest.via).catch((error) => failed(request, error, close));
      return;
    }

    const timer = setTimeout(() => close(REALTIME_CLOSE.notLoggedIn), options.authTimeoutMs);
    socket.on('close', () => clearTimeout(timer));
    socket.once('message', (raw, isBinary) => {
      clearTimeout(timer);
      const token = isBinary ? null : authFrameToken(raw.toString());
      if (!token) return close(REALTIME_CLOSE.notLoggedIn);
      void start(token, 'bearer').catch((error) => failed(request, error, close));
    });
  });
}

/** The request's own credential: a Bearer header first, else the cookie; undefined = neither. */
function requestToken(request: FastifyRequest): { token: string; via: Viewer['via'] } | null | undefined {
  const bearer = bearerToken(request);
  if (bearer === null) return null;
  if (bearer !== undefined) return { token: bearer, via: 'bearer' };
  return request.cookieToken ? { token: request.cookieToken, via: 'cookie' } : undefined;
}

/** As the CSRF check of calls: a browser page names itself by Origin, only web origins pass. */
function fromWebOrigin(request: FastifyRequest, webOrigins: readonly string[]): boolean {
  const origin = request.headers.origin;
  return typeof origin === 'string' && webOrigins.includes(origin.replace(/\/$/, ''));
}

async function authenticate(
  options: RealtimeRouteOptions,
  token: string,
  via: Viewer['via'],
  close: (closing: Closing) => void,
): Promise<Viewer | null> {
  const credential = await options.checkToken(token, via);
  if (credential.state === 'valid') return credential.viewer;
  close(credential.state === 'deactivated' ? REALTIME_CLOSE.deactivated : REALTIME_CLOSE.tokenInvalid);
  return null;
}

function authFrameToken(text: string): string | null {
  try {
    const frame = JSON.parse(text) as { type?: unknown; token?: unknown } | null;
    if (frame?.type !== 'auth' || typeof frame.token !== 'string') return null;
    const token = frame.token.trim();
    return token === '' ? null : token;
  } catch {
    return null;
  }
}

function deliver(socket: WebSocket, viewer: Viewer, frame: RealtimeFrame, close: (closing: Closing) => void) {
  if (socket.readyState !== socket.OPEN) return;
  if (frame.type === 'session.revoked') {
    const data = frame.data as SessionRevokedFrameData;
    if (data.session_ids && !data.session_ids.includes(viewer.sessionId)) return;
    socket.send(JSON.stringify({ type: frame.type, data: { reason: data.reason } }));
    return close(REALTIME_CLOSE.revoked);
  }
  // A client that stopped reading is dropped rather than buffered for without end.
  if (socket.bufferedAmount > MAX_BUFFERED_BYTES) return socket.terminate();
  socket.send(JSON.stringify({ type: frame.type, data: frame.data }));
}

function failed(request: FastifyRequest, error: unknown, close: (closing: Closing) => void) {
  request.log.error({ err: error }, 'realtime authentication failed');
  close(REALTIME_CLOSE.internal);
}
