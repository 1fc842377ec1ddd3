import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../../db/dialect.js';
import { createPackage } from '../../db/testing/package.factory.js';
import { findRows, getRow, insertRow } from '../../db/testing/rows.js';
import { bearer, createSession, createUser } from '../../db/testing/user.factory.js';
import { outboxMailsTo } from '../../testing/outbox.js';
import { createTestApp, get, type TestApp } from '../../testing/test-app.js';

// The subscription expiry notice sweep: each active subscription ending within the setting's days
// is noticed once (stored notification + mail), never before the window, never once ended, not at
// all when the setting is 0; and get-user-subscriptions, the "My subscriptions" data.

let app: TestApp;
const NOW = new Date('2026-03-10T12:00:00.000Z');
const HOUR = 3600 * 1000;
let pkg: number;

beforeAll(async () => {
  app = await createTestApp();
  app.clock.now = NOW;
  await app.services.settings.set('demo_mode', false);
  pkg = await createPackage(app, [{ type: 'property_list', limit: 5 }, { type: 'premium_properties' }], {
    name: 'Gold',
  });
});
afterAll(async () => {
  await app.close();
});

/** A subscription of `userId` to Gold that started `startedHoursAgo` and ends in `endsInHours`. */
async function subscription(userId: number, endsInHours: number | null, startedHoursAgo = 24) {
  const at = app.clock.now.getTime();
  const { id } = await insertRow(app.deps.db, 'user_packages', {
    user_id: userId,
    package_id: pkg,
    start_date: nowIso(new Date(at - startedHoursAgo * HOUR)),
    end_date: endsInHours === null ? null : nowIso(new Date(at + endsInHours * HOUR)),
    created_at: nowIso(new Date(at)),
    updated_at: nowIso(new Date(at)),
  });
  await insertRow(app.deps.db, 'user_package_limits', {
    user_package_id: id,
    feature_id: 1,
    total_limit: 5,
    used_limit: 2,
  });
  return id;
}

async function notices(userId: number) {
  return findRows(
    app.deps.db,
    'notifications',
    { user_id: userId, event: 'subscription_expiring' },
    { select: ['title', 'message', 'event', 'type'] },
  );
}

async function memberNamed(email: string) {
  return createUser(app, { email, name: 'Ada' });
}

describe('subscription expiry notice sweep', () => {
  it('tells the owner once, by notification and mail, when the subscription ends within the window', async () => {
    await app.services.settings.set('subscription_expiry_notice_days', 3);
    const ada = await memberNamed('ada.notice@example.com');
    await subscription(ada.id, 50);
    expect(await app.services.subscriptions.noticeEnding()).toBeGreaterThanOrEqual(1);
    expect(await notices(ada.id)).toEqual([
      {
        title: 'Subscription ending soon',
        message: 'Your Gold package ends in 2 days (2026-03-12). Its unused units lapse when it ends.',
        event: 'subscription_expiring',
        type: 1,
      },
    ]);
    const mails = await outboxMailsTo(app, 'ada.notice@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Subscription ending soon - Domus');
    expect(mails[0]?.text).toContain('http://localhost:3000/user/subscriptions');

    // Run again, and again an hour later: still one notice, one mail.
    await app.services.subscriptions.noticeEnding();
    app.clock.now = new Date(NOW.getTime() + HOUR);
    try {
      await app.services.subscriptions.noticeEnding();
    } finally {
      app.clock.now = NOW;
    }
    expect(await notices(ada.id)).toHaveLength(1);
    expect(await outboxMailsTo(app, 'ada.notice@example.com')).toHaveLength(1);
  });

  it('waits for the window, and never notices ended or endless subscriptions', async () => {
    await app.services.settings.set('subscription_expiry_notice_days', 3);
    const later = await memberNamed('later@example.com');
    const ended = await memberNamed('ended@example.com');
    const endless = await memberNamed('endless@example.com');
    await subscription(later.id, 3 * 24 + 1);
    await subscription(ended.id, -1, 48);
    await subscription(endless.id, null);
    await app.services.subscriptions.noticeEnding();
    expect(await notices(later.id)).toEqual([]);
    expect(await notices(ended.id)).toEqual([]);
    expect(await notices(endless.id)).toEqual([]);

    // Two hours on, the first one is inside the window: noticed then.
    app.clock.now = new Date(NOW.getTime() + 2 * HOUR);
    try {
      await app.services.subscriptions.noticeEnding();
    } finally {
      app.clock.now = NOW;
    }
    expect((await notices(later.id)).map((n) => n.message)).toEqual([
      'Your Gold package ends in 3 days (2026-03-13). Its unused units lapse when it ends.',
    ]);
    expect(await notices(ended.id)).toEqual([]);
    expect(await notices(endless.id)).toEqual([]);
  });

  it('is off when the setting is 0', async () => {
    const quiet = await memberNamed('quiet.notice@example.com');
    await subscription(quiet.id, 5);
    await app.services.settings.set('subscription_expiry_notice_days', 0);
    try {
      expect(await app.services.subscriptions.noticeEnding()).toBe(0);
      expect(await notices(quiet.id)).toEqual([]);
    } finally {
      await app.services.settings.set('subscription_expiry_notice_days', 3);
    }
    await app.services.subscriptions.noticeEnding();
    expect(await notices(quiet.id)).toHaveLength(1);
  });

  it('notices each subscription once when several sweeps run at the same time', async () => {
    const busy = await memberNamed('busy@example.com');
    await subscription(busy.id, 10);
    await subscription(busy.id, 20);
    const counts = await Promise.all(
      Array.from({ length: 4 }, () => app.services.subscriptions.noticeEnding()),
    );
    expect(counts.reduce((a, b) => a + b, 0)).toBe(2);
    expect((await notices(busy.id)).map((n) => n.message).sort()).toEqual([
      'Your Gold package ends in 1 day (2026-03-11). Its unused units lapse when it ends.',
      'Your Gold package ends today (2026-03-10). Its unused units lapse when it ends.',
    ]);
    expect(await outboxMailsTo(app, 'busy@example.com')).toHaveLength(2);
  });

  it('marks the subscription even when its owner cannot be told (deactivated), so it is not read again', async () => {
    const off = await createUser(app, { is_active: 0, email: 'off.notice@example.com' });
    const id = await subscription(off.id, 10);
    await app.services.subscriptions.noticeEnding();
    expect(await notices(off.id)).toEqual([]);
    const row = await getRow(app.deps.db, 'user_packages', { id }, { select: ['expiry_noticed_at'] });
    expect(row.expiry_noticed_at).not.toBeNull();
  });
});

