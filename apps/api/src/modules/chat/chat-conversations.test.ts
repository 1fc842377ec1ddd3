import { describe, expect, it } from 'vitest';
import { nowIso } from '../../db/dialect.js';
import { createProperty } from '../../db/testing/listing.factory.js';
import { chatWorld } from '../../testing/chat-world.js';
import { sendForm, storedFiles } from '../../testing/listing-form.js';
import { get, post } from '../../testing/test-app.js';
import { pdf } from '../../testing/upload-fixtures.js';

// Blocks, conversations, deletion, demo mode and abuse limits (contract §3.4, §4.12) on a real app and database.

const { world, later, member, pair, framesFor, send, messagesOf } = chatWorld();

describe('block-user and unblock-user', () => {
  it('refuses messages both ways while a block exists, with the spec words for each side', async () => {
    const { owner, buyer, home } = await pair();
    expect(
      (await send(buyer.auth, { receiver_id: owner.id, property_id: home.id, message: 'hi' })).status,
    ).toBe(201);
    const block = await post(world.app, 'block-user', { to_user_id: buyer.id, reason: 'spam' }, owner.auth);
    expect(block.status).toBe(201);
    expect(block.body).toMatchObject({
      message: 'User Blocked Successfully',
      data: { to_user_id: buyer.id, to_admin: false },
    });
    const byYou = await send(owner.auth, { receiver_id: buyer.id, property_id: home.id, message: 'x' });
    expect(byYou.status).toBe(403);
    expect(byYou.body).toMatchObject({
      code: 'BLOCKED_BY_YOU',
      message: 'You have blocked this user. Unblock them to continue the conversation',
      details: { counterpart: 'user' },
    });
    const byUser = await send(buyer.auth, { receiver_id: owner.id, property_id: home.id, message: 'x' });
    expect(byUser.status).toBe(403);
    expect(byUser.body).toMatchObject({
      code: 'BLOCKED_BY_USER',
      message: 'You cannot start a conversation with this user',
    });
    expect(await messagesOf(home.id)).toHaveLength(1);
    // Past messages stay readable, with the flags on both sides.
    expect((await get(world.app, 'get_chats', {}, owner.auth)).body.data[0]).toMatchObject({
      user_id: buyer.id,
      is_blocked_by_me: true,
      is_blocked_by_user: false,
    });
    const buyerChat = (await get(world.app, 'get_chats', {}, buyer.auth)).body.data[0];
    expect(buyerChat).toMatchObject({ is_blocked_by_me: false, is_blocked_by_user: true });
    // The listing's page tells both sides too (§2.7), read after the block was made.
    const detail = await get(world.app, 'get_property', { id: home.id, count_view: 0 }, buyer.auth);
    expect(detail.body.data[0]).toMatchObject({ is_blocked_by_me: false, is_blocked_by_user: true });
    expect(
      (await get(world.app, 'get_messages', { user_id: owner.id, property_id: home.id }, buyer.auth)).body
        .total,
    ).toBe(1);

    const again = await post(world.app, 'block-user', { to_user_id: buyer.id }, owner.auth);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'ALREADY_BLOCKED', message: 'User Already Blocked' });
    // Unblocking is the blocker's: the blocked one has no block to remove.
    const notMine = await post(world.app, 'unblock-user', { to_user_id: owner.id }, buyer.auth);
    expect(notMine.status).toBe(404);
    expect(notMine.body).toMatchObject({ code: 'NOT_BLOCKED', message: 'No Blocked User Found' });
    const unblock = await post(world.app, 'unblock-user', { to_user_id: buyer.id }, owner.auth);
    expect(unblock.status).toBe(200);
    expect(unblock.body.message).toBe('User Unblocked Successfully');
    expect(
      (await send(buyer.auth, { receiver_id: owner.id, property_id: home.id, message: 'again' })).status,
    ).toBe(201);
    expect((await post(world.app, 'unblock-user', { to_user_id: buyer.id }, owner.auth)).status).toBe(404);
  });

  it('blocks the operator as user 0 with to_admin', async () => {
    const { buyer } = await pair();
    const operatorListing = await createProperty(world.app, {
      category_id: world.categoryId,
      owner_id: null,
    });
    const block = await post(world.app, 'block-user', { to_admin: 1 }, buyer.auth);
    expect(block.status).toBe(201);
    expect(block.body.data).toEqual({ to_user_id: null, to_admin: true });
    const refused = await send(buyer.auth, {
      receiver_id: 0,
      property_id: operatorListing.id,
      message: 'hi',
    });
    expect(refused.body).toMatchObject({ code: 'BLOCKED_BY_YOU', details: { counterpart: 'admin' } });
    const again = await post(world.app, 'block-user', { to_admin: 'true' }, buyer.auth);
    expect(again.body).toMatchObject({ code: 'ALREADY_BLOCKED', message: 'Admin Already Blocked' });
    expect((await post(world.app, 'unblock-user', { to_admin: 1 }, buyer.auth)).status).toBe(200);
    expect(
      (await send(buyer.auth, { receiver_id: 0, property_id: operatorListing.id, message: 'hi' })).status,
    ).toBe(201);
  });

  it('refuses myself, an unknown member and an unclear target', async () => {
    const { buyer } = await pair();
    const self = await post(world.app, 'block-user', { to_user_id: buyer.id }, buyer.auth);
    expect(self.status).toBe(400);
    expect(self.body.message).toBe('You cannot block yourself.');
    expect((await post(world.app, 'block-user', { to_user_id: 987_654 }, buyer.auth)).status).toBe(404);
    expect((await post(world.app, 'block-user', {}, buyer.auth)).status).toBe(400);
    expect((await post(world.app, 'block-user', { to_user_id: 5, to_admin: 1 }, buyer.auth)).status).toBe(
      400,
    );
    expect((await post(world.app, 'unblock-user', {}, buyer.auth)).status).toBe(400);
  });
});

