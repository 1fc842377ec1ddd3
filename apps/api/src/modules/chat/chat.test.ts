import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { nowIso } from '../../db/dialect.js';
import { createCategory, createProperty } from '../../db/testing/listing.factory.js';
import { findRows } from '../../db/testing/rows.js';
import { bearer, createSession, createUser } from '../../db/testing/user.factory.js';
import type { RealtimeFrame } from '../../lib/realtime/realtime-hub.js';
import { sendForm, storedFiles } from '../../testing/listing-form.js';
import { createTestApp, get, post, type TestApp } from '../../testing/test-app.js';
import { docx, gif, pdf, png } from '../../testing/upload-fixtures.js';

// Chat and blocking (contract §3.4, §4.12) on a real app and database.

let app: TestApp;
let categoryId: number;

beforeAll(async () => {
  app = await createTestApp();
  app.clock.now = new Date('2026-05-01T09:00:00.000Z');
  await app.services.settings.set('demo_mode', false);
  categoryId = (await createCategory(app)).id;
});
afterAll(async () => {
  await app.close();
});
beforeEach(() => {
  // Each test's messages are later than the last test's (conversation deletion is by time).
  later(1);
});

function later(minutes: number) {
  app.clock.now = new Date(app.clock.now.getTime() + minutes * 60_000);
}

async function member(values: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(app, values);
  return { user, id: user.id, auth: bearer(await createSession(app, user.id)) };
}

/** An owner, a buyer and the owner's listing: the usual conversation. */
async function pair() {
  const owner = await member({ name: 'Owner' });
  const buyer = await member({ name: 'Buyer' });
  const home = await createProperty(app, { category_id: categoryId, owner_id: owner.id });
  return { owner, buyer, home };
}

/** Frames published to a user while `run` runs. */
async function framesFor(userId: number, run: () => Promise<unknown>) {
  const frames: RealtimeFrame[] = [];
  const stop = app.deps.realtime.subscribe(userId, (frame) => frames.push(frame));
  try {
    await run();
  } finally {
    stop();
  }
  return frames;
}

const send = (auth: Record<string, string>, body: Record<string, unknown>) =>
  post(app, 'send_message', body, auth);
const messagesOf = async (propertyId: number) =>
  findRows(app.deps.db, 'chat_messages', { property_id: propertyId });

