import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createCategory, createProperty } from '../db/testing/listing.factory.js';
import { findRows } from '../db/testing/rows.js';
import { bearer, createSession, createUser } from '../db/testing/user.factory.js';
import type { RealtimeFrame } from '../lib/realtime/realtime-hub.js';
import { createTestApp, post, type TestApp } from './test-app.js';

/**
 * The chat tests' world (contract §3.4, §4.12): one app per file with demo mode off and a clock
 * that moves a minute before each test (conversation deletion is by time), plus the helpers
 * every chat test uses. Call at the top of a test file; the helpers read the app once it exists.
 */
export function chatWorld() {
  const world = { app: undefined as unknown as TestApp, categoryId: 0 };

  beforeAll(async () => {
    world.app = await createTestApp();
    world.app.clock.now = new Date('2026-05-01T09:00:00.000Z');
    await world.app.services.settings.set('demo_mode', false);
    world.categoryId = (await createCategory(world.app)).id;
  });
  afterAll(async () => {
    await world.app.close();
  });
  beforeEach(() => {
    later(1);
  });

  function later(minutes: number) {
    world.app.clock.now = new Date(world.app.clock.now.getTime() + minutes * 60_000);
  }

  async function member(values: Parameters<typeof createUser>[1] = {}) {
    const user = await createUser(world.app, values);
    return { user, id: user.id, auth: bearer(await createSession(world.app, user.id)) };
  }

  /** An owner, a buyer and the owner's listing: the usual conversation. */
  async function pair() {
    const owner = await member({ name: 'Owner' });
    const buyer = await member({ name: 'Buyer' });
    const home = await createProperty(world.app, { category_id: world.categoryId, owner_id: owner.id });
    return { owner, buyer, home };
  }

  /** Frames published to a user while `run` runs. */
  async function framesFor(userId: number, run: () => Promise<unknown>) {
    const frames: RealtimeFrame[] = [];
    const stop = world.app.deps.realtime.subscribe(userId, (frame) => frames.push(frame));
    try {
      await run();
    } finally {
      stop();
    }
    return frames;
  }

  const send = (auth: Record<string, string>, body: Record<string, unknown>) =>
    post(world.app, 'send_message', body, auth);
  const messagesOf = async (propertyId: number) =>
    findRows(world.app.deps.db, 'chat_messages', { property_id: propertyId });

  return { world, later, member, pair, framesFor, send, messagesOf };
}
