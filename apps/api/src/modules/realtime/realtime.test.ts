import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createSession, createUser } from '../../db/testing/user.factory.js';
import { hashToken } from '../../lib/opaque-token.js';
import {
  connect,
  eventually,
  listenOn,
  type RealtimeClient,
  untilSubscribed,
} from '../../testing/realtime-client.js';
import { createTestApp, post, type TestApp } from '../../testing/test-app.js';
import { sessionRepository } from '../sessions/session.repository.js';
import { SESSION_COOKIE } from '../sessions/session-token.js';

// GET /api/realtime on one instance (the in-process hub): the three ways in, the auth window,
// pings, delivery, and sockets closing when their session ends. Timings are shortened here.

const WEB_ORIGIN = 'http://localhost:3000';
const AUTH_TIMEOUT_MS = 300;
const PING_MS = 100;

let app: TestApp;
let url: string;
const open: RealtimeClient[] = [];

beforeAll(async () => {
  app = await createTestApp({}, { realtime: { authTimeoutMs: AUTH_TIMEOUT_MS, pingIntervalMs: PING_MS } });
  url = await listenOn(app.app);
});
afterAll(async () => {
  for (const client of open) client.socket.terminate();
  await app?.close();
});

async function member() {
  const user = await createUser(app);
  const token = await createSession(app, user.id);
  const found = await sessionRepository(app.deps.db).findByTokenHash(hashToken(token));
  return { user, token, sessionId: found?.session.id as number };
}

async function client(options: Parameters<typeof connect>[1] = {}) {
  const c = await connect(url, options);
  open.push(c);
  return c;
}

const withCookie = (token: string, origin: string | null = WEB_ORIGIN) => ({
  headers: { cookie: `${SESSION_COOKIE}=${token}`, ...(origin ? { origin } : {}) },
});

async function withFirstFrame(token: string) {
  const c = await client();
  c.socket.send(JSON.stringify({ type: 'auth', token }));
  return c;
}