describe('send_message', () => {
  it('stores a text message from the session user and publishes it to both parties', async () => {
    const { owner, buyer, home } = await pair();
    let res: Awaited<ReturnType<typeof send>> | undefined;
    const ownerFrames = await framesFor(owner.id, async () => {
      const buyerFrames = await framesFor(buyer.id, async () => {
        res = await send(buyer.auth, {
          receiver_id: owner.id,
          property_id: home.id,
          message: 'Is it available?',
        });
      });
      expect(buyerFrames.map((f) => f.type)).toEqual(['chat.message']);
    });
    expect(res?.status).toBe(201);
    expect(res?.body).toMatchObject({
      error: false,
      message: 'Message sent',
      data: {
        sender_id: buyer.id,
        receiver_id: owner.id,
        property_id: home.id,
        message: 'Is it available?',
        file: null,
        audio: null,
        chat_message_type: 'text',
      },
    });
    expect(res?.body.id).toBe(res?.body.data.id);
    expect(res?.body.data.created_at).toMatch(/Z$/);
    expect(ownerFrames).toEqual([{ type: 'chat.message', data: res?.body.data }]);
  });

  it('refuses a sender_id other than the session user, and accepts my own', async () => {
    const { owner, buyer, home } = await pair();
    const spoof = await send(buyer.auth, {
      receiver_id: owner.id,
      property_id: home.id,
      message: 'from someone else',
      sender_id: owner.id,
    });
    expect(spoof.status).toBe(403);
    expect(spoof.body.code).toBe('FORBIDDEN');
    expect(await messagesOf(home.id)).toHaveLength(0);
    const mine = await send(buyer.auth, {
      receiver_id: owner.id,
      property_id: home.id,
      message: 'hi',
      sender_id: buyer.id,
    });
    expect(mine.status).toBe(201);
    expect(mine.body.data.sender_id).toBe(buyer.id);
  });

  it('needs a listing one party owns and an active receiver other than me', async () => {
    const { owner, buyer, home } = await pair();
    const stranger = await member();
    const notOwner = await send(buyer.auth, {
      receiver_id: stranger.id,
      property_id: home.id,
      message: 'hi',
    });
    expect(notOwner.status).toBe(403);
    expect(notOwner.body.code).toBe('FORBIDDEN');
    expect(
      (await send(buyer.auth, { receiver_id: owner.id, property_id: 987_654, message: 'hi' })).status,
    ).toBe(404);
    expect(
      (await send(owner.auth, { receiver_id: owner.id, property_id: home.id, message: 'me' })).status,
    ).toBe(404);
    expect(
      (await send(owner.auth, { receiver_id: 987_654, property_id: home.id, message: 'hi' })).status,
    ).toBe(404);
    const gone = await member({ is_active: 0 });
    const deactivated = await send(owner.auth, { receiver_id: gone.id, property_id: home.id, message: 'hi' });
    expect(deactivated.status).toBe(404);
    const deleted = await member({ role: 'deleted' });
    expect(
      (await send(owner.auth, { receiver_id: deleted.id, property_id: home.id, message: 'hi' })).status,
    ).toBe(404);
    expect(await messagesOf(home.id)).toHaveLength(0);
    // The owner may write first, and a listing that left public view keeps its chat.
    const hidden = await createProperty(app, { category_id: categoryId, owner_id: owner.id, status: 0 });
    expect(
      (await send(owner.auth, { receiver_id: buyer.id, property_id: hidden.id, message: 'hello' })).status,
    ).toBe(201);
  });

  it('lets members write to the operator (user 0) about operator listings only', async () => {
    const { buyer, home } = await pair();
    const operatorListing = await createProperty(app, { category_id: categoryId, owner_id: null });
    const toOperator = await send(buyer.auth, {
      receiver_id: 0,
      property_id: operatorListing.id,
      message: 'Admin?',
    });
    expect(toOperator.status).toBe(201);
    expect(toOperator.body.data).toMatchObject({ receiver_id: 0, sender_id: buyer.id });
    const other = await member();
    const notOwned = await send(buyer.auth, {
      receiver_id: other.id,
      property_id: operatorListing.id,
      message: 'x',
    });
    expect(notOwned.status).toBe(403);
    const wrongListing = await send(buyer.auth, { receiver_id: 0, property_id: home.id, message: 'x' });
    expect(wrongListing.status).toBe(403);
    const chats = await get(app, 'get_chats', {}, buyer.auth);
    expect(chats.body.data[0]).toMatchObject({ user_id: 0, name: 'Admin', property_id: operatorListing.id });
  });

  it('asks for a message, a file or a voice note, never a file and a voice note together', async () => {
    const { owner, buyer, home } = await pair();
    const empty = await send(buyer.auth, { receiver_id: owner.id, property_id: home.id, message: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Please enter a message before sending');
    const long = await send(buyer.auth, {
      receiver_id: owner.id,
      property_id: home.id,
      message: 'x'.repeat(5001),
    });
    expect(long.status).toBe(400);
    const both = await sendForm(
      app,
      'send_message',
      [
        { name: 'receiver_id', value: String(owner.id) },
        { name: 'property_id', value: String(home.id) },
        { name: 'file', file: { filename: 'a.pdf', data: pdf() } },
        { name: 'audio', file: { filename: 'a.ogg', data: ogg() } },
      ],
      buyer.auth,
    );
    expect(both.status).toBe(400);
    expect(await messagesOf(home.id)).toHaveLength(0);
  });
});

/** A few bytes that begin like each audio container (the server reads types from bytes). */
const ogg = () => Buffer.concat([Buffer.from('OggS'), Buffer.alloc(60, 1)]);
const mp3 = () => Buffer.concat([Buffer.from('ID3'), Buffer.alloc(60, 2)]);
const m4a = () => Buffer.concat([Buffer.from([0, 0, 0, 0x20]), Buffer.from('ftypM4A '), Buffer.alloc(40)]);
const webm = () =>
  Buffer.concat([
    Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84]),
    Buffer.from('webm'),
    Buffer.alloc(40),
  ]);