describe('get_chats and get_messages', () => {
  it('lists my conversations latest first with the last message and my unread count; reading clears it', async () => {
    const { owner, buyer, home } = await pair();
    const second = await createProperty(world.app, {
      category_id: world.categoryId,
      owner_id: owner.id,
      title: 'Loft',
    });
    const other = await member({ name: 'Other buyer' });
    await send(buyer.auth, { receiver_id: owner.id, property_id: home.id, message: 'one' });
    later(1);
    await send(buyer.auth, { receiver_id: owner.id, property_id: home.id, message: 'two' });
    later(1);
    await send(other.auth, { receiver_id: owner.id, property_id: second.id, message: 'loft?' });
    later(1);
    await send(owner.auth, { receiver_id: other.id, property_id: second.id, message: 'yes' });

    const chats = await get(world.app, 'get_chats', { per_page: 1 }, owner.auth);
    expect(chats.status).toBe(200);
    expect(chats.body).toMatchObject({ total: 2, total_page: 2, page: 1, per_page: 1 });
    expect(chats.body.data).toEqual([
      expect.objectContaining({
        property_id: second.id,
        slug_id: second.slug_id,
        title: 'Loft',
        user_id: other.id,
        name: 'Other buyer',
        last_message: expect.objectContaining({
          sender_id: owner.id,
          message: 'yes',
          chat_message_type: 'text',
        }),
        // Replying does not read: only opening the thread does.
        unread_count: 1,
      }),
    ]);
    expect(chats.body.data[0].title_image).toMatch(/^http/);
    const page2 = await get(world.app, 'get_chats', { page: 2, per_page: 1 }, owner.auth);
    expect(page2.body.data[0]).toMatchObject({ property_id: home.id, user_id: buyer.id, unread_count: 2 });
    expect(page2.body.data[0].date).toBe(page2.body.data[0].last_message.created_at);
    expect((await get(world.app, 'get_chats', { page: 3, per_page: 1 }, owner.auth)).body.data).toEqual([]);

    const thread = await get(
      world.app,
      'get_messages',
      { user_id: buyer.id, property_id: home.id, per_page: 1 },
      owner.auth,
    );
    expect(thread.body).toMatchObject({ total: 2, total_page: 2, page: 1, per_page: 1 });
    expect(thread.body.data).toMatchObject({ current_page: 1, per_page: 1, last_page: 2, total: 2 });
    expect(thread.body.data.data.map((m: { message: string }) => m.message)).toEqual(['two']);
    const older = await get(
      world.app,
      'get_messages',
      { user_id: buyer.id, property_id: home.id, page: 2, per_page: 1 },
      owner.auth,
    );
    expect(older.body.data.data.map((m: { message: string }) => m.message)).toEqual(['one']);
    const after = await get(world.app, 'get_chats', {}, owner.auth);
    expect(after.body.data.map((c: { unread_count: number }) => c.unread_count)).toEqual([1, 0]);
    // The buyer's side: my own messages are never unread for me; the read receipt shows on them.
    const buyerThread = await get(
      world.app,
      'get_messages',
      { user_id: owner.id, property_id: home.id },
      buyer.auth,
    );
    expect(buyerThread.body.data.data[0].read_at).toMatch(/Z$/);
  });

  it('answers an empty page for a conversation without messages, and needs a session', async () => {
    const { owner, buyer, home } = await pair();
    const empty = await get(
      world.app,
      'get_messages',
      { user_id: owner.id, property_id: home.id },
      buyer.auth,
    );
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({ total: 0, total_page: 0, data: { data: [], total: 0 } });
    expect((await get(world.app, 'get_chats', {}, buyer.auth)).body).toMatchObject({
      data: [],
      total: 0,
      total_page: 0,
    });
    expect((await get(world.app, 'get_chats', {})).status).toBe(401);
    expect((await get(world.app, 'get_messages', { property_id: home.id }, buyer.auth)).status).toBe(400);
    expect((await get(world.app, 'get_chats', { per_page: 51 }, buyer.auth)).status).toBe(400);
  });
});

