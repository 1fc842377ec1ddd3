import { afterEach, describe, expect, it } from 'vitest';
import { nowIso } from '../../db/dialect.js';
import { failWrites } from '../../db/testing/failing-trigger.js';
import { countRows, getRow, insertRow, updateRows } from '../../db/testing/rows.js';
import { bearer, createSession, createUser } from '../../db/testing/user.factory.js';
import { hashToken } from '../../lib/opaque-token.js';
import { appPerFile } from '../../testing/app-per-file.js';
import { get, post, type TestApp } from '../../testing/test-app.js';
import { hashPassword } from './password.js';

// Writes that change several rows commit together or not at all: the second statement is made to
// fail inside the database and nothing of the first may remain.

let app: TestApp;
appPerFile(
  (built) => {
    app = built;
  },
  { demo_mode: false },
);

let restore: (() => Promise<void>) | null = null;
afterEach(async () => {
  await restore?.();
  restore = null;
});

let n = 0;
async function member() {
  const email = `tx${++n}@example.com`;
  const password = 'old-secret-1';
  const user = await createUser(app, {
    email,
    email_key: email,
    logintype: 3,
    password_hash: await hashPassword(password),
  });
  return { user, email, password };
}

async function count(
  table: 'sessions' | 'push_subscriptions',
  userId: number,
  live = false,
): Promise<number> {
  if (live && table === 'sessions')
    return countRows(app.deps.db, 'sessions', { user_id: userId, revoked_at: null });
  return countRows(app.deps.db, table, { user_id: userId });
}

describe('sign-in', () => {
  it('leaves no session behind when the device registration fails', async () => {
    const m = await member();
    restore = await failWrites(app, 'push_subscriptions', 'insert');
    const res = await post(app, 'user_signup', {
      type: 3,
      email: m.email,
      password: m.password,
      fcm_id: 'device-1',
    });
    expect(res.status).toBe(500);
    expect(await count('sessions', m.user.id)).toBe(0);
  });
});

describe('before-logout', () => {
  it("keeps the device's push registration when the session cannot be ended", async () => {
    const m = await member();
    const res = await post(app, 'user_signup', {
      type: 3,
      email: m.email,
      password: m.password,
      fcm_id: 'device-2',
    });
    expect(res.status).toBe(200);
    expect(await count('push_subscriptions', m.user.id)).toBe(1);
    restore = await failWrites(app, 'sessions', 'update');
    const out = await post(app, 'before-logout', { fcm_id: 'device-2' }, bearer(res.body.token));
    expect(out.status).toBe(500);
    expect(await count('push_subscriptions', m.user.id)).toBe(1);
    expect(await count('sessions', m.user.id, true)).toBe(1);
  });
});

describe('password reset', () => {
  async function resetLink(userId: number, token: string) {
    const at = app.clock.now;
    await insertRow(app.deps.db, 'password_resets', {
      user_id: userId,
      token_hash: hashToken(token),
      expires_at: nowIso(new Date(at.getTime() + 30 * 60_000)),
      created_at: nowIso(at),
    });
  }
  const usedAt = async (token: string) =>
    (await getRow(app.deps.db, 'password_resets', { token_hash: hashToken(token) }, { select: ['used_at'] }))
      .used_at;

  it('neither spends the link nor ends sessions when the new password cannot be stored', async () => {
    const m = await member();
    await createSession(app, m.user.id);
    await resetLink(m.user.id, 'reset-token-a');
    restore = await failWrites(app, 'users', 'update');
    const res = await post(app, 'reset-password', {
      token: 'reset-token-a',
      password: 'new-secret-1',
      re_password: 'new-secret-1',
    });
    expect(res.status).toBe(500);
    expect(await usedAt('reset-token-a')).toBeNull();
    expect(await count('sessions', m.user.id, true)).toBe(1);

    await restore();
    restore = null;
    const again = await post(app, 'reset-password', {
      token: 'reset-token-a',
      password: 'new-secret-1',
      re_password: 'new-secret-1',
    });
    expect(again.status).toBe(200);
    expect(await usedAt('reset-token-a')).not.toBeNull();
    expect(await count('sessions', m.user.id, true)).toBe(0);
  });

  it('keeps the older link valid when the newer one cannot be stored', async () => {
    const m = await member();
    await resetLink(m.user.id, 'reset-token-b');
    restore = await failWrites(app, 'password_resets', 'insert');
    const res = await get(app, 'forgot-password', { email: m.email }, { 'x-forwarded-for': '198.51.100.77' });
    expect(res.status).toBe(500);
    expect(await usedAt('reset-token-b')).toBeNull();
  });
});

describe('verify-otp', () => {
  async function liveCode(channel: 'sms' | 'email', target: string, code: string) {
    const at = app.clock.now;
    await insertRow(app.deps.db, 'otps', {
      target,
      channel,
      code_hash: await hashPassword(`${channel}:${target}:${code}`),
      attempts: 0,
      expires_at: nowIso(new Date(at.getTime() + 5 * 60_000)),
      ip: null,
      created_at: nowIso(at),
    });
  }
  const consumed = async (target: string) =>
    (await getRow(app.deps.db, 'otps', { target }, { select: ['consumed_at'] })).consumed_at;

  it('keeps an email code usable when the address cannot be marked verified', async () => {
    const m = await member();
    await updateRows(app.deps.db, 'users', { id: m.user.id }, { is_email_verified: 0 });
    await liveCode('email', m.email, '482913');
    restore = await failWrites(app, 'users', 'update');
    const res = await get(app, 'verify-otp', { email: m.email, otp: '482913' });
    expect(res.status).toBe(500);
    expect(await consumed(m.email)).toBeNull();
    await restore();
    restore = null;
    const again = await get(app, 'verify-otp', { email: m.email, otp: '482913' });
    expect(again.body.data).toEqual({ email: m.email, is_email_verified: true, auth_id: expect.any(String) });
  });

  it('keeps the older code live when a newer one cannot be stored', async () => {
    const number = '+919812340002';
    await app.services.settings.set('number_with_otp_login', true);
    await liveCode('sms', number, '111222');
    restore = await failWrites(app, 'otps', 'insert');
    const res = await get(app, 'get-otp', { number }, { 'x-forwarded-for': '198.51.100.78' });
    expect(res.status).toBe(500);
    const row = await getRow(
      app.deps.db,
      'otps',
      { target: number },
      { select: ['consumed_at', 'invalidated_at'] },
    );
    expect(row).toEqual({ consumed_at: null, invalidated_at: null });
    await app.services.settings.set('number_with_otp_login', false);
  });

  it('keeps a phone code usable when the sign-in ticket cannot be stored', async () => {
    const number = '+919812340001';
    await liveCode('sms', number, '730155');
    restore = await failWrites(app, 'sign_in_tickets', 'insert');
    const res = await get(app, 'verify-otp', { number, otp: '730155' });
    expect(res.status).toBe(500);
    expect(await consumed(number)).toBeNull();
  });
});
