import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalStorageAdapter } from '../../adapters/storage/local-storage.adapter.js';
import { buildApp, type DomusApp } from '../../app.js';
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

// Two API instances on one database and one Redis (REDIS_URL): a frame published on A reaches
// a socket held by B, and a revocation made on A closes B's socket of that session. Pub/sub
// channels ignore Redis database numbers, so this run uses a channel of its own.

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/15';
const channel = `domus:realtime:test:${randomUUID()}`;

let a: TestApp;
let b: DomusApp;
let urlB: string;
const open: RealtimeClient[] = [];

beforeAll(async () => {
  a = await createTestApp({ redisUrl }, { realtime: { channel } });
  const config = a.deps.config;
  b = await buildApp({
    config,
    database: a.database,
    storage: new LocalStorageAdapter(config.uploadsDir, config.publicUrl),
    now: () => a.clock.now,
    logger: false,
    realtime: { channel },
  });
  urlB = await listenOn(b.app);
});
afterAll(async () => {
  for (const client of open) client.socket.terminate();
  await b?.app.close();
  await a?.close();
});

async function onB(token: string) {
  const client = await connect(urlB);
  open.push(client);
  client.socket.send(JSON.stringify({ type: 'auth', token }));
  return client;
}

describe('realtime across instances through Redis', () => {
  it('a frame published on A reaches the user’s socket on B, and only that user’s', async () => {
    const user = await createUser(a);
    const other = await createUser(a);
    const socket = await onB(await createSession(a, user.id));
    const bystander = await onB(await createSession(a, other.id));
    // Probes go through A too: once one arrives, B's subscription and A's path to it both work.
    await untilSubscribed(a.deps.realtime, user.id, socket);
    await untilSubscribed(a.deps.realtime, other.id, bystander);

    await a.deps.realtime.publish([user.id], { type: 'chat.message', data: { id: 41, message: 'from A' } });
    expect(await eventually(() => socket.frames.length === 1)).toBe(true);
    expect(socket.frames).toEqual([{ type: 'chat.message', data: { id: 41, message: 'from A' } }]);
    expect(bystander.frames).toEqual([]);
  });

  it('a frame published on B reaches B’s socket once (not again through Redis)', async () => {
    const user = await createUser(a);
    const socket = await onB(await createSession(a, user.id));
    await untilSubscribed(b.deps.realtime, user.id, socket);
    await b.deps.realtime.publish([user.id], { type: 'payment', data: { id: 5 } });
    expect(await eventually(() => socket.frames.length >= 1)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(socket.frames).toEqual([{ type: 'payment', data: { id: 5 } }]);
  });

  it('revoking a session on A closes its socket on B', async () => {
    const user = await createUser(a);
    const keptToken = await createSession(a, user.id);
    const revokedToken = await createSession(a, user.id);
    const revokedId = (await sessionRepository(a.deps.db).findByTokenHash(hashToken(revokedToken)))?.session
      .id as number;
    const kept = await onB(keptToken);
    const revoked = await onB(revokedToken);
    await untilSubscribed(a.deps.realtime, user.id, kept);
    await untilSubscribed(a.deps.realtime, user.id, revoked);

    const res = await post(a, 'revoke-session', { session_id: revokedId }, bearer(keptToken));
    expect(res.status).toBe(200);
    expect(await revoked.closed).toEqual({ code: 4401, reason: 'SESSION_REVOKED' });
    expect(revoked.frames).toEqual([{ type: 'session.revoked', data: { reason: 'revoked' } }]);
    expect(kept.closedWith()).toBeNull();
  });
});