describe('delete_chat_message', () => {
  it('removes one of my messages for both parties, with its file, and tells both', async () => {
    const { owner, buyer, home } = await pair();
    const first = await send(buyer.auth, { receiver_id: owner.id, property_id: home.id, message: 'keep' });
    const withFile = await sendForm(
      world.app,
      'send_message',
      [
        { name: 'receiver_id', value: String(owner.id) },
        { name: 'property_id', value: String(home.id) },
        { name: 'file', file: { filename: 'a.pdf', data: pdf() } },
      ],
      buyer.auth,
    );
    const id = withFile.body.data.id;
    expect((await storedFiles(world.app, 'chat', buyer.id)).originals).toHaveLength(1);
    const byReceiver = await post(world.app, 'delete_chat_message', { message_id: id }, owner.auth);
    expect(byReceiver.status).toBe(403);
    const stranger = await member();
    expect((await post(world.app, 'delete_chat_message', { message_id: id }, stranger.auth)).status).toBe(
      404,
    );
    const spoof = await post(
      world.app,
      'delete_chat_message',
      { message_id: id, sender_id: owner.id },
      buyer.auth,
    );
    expect(spoof.body.code).toBe('FORBIDDEN');

    let res: Awaited<ReturnType<typeof post>> | undefined;
    const frames = await framesFor(owner.id, async () => {
      res = await post(world.app, 'delete_chat_message', { message_id: id }, buyer.auth);
    });
    expect(res?.status).toBe(200);
    expect(res?.body).toMatchObject({ message: 'Message Deleted Successfully', data: null });
    expect(frames).toEqual([
      { type: 'chat.message_deleted', data: { id, property_id: home.id, sender_id: buyer.id } },
    ]);
    expect((await messagesOf(home.id)).map((m) => m.id)).toEqual([first.body.data.id]);
    expect((await storedFiles(world.app, 'chat', buyer.id)).originals).toEqual([]);
    expect((await post(world.app, 'delete_chat_message', { message_id: id }, buyer.auth)).status).toBe(404);
  });

  it('hides a whole conversation for me only, until a newer message arrives', async () => {
    const { owner, buyer, home } = await pair();
    await send(buyer.auth, { receiver_id: owner.id, property_id: home.id, message: 'old' });
    later(1);
    const hide = await post(
      world.app,
      'delete_chat_message',
      { receiver_id: buyer.id, property_id: home.id },
      owner.auth,
    );
    expect(hide.status).toBe(200);
    expect(hide.body).toMatchObject({ message: 'Chat deleted successfully', data: null });
    expect((await get(world.app, 'get_chats', {}, owner.auth)).body.total).toBe(0);
    expect(
      (await get(world.app, 'get_messages', { user_id: buyer.id, property_id: home.id }, owner.auth)).body
        .total,
    ).toBe(0);
    // The other party keeps it.
    expect((await get(world.app, 'get_chats', {}, buyer.auth)).body.total).toBe(1);
    expect((await messagesOf(home.id)).length).toBe(1);
    // Nothing left to delete for me.
    const again = await post(
      world.app,
      'delete_chat_message',
      { receiver_id: buyer.id, property_id: home.id },
      owner.auth,
    );
    expect(again.status).toBe(404);

    later(1);
    await send(buyer.auth, { receiver_id: owner.id, property_id: home.id, message: 'new' });
    const chats = await get(world.app, 'get_chats', {}, owner.auth);
    expect(chats.body.data).toEqual([expect.objectContaining({ unread_count: 1 })]);
    const thread = await get(
      world.app,
      'get_messages',
      { user_id: buyer.id, property_id: home.id },
      owner.auth,
    );
    expect(thread.body.data.data.map((m: { message: string }) => m.message)).toEqual(['new']);
    expect((await post(world.app, 'delete_chat_message', { property_id: home.id }, owner.auth)).status).toBe(
      400,
    );
  });
});

