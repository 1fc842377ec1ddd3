import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findRows } from '../../db/testing/rows.js';
import { setSetting } from '../../db/testing/settings.factory.js';
import { codeIn, linkIn, type SmtpListener, startSmtpListener } from '../../testing/smtp-listener.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { multipart, png } from '../../testing/upload-fixtures.js';

/**
 * Acceptance of issue 4: no response ever contains a password hash, an OTP or a session token
 * other than the caller's own new one. One member's whole life goes through every account call
 * while every response (body and headers) is recorded; then each is scanned for every secret the
 * run produced: hashes read from the database, codes read from the mail and SMS outboxes, reset
 * tokens from the mails, push registration strings, and session tokens outside their own answer.
 */
let app: TestApp;
let smtp: SmtpListener;

interface Recorded {
  step: string;
  status: number;
  text: string;
}
const responses: Recorded[] = [];
const issued = new Map<string, string>(); // session token → the step whose answer carried it
const codes = new Set<string>();
const secrets = new Set<string>(); // never allowed anywhere

async function call(
  step: string,
  method: 'GET' | 'POST',
  url: string,
  options: { payload?: unknown; headers?: Record<string, string> } = {},
) {
  const response = await app.app.inject({
    method,
    url: `/api/${url}`,
    payload: options.payload as never,
    headers: options.headers,
  });
  const text = `${JSON.stringify(response.headers)}\n${response.body}`;
  responses.push({ step, status: response.statusCode, text });
  const body = response.json() as { token?: string | null };
  if (typeof body.token === 'string') issued.set(body.token, step);
  const cookie = /domus_session=([\w-]{20,})/.exec(String(response.headers['set-cookie'] ?? ''))?.[1];
  if (cookie) issued.set(cookie, step);
  return { status: response.statusCode, body: body as any };
}

async function smsCode(to: string): Promise<string> {
  const log = await readFile(path.join(app.deps.config.outboxDir, 'sms.log'), 'utf8');
  const line =
    log
      .trim()
      .split('\n')
      .filter((l) => l.split('\t')[1] === to)
      .pop() ?? '';
  return /\b(\d{6})\b/.exec(line)?.[1] ?? '';
}

async function snapshotHashes() {
  const db = app.deps.db;
  for (const u of await findRows(db, 'users')) if (u.password_hash) secrets.add(u.password_hash);
  for (const s of await findRows(db, 'sessions')) secrets.add(s.token_hash);
  for (const o of await findRows(db, 'otps')) secrets.add(o.code_hash);
  for (const r of await findRows(db, 'password_resets')) secrets.add(r.token_hash);
  for (const t of await findRows(db, 'sign_in_tickets')) secrets.add(t.ticket_hash);
}

