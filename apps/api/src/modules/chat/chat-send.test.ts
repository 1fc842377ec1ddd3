import { describe, expect, it } from 'vitest';
import { createProperty } from '../../db/testing/listing.factory.js';
import { chatWorld } from '../../testing/chat-world.js';
import { sendForm, storedFiles } from '../../testing/listing-form.js';
import { get } from '../../testing/test-app.js';
import { docx, gif, pdf, png } from '../../testing/upload-fixtures.js';

// Sending messages, files and voice notes (contract §3.4, §4.12) on a real app and database.

const { world, member, pair, framesFor, send, messagesOf } = chatWorld();

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
    const hidden = await createProperty(world.app, {
      category_id: world.categoryId,
      owner_id: owner.id,
      status: 0,
    });
    expect(
      (await send(owner.auth, { receiver_id: buyer.id, property_id: hidden.id, message: 'hello' })).status,
    ).toBe(201);
  });

  it('lets members write to the operator (user 0) about operator listings only', async () => {
    const { buyer, home } = await pair();
    const operatorListing = await createProperty(world.app, {
      category_id: world.categoryId,
      owner_id: null,
    });
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
    const chats = await get(world.app, 'get_chats', {}, buyer.auth);
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
      world.app,
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
      world.app,
      'send_message',
      form(owner.id, home.id, [{ name: 'file', file: { filename: 'x.txt', data: await png(40, 40) } }]),
      buyer.auth,
    );
    expect(picture.status).toBe(201);
    expect(picture.body.data).toMatchObject({ chat_message_type: 'file', message: null, audio: null });
    expect(picture.body.data.file).toMatch(/\/chat\/\d+\/[0-9a-f]+\.png$/);
    const withText = await sendForm(
      world.app,
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
        world.app,
        'send_message',
        form(owner.id, home.id, [{ name: 'audio', file: { filename: 'note.bin', data } }]),
        buyer.auth,
      );
      expect(voice.status).toBe(201);
      expect(voice.body.data).toMatchObject({ chat_message_type: 'audio', file: null });
      expect(voice.body.data.audio).toMatch(new RegExp(`\\.${ext}$`));
    }
    expect((await storedFiles(world.app, 'chat', buyer.id)).originals).toHaveLength(6);
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
      const res = await sendForm(world.app, 'send_message', form(owner.id, home.id, [part]), buyer.auth);
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
    expect((await storedFiles(world.app, 'chat', buyer.id)).originals).toEqual([]);
  });
});
