import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpSmsAdapter } from '../../adapters/sms/http-sms.adapter.js';
import { SmsDeliveryError } from '../../adapters/sms/sms.adapter.js';
import { findRows, getRow } from '../../db/testing/rows.js';
import { setSetting } from '../../db/testing/settings.factory.js';
import { bearer, createSession, createUser } from '../../db/testing/user.factory.js';
import { createTestApp, get, post, type TestApp } from '../../testing/test-app.js';
import { gif, multipart, png } from '../../testing/upload-fixtures.js';
import { hashPassword } from './password.js';

// Phone sign-in: get-otp (SMS to the outbox log) → verify-otp → one-time ticket → user_signup type 1.

let app: TestApp;
let n = 0;
const number = () => `+9198${String(10_000_000 + ++n).padStart(8, '0')}`;
const ip = () => ({ 'x-forwarded-for': `198.51.100.${++n % 250}` });

async function lastCode(to: string): Promise<string> {
  const log = await readFile(path.join(app.deps.config.outboxDir, 'sms.log'), 'utf8');
  const line = log
    .trim()
    .split('\n')
    .filter((l) => l.split('\t')[1] === to)
    .pop();
  const match = line ? /\b(\d{6})\b/.exec(line.split('\t')[2] ?? '') : null;
  if (!match) throw new Error(`no SMS to ${to}`);
  return match[1] as string;
}

beforeAll(async () => {
  app = await createTestApp();
  await setSetting(app, 'number_with_otp_login', true);
  app.services.settings.invalidate();
});
afterAll(async () => app.close());