describe('GET /api/realtime: signing in', () => {
  it('takes the session cookie from a web origin and delivers the user’s frames as {type, data}', async () => {
    const m = await member();
    const other = await member();
    const c = await client(withCookie(m.token));
    await untilSubscribed(app.deps.realtime, m.user.id, c);

    await app.deps.realtime.publish([other.user.id], { type: 'payment', data: { id: 1 } });
    await app.deps.realtime.publish([m.user.id], { type: 'chat.message', data: { id: 7, message: 'hi' } });
    expect(await eventually(() => c.frames.length === 1)).toBe(true);
    expect(c.frames).toEqual([{ type: 'chat.message', data: { id: 7, message: 'hi' } }]);
  });

  it('refuses a cookie sent from another origin or with no origin (cross-site socket hijacking)', async () => {
    const m = await member();
    const foreign = await client(withCookie(m.token, 'https://evil.example'));
    const none = await client(withCookie(m.token, null));
    expect(await foreign.closed).toEqual({ code: 4403, reason: 'CSRF_FAILED' });
    expect(await none.closed).toEqual({ code: 4403, reason: 'CSRF_FAILED' });
  });

  it('takes a first frame {type:"auth", token} and a Bearer header', async () => {
    const m = await member();
    const byFrame = await withFirstFrame(m.token);
    const byHeader = await client({ headers: bearer(m.token) });
    await untilSubscribed(app.deps.realtime, m.user.id, byFrame);
    await untilSubscribed(app.deps.realtime, m.user.id, byHeader);
    await app.deps.realtime.publish([m.user.id], { type: 'notification', data: { id: 3 } });
    expect(await eventually(() => byFrame.frames.length === 1 && byHeader.frames.length === 1)).toBe(true);
    expect(byFrame.frames).toEqual([{ type: 'notification', data: { id: 3 } }]);
  });

  it('closes a socket that sent no credential within the auth window', async () => {
    const c = await client();
    const started = Date.now();
    expect(await c.closed).toEqual({ code: 4401, reason: 'NOT_LOGGED_IN' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(AUTH_TIMEOUT_MS - 50);
  });

  it('refuses a first frame that is not an auth frame, an unknown token and a deactivated account', async () => {
    const notAuth = await client();
    notAuth.socket.send(JSON.stringify({ type: 'hello' }));
    expect(await notAuth.closed).toEqual({ code: 4401, reason: 'NOT_LOGGED_IN' });

    const unknown = await withFirstFrame('no-such-token');
    expect(await unknown.closed).toEqual({ code: 4401, reason: 'TOKEN_INVALID' });
    const badCookie = await client(withCookie('no-such-token'));
    expect(await badCookie.closed).toEqual({ code: 4401, reason: 'TOKEN_INVALID' });

    const inactive = await createUser(app, { is_active: 0 });
    const token = await createSession(app, inactive.id);
    const deactivated = await withFirstFrame(token);
    expect(await deactivated.closed).toEqual({ code: 4403, reason: 'ACCOUNT_DEACTIVATED' });
  });

  it('pings: a client that answers stays, one that stops answering is dropped', async () => {
    const m = await member();
    const answering = await client(withCookie(m.token));
    const silent = await client({ ...withCookie(m.token), autoPong: false });
    let pings = 0;
    answering.socket.on('ping', () => pings++);
    const ended = await silent.closed;
    expect(ended.code).toBe(1006); // terminated: no close frame from a connection counted dead
    expect(pings).toBeGreaterThanOrEqual(1);
    expect(answering.closedWith()).toBeNull();
  });
});

describe('GET /api/realtime: sessions ending close their sockets', () => {
  it('revoke-session closes only the revoked session’s sockets, after a session.revoked frame', async () => {
    const m = await member();
    const second = await createSession(app, m.user.id);
    const secondId = (await sessionRepository(app.deps.db).findByTokenHash(hashToken(second)))?.session
      .id as number;
    const kept = await client(withCookie(m.token));
    const revoked = await withFirstFrame(second);
    await untilSubscribed(app.deps.realtime, m.user.id, kept);
    await untilSubscribed(app.deps.realtime, m.user.id, revoked);

    const res = await post(app, 'revoke-session', { session_id: secondId }, bearer(m.token));
    expect(res.status).toBe(200);
    expect(await revoked.closed).toEqual({ code: 4401, reason: 'SESSION_REVOKED' });
    expect(revoked.frames).toEqual([{ type: 'session.revoked', data: { reason: 'revoked' } }]);

    await app.deps.realtime.publish([m.user.id], { type: 'notification', data: { id: 9 } });
    expect(await eventually(() => kept.frames.length === 1)).toBe(true);
    expect(kept.closedWith()).toBeNull();
    expect(kept.frames).toEqual([{ type: 'notification', data: { id: 9 } }]);
  });

  it('before-logout closes that session’s socket; a socket of a revoked session is refused', async () => {
    const m = await member();
    const c = await withFirstFrame(m.token);
    await untilSubscribed(app.deps.realtime, m.user.id, c);
    expect((await post(app, 'before-logout', {}, bearer(m.token))).status).toBe(200);
    expect(await c.closed).toEqual({ code: 4401, reason: 'SESSION_REVOKED' });
    expect(c.frames).toEqual([{ type: 'session.revoked', data: { reason: 'logout' } }]);

    const again = await withFirstFrame(m.token);
    expect(await again.closed).toEqual({ code: 4401, reason: 'TOKEN_INVALID' });
    expect(m.sessionId).toBeGreaterThan(0);
  });

  it('deactivating an account closes all of its sockets and no one else’s', async () => {
    const admin = await createUser(app, { role: 'admin' });
    const adminToken = await createSession(app, admin.id);
    const m = await member();
    const secondToken = await createSession(app, m.user.id);
    const bystander = await member();
    const first = await client(withCookie(m.token));
    const second = await withFirstFrame(secondToken);
    const other = await withFirstFrame(bystander.token);
    for (const [id, c] of [
      [m.user.id, first],
      [m.user.id, second],
      [bystander.user.id, other],
    ] as const)
      await untilSubscribed(app.deps.realtime, id, c);

    const res = await post(
      app,
      'admin/user-status',
      { user_id: m.user.id, status: 'false' },
      bearer(adminToken),
    );
    expect(res.status).toBe(200);
    for (const c of [first, second]) {
      expect(await c.closed).toEqual({ code: 4401, reason: 'SESSION_REVOKED' });
      expect(c.frames).toEqual([{ type: 'session.revoked', data: { reason: 'deactivated' } }]);
    }
    expect(other.closedWith()).toBeNull();
    expect(other.frames).toEqual([]);

    // And a new socket of the account is refused while it stays deactivated.
    const late = await withFirstFrame(m.token);
    expect(await late.closed).toEqual({ code: 4403, reason: 'ACCOUNT_DEACTIVATED' });
  });
});

describe('upgrades outside the API', () => {
  it('are refused (they belong to the web dev server when it runs); an API path without a socket route closes at once', async () => {
    const page = await connect(url.replace('/api/realtime', '/_next/webpack-hmr'));
    // 1006: the connection ended without a WebSocket ever opening (no close frame).
    expect((await page.closed).code).toBe(1006);
    const call = await connect(url.replace('/api/realtime', '/api/web-settings'));
    // @fastify/websocket accepts and at once closes an upgrade to a route without a socket handler.
    expect((await call.closed).code).toBe(1005);
    expect(call.frames).toEqual([]);
  });
});

describe('GET /api/realtime in the OpenAPI document', () => {
  it('is listed with its ways in, frames and close codes', async () => {
    const doc = (await app.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const operation = doc.paths['/api/realtime']?.get;
    expect(operation?.operationId).toBe('realtime');
    for (const words of [
      '{"type":"auth"',
      'session.revoked',
      '`4401` `SESSION_REVOKED`',
      '`4403` `CSRF_FAILED`',
    ])
      expect(operation.description).toContain(words);
  });
});