describe('send_message with files and voice notes', () => {
  const form = (owner: number, home: number, parts: Parameters<typeof sendForm>[2]) => [
    { name: 'receiver_id', value: String(owner) },
    { name: 'property_id', value: String(home) },
    ...parts,
  ];

  it('stores pictures, documents and voice notes by their bytes, with the derived type', async () => {
    const { owner, buyer, home } = await pair();
    const picture = await sendForm(
      app,
      'send_message',
      form(owner.id, home.id, [{ name: 'file', file: { filename: 'x.txt', data: await png(40, 40) } }]),
      buyer.auth,
    );
    expect(picture.status).toBe(201);
    expect(picture.body.data).toMatchObject({ chat_message_type: 'file', message: null, audio: null });
    expect(picture.body.data.file).toMatch(/\/chat\/\d+\/[0-9a-f]+\.png$/);
    const withText = await sendForm(
      app,
      'send_message',
      form(owner.id, home.id, [
        { name: 'message', value: 'The deed' },
        { name: 'file', file: { filename: 'deed.docx', data: docx() } },
      ]),
      buyer.auth,
    );
    expect(withText.body.data).toMatchObject({ chat_message_type: 'file_and_text', message: 'The deed' });
    expect(withText.body.data.file).toMatch(/\.docx$/);
    for (const [data, ext] of [
      [ogg(), 'ogg'],
      [mp3(), 'mp3'],
      [m4a(), 'm4a'],
      [webm(), 'webm'],
    ] as const) {
      const voice = await sendForm(
        app,
        'send_message',
        form(owner.id, home.id, [{ name: 'audio', file: { filename: 'note.bin', data } }]),
        buyer.auth,
      );
      expect(voice.status).toBe(201);
      expect(voice.body.data).toMatchObject({ chat_message_type: 'audio', file: null });
      expect(voice.body.data.audio).toMatch(new RegExp(`\\.${ext}$`));
    }
    expect((await storedFiles(app, 'chat', buyer.id)).originals).toHaveLength(6);
  });

  it('refuses other types (415) and files past the caps (413), storing nothing', async () => {
    const { owner, buyer, home } = await pair();
    const refusals = [
      { part: { name: 'file', file: { filename: 'a.gif', data: await gif() } }, status: 415 },
      { part: { name: 'file', file: { filename: 'a.pdf', data: Buffer.from('plain text') } }, status: 415 },
      { part: { name: 'audio', file: { filename: 'a.ogg', data: pdf() } }, status: 415 },
      { part: { name: 'audio', file: { filename: 'a.mp3', data: Buffer.alloc(100, 7) } }, status: 415 },
      {
        part: {
          name: 'file',
          file: { filename: 'big.pdf', data: Buffer.concat([pdf(), Buffer.alloc(2 * 1024 * 1024)]) },
        },
        status: 413,
      },
      {
        part: {
          name: 'audio',
          file: { filename: 'big.ogg', data: Buffer.concat([ogg(), Buffer.alloc(5 * 1024 * 1024)]) },
        },
        status: 413,
      },
    ];
    for (const { part, status } of refusals) {
      const res = await sendForm(app, 'send_message', form(owner.id, home.id, [part]), buyer.auth);
      expect(res.status, part.file.filename).toBe(status);
      expect(res.body.code).toBe(status === 415 ? 'UNSUPPORTED_MEDIA_TYPE' : 'PAYLOAD_TOO_LARGE');
      expect(res.body.details.field).toBe(part.name);
    }
    const text = await send(buyer.auth, {
      receiver_id: owner.id,
      property_id: home.id,
      message: 'hi',
      file: 'https://x.test/a.pdf',
    });
    expect(text.status).toBe(400);
    expect(await messagesOf(home.id)).toHaveLength(0);
    expect((await storedFiles(app, 'chat', buyer.id)).originals).toEqual([]);
  });
});