describe('phone OTP sign-in', () => {
  it('sends a code by SMS, verifies it into a ticket, and signs up a new account once', async () => {
    const phone = number();
    const sent = await get(app, 'get-otp', { number: phone.replace('+', '') }, ip());
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({
      message: 'OTP sent successfully!',
      data: { resend_after_s: 120, expires_in_s: 600 },
    });
    expect(sent.headers['cache-control']).toContain('no-store');
    const code = await lastCode(phone);

    const verified = await get(app, 'verify-otp', { number: phone, otp: code });
    expect(verified.status).toBe(200);
    expect(verified.body.data).toEqual({ auth_id: expect.stringMatching(/^[\w-]{43}$/), is_new_user: true });
    const ticket = verified.body.data.auth_id;

    const wrongNumber = await post(app, 'user_signup', { type: 1, mobile: number(), auth_id: ticket });
    expect(wrongNumber.status).toBe(401);
    expect(wrongNumber.body).toMatchObject({
      code: 'SIGN_IN_TICKET_INVALID',
      message: 'Sign-in expired. Please try again',
    });

    // The refused attempt used the ticket up: a fresh code and ticket are needed.
    app.clock.now = new Date(app.clock.now.getTime() + 121_000);
    await get(app, 'get-otp', { number: phone }, ip());
    const again = await get(app, 'verify-otp', { number: phone, otp: await lastCode(phone) });
    const created = await post(app, 'user_signup', {
      type: 1,
      mobile: phone,
      auth_id: again.body.data.auth_id,
      name: 'Meera Shah',
    });
    expect(created.status).toBe(201);
    expect(created.body.message).toBe('User Register Successfully');
    expect(created.body.data).toMatchObject({ mobile: phone, name: 'Meera Shah', logintype: 1, email: null });

    const reused = await post(app, 'user_signup', {
      type: 1,
      mobile: phone,
      auth_id: again.body.data.auth_id,
    });
    expect(reused.status).toBe(401);

    app.clock.now = new Date(app.clock.now.getTime() + 121_000);
    await get(app, 'get-otp', { number: phone }, ip());
    const third = await get(app, 'verify-otp', { number: phone, otp: await lastCode(phone) });
    expect(third.body.data.is_new_user).toBe(false);
    const login = await post(app, 'user_signup', {
      type: 1,
      mobile: phone,
      auth_id: third.body.data.auth_id,
    });
    expect(login.status).toBe(200);
    expect(login.body.data.id).toBe(created.body.data.id);
  });

  it('refuses expired, wrong and reused codes; five wrong tries void the code', async () => {
    const phone = number();
    await get(app, 'get-otp', { number: phone }, ip());
    const code = await lastCode(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const first = await get(app, 'verify-otp', { number: phone, otp: wrong });
    expect(first.status).toBe(400);
    expect(first.body).toMatchObject({
      code: 'OTP_INVALID',
      message: 'Invalid OTP.',
      details: { attempts_left: 4 },
    });
    for (let i = 0; i < 3; i++) await get(app, 'verify-otp', { number: phone, otp: wrong });
    const fifth = await get(app, 'verify-otp', { number: phone, otp: wrong });
    expect(fifth.status).toBe(429);
    expect(fifth.body).toMatchObject({
      code: 'OTP_ATTEMPTS_EXCEEDED',
      message: 'Too many attempts. Please request a new OTP',
    });
    const right = await get(app, 'verify-otp', { number: phone, otp: code });
    expect(right.body.code).toBe('OTP_NOT_FOUND');

    app.clock.now = new Date(app.clock.now.getTime() + 121_000);
    await get(app, 'get-otp', { number: phone }, ip());
    const late = await lastCode(phone);
    app.clock.now = new Date(app.clock.now.getTime() + 10 * 60_000 + 1);
    const expired = await get(app, 'verify-otp', { number: phone, otp: late });
    expect(expired.status).toBe(400);
    expect(expired.body).toMatchObject({ code: 'OTP_EXPIRED', message: 'OTP expired.' });
    expect((await get(app, 'verify-otp', { number: phone, otp: late })).body.code).toBe('OTP_NOT_FOUND');
  });

  it('counts racing guesses one try each: the right code after five wrong ones fails even in parallel', async () => {
    const phone = number();
    await get(app, 'get-otp', { number: phone }, ip());
    const code = await lastCode(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const attemptsOf = async () =>
      (await getRow(app.deps.db, 'otps', { target: phone }, { orderBy: ['id', 'desc'] })).attempts;
    // Seven wrong guesses in flight; the right code is sent while they are still being compared,
    // once their five tries are taken (or after a moment, should tries only count afterwards).
    const wrongs = Array.from({ length: 7 }, () => get(app, 'verify-otp', { number: phone, otp: wrong }));
    for (let waited = 0; waited < 1000 && (await attemptsOf()) < 5; waited += 5) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const answers = await Promise.all([...wrongs, get(app, 'verify-otp', { number: phone, otp: code })]);
    const right = answers[7];
    expect(right?.status).not.toBe(200);
    expect(right?.body.data?.auth_id).toBeUndefined();
    const invalid = answers.filter((a) => a.body.code === 'OTP_INVALID');
    expect(invalid.map((a) => a.body.details.attempts_left).sort()).toEqual([1, 2, 3, 4]);
    for (const answer of answers) {
      expect(['OTP_INVALID', 'OTP_ATTEMPTS_EXCEEDED', 'OTP_NOT_FOUND']).toContain(answer.body.code);
    }
    // Five comparisons at most, however many guesses raced.
    expect(await attemptsOf()).toBe(5);
    expect((await get(app, 'verify-otp', { number: phone, otp: code })).body.code).toBe('OTP_NOT_FOUND');
  });

  it('validates with the spec messages', async () => {
    expect((await get(app, 'get-otp', {})).body.message).toBe('Phone number is required');
    expect((await get(app, 'get-otp', { number: '12ab' })).body.message).toBe('Phone number is invalid');
    expect((await get(app, 'verify-otp', { number: number() })).body.message).toBe('Please enter OTP first');
    expect((await get(app, 'verify-otp', { number: number(), otp: '12' })).body.message).toBe(
      'OTP must be 6 digits',
    );
    expect((await get(app, 'verify-otp', { number: number(), otp: '123456' })).body.code).toBe(
      'OTP_NOT_FOUND',
    );
  });

  it('enforces the resend countdown, 5 sends per number an hour and 20 per IP', async () => {
    const phone = number();
    const from = { 'x-forwarded-for': '192.0.2.10' };
    expect((await get(app, 'get-otp', { number: phone }, from)).status).toBe(200);
    const soon = await get(app, 'get-otp', { number: phone }, from);
    expect(soon.status).toBe(429);
    expect(soon.body.code).toBe('OTP_RESEND_TOO_SOON');
    expect(Number(soon.headers['retry-after'])).toBeGreaterThan(100);
    for (let i = 0; i < 4; i++) {
      app.clock.now = new Date(app.clock.now.getTime() + 121_000);
      expect((await get(app, 'get-otp', { number: phone }, from)).status).toBe(200);
    }
    app.clock.now = new Date(app.clock.now.getTime() + 121_000);
    const capped = await get(app, 'get-otp', { number: phone }, from);
    expect(capped.status).toBe(429);
    expect(capped.body).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many requests, try again later',
    });

    const busyIp = { 'x-forwarded-for': '192.0.2.11' };
    for (let i = 0; i < 20; i++)
      expect((await get(app, 'get-otp', { number: number() }, busyIp)).status).toBe(200);
    expect((await get(app, 'get-otp', { number: number() }, busyIp)).body.code).toBe('RATE_LIMITED');
  });

  it('refuses phone codes when phone sign-in is off', async () => {
    await setSetting(app, 'number_with_otp_login', false);
    app.services.settings.invalidate();
    const res = await get(app, 'get-otp', { number: number() }, ip());
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({
      code: 'OTP_METHOD_DISABLED',
      message: 'Sign-in with a phone number is not enabled',
    });
    await setSetting(app, 'number_with_otp_login', true);
    app.services.settings.invalidate();
  });

  it('refuses a deactivated phone account without issuing a session', async () => {
    const phone = number();
    const user = await createUser(app, { mobile: phone, logintype: 1, is_active: 0 });
    await get(app, 'get-otp', { number: phone }, ip());
    const ticket = (await get(app, 'verify-otp', { number: phone, otp: await lastCode(phone) })).body.data
      .auth_id;
    const res = await post(app, 'user_signup', { type: 1, mobile: phone, auth_id: ticket });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({
      code: 'ACCOUNT_DEACTIVATED',
      message: 'Your Account have been Deactivetd by Admin',
    });
    expect(await findRows(app.deps.db, 'sessions', { user_id: user.id })).toHaveLength(0);
    void bearer;
  });
});

