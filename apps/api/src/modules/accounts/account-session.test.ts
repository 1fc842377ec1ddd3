import { describe, expect, it } from 'vitest';
import { findRows, updateRows } from '../../db/testing/rows.js';
import { setSetting } from '../../db/testing/settings.factory.js';
import { bearer, createSession, createUser } from '../../db/testing/user.factory.js';
import { mailingAppPerFile } from '../../testing/app-per-file.js';
import { linkIn, type SmtpListener } from '../../testing/smtp-listener.js';
import { get, post, type TestApp } from '../../testing/test-app.js';
import { purgeSpentCredentials } from './account-housekeeping.js';
import { hashPassword } from './password.js';
import { signInTicketRepository } from './sign-in-ticket.repository.js';

// Sessions (cookie and Bearer), logout, the sessions list, and forgot/reset password.

let app: TestApp;
let smtp: SmtpListener;
let n = 0;
const ORIGIN = { origin: 'http://localhost:3000' };

async function member(password = 'old-secret', values: Record<string, unknown> = {}) {
  const email = `member${++n}@example.com`;
  const user = await createUser(app, {
    email,
    email_key: email,
    logintype: 3,
    password_hash: await hashPassword(password),
    ...values,
  });
  return { user, email, password };
}

async function signIn(
  email: string,
  password: string,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  return post(app, 'user_signup', { type: 3, email, password, ...extra }, headers);
}

mailingAppPerFile((built, listener) => {
  app = built;
  smtp = listener;
});

describe('session transport', () => {
  it('puts the token in an httpOnly SameSite cookie, never in the body, with session_transport=cookie', async () => {
    const { email, password } = await member();
    const res = await signIn(email, password, { session_transport: 'cookie' }, ORIGIN);
    expect(res.status).toBe(200);
    expect(res.body.token).toBeNull();
    const cookie = String(res.headers['set-cookie']);
    const [pair, ...attributes] = cookie.split('; ');
    expect(pair).toMatch(/^domus_session=[\w-]{43}$/);
    expect(attributes.sort()).toEqual(['HttpOnly', `Max-Age=${180 * 24 * 3600}`, 'Path=/', 'SameSite=Lax']);
    const token = /domus_session=([\w-]+)/.exec(cookie)?.[1] as string;

    const settings = await get(app, 'web-settings', {}, { cookie: `domus_session=${token}` });
    expect(settings.body.data.is_active).toBe(true);
    const sessions = await get(app, 'get-sessions', {}, { cookie: `domus_session=${token}` });
    expect(sessions.status).toBe(200);

    // A cookie-authenticated write needs a matching Origin (CSRF).
    const noOrigin = await post(app, 'before-logout', {}, { cookie: `domus_session=${token}` });
    expect(noOrigin.status).toBe(403);
    expect(noOrigin.body.code).toBe('CSRF_FAILED');
    const out = await post(app, 'before-logout', {}, { cookie: `domus_session=${token}`, ...ORIGIN });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ error: false, message: 'Logged out', data: null });
    expect(String(out.headers['set-cookie'])).toContain('Max-Age=0');
    const after = await get(app, 'get-sessions', {}, { cookie: `domus_session=${token}` });
    expect(after.status).toBe(401);
    expect(after.body.code).toBe('TOKEN_INVALID');
  });

  it('before-logout revokes only this session and removes the given push registration', async () => {
    const { user, email, password } = await member();
    const a = (await signIn(email, password, { fcm_id: 'device-a' })).body.token as string;
    const b = (await signIn(email, password, { fcm_id: 'device-b' })).body.token as string;
    const pushes = () =>
      findRows(app.deps.db, 'push_subscriptions', { user_id: user.id }, { select: ['fcm_id'] });
    expect((await pushes()).map((p) => p.fcm_id).sort()).toEqual(['device-a', 'device-b']);
    expect((await post(app, 'before-logout', { fcm_id: 'device-a' }, bearer(a))).status).toBe(200);
    expect((await pushes()).map((p) => p.fcm_id)).toEqual(['device-b']);
    expect((await get(app, 'get-sessions', {}, bearer(a))).status).toBe(401);
    expect((await get(app, 'get-sessions', {}, bearer(b))).status).toBe(200);
    expect((await post(app, 'before-logout', {})).status).toBe(401);
  });
});