describe('block-user and unblock-user', () => {
  it('refuses messages both ways while a block exists, with the spec words for each side', async () => {
    const { owner, buyer, home } = await pair();
    expect(
      (await send(buyer.auth, { receiver_id: owner.id, property_id: home.id, message: 'hi' })).status,
    ).toBe(201);
    const block = await post(app, 'block-user', { to_user_id: buyer.id, reason: 'spam' }, owner.auth);
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
    expect((await get(app, 'get_chats', {}, owner.auth)).body.data[0]).toMatchObject({
      user_id: buyer.id,
      is_blocked_by_me: true,
      is_blocked_by_user: false,
    });
    const buyerChat = (await get(app, 'get_chats', {}, buyer.auth)).body.data[0];
    expect(buyerChat).toMatchObject({ is_blocked_by_me: false, is_blocked_by_user: true });
    // The listing's page tells both sides too (§2.7), read after the block was made.
    const detail = await get(app, 'get_property', { id: home.id, count_view: 0 }, buyer.auth);
    expect(detail.body.data[0]).toMatchObject({ is_blocked_by_me: false, is_blocked_by_user: true });
    expect(
      (await get(app, 'get_messages', { user_id: owner.id, property_id: home.id }, buyer.auth)).body.total,
    ).toBe(1);

    const again = await post(app, 'block-user', { to_user_id: buyer.id }, owner.auth);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'ALREADY_BLOCKED', message: 'User Already Blocked' });
    // Unblocking is the blocker's: the blocked one has no block to remove.
    const notMine = await post(app, 'unblock-user', { to_user_id: owner.id }, buyer.auth);
    expect(notMine.status).toBe(404);
    expect(notMine.body).toMatchObject({ code: 'NOT_BLOCKED', message: 'No Blocked User Found' });
    const unblock = await post(app, 'unblock-user', { to_user_id: buyer.id }, owner.auth);
    expect(unblock.status).toBe(200);
    expect(unblock.body.message).toBe('User Unblocked Successfully');
    expect(
      (await send(buyer.auth, { receiver_id: owner.id, property_id: home.id, message: 'again' })).status,
    ).toBe(201);
    expect((await post(app, 'unblock-user', { to_user_id: buyer.id }, owner.auth)).status).toBe(404);
  });

  it('blocks the operator as user 0 with to_admin', async () => {
    const { buyer } = await pair();
    const operatorListing = await createProperty(app, { category_id: categoryId, owner_id: null });
    const block = await post(app, 'block-user', { to_admin: 1 }, buyer.auth);
    expect(block.status).toBe(201);
    expect(block.body.data).toEqual({ to_user_id: null, to_admin: true });
    const refused = await send(buyer.auth, {
      receiver_id: 0,
      property_id: operatorListing.id,
      message: 'hi',
    });
    expect(refused.body).toMatchObject({ code: 'BLOCKED_BY_YOU', details: { counterpart: 'admin' } });
    const again = await post(app, 'block-user', { to_admin: 'true' }, buyer.auth);
    expect(again.body).toMatchObject({ code: 'ALREADY_BLOCKED', message: 'Admin Already Blocked' });
    expect((await post(app, 'unblock-user', { to_admin: 1 }, buyer.auth)).status).toBe(200);
    expect(
      (await send(buyer.auth, { receiver_id: 0, property_id: operatorListing.id, message: 'hi' })).status,
    ).toBe(201);
  });

  it('refuses myself, an unknown member and an unclear target', async () => {
    const { buyer } = await pair();
    const self = await post(app, 'block-user', { to_user_id: buyer.id }, buyer.auth);
    expect(self.status).toBe(400);
    expect(self.body.message).toBe('You cannot block yourself.');
    expect((await post(app, 'block-user', { to_user_id: 987_654 }, buyer.auth)).status).toBe(404);
    expect((await post(app, 'block-user', {}, buyer.auth)).status).toBe(400);
    expect((await post(app, 'block-user', { to_user_id: 5, to_admin: 1 }, buyer.auth)).status).toBe(400);
    expect((await post(app, 'unblock-user', {}, buyer.auth)).status).toBe(400);
  });
});