describe('one number, one account', () => {
  async function ticketFor(phone: string): Promise<string> {
    await get(app, 'get-otp', { number: phone }, ip());
    return (await get(app, 'verify-otp', { number: phone, otp: await lastCode(phone) })).body.data.auth_id;
  }

  // A number typed into a profile is unproven: whoever typed it must not receive the sign-in of the
  // person who proves it by SMS (they would share an account whose password only the typist knows).
  // The prover gets their own phone account; the typed copy leaves the other profile, whose owner
  // still signs in by email as before.
  it('never signs in to an account that only typed the number; the proven number leaves that profile', async () => {
    const phone = number();
    const typist = await createUser(app, {
      logintype: 3,
      mobile: phone,
      password_hash: await hashPassword('secret-pass'),
    });
    const signed = await post(app, 'user_signup', {
      type: 1,
      mobile: phone,
      auth_id: await ticketFor(phone),
    });
    expect(signed.status).toBe(201);
    expect(signed.body.data).toMatchObject({ logintype: 1, mobile: phone });
    expect(signed.body.data.id).not.toBe(typist.id);

    const holders = await findRows(app.deps.db, 'users', { mobile: phone }, { select: ['id'] });
    expect(holders).toEqual([{ id: signed.body.data.id }]);
    const byEmail = await post(app, 'user_signup', { type: 3, email: typist.email, password: 'secret-pass' });
    expect([byEmail.status, byEmail.body.data.id, byEmail.body.data.mobile]).toEqual([200, typist.id, null]);

    app.clock.now = new Date(app.clock.now.getTime() + 121_000);
    const again = await post(app, 'user_signup', { type: 1, mobile: phone, auth_id: await ticketFor(phone) });
    expect([again.status, again.body.data.id]).toEqual([200, signed.body.data.id]);
  });

  it('refuses to save or register a number another account signs in with', async () => {
    const phone = number();
    await createUser(app, { logintype: 1, mobile: phone });
    const other = await createUser(app, { logintype: 3, mobile: null });
    const saved = await post(
      app,
      'update_profile',
      { mobile: phone.replace('+', '00'), city: 'Goa' },
      bearer(await createSession(app, other.id)),
    );
    expect(saved.status).toBe(400);
    expect(saved.body.details.fields).toEqual([
      { field: 'mobile', message: 'This phone number already signs in to another account' },
    ]);
    const row = await getRow(app.deps.db, 'users', { id: other.id }, { select: ['mobile', 'city'] });
    expect(row).toEqual({ mobile: null, city: other.city });

    const email = `numbered${n}@example.com`;
    const registered = await post(
      app,
      'user-register',
      { name: 'Numbered', email, password: 'secret-pass', re_password: 'secret-pass', mobile: phone },
      ip(),
    );
    expect(registered.status).toBe(400);
    expect(registered.body.details.fields).toEqual([
      { field: 'mobile', message: 'This phone number already signs in to another account' },
    ]);
    expect(await findRows(app.deps.db, 'users', { email_key: email })).toEqual([]);
  });
});