describe('get-profile', () => {
  it('answers my own user object fresh from the database, private and never cached', async () => {
    const { user, email, password } = await member();
    const token = (await signIn(email, password)).body.token;
    await updateRows(app.deps.db, 'users', { id: user.id }, { about_me: 'Changed elsewhere' });
    const res = await get(app, 'get-profile', {}, bearer(token));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: user.id, email, about_me: 'Changed elsewhere', logintype: 3 });
    expect(res.body.data).not.toHaveProperty('password_hash');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect((await get(app, 'get-profile')).status).toBe(401);
  });
});

describe('get-sessions and revoke-session', () => {
  it('lists my live sessions newest first with the IP partly hidden, and revokes one or all others', async () => {
    const { email, password } = await member();
    const first = (
      await signIn(email, password, {}, { 'x-forwarded-for': '203.0.113.77', 'user-agent': 'Phone/1.0' })
    ).body.token;
    app.clock.now = new Date(app.clock.now.getTime() + 1000);
    const second = (await signIn(email, password, {}, { 'user-agent': 'Laptop/2.0' })).body.token;
    app.clock.now = new Date(app.clock.now.getTime() + 1000);
    const third = (await signIn(email, password)).body.token;
    const other = await member();
    await signIn(other.email, other.password);

    const list = await get(app, 'get-sessions', {}, bearer(second));
    expect(list.body.data).toHaveLength(3);
    expect(list.body.data.map((s: { current: boolean }) => s.current)).toEqual([false, true, false]);
    expect(list.body.data[2]).toMatchObject({ user_agent: 'Phone/1.0', ip: '203.0.113.*' });
    expect(Object.keys(list.body.data[0]).sort()).toEqual([
      'created_at',
      'current',
      'id',
      'ip',
      'last_used_at',
      'user_agent',
    ]);

    const otherList = await get(
      app,
      'get-sessions',
      {},
      bearer((await signIn(other.email, other.password)).body.token),
    );
    const foreign = otherList.body.data[0].id;
    expect((await post(app, 'revoke-session', { session_id: foreign }, bearer(second))).status).toBe(404);

    const firstId = list.body.data[2].id;
    const revoked = await post(app, 'revoke-session', { session_id: firstId }, bearer(second));
    expect(revoked.body).toEqual({ error: false, message: 'Session revoked', data: null });
    expect((await get(app, 'get-sessions', {}, bearer(first))).status).toBe(401);

    expect((await post(app, 'revoke-session', { all: 1 }, bearer(second))).status).toBe(200);
    expect((await get(app, 'get-sessions', {}, bearer(third))).status).toBe(401);
    expect((await get(app, 'get-sessions', {}, bearer(second))).body.data).toHaveLength(1);
    expect((await post(app, 'revoke-session', {}, bearer(second))).body.message).toBe(
      'Please fill all fields',
    );
  });

  it('refuses revoke-session for a shared demo account in demo mode', async () => {
    const demo = await member('demo-pass', { is_demo: 1 });
    const token = (await signIn(demo.email, demo.password)).body.token;
    await setSetting(app, 'demo_mode', true);
    app.services.settings.invalidate();
    const res = await post(app, 'revoke-session', { all: 1 }, bearer(token));
    await setSetting(app, 'demo_mode', false);
    app.services.settings.invalidate();
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'DEMO_MODE', message: 'This Action is Not Allowed in Demo Mode' });
  });
});

