import { describe, expect, it } from 'vitest';
import { countRows, findRows } from '../../db/testing/rows.js';
import { bearer, createSession } from '../../db/testing/user.factory.js';
import { pushWorld } from '../../testing/push-world.js';
import { get, post } from '../../testing/test-app.js';
import { hashPassword } from '../accounts/password.js';

// Registering a browser's Web Push subscription for a session (register-push-subscription,
// delete-push-subscription, or a subscription's JSON as `fcm_id`), and its end with the session.

const { world, member, subscribed, settled } = pushWorld();

const rowsOf = (userId: number) => findRows(world.app.deps.db, 'push_subscriptions', { user_id: userId });

/** Something every member receives a push for: a stored notification. */
const notifyAll = async (userId: number) => {
  await world.app.services.notifications.notify(userId, {
    event: 'property_activated',
    title: 'Property activated',
    message: 'Your property is live again.',
    type: 1,
  });
  await settled();
};

describe('push_public_key', () => {
  it('is the server’s VAPID public key (a P-256 point), the same on every read', async () => {
    const first = await get(world.app, 'web-settings');
    const key = first.body.data.push_public_key as string;
    expect(Buffer.from(key, 'base64url')).toHaveLength(65);
    expect(key).toBe(world.app.deps.push.publicKey);
    expect((await get(world.app, 'web-settings')).body.data.push_public_key).toBe(key);
  });
});

describe('register-push-subscription', () => {
  it('stores the subscription for the caller’s session; registering again changes nothing', async () => {
    const who = await member();
    const subscription = world.service.subscribe();
    const res = await post(world.app, 'register-push-subscription', subscription, who.auth);
    expect([res.status, res.body.error, res.body.message, res.body.data]).toEqual([
      201,
      false,
      'Push subscription saved',
      null,
    ]);
    expect((await post(world.app, 'register-push-subscription', subscription, who.auth)).status).toBe(201);
    const rows = await rowsOf(who.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      endpoint: subscription.endpoint,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
    });
    expect(rows[0]?.session_id).toEqual(expect.any(Number));
  });

  it('refuses guests, and malformed subscriptions with a 400 naming the field', async () => {
    const who = await member();
    const good = world.service.subscribe();
    expect((await post(world.app, 'register-push-subscription', good)).status).toBe(401);
    const cases: [Record<string, unknown>, string][] = [
      [{ keys: good.keys }, 'endpoint'],
      [{ endpoint: good.endpoint }, 'keys'],
      [{ ...good, endpoint: 'http://push.example.com/x' }, 'endpoint'],
      [{ ...good, endpoint: ['https://push.example.com/x'] }, 'endpoint'],
      [{ ...good, endpoint: `https://push.example.com/${'x'.repeat(3000)}` }, 'endpoint'],
      [{ ...good, keys: { ...good.keys, auth: 'c2hvcnQ' } }, 'keys.auth'],
      [{ ...good, keys: { ...good.keys, p256dh: good.keys.auth } }, 'keys.p256dh'],
      [{ ...good, keys: 'p256dh' }, 'keys'],
    ];
    for (const [body, field] of cases) {
      const res = await post(world.app, 'register-push-subscription', body, who.auth);
      expect([res.status, res.body.code], JSON.stringify(body).slice(0, 80)).toEqual([
        400,
        'VALIDATION_FAILED',
      ]);
      expect(res.body.details.fields[0].field).toBe(field);
    }
    expect(await rowsOf(who.id)).toEqual([]);
  });

  it('keeps one subscription per session, and an endpoint for the account that registered it last', async () => {
    const first = await subscribed();
    const next = world.service.subscribe();
    await post(world.app, 'register-push-subscription', next, first.auth);
    expect((await rowsOf(first.id)).map((r) => r.endpoint)).toEqual([next.endpoint]);

    const second = await member();
    await post(world.app, 'register-push-subscription', next, second.auth);
    expect(await rowsOf(first.id)).toEqual([]);
    expect((await rowsOf(second.id)).map((r) => r.endpoint)).toEqual([next.endpoint]);
  });
  it('refuses a shared demo account while demo mode is on (one visitor must not get another’s pushes)', async () => {
    const demo = await member({ is_demo: 1 });
    await world.app.services.settings.set('demo_mode', true);
    try {
      const res = await post(world.app, 'register-push-subscription', world.service.subscribe(), demo.auth);
      expect([res.status, res.body.code]).toEqual([403, 'DEMO_MODE']);
      expect(await rowsOf(demo.id)).toEqual([]);
    } finally {
      await world.app.services.settings.set('demo_mode', false);
    }
  });
});

