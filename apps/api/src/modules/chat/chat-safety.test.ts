import { DEFAULT_CHAT_SAFETY_RULES } from '@domus/shared/constants/chat-safety.constants';
import { describe, expect, it } from 'vitest';
import { nowIso } from '../../db/dialect.js';
import { createProperty } from '../../db/testing/listing.factory.js';
import { bearer, createSession, createUser } from '../../db/testing/user.factory.js';
import { chatWorld } from '../../testing/chat-world.js';
import { get } from '../../testing/test-app.js';

// Scam-aware chat (issue 12) on a real app and database: warnings under received messages that
// match the scam rules (settings data), and contacts of new members hidden until the reader replies.

const { world, later, member, pair, framesFor, send, messagesOf } = chatWorld();

const SCAM = 'Please send the deposit before the viewing by Western Union';
const CONTACT = 'Call me on +44 7700 900123 or write to sam.smith@gmail.com';
const HIDDEN = 'Call me on [hidden] or write to [hidden]';
const warningOf = (code: string) => ({
  code,
  text: DEFAULT_CHAT_SAFETY_RULES.find((r) => r.code === code)?.warning,
});

const thread = (auth: Record<string, string>, userId: number, propertyId: number) =>
  get(world.app, 'get_messages', { user_id: userId, property_id: propertyId }, auth);

describe('safety warnings', () => {
  it('go to the receiver only: in the frame, get_messages and get_chats; the text is stored as sent', async () => {
    const { owner, buyer, home } = await pair();
    let res: Awaited<ReturnType<typeof send>> | undefined;
    let buyerFrames: Awaited<ReturnType<typeof framesFor>> = [];
    const ownerFrames = await framesFor(owner.id, async () => {
      buyerFrames = await framesFor(buyer.id, async () => {
        res = await send(buyer.auth, { receiver_id: owner.id, property_id: home.id, message: SCAM });
      });
    });
    const expected = [warningOf('payment_before_viewing'), warningOf('wire_transfer')];
    expect(res?.status).toBe(201);
    expect(res?.body.data).toMatchObject({ message: SCAM, safety_warnings: [], contact_masked: false });
    expect(buyerFrames).toEqual([{ type: 'chat.message', data: res?.body.data }]);
    expect(ownerFrames).toHaveLength(1);
    expect(ownerFrames[0]?.data).toEqual({ ...res?.body.data, safety_warnings: expected });

    const ownerView = await thread(owner.auth, buyer.id, home.id);
    expect(ownerView.body.data.data[0]).toMatchObject({ message: SCAM, safety_warnings: expected });
    const buyerView = await thread(buyer.auth, owner.id, home.id);
    expect(buyerView.body.data.data[0]).toMatchObject({ message: SCAM, safety_warnings: [] });

    const ownerList = await get(world.app, 'get_chats', {}, owner.auth);
    expect(ownerList.body.data[0].last_message).toMatchObject({ message: SCAM, safety_warnings: expected });
    const buyerList = await get(world.app, 'get_chats', {}, buyer.auth);
    expect(buyerList.body.data[0].last_message).toMatchObject({ safety_warnings: [], contact_masked: false });
    expect((await messagesOf(home.id)).map((m) => m.message)).toEqual([SCAM]);
  });

  it('are empty when nothing matches, and follow the rules the operator sets', async () => {
    const { owner, buyer, home } = await pair();
    await send(buyer.auth, { receiver_id: owner.id, property_id: home.id, message: 'Is the flat sunny?' });
    expect((await thread(owner.auth, buyer.id, home.id)).body.data.data[0].safety_warnings).toEqual([]);
    const custom = { code: 'sunny_words', label: 'Sun', patterns: ['sunny'], warning: 'Sun ahead' };
    await world.app.services.settings.set('chat_safety_rules', [custom]);
    try {
      const view = await thread(owner.auth, buyer.id, home.id);
      expect(view.body.data.data[0].safety_warnings).toEqual([{ code: 'sunny_words', text: 'Sun ahead' }]);
      await send(buyer.auth, { receiver_id: owner.id, property_id: home.id, message: SCAM });
      expect((await thread(owner.auth, buyer.id, home.id)).body.data.data[0].safety_warnings).toEqual([]);
    } finally {
      await world.app.services.settings.set('chat_safety_rules', DEFAULT_CHAT_SAFETY_RULES);
    }
  });

  it('warn the operator about a member, never a member about the operator', async () => {
    const buyer = await member();
    const admin = await createUser(world.app, { role: 'admin' });
    const adminAuth = bearer(await createSession(world.app, admin.id));
    const listing = await createProperty(world.app, { category_id: world.categoryId, owner_id: null });
    await send(buyer.auth, { receiver_id: 0, property_id: listing.id, message: 'Add me on WhatsApp' });
    const inbox = await get(
      world.app,
      'admin/chat-messages',
      { user_id: buyer.id, property_id: listing.id },
      adminAuth,
    );
    expect(inbox.body.data.data[0].safety_warnings).toEqual([warningOf('off_platform')]);
    await world.app.services.chatAdmin.send(
      { viewer: { user: admin } as never, ip: null },
      { receiver_id: buyer.id, property_id: listing.id, message: 'We never ask for a bank transfer' },
    );
    const mine = await thread(buyer.auth, 0, listing.id);
    expect(mine.body.data.data[0]).toMatchObject({ sender_id: 0, safety_warnings: [] });
  });
});

