import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProperty } from '../../db/testing/listing.factory.js';
import { findRows } from '../../db/testing/rows.js';
import { bearer, createSession, createUser } from '../../db/testing/user.factory.js';
import type { RealtimeFrame } from '../../lib/realtime/realtime-hub.js';
import { createTestApp, get, post, type TestApp } from '../../testing/test-app.js';

// The operator's side of chat: the console speaks as user 0 (contract §3.4, §4.12), audited.

let app: TestApp;
let categoryId: number;
let admin: { id: number; auth: Record<string, string> };

beforeAll(async () => {
  app = await createTestApp();
  app.clock.now = new Date('2026-07-01T09:00:00.000Z');
  await app.services.settings.set('demo_mode', false);
  await app.services.settings.set('admin_name', 'Domus Support');
  categoryId = (await createCategory(app)).id;
  const user = await createUser(app, { role: 'admin', name: 'Olga Operator' });
  admin = { id: user.id, auth: bearer(await createSession(app, user.id)) };
});
afterAll(async () => {
  await app.close();
});

const later = (minutes: number) => {
  app.clock.now = new Date(app.clock.now.getTime() + minutes * 60_000);
};

async function member() {
  const user = await createUser(app, { name: 'Mira Member' });
  return { user, id: user.id, auth: bearer(await createSession(app, user.id)) };
}

async function del(path: string, auth: Record<string, string>) {
  const res = await app.app.inject({ method: 'DELETE', url: `/api/${path}`, headers: auth });
  return { status: res.statusCode, body: res.json() as any };
}

describe('the operator inbox', () => {
  it('reads a member’s message to the operator and answers as user 0, audited, live to the member', async () => {
    later(1);
    const buyer = await member();
    const listing = await createProperty(app, { category_id: categoryId, owner_id: null });
    await post(
      app,
      'send_message',
      { receiver_id: 0, property_id: listing.id, message: 'Is it free?' },
      buyer.auth,
    );

    const inbox = await get(app, 'admin/chats', {}, admin.auth);
    expect(inbox.status).toBe(200);
    expect(inbox.body.data[0]).toMatchObject({
      user_id: buyer.id,
      name: 'Mira Member',
      property_id: listing.id,
      unread_count: 1,
      last_message: expect.objectContaining({ message: 'Is it free?' }),
    });
    const thread = await get(
      app,
      'admin/chat-messages',
      { user_id: buyer.id, property_id: listing.id },
      admin.auth,
    );
    expect(thread.body.data.data.map((m: { message: string }) => m.message)).toEqual(['Is it free?']);
    expect((await get(app, 'admin/chats', {}, admin.auth)).body.data[0].unread_count).toBe(0);

    later(1);
    const frames: RealtimeFrame[] = [];
    const stop = app.deps.realtime.subscribe(buyer.id, (f) => frames.push(f));
    const reply = await post(
      app,
      'admin/chat-messages',
      { receiver_id: buyer.id, property_id: listing.id, message: 'Yes, it is.' },
      admin.auth,
    );
    stop();
    expect(reply.status).toBe(201);
    expect(reply.body.data).toMatchObject({ sender_id: 0, receiver_id: buyer.id, chat_message_type: 'text' });
    expect(frames).toEqual([{ type: 'chat.message', data: reply.body.data }]);
    const logged = await findRows(app.deps.db, 'audit_log', { action: 'chat_message.send' });
    expect(logged.at(-1)).toMatchObject({
      actor_id: admin.id,
      target_type: 'chat_message',
      target_id: reply.body.id,
    });

    const buyerChats = await get(app, 'get_chats', {}, buyer.auth);
    expect(buyerChats.body.data[0]).toMatchObject({ user_id: 0, name: 'Domus Support', unread_count: 1 });

    const removed = await del(`admin/chat-messages/${reply.body.id}`, admin.auth);
    expect(removed.status).toBe(200);
    expect((await findRows(app.deps.db, 'audit_log', { action: 'chat_message.delete' })).length).toBe(1);
    // A member's message is not the operator's to delete.
    const mine = (await get(app, 'get_messages', { user_id: 0, property_id: listing.id }, buyer.auth)).body
      .data.data;
    expect((await del(`admin/chat-messages/${mine[0].id}`, admin.auth)).status).toBe(403);
  });

  it('blocks and unblocks a member as the operator, both ways refused while blocked', async () => {
    later(1);
    const buyer = await member();
    const listing = await createProperty(app, { category_id: categoryId, owner_id: null });
    const block = await post(app, 'admin/chat-blocks', { user_id: buyer.id, reason: 'scam' }, admin.auth);
    expect(block.status).toBe(201);
    expect((await post(app, 'admin/chat-blocks', { user_id: buyer.id }, admin.auth)).body.code).toBe(
      'ALREADY_BLOCKED',
    );
    const byUser = await post(
      app,
      'send_message',
      { receiver_id: 0, property_id: listing.id, message: 'hi' },
      buyer.auth,
    );
    expect(byUser.body).toMatchObject({ code: 'BLOCKED_BY_USER', details: { counterpart: 'admin' } });
    const byYou = await post(
      app,
      'admin/chat-messages',
      { receiver_id: buyer.id, property_id: listing.id, message: 'x' },
      admin.auth,
    );
    expect(byYou.body.code).toBe('BLOCKED_BY_YOU');
    expect(
      (await findRows(app.deps.db, 'audit_log', { action: 'user.block', target_id: buyer.id })).length,
    ).toBe(1);

    expect((await del(`admin/chat-blocks/${buyer.id}`, admin.auth)).status).toBe(200);
    expect((await del(`admin/chat-blocks/${buyer.id}`, admin.auth)).body.code).toBe('NOT_BLOCKED');
    expect(
      (
        await post(
          app,
          'send_message',
          { receiver_id: 0, property_id: listing.id, message: 'hi' },
          buyer.auth,
        )
      ).status,
    ).toBe(201);
  });

  it('is for staff only, and the operator writes only about its listings or the member’s', async () => {
    const buyer = await member();
    expect((await get(app, 'admin/chats', {}, buyer.auth)).status).toBe(403);
    expect((await post(app, 'admin/chat-blocks', { user_id: buyer.id }, buyer.auth)).status).toBe(403);
    const someoneElses = await createProperty(app, {
      category_id: categoryId,
      owner_id: (await member()).id,
    });
    const refused = await post(
      app,
      'admin/chat-messages',
      { receiver_id: buyer.id, property_id: someoneElses.id, message: 'x' },
      admin.auth,
    );
    expect(refused.status).toBe(403);
    const theirs = await createProperty(app, { category_id: categoryId, owner_id: buyer.id });
    const aboutTheirs = await post(
      app,
      'admin/chat-messages',
      { receiver_id: buyer.id, property_id: theirs.id, message: 'About your listing' },
      admin.auth,
    );
    expect(aboutTheirs.status).toBe(201);
  });
});