beforeAll(async () => {
  smtp = await startSmtpListener();
  app = await createTestApp({ smtpUrl: smtp.url });
  await setSetting(app, 'number_with_otp_login', true);
  app.services.settings.invalidate();
  const email = 'lifecycle@example.com';
  const json = (token?: string) => ({
    'content-type': 'application/json',
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  });

  await call('register', 'POST', 'user-register', {
    payload: { name: 'Life Cycle', email, password: 'first-secret', re_password: 'first-secret' },
  });
  const emailCode = codeIn(await smtp.waitFor(email, 1));
  codes.add(emailCode);
  await call(
    'wrong otp',
    'GET',
    `verify-otp?email=${email}&otp=${emailCode === '000000' ? '111111' : '000000'}`,
  );
  await call('verify email', 'GET', `verify-otp?email=${email}&otp=${emailCode}`);
  const first = await call('sign in (bearer)', 'POST', 'user_signup', {
    payload: { type: 3, email, password: 'first-secret', fcm_id: 'push-registration-secret-1' },
  });
  const token = first.body.token as string;
  await call('sign in (cookie)', 'POST', 'user_signup', {
    payload: { type: 3, email, password: 'first-secret', session_transport: 'cookie' },
    headers: { origin: 'http://localhost:3000' },
  });
  await call('wrong password', 'POST', 'user_signup', { payload: { type: 3, email, password: 'nope-nope' } });
  await call('web-settings', 'GET', 'web-settings', { headers: json(token) });
  const avatar = multipart([
    { name: 'name', value: 'Life Cycle' },
    { name: 'mobile', value: '+14155550123' },
    { name: 'address', value: '1 Main Street' },
    { name: 'fcm_id', value: 'push-registration-secret-2' },
    { name: 'profile', file: { filename: 'me.png', data: await png(150, 150), contentType: 'image/png' } },
  ]);
  await call('update_profile', 'POST', 'update_profile', {
    payload: avatar.payload,
    headers: { ...avatar.headers, authorization: `Bearer ${token}` },
  });
  await call('get-profile', 'GET', 'get-profile', { headers: json(token) });
  await call('get-sessions', 'GET', 'get-sessions', { headers: json(token) });
  await call('revoke others', 'POST', 'revoke-session', { payload: { all: 1 }, headers: json(token) });

  const phone = '+14155550999';
  await call('get-otp phone', 'GET', `get-otp?number=${encodeURIComponent(phone)}`);
  const phoneCode = await smsCode(phone);
  codes.add(phoneCode);
  const ticket = await call(
    'verify phone',
    'GET',
    `verify-otp?number=${encodeURIComponent(phone)}&otp=${phoneCode}`,
  );
  await call('phone sign-up', 'POST', 'user_signup', {
    payload: { type: 1, mobile: phone, auth_id: ticket.body.data.auth_id },
  });

  await call('forgot', 'GET', `forgot-password?email=${email}`);
  const resetToken = new URL(linkIn(await smtp.waitFor(email, 2))).searchParams.get('token') as string;
  secrets.add(resetToken);
  await snapshotHashes(); // the first password's hash, before the reset replaces it
  await call('reset', 'POST', 'reset-password', {
    payload: { token: resetToken, password: 'second-secret', re_password: 'second-secret' },
  });
  await call('revoked session', 'GET', 'get-sessions', { headers: json(token) });
  const again = await call('sign in again', 'POST', 'user_signup', {
    payload: { type: 3, email, password: 'second-secret' },
  });
  await call('logout', 'POST', 'before-logout', {
    payload: { fcm_id: 'push-registration-secret-2' },
    headers: json(again.body.token),
  });
  const last = await call('sign in to delete', 'POST', 'user_signup', {
    payload: { type: 3, email, password: 'second-secret' },
  });
  await snapshotHashes();
  await call('delete', 'POST', 'delete_user', { payload: {}, headers: json(last.body.token) });
  secrets.add('push-registration-secret-1');
  secrets.add('push-registration-secret-2');
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

describe('responses of the whole account lifecycle', () => {
  it('ran every step it meant to (the scan below has something to scan)', () => {
    const status = Object.fromEntries(responses.map((r) => [r.step, r.status]));
    expect(status).toMatchObject({
      register: 201,
      'verify email': 200,
      'sign in (bearer)': 200,
      update_profile: 200,
      'get-profile': 200,
      'phone sign-up': 201,
      reset: 200,
      'revoked session': 401,
      logout: 200,
      delete: 200,
    });
    expect(responses).toHaveLength(21);
    expect(issued.size).toBeGreaterThanOrEqual(5);
    expect(codes.size).toBe(2);
    expect([...secrets].filter((s) => s.startsWith('$argon2id$')).length).toBeGreaterThanOrEqual(2);
  });

  it('never carry a password hash, a stored hash, a reset token or a push registration string', () => {
    for (const secret of secrets) {
      const leaks = responses.filter((r) => r.text.includes(secret)).map((r) => r.step);
      expect(leaks, `secret ${secret.slice(0, 12)}… leaked`).toEqual([]);
    }
  });

  it('never carry an OTP', () => {
    for (const code of codes) {
      const leaks = responses.filter((r) => r.text.includes(code)).map((r) => r.step);
      expect(leaks, `code ${code} leaked`).toEqual([]);
    }
  });

  it('carry a session token only in the answer that issued it', () => {
    for (const [token, step] of issued) {
      const seen = responses.filter((r) => r.text.includes(token)).map((r) => r.step);
      expect(seen).toEqual([step]);
    }
  });
});