describe('get_chats and get_messages', () => {
  it('lists my conversations latest first with the last message and my unread count; reading clears it', async () => {
    const { owner, buyer, home } = await pair();
    const second = await createProperty(app, { category_id: categoryId, owner_id: owner.id, title: 'Loft' });
    const other = await member({ name: 'Other buyer' });
    await send(buyer.auth, { receiver_id: owner.id, property_id: home.id, message: 'one' });
    later(1);
    await send(buyer.auth, { receiver_id: owner.id, property_id: home.id, message: 'two' });
    later(1);
    await send(other.auth, { receiver_id: owner.id, property_id: second.id, message: 'loft?' });
    later(1);
    await send(owner.auth, { receiver_id: other.id, property_id: second.id, message: 'yes' });

    const chats = await get(app, 'get_chats', { per_page: 1 }, owner.auth);
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
    const page2 = await get(app, 'get_chats', { page: 2, per_page: 1 }, owner.auth);
    expect(page2.body.data[0]).toMatchObject({ property_id: home.id, user_id: buyer.id, unread_count: 2 });
    expect(page2.body.data[0].date).toBe(page2.body.data[0].last_message.created_at);
    expect((await get(app, 'get_chats', { page: 3, per_page: 1 }, owner.auth)).body.data).toEqual([]);

    const thread = await get(
      app,
      'get_messages',
      { user_id: buyer.id, property_id: home.id, per_page: 1 },
      owner.auth,
    );
    expect(thread.body).toMatchObject({ total: 2, total_page: 2, page: 1, per_page: 1 });
    expect(thread.body.data).toMatchObject({ current_page: 1, per_page: 1, last_page: 2, total: 2 });
    expect(thread.body.data.data.map((m: { message: string }) => m.message)).toEqual(['two']);
    const older = await get(
      app,
      'get_messages',
      { user_id: buyer.id, property_id: home.id, page: 2, per_page: 1 },
      owner.auth,
    );
    expect(older.body.data.data.map((m: { message: string }) => m.message)).toEqual(['one']);
    const after = await get(app, 'get_chats', {}, owner.auth);
    expect(after.body.data.map((c: { unread_count: number }) => c.unread_count)).toEqual([1, 0]);
    // The buyer's side: my own messages are never unread for me; the read receipt shows on them.
    const buyerThread = await get(
      app,
      'get_messages',
      { user_id: owner.id, property_id: home.id },
      buyer.auth,
    );
    expect(buyerThread.body.data.data[0].read_at).toMatch(/Z$/);
  });

  it('answers an empty page for a conversation without messages, and needs a session', async () => {
    const { owner, buyer, home } = await pair();
    const empty = await get(app, 'get_messages', { user_id: owner.id, property_id: home.id }, buyer.auth);
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({ total: 0, total_page: 0, data: { data: [], total: 0 } });
    expect((await get(app, 'get_chats', {}, buyer.auth)).body).toMatchObject({
      data: [],
      total: 0,
      total_page: 0,
    });
    expect((await get(app, 'get_chats', {})).status).toBe(401);
    expect((await get(app, 'get_messages', { property_id: home.id }, buyer.auth)).status).toBe(400);
    expect((await get(app, 'get_chats', { per_page: 51 }, buyer.auth)).status).toBe(400);
  });
});

