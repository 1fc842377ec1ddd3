import { OPERATOR_USER_ID } from '@domus/shared/constants/chat.constants';
import { describe, expect, it } from 'vitest';
import { createProperty } from '../../db/testing/listing.factory.js';
import { bearer, createSession, createUser } from '../../db/testing/user.factory.js';
import { chatWorld } from '../../testing/chat-world.js';
import { get } from '../../testing/test-app.js';

// Read receipts: get_messages marks what I received read and tells the senders once, with a
// `chat.read` frame {user_id (the reader), property_id, read_at} (contract §3.7 "Realtime").

const { world, later, pair, framesFor, send } = chatWorld();

const thread = (auth: Record<string, string>, userId: number, propertyId: number) =>
  get(world.app, 'get_messages', { user_id: userId, property_id: propertyId }, auth);

describe('chat.read receipts', () => {
  it('tells the sender once when the receiver reads, naming the reader; the reader hears nothing', async () => {
    const { owner, buyer, home } = await pair();
    await send(buyer.auth, { receiver_id: owner.id, property_id: home.id, message: 'One' });
    await send(buyer.auth, { receiver_id: owner.id, property_id: home.id, message: 'Two' });
    later(1);
    const readAt = world.app.clock.now.toISOString().replace(/\.\d{3}Z$/, 'Z');

    let ownerFrames: Awaited<ReturnType<typeof framesFor>> = [];
    const buyerFrames = await framesFor(buyer.id, async () => {
      ownerFrames = await framesFor(owner.id, async () => {
        expect((await thread(owner.auth, buyer.id, home.id)).status).toBe(200);
      });
    });
    expect(buyerFrames).toEqual([
      { type: 'chat.read', data: { user_id: owner.id, property_id: home.id, read_at: readAt } },
    ]);
    expect(ownerFrames).toEqual([]);
  });

  it('sends nothing when nothing new was read: a second poll, the sender reading their own messages', async () => {
    const { owner, buyer, home } = await pair();
    await send(buyer.auth, { receiver_id: owner.id, property_id: home.id, message: 'Hello' });
    await thread(owner.auth, buyer.id, home.id);

    const frames = await framesFor(buyer.id, async () => {
      // Read already: polling again changes nothing.
      await thread(owner.auth, buyer.id, home.id);
      // The sender opening the thread reads nothing of their own.
      await thread(buyer.auth, owner.id, home.id);
    });
    const ownerFrames = await framesFor(owner.id, async () => {
      await thread(buyer.auth, owner.id, home.id);
    });
    expect(frames).toEqual([]);
    expect(ownerFrames).toEqual([]);

    // A new message is a new change: one more receipt.
    await send(buyer.auth, { receiver_id: owner.id, property_id: home.id, message: 'Still there?' });
    const again = await framesFor(buyer.id, () => thread(owner.auth, buyer.id, home.id));
    expect(again.map((f) => f.type)).toEqual(['chat.read']);
  });

  it('is per conversation: reading one listing’s thread says nothing about another’s', async () => {
    const { owner, buyer, home } = await pair();
    const second = await createProperty(world.app, { category_id: world.categoryId, owner_id: owner.id });
    await send(buyer.auth, { receiver_id: owner.id, property_id: home.id, message: 'About the first' });
    await send(buyer.auth, { receiver_id: owner.id, property_id: second.id, message: 'About the second' });
    const frames = await framesFor(buyer.id, () => thread(owner.auth, buyer.id, second.id));
    expect(frames.map((f) => (f.data as { property_id: number }).property_id)).toEqual([second.id]);
    const rest = await framesFor(buyer.id, () => thread(owner.auth, buyer.id, home.id));
    expect(rest.map((f) => (f.data as { property_id: number }).property_id)).toEqual([home.id]);
  });

  it('the operator reading a member’s messages in the console is reader 0', async () => {
    const { buyer } = await pair();
    const operatorListing = await createProperty(world.app, {
      category_id: world.categoryId,
      owner_id: null,
    });
    await send(buyer.auth, {
      receiver_id: OPERATOR_USER_ID,
      property_id: operatorListing.id,
      message: 'To the operator',
    });
    const admin = await createUser(world.app, { role: 'admin' });
    const adminAuth = bearer(await createSession(world.app, admin.id));
    const frames = await framesFor(buyer.id, async () => {
      const res = await get(
        world.app,
        'admin/chat-messages',
        { user_id: buyer.id, property_id: operatorListing.id },
        adminAuth,
      );
      expect(res.status).toBe(200);
    });
    expect(frames.map((f) => f.data)).toEqual([
      expect.objectContaining({ user_id: OPERATOR_USER_ID, property_id: operatorListing.id }),
    ]);
  });
});