describe('get-user-subscriptions', () => {
  it('lists my subscriptions, active first (ending soonest, no end last), then ended (latest end first), with usage', async () => {
    const user = await createUser(app);
    const auth = bearer(await createSession(app, user.id));
    const endless = await subscription(user.id, null);
    const soon = await subscription(user.id, 10);
    const later = await subscription(user.id, 100);
    const endedLong = await subscription(user.id, -200, 900);
    const endedRecently = await subscription(user.id, -2, 800);
    const other = await createUser(app);
    await subscription(other.id, 10);

    const res = await get(app, 'get-user-subscriptions', {}, auth);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(5);
    expect(res.body.data.map((s: { user_package_id: number }) => s.user_package_id)).toEqual([
      soon,
      later,
      endless,
      endedRecently,
      endedLong,
    ]);
    expect(res.body.data.map((s: { is_active: boolean }) => s.is_active)).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
    expect(res.body.data[0]).toEqual({
      id: pkg,
      name: 'Gold',
      package_type: 'paid',
      price: 10,
      duration: 720,
      ios_product_id: null,
      created_at: expect.any(String),
      user_package_id: soon,
      start_date: '2026-03-09T12:00:00Z',
      end_date: '2026-03-10T22:00:00Z',
      is_active: true,
      features: [
        {
          id: 1,
          type: 'property_list',
          name: 'property_list',
          limit_type: 'limited',
          limit: 5,
          used_limit: 2,
          total_limit: 5,
        },
        {
          id: 6,
          type: 'premium_properties',
          name: 'premium_properties',
          limit_type: 'unlimited',
          limit: null,
          used_limit: null,
          total_limit: null,
        },
      ],
    });
    expect(res.body.data[4].features[0]).toMatchObject({ used_limit: 2, total_limit: 5 });

    const page = await get(app, 'get-user-subscriptions', { offset: 2, limit: 2 }, auth);
    expect(page.body.total).toBe(5);
    expect(page.body.data.map((s: { user_package_id: number }) => s.user_package_id)).toEqual([
      endless,
      endedRecently,
    ]);
    const past = await get(app, 'get-user-subscriptions', { offset: 10 }, auth);
    expect(past.body).toMatchObject({ data: [], total: 5 });
  });

  it('requires a session and answers an empty list for a member without subscriptions', async () => {
    expect((await get(app, 'get-user-subscriptions')).status).toBe(401);
    const user = await createUser(app);
    const res = await get(app, 'get-user-subscriptions', {}, bearer(await createSession(app, user.id)));
    expect(res.body).toMatchObject({ data: [], total: 0 });
    const bad = await get(
      app,
      'get-user-subscriptions',
      { limit: 500 },
      bearer(await createSession(app, user.id)),
    );
    expect(bad.status).toBe(400);
  });
});