describe('contact masking', () => {
  it('hides a new member’s contacts from the receiver until the receiver replies', async () => {
    const { owner, buyer, home } = await pair();
    let res: Awaited<ReturnType<typeof send>> | undefined;
    const ownerFrames = await framesFor(owner.id, async () => {
      res = await send(buyer.auth, { receiver_id: owner.id, property_id: home.id, message: CONTACT });
    });
    expect(res?.body.data).toMatchObject({ message: CONTACT, contact_masked: false });
    expect(ownerFrames[0]?.data).toMatchObject({ message: HIDDEN, contact_masked: true });
    expect((await thread(owner.auth, buyer.id, home.id)).body.data.data[0]).toMatchObject({
      message: HIDDEN,
      contact_masked: true,
    });
    expect((await thread(buyer.auth, owner.id, home.id)).body.data.data[0]).toMatchObject({
      message: CONTACT,
      contact_masked: false,
    });
    const list = await get(world.app, 'get_chats', {}, owner.auth);
    expect(list.body.data[0].last_message).toMatchObject({ message: HIDDEN, contact_masked: true });
    // Written while the account was new, it stays hidden when the account grows older.
    later(8 * 24 * 60);
    expect((await thread(owner.auth, buyer.id, home.id)).body.data.data[0].message).toBe(HIDDEN);

    await send(owner.auth, { receiver_id: buyer.id, property_id: home.id, message: 'Sure, let us talk' });
    const after = await thread(owner.auth, buyer.id, home.id);
    expect(after.body.data.data[1]).toMatchObject({ message: CONTACT, contact_masked: false });
    const nextFrames = await framesFor(owner.id, async () => {
      await send(buyer.auth, { receiver_id: owner.id, property_id: home.id, message: 'Or 07700 900456' });
    });
    expect(nextFrames[0]?.data).toMatchObject({ message: 'Or 07700 900456', contact_masked: false });
    const ownerList = await get(world.app, 'get_chats', {}, owner.auth);
    expect(ownerList.body.data[0].last_message).toMatchObject({ contact_masked: false });
    expect((await messagesOf(home.id)).map((m) => m.message)).toContain(CONTACT);
  });

  it('leaves established members, the operator and masking switched off (0) alone', async () => {
    const { owner, home } = await pair();
    const veteran = await member({
      created_at: nowIso(new Date(world.app.clock.now.getTime() - 30 * 86_400_000)),
    });
    await send(veteran.auth, { receiver_id: owner.id, property_id: home.id, message: CONTACT });
    expect((await thread(owner.auth, veteran.id, home.id)).body.data.data[0].message).toBe(CONTACT);

    const young = await member();
    await world.app.services.settings.set('chat_contact_mask_days', 0);
    try {
      await send(young.auth, { receiver_id: owner.id, property_id: home.id, message: CONTACT });
      expect((await thread(owner.auth, young.id, home.id)).body.data.data[0]).toMatchObject({
        message: CONTACT,
        contact_masked: false,
      });
    } finally {
      await world.app.services.settings.set('chat_contact_mask_days', 7);
    }
    expect((await thread(owner.auth, young.id, home.id)).body.data.data[0].message).toBe(HIDDEN);

    const admin = await createUser(world.app, { role: 'admin' });
    const listing = await createProperty(world.app, { category_id: world.categoryId, owner_id: null });
    await send(young.auth, { receiver_id: 0, property_id: listing.id, message: CONTACT });
    const inbox = await get(
      world.app,
      'admin/chat-messages',
      { user_id: young.id, property_id: listing.id },
      bearer(await createSession(world.app, admin.id)),
    );
    expect(inbox.body.data.data[0]).toMatchObject({ message: CONTACT, contact_masked: false });
  });

  it('masks only what is a contact: prices and dates stay readable', async () => {
    const { owner, buyer, home } = await pair();
    const text = 'Offer 325,000 for a viewing on 2026-05-03, reach me at 98765 43210';
    await send(buyer.auth, { receiver_id: owner.id, property_id: home.id, message: text });
    expect((await thread(owner.auth, buyer.id, home.id)).body.data.data[0]).toMatchObject({
      message: 'Offer 325,000 for a viewing on 2026-05-03, reach me at [hidden]',
      contact_masked: true,
      safety_warnings: [warningOf('off_platform')],
    });
  });
});