describe('demo mode', () => {
  it('lets the configured demo number sign in with 123456 without an SMS or a countdown', async () => {
    const demo = '+15550100200';
    await setSetting(app, 'demo_phone_number', demo);
    await setSetting(app, 'demo_mode', true);
    app.services.settings.invalidate();
    try {
      const smsBefore = await readFile(path.join(app.deps.config.outboxDir, 'sms.log'), 'utf8');
      expect((await get(app, 'get-otp', { number: demo }, ip())).status).toBe(200);
      expect((await get(app, 'get-otp', { number: demo }, ip())).status).toBe(200); // shared: no countdown
      expect(await readFile(path.join(app.deps.config.outboxDir, 'sms.log'), 'utf8')).toBe(smsBefore);
      const verified = await get(app, 'verify-otp', { number: demo, otp: '123456' });
      expect(verified.status).toBe(200);
      expect(verified.body.data.auth_id).toBeTruthy();
      // Any other number is a normal number, even in demo mode.
      const other = number();
      await get(app, 'get-otp', { number: other }, ip());
      if ((await lastCode(other)) !== '123456') {
        expect((await get(app, 'verify-otp', { number: other, otp: '123456' })).body.code).toBe(
          'OTP_INVALID',
        );
      }
    } finally {
      await setSetting(app, 'demo_mode', false);
      app.services.settings.invalidate();
    }
    // Outside demo mode the demo number gets a real, random code by SMS.
    app.clock.now = new Date(app.clock.now.getTime() + 121_000);
    await get(app, 'get-otp', { number: demo }, ip());
    expect(await lastCode(demo)).toMatch(/^\d{6}$/);
  });
});

describe('user_signup creating an account with a profile photo', () => {
  async function ticketFor(phone: string): Promise<string> {
    await get(app, 'get-otp', { number: phone }, ip());
    return (await get(app, 'verify-otp', { number: phone, otp: await lastCode(phone) })).body.data.auth_id;
  }

  it('stores an uploaded JPEG/PNG avatar, and refuses another type before spending the ticket', async () => {
    const phone = number();
    const ticket = await ticketFor(phone);
    const bad = multipart([
      { name: 'type', value: '1' },
      { name: 'mobile', value: phone },
      { name: 'auth_id', value: ticket },
      { name: 'profile', file: { filename: 'me.png', data: await gif(), contentType: 'image/png' } },
    ]);
    const refused = await app.app.inject({ method: 'POST', url: '/api/user_signup', ...bad });
    expect(refused.statusCode).toBe(415);
    expect(refused.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', details: { field: 'profile' } });

    const good = multipart([
      { name: 'type', value: '1' },
      { name: 'mobile', value: phone },
      { name: 'auth_id', value: ticket },
      { name: 'name', value: 'Photo Person' },
      { name: 'profile', file: { filename: 'me.png', data: await png(160, 160), contentType: 'image/png' } },
    ]);
    const created = await app.app.inject({ method: 'POST', url: '/api/user_signup', ...good });
    expect(created.statusCode).toBe(201);
    const profile = created.json().data.profile as string;
    expect(profile).toMatch(/^http:\/\/localhost:3000\/media\/users\/\d+\/[\w-]+\.png$/);
    const key = profile.replace('http://localhost:3000/media/', '');
    expect(await app.deps.storage.exists(key)).toBe(true);
  });
});

describe('HTTP SMS provider adapter', () => {
  it('posts {to, from, text} with the bearer key, and fails loudly on a provider error', async () => {
    const received: { auth?: string; body: string }[] = [];
    let status = 202;
    const server = createServer((req: IncomingMessage, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        received.push({ auth: req.headers.authorization, body });
        res.writeHead(status).end();
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/send`;
    const sms = new HttpSmsAdapter(url, 'k3y', 'Domus');
    await sms.send({ to: '+14155550100', text: '123456 is your code' });
    expect(received[0]).toEqual({
      auth: 'Bearer k3y',
      body: JSON.stringify({ to: '+14155550100', from: 'Domus', text: '123456 is your code' }),
    });
    status = 500;
    await expect(sms.send({ to: '+14155550100', text: 'x' })).rejects.toBeInstanceOf(SmsDeliveryError);
    await new Promise<void>((r) => server.close(() => r()));
    await expect(sms.send({ to: '+14155550100', text: 'x' })).rejects.toBeInstanceOf(SmsDeliveryError);
  });
});
