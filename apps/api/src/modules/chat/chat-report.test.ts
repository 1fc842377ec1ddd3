import { describe, expect, it } from 'vitest';
import { createProperty } from '../../db/testing/listing.factory.js';
import { countRows, findRows, getRow } from '../../db/testing/rows.js';
import { bearer, createSession, createUser } from '../../db/testing/user.factory.js';
import { chatWorld } from '../../testing/chat-world.js';
import { sendForm } from '../../testing/listing-form.js';
import { get, post } from '../../testing/test-app.js';
import { png } from '../../testing/upload-fixtures.js';

// "Report this conversation" (issue 12), the member's side: report-chat on a real app and
// database, with the evidence it keeps.

const { world, member, pair, send } = chatWorld();

const report = (auth: Record<string, string>, body: Record<string, unknown>) =>
  post(world.app, 'report-chat', body, auth);

async function operator() {
  const admin = await createUser(world.app, { role: 'admin' });
  return bearer(await createSession(world.app, admin.id));
}

/** A conversation of three messages, the owner's second one with a picture. */
async function conversation() {
  const world_ = await pair();
  const { owner, buyer, home } = world_;
  await send(buyer.auth, { receiver_id: owner.id, property_id: home.id, message: 'Is it free?' });
  const photo = await sendForm(
    world.app,
    'send_message',
    [
      { name: 'receiver_id', value: String(buyer.id) },
      { name: 'property_id', value: String(home.id) },
      { name: 'message', value: 'Pay the deposit by Western Union, here is the receipt' },
      { name: 'file', file: { filename: 'r.png', data: await png(30, 30) } },
    ],
    owner.auth,
  );
  await send(buyer.auth, { receiver_id: owner.id, property_id: home.id, message: 'No, thanks' });
  return { ...world_, photoId: photo.body.data.id as number };
}

