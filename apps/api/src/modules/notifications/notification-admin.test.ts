import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProperty } from '../../db/testing/listing.factory.js';
import { countRows, findRows } from '../../db/testing/rows.js';
import { bearer, createSession, createUser } from '../../db/testing/user.factory.js';
import type { RealtimeFrame } from '../../lib/realtime/realtime-hub.js';
import { pngPhoto, sendForm } from '../../testing/listing-form.js';
import { createTestApp, get, post, type TestApp } from '../../testing/test-app.js';
import { BROADCAST_CHUNK } from './notification-admin.service.js';

// Operators' notifications (admin/notifications, issue 14, contract §4.13): who may, every
// validation refusal, a broadcast that reaches every active member's list and realtime
// connection (in chunks) but not a deactivated one nor a later account, a message to one member by
// id or email, the audit record, and the list of what was sent.

let app: TestApp;
let admin: Record<string, string>;
let adminId: number;

beforeAll(async () => {
  app = await createTestApp();
  const user = await createUser(app, { role: 'admin' });
  adminId = user.id;
  admin = bearer(await createSession(app, user.id));
});
afterAll(async () => {
  await app.close();
});

const send = (body: Record<string, unknown>, headers = admin) =>
  post(app, 'admin/notifications', body, headers);
const listOf = async (userId: number) =>
  (await get(app, 'get_notification_list', {}, bearer(await createSession(app, userId)))).body.data as {
    id: number;
    title: string;
    event: string;
    send_type: number;
    type: number;
    property_id: number | null;
  }[];

describe('who may', () => {
  it('answers 401 to a guest and 403 FORBIDDEN to a member, sending nothing', async () => {
    const before = await countRows(app.deps.db, 'notifications');
    const body = { send_to: 'all', title: 'Hello', message: 'Hi all' };
    const guest = await send(body, {});
    expect([guest.status, guest.body.code]).toEqual([401, 'NOT_LOGGED_IN']);
    const member = await createUser(app);
    const token = bearer(await createSession(app, member.id));
    const res = await send(body, token);
    expect([res.status, res.body.code]).toEqual([403, 'FORBIDDEN']);
    const list = await get(app, 'admin/notifications', {}, token);
    expect([list.status, list.body.code]).toEqual([403, 'FORBIDDEN']);
    expect((await get(app, 'admin/notifications')).status).toBe(401);
    expect(await countRows(app.deps.db, 'notifications')).toBe(before);
  });
});

describe('validation', () => {
  it.each([
    [{ title: 'T', message: 'M' }, 'send_to'],
    [{ send_to: 'everyone', title: 'T', message: 'M' }, 'send_to'],
    [{ send_to: 'all', message: 'M' }, 'title'],
    [{ send_to: 'all', title: '   ', message: 'M' }, 'title'],
    [{ send_to: 'all', title: 'x'.repeat(101), message: 'M' }, 'title'],
    [{ send_to: 'all', title: 'T', message: 'x'.repeat(1001) }, 'message'],
    [{ send_to: 'all', title: 'T', message: { a: 1 } }, 'message'],
    [{ send_to: 'member', title: 'T', message: 'M' }, 'member'],
    [{ send_to: 'all', title: 'T', message: 'M', property_id: 'abc' }, 'property_id'],
  ])('refuses %j (field %s) with 400 VALIDATION_FAILED, sending nothing', async (body, field) => {
    const before = await countRows(app.deps.db, 'notifications');
    const res = await send(body);
    expect([res.status, res.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(JSON.stringify(res.body)).toContain(field);
    expect(await countRows(app.deps.db, 'notifications')).toBe(before);
  });

  it('answers 404 for an unknown member, a deactivated one or an unknown listing', async () => {
    const off = await createUser(app, { is_active: 0 });
    for (const body of [
      { send_to: 'member', member: 'nobody@example.com', title: 'T', message: 'M' },
      { send_to: 'member', member: String(off.id), title: 'T', message: 'M' },
      { send_to: 'all', title: 'T', message: 'M', property_id: 999_999 },
    ]) {
      const res = await send(body);
      expect([res.status, res.body.code]).toEqual([404, 'NOT_FOUND']);
    }
  });
});

describe('a broadcast', () => {
  it('reaches every active member (list and realtime, in chunks), not a deactivated one nor a later account; audited', async () => {
    const category = await createCategory(app);
    const listing = await createProperty(app, { category_id: category.id });
    const alice = await createUser(app);
    const off = await createUser(app, { is_active: 0 });
    // More members than one chunk, so the fan-out takes more than one round.
    for (let i = 0; i < BROADCAST_CHUNK; i++) await createUser(app);
    const last = await createUser(app);
    const frames = new Map<number, RealtimeFrame[]>();
    const stops = [alice.id, off.id, last.id].map((id) => {
      frames.set(id, []);
      return app.deps.realtime.subscribe(id, (frame) => frames.get(id)?.push(frame));
    });
    try {
      const res = await send({
        send_to: 'all',
        title: '  New listings this week ',
        message: 'Take a look.',
        property_id: listing.id,
      });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        send_to: 'all',
        member: null,
        title: 'New listings this week',
        property: { id: listing.id, slug_id: listing.slug_id },
      });
      const id = res.body.data.id as number;
      await app.services.notificationAdmin.settled();

      for (const who of [alice, last]) {
        const shown = (await listOf(who.id)).find((n) => n.id === id);
        expect(shown).toMatchObject({
          event: 'admin_broadcast',
          send_type: 1,
          type: 2,
          property_id: listing.id,
        });
        expect(frames.get(who.id)?.map((f) => (f.data as { id: number }).id)).toEqual([id]);
      }
      expect(frames.get(off.id)).toEqual([]);
      // One stored row for everyone, not one per member.
      expect(await countRows(app.deps.db, 'notifications', { event: 'admin_broadcast' })).toBe(1);

      app.clock.now = new Date(app.clock.now.getTime() + 60_000);
      const later = await createUser(app);
      expect((await listOf(later.id)).some((n) => n.id === id)).toBe(false);

      const audit = await findRows(app.deps.db, 'audit_log', { target_type: 'notification', target_id: id });
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ actor_id: adminId, action: 'notification.send' });
      expect(audit[0]?.before).toBeNull();
      expect(JSON.parse(String(audit[0]?.after))).toEqual({
        send_to: 'all',
        member_id: null,
        title: 'New listings this week',
        message: 'Take a look.',
        type: 2,
        property_id: listing.id,
        image: null,
      });
    } finally {
      for (const stop of stops) stop();
    }
  });
});