describe('demo mode and abuse limits', () => {
  it('refuses sending, deleting, blocking and unblocking in demo mode', async () => {
    const { owner, buyer, home } = await pair();
    const sent = await send(buyer.auth, { receiver_id: owner.id, property_id: home.id, message: 'hi' });
    await world.app.services.settings.set('demo_mode', true);
    try {
      const calls = [
        () => send(buyer.auth, { receiver_id: owner.id, property_id: home.id, message: 'demo' }),
        () => post(world.app, 'delete_chat_message', { message_id: sent.body.data.id }, buyer.auth),
        () => post(world.app, 'block-user', { to_user_id: owner.id }, buyer.auth),
        () => post(world.app, 'unblock-user', { to_user_id: owner.id }, buyer.auth),
      ];
      for (const call of calls) {
        const res = await call();
        expect(res.status).toBe(403);
        expect(res.body).toMatchObject({
          code: 'DEMO_MODE',
          message: 'This Action is Not Allowed in Demo Mode',
        });
      }
      expect((await get(world.app, 'get_chats', {}, buyer.auth)).status).toBe(200);
    } finally {
      await world.app.services.settings.set('demo_mode', false);
    }
    expect(await messagesOf(home.id)).toHaveLength(1);
  });

  it('limits messages per minute per sender (429 RATE_LIMITED with Retry-After)', async () => {
    const { owner, buyer, home } = await pair();
    await world.app.services.settings.set('chat_messages_per_minute', 2);
    try {
      for (const text of ['a', 'b']) {
        expect(
          (await send(buyer.auth, { receiver_id: owner.id, property_id: home.id, message: text })).status,
        ).toBe(201);
      }
      const third = await send(buyer.auth, { receiver_id: owner.id, property_id: home.id, message: 'c' });
      expect(third.status).toBe(429);
      expect(third.body).toMatchObject({
        code: 'RATE_LIMITED',
        message: 'Too many requests, try again later',
      });
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
      // Another sender has their own allowance.
      expect(
        (await send(owner.auth, { receiver_id: buyer.id, property_id: home.id, message: 'ok' })).status,
      ).toBe(201);
      later(1);
      expect(
        (await send(buyer.auth, { receiver_id: owner.id, property_id: home.id, message: 'c' })).status,
      ).toBe(201);
      // A burst of parallel requests gets exactly the allowance.
      later(1);
      const burst = await Promise.all(
        Array.from({ length: 5 }, (_, i) =>
          send(buyer.auth, { receiver_id: owner.id, property_id: home.id, message: `burst ${i}` }),
        ),
      );
      expect(burst.map((r) => r.status).sort()).toEqual([201, 201, 429, 429, 429]);
    } finally {
      await world.app.services.settings.set('chat_messages_per_minute', 30);
    }
  });

  it('limits new conversations a day for young accounts only', async () => {
    await world.app.services.settings.set('chat_new_account_conversations_per_day', 1);
    try {
      const young = await member();
      const veteran = await member({
        created_at: nowIso(new Date(world.app.clock.now.getTime() - 30 * 86_400_000)),
      });
      const owners = [await member(), await member()];
      const homes = await Promise.all(
        owners.map((o) => createProperty(world.app, { category_id: world.categoryId, owner_id: o.id })),
      );
      const write = (who: { auth: Record<string, string> }, i: number) =>
        send(who.auth, { receiver_id: owners[i]?.id, property_id: homes[i]?.id, message: 'hello' });
      expect((await write(young, 0)).status).toBe(201);
      // More messages in a conversation already open are not new conversations.
      expect((await write(young, 0)).status).toBe(201);
      const second = await write(young, 1);
      expect(second.status).toBe(429);
      expect(second.body.code).toBe('RATE_LIMITED');
      expect((await write(veteran, 0)).status).toBe(201);
      expect((await write(veteran, 1)).status).toBe(201);
      later(24 * 60);
      expect((await write(young, 1)).status).toBe(201);
    } finally {
      await world.app.services.settings.set('chat_new_account_conversations_per_day', 10);
    }
  });
});