describe('delete-push-subscription', () => {
  it('removes one of mine by endpoint; another member’s or an unknown one is 404', async () => {
    const mine = await subscribed();
    const other = await member();
    const res = await post(world.app, 'delete-push-subscription', { endpoint: mine.endpoint }, other.auth);
    expect([res.status, res.body.code]).toEqual([404, 'NOT_FOUND']);
    expect(await rowsOf(mine.id)).toHaveLength(1);
    const removed = await post(world.app, 'delete-push-subscription', { endpoint: mine.endpoint }, mine.auth);
    expect([removed.status, removed.body.message]).toEqual([200, 'Push subscription removed']);
    expect(await rowsOf(mine.id)).toEqual([]);
    expect((await post(world.app, 'delete-push-subscription', {}, mine.auth)).status).toBe(400);
  });
});

describe('the subscription ends with its session', () => {
  it('sign-out (before-logout) removes this session’s subscription and nothing is pushed after', async () => {
    const who = await subscribed();
    const otherSession = bearer(await createSession(world.app, who.id));
    const elsewhere = world.service.subscribe();
    await post(world.app, 'register-push-subscription', elsewhere, otherSession);

    expect((await post(world.app, 'before-logout', {}, who.auth)).status).toBe(200);
    expect((await rowsOf(who.id)).map((r) => r.endpoint)).toEqual([elsewhere.endpoint]);
    await notifyAll(who.id);
    expect(world.service.to(who.endpoint)).toEqual([]);
    expect(world.service.to(elsewhere.endpoint)).toHaveLength(1);
  });

  it('revoke-session and account deletion remove the subscriptions of the sessions they end', async () => {
    const who = await subscribed();
    const phone = bearer(await createSession(world.app, who.id));
    await post(world.app, 'register-push-subscription', world.service.subscribe(), phone);
    expect(await rowsOf(who.id)).toHaveLength(2);
    expect((await post(world.app, 'revoke-session', { all: 1 }, who.auth)).status).toBe(200);
    expect((await rowsOf(who.id)).map((r) => r.endpoint)).toEqual([who.endpoint]);

    expect((await post(world.app, 'delete_user', {}, who.auth)).status).toBe(200);
    expect(await countRows(world.app.deps.db, 'push_subscriptions', { user_id: who.id })).toBe(0);
  });

  it('a session that lapsed (unused for 30 days) gets no push, and its registration goes', async () => {
    const who = await subscribed();
    world.app.clock.now = new Date(world.app.clock.now.getTime() + 31 * 24 * 3600 * 1000);
    try {
      await notifyAll(who.id);
      expect(world.service.to(who.endpoint)).toEqual([]);
      expect(await rowsOf(who.id)).toEqual([]);
    } finally {
      world.app.clock.now = new Date(world.app.clock.now.getTime() - 31 * 24 * 3600 * 1000);
    }
  });
});

describe('a subscription’s JSON as fcm_id (user_signup, update_profile, before-logout)', () => {
  it('registers it for the new session, pushes to it, and sign-out with the same fcm_id removes it', async () => {
    const email = `fcm-${Date.now()}@example.com`;
    const password = 'Secret@123';
    await member({ email, email_key: email, logintype: 3, password_hash: await hashPassword(password) });
    const subscription = world.service.subscribe();
    const fcmId = JSON.stringify({ ...subscription, expirationTime: null });
    const signIn = await post(world.app, 'user_signup', { type: 3, email, password, fcm_id: fcmId });
    expect(signIn.status).toBe(200);
    const userId = signIn.body.data.id as number;
    expect((await rowsOf(userId)).map((r) => r.endpoint)).toEqual([subscription.endpoint]);

    await notifyAll(userId);
    expect(world.service.to(subscription.endpoint)).toHaveLength(1);

    const out = await post(world.app, 'before-logout', { fcm_id: fcmId }, bearer(signIn.body.token));
    expect(out.status).toBe(200);
    expect(await rowsOf(userId)).toEqual([]);
  });

  it('keeps other registration strings as they are, and never sends to them', async () => {
    const who = await member();
    expect((await post(world.app, 'update_profile', { fcm_id: 'device-token-1' }, who.auth)).status).toBe(
      200,
    );
    const [row] = await rowsOf(who.id);
    expect(row).toMatchObject({ fcm_id: 'device-token-1', endpoint: null, p256dh: null, auth: null });
    const before = world.service.received.length;
    await notifyAll(who.id);
    expect(world.service.received.length).toBe(before);
  });
});