describe('forgot-password and reset-password', () => {
  it('mails a single-use link; resetting revokes every session; the old password stops working', async () => {
    const { email, password } = await member();
    const oldToken = (await signIn(email, password)).body.token;
    const forgot = await get(app, 'forgot-password', { email }, { 'x-forwarded-for': '198.51.100.200' });
    expect(forgot.status).toBe(200);
    expect(forgot.body.message).toBe('If an account exists for this email, a reset link has been sent');
    const link = linkIn(await smtp.waitFor(email, 1));
    expect(link.startsWith('http://localhost:3000/reset-password?token=')).toBe(true);
    const token = new URL(link).searchParams.get('token') as string;

    const mismatch = await post(app, 'reset-password', {
      token,
      password: 'new-secret',
      re_password: 'other',
    });
    expect(mismatch.body.message).toBe('Passwords do not match');
    const done = await post(app, 'reset-password', {
      token,
      password: 'new-secret',
      re_password: 'new-secret',
    });
    expect(done.status).toBe(200);
    expect(done.body.message).toBe('Password updated. Please sign in');

    expect((await get(app, 'get-sessions', {}, bearer(oldToken))).status).toBe(401);
    expect((await signIn(email, password)).status).toBe(401);
    expect((await signIn(email, 'new-secret')).status).toBe(200);
    const reused = await post(app, 'reset-password', {
      token,
      password: 'third-secret',
      re_password: 'third-secret',
    });
    expect(reused.status).toBe(400);
    expect(reused.body).toMatchObject({
      code: 'RESET_TOKEN_INVALID',
      message: 'This reset link is invalid or has expired',
    });
  });

  it('answers the same for unknown addresses, expires links after 60 minutes and voids older links', async () => {
    const from = { 'x-forwarded-for': '198.51.100.201' };
    const unknown = await get(app, 'forgot-password', { email: 'ghost@example.com' }, from);
    const { email } = await member();
    const known = await get(app, 'forgot-password', { email }, from);
    expect(unknown.body).toEqual(known.body);
    expect(smtp.to('ghost@example.com')).toHaveLength(0);
    const older = new URL(linkIn(await smtp.waitFor(email, 1))).searchParams.get('token') as string;
    await get(app, 'forgot-password', { email }, from);
    const newer = new URL(linkIn(await smtp.waitFor(email, 2))).searchParams.get('token') as string;
    const body = (token: string) => ({ token, password: 'brand-new', re_password: 'brand-new' });
    expect((await post(app, 'reset-password', body(older))).body.code).toBe('RESET_TOKEN_INVALID');
    app.clock.now = new Date(app.clock.now.getTime() + 61 * 60_000);
    expect((await post(app, 'reset-password', body(newer))).body.code).toBe('RESET_TOKEN_INVALID');
    expect((await post(app, 'reset-password', body('made-up'))).body.code).toBe('RESET_TOKEN_INVALID');
  });

  it('limits requests: 3 per email an hour, 5 per IP', async () => {
    const { email } = await member();
    const from = { 'x-forwarded-for': '198.51.100.202' };
    for (let i = 0; i < 3; i++) expect((await get(app, 'forgot-password', { email }, from)).status).toBe(200);
    const capped = await get(app, 'forgot-password', { email }, from);
    expect(capped.status).toBe(429);
    expect(capped.body.message).toBe('Too many requests, try again later');
    expect((await get(app, 'forgot-password', { email: 'x1@example.com' }, from)).status).toBe(200);
    expect((await get(app, 'forgot-password', { email: 'x2@example.com' }, from)).status).toBe(429);
    expect((await get(app, 'forgot-password', {})).body.message).toBe('Email is required');
  });
});

describe('housekeeping', () => {
  it('purges spent tickets, codes, links and old sessions, but keeps sessions ended by deactivation', async () => {
    const { user } = await member();
    const at = app.clock.now;
    const old = new Date(at.getTime() - 40 * 86_400_000).toISOString();
    const tickets = signInTicketRepository(app.deps.db);
    const live = await tickets.issue(
      { kind: 'phone', provider: 'phone', subject: '+14155550000' },
      600_000,
      at,
    );
    await tickets.issue(
      { kind: 'phone', provider: 'phone', subject: '+14155550001' },
      600_000,
      new Date(at.getTime() - 2 * 86_400_000),
    );
    const ended = await createSession(app, user.id, { revoked_at: old, revoked_reason: 'logout' });
    const deactivated = await createSession(app, user.id, { revoked_at: old, revoked_reason: 'deactivated' });
    const current = await createSession(app, user.id);
    const count = async () => ({
      tickets: (await findRows(app.deps.db, 'sign_in_tickets', {}, { select: ['id'] })).length,
      sessions: (await findRows(app.deps.db, 'sessions', { user_id: user.id }, { select: ['id'] })).length,
    });
    const before = await count();
    await purgeSpentCredentials(app.deps, at);
    const after = await count();
    expect(after.sessions).toBe(before.sessions - 1);
    expect(after.tickets).toBe(before.tickets - 1);
    expect(await tickets.redeem(live, ['phone'], at)).not.toBeNull();
    expect((await get(app, 'get-sessions', {}, bearer(current))).status).toBe(200);
    expect((await get(app, 'get-sessions', {}, bearer(deactivated))).body.code).toBe('ACCOUNT_DEACTIVATED');
    expect((await get(app, 'get-sessions', {}, bearer(ended))).body.code).toBe('TOKEN_INVALID');
  });
});
