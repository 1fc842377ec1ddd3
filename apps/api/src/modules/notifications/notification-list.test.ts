import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProperty } from '../../db/testing/listing.factory.js';
import { createBroadcast } from '../../db/testing/notification.factory.js';
import { bearer, createSession, createUser } from '../../db/testing/user.factory.js';
import type { RealtimeFrame } from '../../lib/realtime/realtime-hub.js';
import { createTestApp, get, post, type TestApp } from '../../testing/test-app.js';

// get_notification_list, the realtime `notification` frame and read state (contract §3.4, §4.13).

let app: TestApp;
let categoryId: number;

beforeAll(async () => {
  app = await createTestApp();
  app.clock.now = new Date('2026-06-01T09:00:00.000Z');
  await app.services.settings.set('demo_mode', false);
  categoryId = (await createCategory(app)).id;
});
afterAll(async () => {
  await app.close();
});

const later = (minutes: number) => {
  app.clock.now = new Date(app.clock.now.getTime() + minutes * 60_000);
};

async function member() {
  const user = await createUser(app);
  return { user, id: user.id, auth: bearer(await createSession(app, user.id)) };
}

const statusUpdate = (title: string, propertyId: number | null = null) =>
  ({ event: 'property_approved', title, message: `${title}.`, type: 1, property_id: propertyId }) as const;

const broadcast = (title: string) => createBroadcast(app, title);

describe('get_notification_list', () => {
  it('lists mine and the broadcasts since I joined, newest first, paged by offset and limit', async () => {
    await broadcast('Before you joined');
    later(1);
    const me = await member();
    const other = await member();
    const home = await createProperty(app, { category_id: categoryId, owner_id: me.id });
    later(1);
    await app.services.notifications.notify(me.id, statusUpdate('First', home.id));
    later(1);
    await broadcast('Welcome weekend');
    later(1);
    await app.services.notifications.notify(other.id, statusUpdate('Not mine'));
    await app.services.notifications.notify(me.id, statusUpdate('Latest'));

    const list = await get(app, 'get_notification_list', {}, me.auth);
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(3);
    expect(list.body.data.map((n: { title: string }) => n.title)).toEqual([
      'Latest',
      'Welcome weekend',
      'First',
    ]);
    const first = list.body.data[2];
    expect(first).toMatchObject({
      title: 'First',
      message: 'First.',
      type: 1,
      event: 'property_approved',
      send_type: 0,
      property_id: home.id,
      project_id: null,
      property: { id: home.id, slug_id: home.slug_id },
      is_read: false,
    });
    // No image of its own: the listing's title image stands in.
    expect(first.notification_image).toBe(first.property.title_image);
    expect(first.notification_image).toMatch(/^http/);
    expect(list.body.data[1]).toMatchObject({ send_type: 1, property: null, notification_image: null });
    expect(first.created_at).toMatch(/Z$/);

    const page = await get(app, 'get_notification_list', { offset: 1, limit: 1 }, me.auth);
    expect(page.body).toMatchObject({
      total: 3,
      data: [expect.objectContaining({ title: 'Welcome weekend' })],
    });
    expect((await get(app, 'get_notification_list', { limit: 101 }, me.auth)).status).toBe(400);
    expect((await get(app, 'get_notification_list', {})).status).toBe(401);
  });

  it('publishes each stored notification to its recipient as a realtime frame', async () => {
    const me = await member();
    const frames: RealtimeFrame[] = [];
    const stop = app.deps.realtime.subscribe(me.id, (frame) => frames.push(frame));
    const othersFrames: RealtimeFrame[] = [];
    const other = await member();
    const stopOther = app.deps.realtime.subscribe(other.id, (frame) => othersFrames.push(frame));
    try {
      later(1);
      const id = await app.services.notifications.notify(me.id, statusUpdate('Live'));
      const listed = (await get(app, 'get_notification_list', {}, me.auth)).body.data[0];
      expect(frames).toEqual([{ type: 'notification', data: { ...listed, id } }]);
      expect(othersFrames).toEqual([]);
    } finally {
      stop();
      stopOther();
    }
  });
});

describe('unread counts and read state', () => {
  it('counts unread notifications and chat messages until they are read', async () => {
    const me = await member();
    const buyer = await member();
    const home = await createProperty(app, { category_id: categoryId, owner_id: me.id });
    later(1);
    await app.services.notifications.notify(me.id, statusUpdate('One'));
    await app.services.notifications.notify(me.id, statusUpdate('Two'));
    await post(app, 'send_message', { receiver_id: me.id, property_id: home.id, message: 'hi' }, buyer.auth);
    await post(
      app,
      'send_message',
      { receiver_id: me.id, property_id: home.id, message: 'there?' },
      buyer.auth,
    );
    const counts = await get(app, 'get-unread-counts', {}, me.auth);
    expect(counts.status).toBe(200);
    expect(counts.body.data).toEqual({ chat_messages: 2, notifications: 2 });
    expect((await get(app, 'get-unread-counts', {}, buyer.auth)).body.data).toEqual({
      chat_messages: 0,
      notifications: 0,
    });

    later(1);
    const read = await post(app, 'mark-notifications-read', {}, me.auth);
    expect(read.status).toBe(200);
    await get(app, 'get_messages', { user_id: buyer.id, property_id: home.id }, me.auth);
    expect((await get(app, 'get-unread-counts', {}, me.auth)).body.data).toEqual({
      chat_messages: 0,
      notifications: 0,
    });
    const list = (await get(app, 'get_notification_list', {}, me.auth)).body.data;
    expect(list.map((n: { is_read: boolean }) => n.is_read)).toEqual([true, true]);

    later(1);
    await app.services.notifications.notify(me.id, statusUpdate('Three'));
    expect((await get(app, 'get-unread-counts', {}, me.auth)).body.data.notifications).toBe(1);
    const fresh = (await get(app, 'get_notification_list', {}, me.auth)).body.data;
    expect(fresh.map((n: { is_read: boolean }) => n.is_read)).toEqual([false, true, true]);
  });
});
