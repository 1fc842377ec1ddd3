import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findRow } from '../../db/testing/rows.js';
import { bearer, createSession, createUser } from '../../db/testing/user.factory.js';
import { hashToken } from '../../lib/opaque-token.js';
import {
  connect,
  eventually,
  listenOn,
  type RealtimeClient,
  untilSubscribed,
} from '../../testing/realtime-client.js';
import { createTestApp, get, type TestApp } from '../../testing/test-app.js';
import { SESSION_IDLE_MS, SESSION_MAX_MS } from '../sessions/session-token.js';

// A socket whose session reaches its end — 30 days unused or 180 days after issue (contract
// §1.3) — is closed like a revoked one (4401 after a session.revoked frame), at the next ping at
// the latest. Holding a socket open is not using the session: pings and re-checks never move
// `last_used_at`; calls do, and keep the socket. The test clock jumps; pings run every 50 ms.

const PING_MS = 50;
const MINUTE = 60_000;

let app: TestApp;
let url: string;
const open: RealtimeClient[] = [];

beforeAll(async () => {
  app = await createTestApp({}, { realtime: { pingIntervalMs: PING_MS } });
  url = await listenOn(app.app);
});
afterAll(async () => {
  for (const client of open) client.socket.terminate();
  await app?.close();
});

const later = (ms: number) => {
  app.clock.now = new Date(app.clock.now.getTime() + ms);
};
const pings = (n: number) => new Promise((resolve) => setTimeout(resolve, n * PING_MS));

async function signedIn(values: Parameters<typeof createSession>[2] = {}) {
  const user = await createUser(app);
  const token = await createSession(app, user.id, values);
  const client = await connect(url, { headers: bearer(token) });
  open.push(client);
  await untilSubscribed(app.deps.realtime, user.id, client);
  return { user, token, client };
}

const lastUsed = async (token: string) =>
  new Date(
    String((await findRow(app.deps.db, 'sessions', { token_hash: hashToken(token) }))?.last_used_at),
  ).getTime();

describe('sessions expiring close their sockets', () => {
  it('an open socket does not keep its session alive: unused for 30 days, it closes as revoked', async () => {
    const { token, client } = await signedIn();
    const issued = await lastUsed(token);

    // Minutes pass with the socket open and answering pings: the session is not used.
    later(5 * MINUTE);
    await pings(4);
    expect(client.closedWith()).toBeNull();
    expect(await lastUsed(token)).toBe(issued);

    later(SESSION_IDLE_MS);
    expect(await client.closed).toEqual({ code: 4401, reason: 'SESSION_REVOKED' });
    expect(client.frames).toEqual([{ type: 'session.revoked', data: { reason: 'expired' } }]);
    expect(await lastUsed(token)).toBe(issued);

    // And the token no longer opens a socket or answers a call.
    const again = await connect(url, { headers: bearer(token) });
    expect(await again.closed).toEqual({ code: 4401, reason: 'TOKEN_INVALID' });
    expect((await get(app, 'get_chats', {}, bearer(token))).status).toBe(401);
  });

  it('calls meanwhile move the end on: the socket stays past the first end, then closes at the new one', async () => {
    const { user, token, client } = await signedIn();
    later(SESSION_IDLE_MS - 10 * MINUTE);
    expect((await get(app, 'get_chats', {}, bearer(token))).status).toBe(200);
    const used = app.clock.now.getTime();
    expect(await lastUsed(token)).toBe(used);

    // Past the end the socket knew: looked at again, the session was used, so it stays.
    later(20 * MINUTE);
    await pings(4);
    expect(client.closedWith()).toBeNull();
    // The look did not use the session either.
    expect(await lastUsed(token)).toBe(used);
    await app.deps.realtime.publish([user.id], { type: 'notification', data: { id: 1 } });
    expect(await eventually(() => client.frames.length === 1)).toBe(true);

    later(SESSION_IDLE_MS);
    expect(await client.closed).toEqual({ code: 4401, reason: 'SESSION_REVOKED' });
    expect(client.frames.at(-1)).toEqual({ type: 'session.revoked', data: { reason: 'expired' } });
  });

  it('a session in use closes at its maximum age (180 days after issue)', async () => {
    const issuedAt = new Date(app.clock.now.getTime() - SESSION_MAX_MS + 2 * MINUTE);
    const { token, client } = await signedIn({
      created_at: issuedAt.toISOString(),
      expires_at: new Date(issuedAt.getTime() + SESSION_MAX_MS).toISOString(),
    });
    later(MINUTE);
    expect((await get(app, 'get_chats', {}, bearer(token))).status).toBe(200);
    await pings(3);
    expect(client.closedWith()).toBeNull();

    later(2 * MINUTE);
    expect(await client.closed).toEqual({ code: 4401, reason: 'SESSION_REVOKED' });
    expect(client.frames).toEqual([{ type: 'session.revoked', data: { reason: 'expired' } }]);
  });

  it('signing a socket in is not using the session either; only the expired session’s sockets close', async () => {
    const { user, client: fresh } = await signedIn();
    const longAgo = new Date(app.clock.now.getTime() - SESSION_IDLE_MS + MINUTE).toISOString();
    const oldToken = await createSession(app, user.id, { created_at: longAgo, last_used_at: longAgo });
    const old = await connect(url, { headers: bearer(oldToken) });
    open.push(old);
    await untilSubscribed(app.deps.realtime, user.id, old);
    expect(await lastUsed(oldToken)).toBe(new Date(longAgo).getTime());
    later(2 * MINUTE);
    expect(await old.closed).toEqual({ code: 4401, reason: 'SESSION_REVOKED' });
    await pings(3);
    expect(fresh.closedWith()).toBeNull();
  });
});
