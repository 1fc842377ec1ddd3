import { describe, expect, it } from 'vitest';
import { findRow, findRows, getRow } from '../../db/testing/rows.js';
import { bearer, createSession, createUser } from '../../db/testing/user.factory.js';
import { hashToken } from '../../lib/opaque-token.js';
import { mailingAppPerFile } from '../../testing/app-per-file.js';
import { codeIn, type SmtpListener } from '../../testing/smtp-listener.js';
import { get, post, type TestApp } from '../../testing/test-app.js';
import { hashPassword } from './password.js';

// user-register → email code (through a real SMTP listener) → verify-otp → user_signup type 3.

let app: TestApp;
let smtp: SmtpListener;
let n = 0;
const fresh = () => `newcomer${++n}@example.com`;

mailingAppPerFile((built, listener) => {
  app = built;
  smtp = listener;
});

const register = (body: Record<string, unknown>, ip = '198.51.100.7') =>
  post(app, 'user-register', body, { 'x-forwarded-for': ip });
const valid = (email: string) => ({
  name: 'Asha Rao',
  email,
  password: 'secret-pass',
  re_password: 'secret-pass',
});

describe('user-register', () => {
  it('creates an unverified email account, mails a 6-digit code and answers the countdown', async () => {
    const email = fresh();
    const res = await register({ ...valid(email), mobile: '+91 98765 43210' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      error: false,
      message: 'User Registered Successfully',
      data: { email, resend_after_s: 120, expires_in_s: 600 },
    });
    const mail = await smtp.waitFor(email, 1);
    expect(codeIn(mail)).toMatch(/^\d{6}$/);
    const user = await getRow(app.deps.db, 'users', { email_key: email });
    expect(user).toMatchObject({
      logintype: 3,
      is_email_verified: 0,
      mobile: '+919876543210',
      name: 'Asha Rao',
    });
    expect(user.password_hash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(res.body)).not.toContain(codeIn(mail));
  });

  it.each([
    [{ email: 'a@example.com', password: 'secret1', re_password: 'secret1' }, 'name', 'Username is required'],
    [{ name: 'A', password: 'secret1', re_password: 'secret1' }, 'email', 'Email is required'],
    [
      { name: 'A', email: 'not-an-email', password: 'secret1', re_password: 'secret1' },
      'email',
      'Email address is invalid',
    ],
    [{ name: 'A', email: 'a@example.com', re_password: 'x' }, 'password', 'Password is required'],
    [
      { name: 'A', email: 'a@example.com', password: '12345', re_password: '12345' },
      'password',
      'Password must be 6 characters or more',
    ],
    [
      { name: 'A', email: 'a@example.com', password: '123456', re_password: '1234567' },
      're_password',
      'Passwords do not match',
    ],
    [{ name: 'A', email: 'a@example.com', password: '123456' }, 're_password', 'Passwords do not match'],
    [
      { name: 'A', email: 'a@example.com', password: '123456', re_password: '123456', mobile: '12' },
      'mobile',
      'Phone number is invalid',
    ],
  ])('refuses %o with the spec message on %s', async (body, field, message) => {
    const before = await findRows(app.deps.db, 'users', {}, { select: ['id'] });
    const res = await register(body, `203.0.113.${++n}`);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.details.fields).toContainEqual({ field, message });
    expect(await findRows(app.deps.db, 'users', {}, { select: ['id'] })).toHaveLength(before.length);
  });

  it('refuses an address taken by a verified account, and replaces an unverified one', async () => {
    const taken = await createUser(app, {
      email: 'taken@example.com',
      email_key: 'taken@example.com',
      logintype: 3,
    });
    const res = await register(valid('Taken@Example.com'), '203.0.113.50');
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'EMAIL_IN_USE', message: 'Email already in use.' });
    expect((await findRow(app.deps.db, 'users', { id: taken.id }, { select: ['name'] }))?.name).toBe(
      taken.name,
    );

    const email = fresh();
    expect((await register(valid(email), '203.0.113.51')).status).toBe(201);
    app.clock.now = new Date(app.clock.now.getTime() + 121_000); // past the resend countdown
    const again = await register({ ...valid(email), name: 'Second Try' }, '203.0.113.52');
    expect(again.status).toBe(201);
    const rows = await findRows(app.deps.db, 'users', { email_key: email });
    expect(rows).toHaveLength(1);
    expect(rows[0]?.name).toBe('Second Try');
    expect(smtp.to(email)).toHaveLength(2);
  });

  it('is not blocked by an address another account only typed into its profile; proving it removes that claim', async () => {
    const email = fresh();
    const squatter = await createUser(app, {
      logintype: 1,
      email: null,
      email_key: null,
      is_email_verified: 0,
    });
    const typed = await post(
      app,
      'update_profile',
      { email },
      { authorization: `Bearer ${await createSession(app, squatter.id)}` },
    );
    expect(typed.status).toBe(200);

    const res = await register(valid(email.toUpperCase()), '203.0.113.53');
    expect(res.status).toBe(201);
    const owner = await getRow(app.deps.db, 'users', { email_key: email });
    expect(owner).toMatchObject({ logintype: 3, is_email_verified: 0 });
    // Until the mailbox is proven the other profile keeps the text (only the lookup key moved).
    const during = await getRow(
      app.deps.db,
      'users',
      { id: squatter.id },
      { select: ['email', 'email_key'] },
    );
    expect(during).toEqual({ email, email_key: null });

    const verified = await get(app, 'verify-otp', { email, otp: codeIn(await smtp.waitFor(email, 1)) });
    expect(verified.status).toBe(200);
    const after = await getRow(app.deps.db, 'users', { id: squatter.id }, { select: ['email', 'email_key'] });
    expect(after).toEqual({ email: null, email_key: null });
    const signed = await post(app, 'user_signup', { type: 3, email, password: 'secret-pass' });
    expect([signed.status, signed.body.data.id]).toEqual([200, owner.id]);
  });

  it('still refuses an address another account proved, whatever its sign-in method', async () => {
    const email = fresh();
    await createUser(app, { logintype: 0, email, email_key: email, is_email_verified: 1 });
    const res = await register(valid(email), '203.0.113.54');
    expect([res.status, res.body.code]).toEqual([409, 'EMAIL_IN_USE']);
  });

  it('keeps nothing when the code cannot be mailed (503)', async () => {
    smtp.refuse(true);
    const email = fresh();
    const res = await register(valid(email), '203.0.113.60');
    expect(res.status).toBe(503);
    expect(res.body.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(await findRows(app.deps.db, 'users', { email_key: email }, { select: ['id'] })).toHaveLength(0);
  });

  it('limits registrations per IP (5 an hour) with the spec message', async () => {
    const ip = '192.0.2.99';
    for (let i = 0; i < 5; i++) expect((await register(valid(fresh()), ip)).status).toBe(201);
    const res = await register(valid(fresh()), ip);
    expect(res.status).toBe(429);
    expect(res.body).toMatchObject({ code: 'RATE_LIMITED', message: 'Too many requests, try again later' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('email verification and sign-in', () => {
  it('register → code → verify-otp → user_signup type 3 issues a working session', async () => {
    const email = fresh();
    await register(valid(email), '203.0.113.70');
    const code = codeIn(await smtp.waitFor(email, 1));

    const early = await post(app, 'user_signup', { type: 3, email, password: 'secret-pass' });
    expect(early.status).toBe(403);
    expect(early.body).toMatchObject({ code: 'EMAIL_NOT_VERIFIED', details: { email } });

    const verified = await get(app, 'verify-otp', { email, otp: code });
    expect(verified.status).toBe(200);
    expect(verified.body.data).toEqual({
      email,
      is_email_verified: true,
      auth_id: expect.stringMatching(/^[\w-]{43}$/),
    });
    expect(verified.headers['cache-control']).toContain('no-store');

    const reused = await get(app, 'verify-otp', { email, otp: code });
    expect(reused.status).toBe(400);
    expect(reused.body.code).toBe('OTP_NOT_FOUND');

    const signed = await post(app, 'user_signup', {
      logintype: 3,
      email: email.toUpperCase(),
      password: 'secret-pass',
    });
    expect(signed.status).toBe(200);
    expect(signed.body.message).toBe('Login Successfully');
    expect(signed.body.token).toMatch(/^[\w-]{43}$/);
    expect(signed.body.data).toMatchObject({
      email,
      logintype: 3,
      is_email_verified: true,
      is_profile_complete: false,
    });
    const stored = await findRow(
      app.deps.db,
      'sessions',
      { token_hash: hashToken(signed.body.token) },
      { select: ['token_hash'] },
    );
    expect(stored).toBeDefined();
    const settings = await get(app, 'web-settings', {}, bearer(signed.body.token));
    expect(settings.body.data.is_active).toBe(true);
  });

  it('signs the new member in with the ticket the verified code gives, once, into the cookie', async () => {
    const verifiedTicket = async (ip: string) => {
      const email = fresh();
      await register(valid(email), ip);
      const verified = await get(app, 'verify-otp', { email, otp: codeIn(await smtp.waitFor(email, 1)) });
      return { email, ticket: verified.body.data.auth_id as string };
    };
    const { email, ticket } = await verifiedTicket('203.0.113.71');
    const signed = await app.app.inject({
      method: 'POST',
      url: '/api/user_signup',
      // A cookie sign-in must come from the web's own origin (login CSRF).
      headers: { origin: 'http://localhost:3000' },
      payload: { type: 3, email: email.toUpperCase(), auth_id: ticket, session_transport: 'cookie' },
    });
    expect(signed.statusCode).toBe(200);
    expect(signed.json()).toMatchObject({
      error: false,
      message: 'Login Successfully',
      token: null,
      data: { email, logintype: 3, is_email_verified: true, is_profile_complete: false },
    });
    const cookie = String(signed.headers['set-cookie']);
    expect(cookie).toMatch(/HttpOnly/i);
    const session = /domus_session=([\w-]{43})/.exec(cookie)?.[1];
    expect(session).toBeDefined();
    const me = await get(app, 'get-profile', {}, { cookie: `domus_session=${session}` });
    expect([me.status, me.body.data.email]).toEqual([200, email]);

    const reused = await post(app, 'user_signup', { type: 3, email, auth_id: ticket });
    expect([reused.status, reused.body.code]).toEqual([401, 'SIGN_IN_TICKET_INVALID']);

    // Bound to that account and to sign-in by email: another address or login type is refused.
    const second = await verifiedTicket('203.0.113.72');
    const otherEmail = await post(app, 'user_signup', { type: 3, email: fresh(), auth_id: second.ticket });
    expect([otherEmail.status, otherEmail.body.code]).toEqual([401, 'SIGN_IN_TICKET_INVALID']);
    const third = await verifiedTicket('203.0.113.73');
    const asPhone = await post(app, 'user_signup', {
      type: 1,
      mobile: '+14155550999',
      auth_id: third.ticket,
    });
    expect([asPhone.status, asPhone.body.code]).toEqual([401, 'SIGN_IN_TICKET_INVALID']);
    expect(await findRows(app.deps.db, 'users', { mobile: '+14155550999' }, { select: ['id'] })).toEqual([]);
  });

  it('answers the same for an unknown email and a wrong password, and limits failures per email', async () => {
    const email = fresh();
    await register(valid(email), '203.0.113.80');
    await get(app, 'verify-otp', { email, otp: codeIn(await smtp.waitFor(email, 1)) });
    const unknown = await post(app, 'user_signup', {
      type: 3,
      email: 'nobody@example.com',
      password: 'whatever',
    });
    const wrong = await post(app, 'user_signup', { type: 3, email, password: 'wrong-pass' });
    for (const res of [unknown, wrong]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({
        error: true,
        code: 'INVALID_CREDENTIALS',
        message: 'The details entered are incorrect Please enter the correct details and try again.',
      });
    }
    for (let i = 0; i < 4; i++) await post(app, 'user_signup', { type: 3, email, password: 'wrong-pass' });
    const locked = await post(app, 'user_signup', { type: 3, email, password: 'secret-pass' });
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe('RATE_LIMITED');
    app.clock.now = new Date(app.clock.now.getTime() + 16 * 60_000);
    expect((await post(app, 'user_signup', { type: 3, email, password: 'secret-pass' })).status).toBe(200);
  });

  it('validates sign-in input with the spec messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ type: 3, password: 'x' }, 'Email is required'],
      [{ type: 3, email: 'bad', password: 'x' }, 'Email address is invalid'],
      [{ type: 3, email: 'a@example.com' }, 'Password is required'],
      [{ type: 1, auth_id: 'x' }, 'Phone number is required'],
      [{ type: 7 }, 'type must be at most 3'],
    ];
    for (const [body, message] of cases) {
      const res = await post(app, 'user_signup', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe(message);
    }
  });

  it('get-otp by email resends only to unverified email accounts, answering the same either way', async () => {
    const email = fresh();
    await register(valid(email), '203.0.113.90');
    await smtp.waitFor(email, 1);
    const tooSoon = await get(app, 'get-otp', { email });
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body).toMatchObject({
      code: 'OTP_RESEND_TOO_SOON',
      message: 'Please wait before requesting a new OTP',
    });
    expect(tooSoon.body.details.retry_after_s).toBeGreaterThan(0);

    app.clock.now = new Date(app.clock.now.getTime() + 121_000);
    const resent = await get(app, 'get-otp', { email });
    expect(resent.body).toMatchObject({
      message: 'OTP sent successfully!',
      data: { resend_after_s: 120, expires_in_s: 600 },
    });
    const second = await smtp.waitFor(email, 2);
    const first = smtp.to(email)[0];
    // The older code no longer works once a new one is sent.
    if (first && codeIn(first) !== codeIn(second)) {
      expect((await get(app, 'verify-otp', { email, otp: codeIn(first) })).body.code).toBe('OTP_INVALID');
    }
    const nobody = await get(app, 'get-otp', { email: 'no-account@example.com' });
    expect(nobody.status).toBe(200);
    expect(nobody.body).toEqual(resent.body);
    expect(smtp.to('no-account@example.com')).toHaveLength(0);
  });
});

describe('password sign-in throttling', () => {
  const signIn = async (email: string, password: string, remoteAddress: string) => {
    const response = await app.app.inject({
      method: 'POST',
      url: '/api/user_signup',
      payload: { type: 3, email, password },
      remoteAddress,
    });
    return { status: response.statusCode, body: response.json() as any };
  };
  const member = async () => {
    const email = fresh();
    await createUser(app, {
      email,
      email_key: email,
      logintype: 3,
      is_email_verified: 1,
      password_hash: await hashPassword('secret-pass'),
    });
    return email;
  };

  it('slows the address that guesses, not the owner signing in from elsewhere', async () => {
    const email = await member();
    for (let i = 0; i < 5; i++) expect((await signIn(email, 'wrong-pass', '203.0.113.200')).status).toBe(401);
    const sixth = await signIn(email, 'wrong-pass', '203.0.113.200');
    expect(sixth.status).toBe(429);
    expect(sixth.body).toMatchObject({ code: 'RATE_LIMITED', message: 'Too many requests, try again later' });
    expect((await signIn(email, 'secret-pass', '203.0.113.200')).status).toBe(429);
    const owner = await signIn(email, 'secret-pass', '198.51.100.201');
    expect(owner.status).toBe(200);
    expect(owner.body.data.email).toBe(email);
  });

  it('stops one address trying many accounts after 20 failures', async () => {
    const from = '203.0.113.210';
    for (let i = 0; i < 20; i++) expect((await signIn(fresh(), 'wrong-pass', from)).status).toBe(401);
    const email = await member();
    expect((await signIn(email, 'secret-pass', from)).status).toBe(429);
    expect((await signIn(email, 'secret-pass', '198.51.100.211')).status).toBe(200);
  });

  it('caps guesses at one account from many addresses, far above the per-address limit', async () => {
    const email = await member();
    for (let batch = 0; batch < 5; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) => signIn(email, 'wrong-pass', `192.0.2.${batch * 10 + i + 1}`)),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(10).fill(401));
    }
    expect((await signIn(email, 'secret-pass', '198.51.100.220')).status).toBe(429);
    app.clock.now = new Date(app.clock.now.getTime() + 16 * 60_000);
    expect((await signIn(email, 'secret-pass', '198.51.100.220')).status).toBe(200);
  });
});
