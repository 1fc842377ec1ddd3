import { describe, expect, it } from 'vitest';
import { createProperty } from '../../db/testing/listing.factory.js';
import { findRows } from '../../db/testing/rows.js';
import { bearer, createSession, createUser } from '../../db/testing/user.factory.js';
import { pushWorld } from '../../testing/push-world.js';
import { post } from '../../testing/test-app.js';

// What is pushed (contract §4.12, §4.13): every stored notification and every chat message to
// the receiver's subscriptions, checked at a local push service that verifies the VAPID token
// and decrypts the payload as a browser would.

const { world, member, subscribed, settled } = pushWorld();

async function operator() {
  const user = await createUser(world.app, { role: 'admin', name: 'Olga Operator' });
  return bearer(await createSession(world.app, user.id));
}

/** The decrypted payloads pushed to an endpoint; every push must have passed every check. */
function payloadsAt(endpoint: string) {
  const pushes = world.service.to(endpoint);
  for (const push of pushes) expect(push.problems).toEqual([]);
  return pushes.map((push) => push.payload);
}

describe('notifications are pushed (§4.13)', () => {
  it('an operator’s approval reaches the owner’s browser with the notification’s payload', async () => {
    const owner = await subscribed({ name: 'Ola Owner' });
    const home = await createProperty(world.app, {
      category_id: world.categoryId,
      owner_id: owner.id,
      request_status: 'pending',
      title: 'Sea view villa',
    });
    const res = await post(world.app, `admin/properties/${home.id}/approve`, {}, await operator());
    expect(res.status).toBe(200);
    await settled();

    const [note] = await findRows(world.app.deps.db, 'notifications', { user_id: owner.id });
    expect(payloadsAt(owner.endpoint)).toEqual([
      {
        type: 1,
        event: 'property_approved',
        title: 'Property approved',
        body: 'Your property Sea view villa has been approved.',
        image: expect.stringMatching(/^http:\/\/localhost:3000\//),
        property_id: home.id,
        notification_id: note?.id,
        url: `/my-property/${home.slug_id}`,
        created_at: expect.any(String),
      },
    ]);
  });

  it('a rejection carries its reason; nothing reaches another member', async () => {
    const owner = await subscribed();
    const bystander = await subscribed();
    const home = await createProperty(world.app, {
      category_id: world.categoryId,
      owner_id: owner.id,
      request_status: 'pending',
    });
    const reason = { reason: 'Blurry photos' };
    expect(
      (await post(world.app, `admin/properties/${home.id}/reject`, reason, await operator())).status,
    ).toBe(200);
    await settled();
    const [payload] = payloadsAt(owner.endpoint);
    expect(payload).toMatchObject({ event: 'property_rejected', property_id: home.id });
    expect(String(payload?.body)).toContain('Blurry photos');
    expect(world.service.to(bystander.endpoint)).toEqual([]);
  });

  it('nothing is pushed to a member who turned notifications off (the notification is still stored)', async () => {
    const quiet = await subscribed();
    expect((await post(world.app, 'update_profile', { notification: 0 }, quiet.auth)).status).toBe(200);
    const id = await world.app.services.notifications.notify(quiet.id, {
      event: 'property_deactivated',
      title: 'Property deactivated',
      message: 'Your property is switched off.',
      type: 1,
    });
    await settled();
    expect(id).toEqual(expect.any(Number));
    expect(world.service.to(quiet.endpoint)).toEqual([]);
  });
});

describe('chat is pushed (§4.12)', () => {
  it('a message reaches the receiver’s browsers as a `chat` push, not the sender’s', async () => {
    const owner = await subscribed({ name: 'Ola Owner' });
    const buyer = await subscribed({ name: 'Bo Buyer' });
    const home = await createProperty(world.app, {
      category_id: world.categoryId,
      owner_id: owner.id,
      title: 'Lake house',
    });
    const sent = await post(
      world.app,
      'send_message',
      { receiver_id: owner.id, property_id: home.id, message: 'Is it still available?' },
      buyer.auth,
    );
    expect(sent.status).toBe(201);
    await settled();

    expect(payloadsAt(owner.endpoint)).toEqual([
      {
        type: 'chat',
        event: 'chat_message',
        title: 'Bo Buyer',
        body: 'Is it still available?',
        image: expect.stringMatching(/^http:\/\/localhost:3000\//),
        icon: null,
        sender_id: buyer.id,
        sender_name: 'Bo Buyer',
        sender_profile: null,
        receiver_id: owner.id,
        property_id: home.id,
        property_title: 'Lake house',
        property_image: expect.stringMatching(/^http:\/\/localhost:3000\//),
        message_id: sent.body.id,
        message: 'Is it still available?',
        chat_message_type: 'text',
        created_at: sent.body.data.created_at,
        url: `/user/chat?user_id=${buyer.id}&property_id=${home.id}`,
      },
    ]);
    expect(world.service.to(buyer.endpoint)).toEqual([]);

    // Deleting it for both parties tells the receiver's browser too.
    const removed = await post(world.app, 'delete_chat_message', { message_id: sent.body.id }, buyer.auth);
    expect(removed.status).toBe(200);
    await settled();
    expect(payloadsAt(owner.endpoint)[1]).toEqual({
      type: 'delete_message',
      event: 'delete_message',
      id: sent.body.id,
      message_id: sent.body.id,
      property_id: home.id,
      sender_id: buyer.id,
    });
  });

  it('send_message does not wait for a slow push service', async () => {
    const owner = await subscribed();
    const buyer = await member();
    const home = await createProperty(world.app, { category_id: world.categoryId, owner_id: owner.id });
    world.service.answer(201, 900);
    const body = { receiver_id: owner.id, property_id: home.id, message: 'Hi' };
    const sent = await post(world.app, 'send_message', body, buyer.auth);
    expect(sent.status).toBe(201);
    // Answered while the push service still holds its answer back.
    expect(world.service.to(owner.endpoint).every((push) => !push.answered)).toBe(true);
    await settled();
    expect(payloadsAt(owner.endpoint)).toHaveLength(1);
    expect(world.service.to(owner.endpoint)[0]?.answered).toBe(true);
  });
});

describe('what the push service answers', () => {
  it('410 Gone or 404: the subscription is forgotten', async () => {
    for (const status of [410, 404]) {
      const who = await subscribed();
      world.service.answer(status);
      await world.app.services.notifications.notify(who.id, {
        event: 'property_activated',
        title: 'Property activated',
        message: 'Live again.',
        type: 1,
      });
      await settled();
      expect(world.service.to(who.endpoint)).toHaveLength(1);
      expect(await findRows(world.app.deps.db, 'push_subscriptions', { user_id: who.id })).toEqual([]);
    }
  });

  it('another failure, or no answer in time, is logged; the subscription and the call stand', async () => {
    const who = await subscribed();
    const note = {
      event: 'property_activated' as const,
      title: 'Property activated',
      message: 'Live again.',
      type: 1 as const,
    };
    world.service.answer(500);
    const warned = world.warnings.length;
    expect(await world.app.services.notifications.notify(who.id, note)).toEqual(expect.any(Number));
    await settled();
    world.service.answer(201, 1_500); // past the 1 s deadline of the tests' config
    expect(await world.app.services.notifications.notify(who.id, note)).toEqual(expect.any(Number));
    await settled();

    const failures = world.warnings.slice(warned).filter((w) => w.msg === 'push could not be delivered');
    expect(failures).toHaveLength(2);
    expect(failures[0]).toMatchObject({ status: 500 });
    expect(String(failures[1]?.reason)).toMatch(/timeout|abort/i);
    expect(await findRows(world.app.deps.db, 'push_subscriptions', { user_id: who.id })).toHaveLength(1);
  });
});