describe('report-chat', () => {
  it('stores an open report with the conversation as evidence, files copied', async () => {
    const { owner, buyer, home, photoId } = await conversation();
    const res = await report(buyer.auth, {
      user_id: owner.id,
      property_id: home.id,
      reason: 'Wants money first',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      error: false,
      message: 'Thank you. Our team will review this conversation',
      data: { user_id: owner.id, property_id: home.id, status: 'open' },
    });
    const row = await getRow(world.app.deps.db, 'chat_reports', { id: res.body.data.id });
    expect(row).toMatchObject({
      reporter_id: buyer.id,
      reported_user_id: owner.id,
      property_title: home.title,
      reason: 'Wants money first',
      message_count: 3,
    });
    const evidence = JSON.parse(row.evidence);
    expect(evidence.property).toEqual({ id: home.id, title: home.title, slug_id: home.slug_id });
    expect(evidence.parties).toEqual([
      { id: buyer.id, name: 'Buyer' },
      { id: owner.id, name: 'Owner' },
    ]);
    expect(evidence.messages.map((m: { message: string }) => m.message)).toEqual([
      'Is it free?',
      'Pay the deposit by Western Union, here is the receipt',
      'No, thanks',
    ]);
    const original = (await findRows(world.app.deps.db, 'chat_messages', { id: photoId }))[0]?.file as string;
    const copy = evidence.messages[1].file as string;
    expect(copy).toMatch(/^chat-reports\/\d{4}-\d{2}\/[0-9a-f]+\.png$/);
    expect(copy).not.toBe(original);
    expect(await world.app.deps.storage.get(copy)).toEqual(await world.app.deps.storage.get(original));
  });

  it('keeps its evidence when the message, the listing and the accounts are deleted', async () => {
    const { owner, buyer, home, photoId } = await conversation();
    const filed = await report(buyer.auth, { user_id: owner.id, property_id: home.id, reason: 'Scam' });
    const copy = JSON.parse(
      (await getRow(world.app.deps.db, 'chat_reports', { id: filed.body.data.id })).evidence,
    ).messages[1].file;
    expect((await post(world.app, 'delete_chat_message', { message_id: photoId }, owner.auth)).status).toBe(
      200,
    );
    expect((await post(world.app, 'delete_user', {}, owner.auth)).status).toBe(200);
    expect(await countRows(world.app.deps.db, 'properties', { id: home.id })).toBe(0);
    expect(await countRows(world.app.deps.db, 'chat_messages', { property_id: home.id })).toBe(0);

    const detail = await get(world.app, `admin/chat-reports/${filed.body.data.id}`, {}, await operator());
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({
      status: 'open',
      property: { id: home.id, title: home.title },
      reported_user: { id: owner.id, name: null, account: 'deleted' },
      message_count: 3,
    });
    expect(detail.body.data.evidence.parties[1]).toEqual({ id: owner.id, name: 'Owner' });
    const [, photo] = detail.body.data.evidence.messages;
    expect(photo).toMatchObject({ id: photoId, sender_id: owner.id, receiver_id: buyer.id });
    expect(photo.file).toBe(world.app.deps.storage.publicUrl(copy));
    expect(await world.app.deps.storage.exists(copy)).toBe(true);
  });

  it('is for a participant of a conversation that exists (404 otherwise)', async () => {
    const { owner, buyer, home } = await conversation();
    const stranger = await member();
    const refused = [
      [stranger.auth, { user_id: owner.id, property_id: home.id }],
      [stranger.auth, { user_id: buyer.id, property_id: home.id }],
      [buyer.auth, { user_id: buyer.id, property_id: home.id }],
      [buyer.auth, { user_id: owner.id, property_id: 987_654 }],
      [buyer.auth, { user_id: 0, property_id: home.id }],
    ] as const;
    for (const [auth, body] of refused) {
      const res = await report(auth, { ...body, reason: 'Nope' });
      expect([res.status, res.body.code]).toEqual([404, 'NOT_FOUND']);
    }
    // Also a conversation hidden with delete_chat_message: the messages are still there.
    await post(world.app, 'delete_chat_message', { receiver_id: owner.id, property_id: home.id }, buyer.auth);
    expect((await report(buyer.auth, { user_id: owner.id, property_id: home.id, reason: 'x' })).status).toBe(
      201,
    );
    expect(await countRows(world.app.deps.db, 'chat_reports', { reporter_id: stranger.id })).toBe(0);
  });

  it('lets each participant hold one open report of a conversation (409 ALREADY_REPORTED)', async () => {
    const { owner, buyer, home } = await conversation();
    const body = { user_id: owner.id, property_id: home.id, reason: 'First' };
    expect((await report(buyer.auth, body)).status).toBe(201);
    const again = await report(buyer.auth, { ...body, reason: 'Second' });
    expect([again.status, again.body.code, again.body.message]).toEqual([
      409,
      'ALREADY_REPORTED',
      'Already Reported',
    ]);
    const [parallel1, parallel2] = await Promise.all([
      report(owner.auth, { user_id: buyer.id, property_id: home.id, reason: 'Rude' }),
      report(owner.auth, { user_id: buyer.id, property_id: home.id, reason: 'Rude' }),
    ]);
    expect([parallel1.status, parallel2.status].sort()).toEqual([201, 409]);
    expect(await countRows(world.app.deps.db, 'chat_reports', { property_id: home.id })).toBe(2);

    const [mine] = await findRows(world.app.deps.db, 'chat_reports', { reporter_id: buyer.id });
    const resolved = await post(
      world.app,
      `admin/chat-reports/${mine?.id}/resolve`,
      { note: 'Warned' },
      await operator(),
    );
    expect(resolved.status).toBe(200);
    expect((await report(buyer.auth, { ...body, reason: 'It went on' })).status).toBe(201);
  });

  it('refuses bad input with 400 and stores nothing', async () => {
    const { owner, buyer, home } = await conversation();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ user_id: owner.id, property_id: home.id }, 'reason', 'Please write your reason'],
      [{ user_id: owner.id, property_id: home.id, reason: '   ' }, 'reason', 'Please write your reason'],
      [
        { user_id: owner.id, property_id: home.id, reason: 'x'.repeat(501) },
        'reason',
        'reason must be at most 500 characters',
      ],
      [{ user_id: owner.id, property_id: home.id, reason: { a: 1 } }, 'reason', 'reason must be text'],
      [{ user_id: 'abc', property_id: home.id, reason: 'x' }, 'user_id', 'user_id must be a whole number'],
      [{ user_id: owner.id, property_id: 0, reason: 'x' }, 'property_id', 'property_id must be at least 1'],
      [{ user_id: owner.id, reason: 'x' }, 'property_id', 'Please fill all fields'],
    ];
    for (const [body, field, message] of cases) {
      const res = await report(buyer.auth, body);
      expect([res.status, res.body.code, res.body.details.fields[0]]).toEqual([
        400,
        'VALIDATION_FAILED',
        { field, message },
      ]);
    }
    expect(await countRows(world.app.deps.db, 'chat_reports', { reporter_id: buyer.id })).toBe(0);
    expect((await report({}, { user_id: owner.id, property_id: home.id, reason: 'x' })).status).toBe(401);
  });

  it('is refused in demo mode and limited to 5 reports an hour', async () => {
    const owner = await member({ name: 'Busy owner' });
    const home = await createProperty(world.app, { category_id: world.categoryId, owner_id: owner.id });
    const buyers: Awaited<ReturnType<typeof member>>[] = [];
    for (let i = 0; i < 6; i++) {
      const buyer = await member();
      await send(buyer.auth, { receiver_id: owner.id, property_id: home.id, message: `Hello ${i}` });
      buyers.push(buyer);
    }
    const reportBuyer = (i: number) =>
      report(owner.auth, { user_id: buyers[i]?.id, property_id: home.id, reason: 'Spam' });
    await world.app.services.settings.set('demo_mode', true);
    try {
      const demo = await reportBuyer(0);
      expect([demo.status, demo.body.code]).toEqual([403, 'DEMO_MODE']);
    } finally {
      await world.app.services.settings.set('demo_mode', false);
    }
    for (let i = 0; i < 5; i++) expect((await reportBuyer(i)).status).toBe(201);
    const sixth = await reportBuyer(5);
    expect([sixth.status, sixth.body.code]).toEqual([429, 'RATE_LIMITED']);
    expect(sixth.body.details.retry_after_s).toBeGreaterThan(0);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    expect(await countRows(world.app.deps.db, 'chat_reports', { reporter_id: owner.id })).toBe(5);
  });

  it('reports a conversation with the operator (user 0) too', async () => {
    const buyer = await member({ name: 'Mira' });
    const listing = await createProperty(world.app, { category_id: world.categoryId, owner_id: null });
    await send(buyer.auth, { receiver_id: 0, property_id: listing.id, message: 'Hello admin' });
    const res = await report(buyer.auth, { user_id: 0, property_id: listing.id, reason: 'No answer' });
    expect(res.status).toBe(201);
    const row = await getRow(world.app.deps.db, 'chat_reports', { id: res.body.data.id });
    expect(JSON.parse(row.evidence).parties).toEqual([
      { id: buyer.id, name: 'Mira' },
      { id: 0, name: 'Admin' },
    ]);
  });
});