describe('delete_chat_message', () => {
  it('removes one of my messages for both parties, with its file, and tells both', async () => {
    const { owner, buyer, home } = await pair();
    const first = await send(buyer.auth, { receiver_id: owner.id, property_id: home.id, message: 'keep' });
    const withFile = await sendForm(
      app,
      'send_message',
      [
        { name: 'receiver_id', value: String(owner.id) },
        { name: 'property_id', value: String(home.id) },
        { name: 'file', file: { filename: 'a.pdf', data: pdf() } },
      ],
      buyer.auth,
    );
    const id = withFile.body.data.id;
    expect((await storedFiles(app, 'chat', buyer.id)).originals).toHaveLength(1);
    const byReceiver = await post(app, 'delete_chat_message', { message_id: id }, owner.auth);
    expect(byReceiver.status).toBe(403);
    const stranger = await member();
    expect((await post(app, 'delete_chat_message', { message_id: id }, stranger.auth)).status).toBe(404);
    const spoof = await post(app, 'delete_chat_message', { message_id: id, sender_id: owner.id }, buyer.auth);
    expect(spoof.body.code).toBe('FORBIDDEN');

    let res: Awaited<ReturnType<typeof post>> | undefined;
    const frames = await framesFor(owner.id, async () => {
      res = await post(app, 'delete_chat_message', { message_id: id }, buyer.auth);
    });
    expect(res?.status).toBe(200);
    expect(res?.body).toMatchObject({ message: 'Message Deleted Successfully', data: null });
    expect(frames).toEqual([
      { type: 'chat.message_deleted', data: { id, property_id: home.id, sender_id: buyer.id } },
    ]);
    expect((await messagesOf(home.id)).map((m) => m.id)).toEqual([first.body.data.id]);
    expect((await storedFiles(app, 'chat', buyer.id)).originals).toEqual([]);
    expect((await post(app, 'delete_chat_message', { message_id: id }, buyer.auth)).status).toBe(404);
  });

  it('hides a whole conversation for me only, until a newer message arrives', async () => {
    const { owner, buyer, home } = await pair();
    await send(buyer.auth, { receiver_id: owner.id, property_id: home.id, message: 'old' });
    later(1);
    const hide = await post(
      app,
      'delete_chat_message',
      { receiver_id: buyer.id, property_id: home.id },
      owner.auth,
    );
    expect(hide.status).toBe(200);
    expect(hide.body).toMatchObject({ message: 'Chat deleted successfully', data: null });
    expect((await get(app, 'get_chats', {}, owner.auth)).body.total).toBe(0);
    expect(
      (await get(app, 'get_messages', { user_id: buyer.id, property_id: home.id }, owner.auth)).body.total,
    ).toBe(0);
    // The other party keeps it.
    expect((await get(app, 'get_chats', {}, buyer.auth)).body.total).toBe(1);
    expect((await messagesOf(home.id)).length).toBe(1);
    // Nothing left to delete for me.
    const again = await post(
      app,
      'delete_chat_message',
      { receiver_id: buyer.id, property_id: home.id },
      owner.auth,
    );
    expect(again.status).toBe(404);

    later(1);
    await send(buyer.auth, { receiver_id: owner.id, property_id: home.id, message: 'new' });
    const chats = await get(app, 'get_chats', {}, owner.auth);
    expect(chats.body.data).toEqual([expect.objectContaining({ unread_count: 1 })]);
    const thread = await get(app, 'get_messages', { user_id: buyer.id, property_id: home.id }, owner.auth);
    expect(thread.body.data.data.map((m: { message: string }) => m.message)).toEqual(['new']);
    expect((await post(app, 'delete_chat_message', { property_id: home.id }, owner.auth)).status).toBe(400);
  });
});

describe('demo mode and abuse limits', () => {
  it('refuses sending, deleting, blocking and unblocking in demo mode', async () => {
    const { owner, buyer, home } = await pair();
    const sent = await send(buyer.auth, { receiver_id: owner.id, property_id: home.id, message: 'hi' });
    await app.services.settings.set('demo_mode', true);
    try {
      const calls = [
        () => send(buyer.auth, { receiver_id: owner.id, property_id: home.id, message: 'demo' }),
        () => post(app, 'delete_chat_message', { message_id: sent.body.data.id }, buyer.auth),
        () => post(app, 'block-user', { to_user_id: owner.id }, buyer.auth),
        () => post(app, 'unblock-user', { to_user_id: owner.id }, buyer.auth),
      ];
      for (const call of calls) {
        const res = await call();
        expect(res.status).toBe(403);
        expect(res.body).toMatchObject({
          code: 'DEMO_MODE',
          message: 'This Action is Not Allowed in Demo Mode',
        });
      }
      expect((await get(app, 'get_chats', {}, buyer.auth)).status).toBe(200);
    } finally {
      await app.services.settings.set('demo_mode', false);
    }
    expect(await messagesOf(home.id)).toHaveLength(1);
  });

  it('limits messages per minute per sender (429 RATE_LIMITED with Retry-After)', async () => {
    const { owner, buyer, home } = await pair();
    await app.services.settings.set('chat_messages_per_minute', 2);
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
      await app.services.settings.set('chat_messages_per_minute', 30);
    }
  });

  it('limits new conversations a day for young accounts only', async () => {
    await app.services.settings.set('chat_new_account_conversations_per_day', 1);
    try {
      const young = await member();
      const veteran = await member({
        created_at: nowIso(new Date(app.clock.now.getTime() - 30 * 86_400_000)),
      });
      const owners = [await member(), await member()];
      const homes = await Promise.all(
        owners.map((o) => createProperty(app, { category_id: categoryId, owner_id: o.id })),
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
      await app.services.settings.set('chat_new_account_conversations_per_day', 10);
    }
  });
});