describe('a message to one member', () => {
  it('finds the member by email or id, reaches only them, and is listed with them', async () => {
    const bob = await createUser(app, {
      email: 'bob.broadcast@example.com',
      email_key: 'bob.broadcast@example.com',
    });
    const carol = await createUser(app);
    const byEmail = await send({
      send_to: 'member',
      member: 'Bob.Broadcast@Example.com',
      title: 'Hi Bob',
      message: 'A word.',
    });
    expect(byEmail.status).toBe(200);
    expect(byEmail.body.data.member).toMatchObject({ id: bob.id, email: 'bob.broadcast@example.com' });
    const byId = await send({
      send_to: 'member',
      member: String(bob.id),
      title: 'Again',
      message: 'Another word.',
    });
    expect(byId.status).toBe(200);
    const bobs = (await listOf(bob.id)).filter((n) => n.event === 'admin_message').map((n) => n.title);
    expect(bobs).toEqual(['Again', 'Hi Bob']);
    expect((await listOf(carol.id)).some((n) => n.event === 'admin_message')).toBe(false);
    const audit = await findRows(app.deps.db, 'audit_log', {
      target_type: 'notification',
      target_id: byId.body.data.id,
    });
    expect(JSON.parse(String(audit[0]?.after))).toMatchObject({
      send_to: 'member',
      member_id: bob.id,
      type: 0,
    });

    const list = await get(app, 'admin/notifications', { limit: 2 }, admin);
    expect(list.status).toBe(200);
    expect(list.body.total).toBeGreaterThanOrEqual(3);
    expect(list.body.data.map((n: { title: string }) => n.title)).toEqual(['Again', 'Hi Bob']);
    expect(list.body.data[0].member.id).toBe(bob.id);
  });
});

describe('a picture', () => {
  it('is stored with the notification and shown in the member’s list; a file that is not a picture is refused, nothing written', async () => {
    const dana = await createUser(app);
    const sent = await sendForm(
      app,
      'admin/notifications',
      [
        { name: 'send_to', value: 'member' },
        { name: 'member', value: String(dana.id) },
        { name: 'title', value: 'With a picture' },
        { name: 'message', value: 'Look.' },
        await pngPhoto('image'),
      ],
      admin,
    );
    expect(sent.status).toBe(200);
    expect(sent.body.data.image).toMatch(/\/notifications\/[0-9a-f]{32}\.png$/);
    const shown = (await listOf(dana.id)).find((n) => n.id === sent.body.data.id) as {
      notification_image?: string;
    };
    expect(shown.notification_image).toBe(sent.body.data.image);

    const before = await countRows(app.deps.db, 'notifications');
    const refused = await sendForm(
      app,
      'admin/notifications',
      [
        { name: 'send_to', value: 'all' },
        { name: 'title', value: 'Bad' },
        { name: 'message', value: 'Bad' },
        {
          name: 'image',
          file: { filename: 'a.png', data: Buffer.from('not a picture'), contentType: 'image/png' },
        },
      ],
      admin,
    );
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    expect(await countRows(app.deps.db, 'notifications')).toBe(before);
  });
});
