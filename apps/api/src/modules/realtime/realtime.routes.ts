import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type { RealtimeFrame, RealtimeHub } from '../../lib/realtime/realtime-hub.js';
import { REALTIME_CLOSE } from '../../lib/realtime/realtime-socket.js';
import { bearerToken, type Credential, type Viewer } from '../../plugins/auth.plugin.js';
import type { SessionRevokedFrameData } from '../sessions/session.service.js';

export interface RealtimeRouteOptions {
  hub: RealtimeHub;
  /**
   * The credential a raw session token stands for (the auth plugin's rules), looked at without
   * using the session: its idle timeout does not start again (see recheck below).
   */
  checkToken(token: string, via: Viewer['via']): Promise<Credential>;
  /** The app's clock (tests move it to a session's expiry). */
  now(): Date;
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

/** Why an open socket's session is over, as its `session.revoked` frame says. */
type EndReason = SessionRevokedFrameData['reason'] | 'expired';

/** A signed-in socket's session: how to look at it again, and when it ends unless used. */
interface HeldSession {
  token: string;
  via: Viewer['via'];
  endsAt: number;
  checking: boolean;
}

/** What the route keeps per open socket. */
interface Held {
  /** Answered the last ping (or just opened). */
  answered: boolean;
  /** Null until the socket signed in. */
  session: HeldSession | null;
}

/**
 * `GET /api/realtime` (contract §3.7 "Realtime"): a signed-in user's frames from the hub, sent as
 * JSON `{type, data}`. Authenticated by the session cookie (from a web origin only), a Bearer
 * header, or else a first frame `{"type":"auth","token":"…"}` within the auth window.
 */
export async function registerRealtimeRoutes(app: FastifyInstance, options: RealtimeRouteOptions) {
  const held = new Map<WebSocket, Held>();
  // One timer for every socket: a ping each period, and whoever missed the last one is gone; a
  // socket whose session has reached its end (idle timeout or maximum age) is looked at again.
  const pinger = setInterval(() => {
    const at = options.now().getTime();
    for (const [socket, state] of held) {
      if (!state.answered) {
        socket.terminate();
        held.delete(socket);
        continue;
      }
      state.answered = false;
      socket.ping();
      const session = state.session;
      if (session && !session.checking && session.endsAt <= at)
        void recheck(options, socket, session).catch((error) =>
          app.log.warn({ err: error }, 'realtime session re-check failed; tried again at the next ping'),
        );
    }
  }, options.pingIntervalMs);
  pinger.unref();
  app.addHook('onClose', async () => clearInterval(pinger));

  app.get('/api/realtime', { websocket: true }, (socket, request) => {
    const state: Held = { answered: true, session: null };
    held.set(socket, state);
    socket.on('pong', () => {
      state.answered = true;
    });
    let stop: (() => void) | null = null;
    socket.on('close', () => {
      held.delete(socket);
      stop?.();
    });
    socket.on('error', (error) => request.log.debug({ err: error }, 'realtime socket error'));

    const close = (closing: Closing) => {
      if (socket.readyState === socket.OPEN || socket.readyState === socket.CONNECTING)
        socket.close(closing.code, closing.reason);
    };

    const start = async (token: string, via: Viewer['via']) => {
      const signedIn = await authenticate(options, token, via, close);
      if (!signedIn || socket.readyState !== socket.OPEN) return;
      const { viewer } = signedIn;
      stop = options.hub.subscribe(viewer.user.id, (frame) => deliver(socket, viewer, frame));
      // A revocation committed between the check above and the subscription was announced to
      // nobody here: check once more now that none can be missed.
      const again = await authenticate(options, token, via, close);
      if (!again) return stop();
      state.session = { token, via, endsAt: again.endsAt.getTime(), checking: false };
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

/**
 * A socket's session reached the end it had when last looked at: look again. The socket never
 * uses its session — not when it signs in, not at pings, not here — because the idle timeout
 * (contract §1.3: a session expires after 30 days unused) counts the member's calls, and a socket
 * is held open by pings and reopened by the client on its own (after a network change, a
 * deploy, a laptop waking): counting it would let a tab left open keep a session alive for ever
 * (up to the 180-day maximum). A page that opens a socket makes calls of its own, which do count.
 * Calls made meanwhile (on any instance) moved `last_used_at` on: the socket then stays, with the
 * new end. Otherwise the session is over and the socket closes as for a revocation (4401).
 */
async function recheck(options: RealtimeRouteOptions, socket: WebSocket, session: HeldSession) {
  session.checking = true;
  try {
    const credential = await options.checkToken(session.token, session.via);
    if (credential.state === 'valid') {
      session.endsAt = credential.endsAt.getTime();
      return;
    }
    end(socket, credential.state === 'deactivated' ? 'deactivated' : 'expired');
  } finally {
    session.checking = false;
  }
}

/** Tells the socket its session is over, then closes it as revoked (4401 SESSION_REVOKED). */
function end(socket: WebSocket, reason: EndReason) {
  if (socket.readyState !== socket.OPEN) return;
  socket.send(JSON.stringify({ type: 'session.revoked', data: { reason } }));
  socket.close(REALTIME_CLOSE.revoked.code, REALTIME_CLOSE.revoked.reason);
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
): Promise<{ viewer: Viewer; endsAt: Date } | null> {
  const credential = await options.checkToken(token, via);
  if (credential.state === 'valid') return credential;
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

function deliver(socket: WebSocket, viewer: Viewer, frame: RealtimeFrame) {
  if (socket.readyState !== socket.OPEN) return;
  if (frame.type === 'session.revoked') {
    const data = frame.data as SessionRevokedFrameData;
    if (data.session_ids && !data.session_ids.includes(viewer.sessionId)) return;
    return end(socket, data.reason);
  }
  // A client that stopped reading is dropped rather than buffered for without end.
  if (socket.bufferedAmount > MAX_BUFFERED_BYTES) return socket.terminate();
  socket.send(JSON.stringify({ type: frame.type, data: frame.data }));
}

function failed(request: FastifyRequest, error: unknown, close: (closing: Closing) => void) {
  request.log.error({ err: error }, 'realtime authentication failed');
  close(REALTIME_CLOSE.internal);
}
