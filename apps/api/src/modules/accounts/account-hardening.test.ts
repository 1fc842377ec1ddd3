import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows } from '../../db/testing/rows.js';
import { createUser } from '../../db/testing/user.factory.js';
import { createTestApp, post, type TestApp } from '../../testing/test-app.js';
import { hashPassword } from './password.js';

let app: TestApp;
const email = 'hardening@example.com';
const password = 'right-secret';
let userId: number;
beforeAll(async () => {
  app = await createTestApp();
  const user = await createUser(app, {
    email,
    email_key: email,
    logintype: 3,
    password_hash: await hashPassword(password),
  });
  userId = user.id;
});
afterAll(async () => {
  await app.close();
});

async function sessionCount(): Promise<number> {
  return countRows(app.deps.db, 'sessions', { user_id: userId });
}

describe('login CSRF: a sign-in that would set a cookie must come from the web origin', () => {
  const cookieSignIn = { type: 3, email, password, session_transport: 'cookie' };

  it('refuses a cross-origin or origin-less cookie sign-in: no cookie, no session', async () => {
    const before = await sessionCount();
    const attempts: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { referer: 'https://evil.example/x' },
      {},
    ];
    for (const headers of attempts) {
      const res = await post(app, 'user_signup', cookieSignIn, headers);
      expect([res.status, res.body.code]).toEqual([403, 'CSRF_FAILED']);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    expect(await sessionCount()).toBe(before);
  });

  it('sets the cookie for the web origin, and a bearer sign-in (apps) needs no Origin', async () => {
    const web = await post(app, 'user_signup', cookieSignIn, { origin: 'http://localhost:3000' });
    expect(web.status).toBe(200);
    expect(String(web.headers['set-cookie'])).toMatch(/^domus_session=[\w-]{43};/);
    const apps = await post(app, 'user_signup', { type: 3, email, password });
    expect(apps.status).toBe(200);
    expect(apps.body.token).toMatch(/^[\w-]{43}$/);
    expect(apps.headers['set-cookie']).toBeUndefined();
  });
});

describe('password length is capped before anything hashes it', () => {
  const huge = 'p'.repeat(1024 * 1024);
  const message = 'Password must be 1024 bytes or less';

  it('answers 400 to a 1 MB password on sign-in, registration and reset, quickly', async () => {
    const started = Date.now();
    const signIn = await post(app, 'user_signup', { type: 3, email, password: huge });
    const register = await post(app, 'user-register', {
      name: 'Big',
      email: 'big@example.com',
      password: huge,
      re_password: huge,
    });
    const reset = await post(app, 'reset-password', {
      token: 'x'.repeat(43),
      password: huge,
      re_password: huge,
    });
    for (const res of [signIn, register, reset]) {
      expect(res.status).toBe(400);
      expect(res.body.details.fields).toContainEqual({ field: 'password', message });
    }
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('counts bytes, not characters: 300 four-byte characters are refused at sign-in', async () => {
    const res = await post(app, 'user_signup', { type: 3, email, password: '😀'.repeat(300) });
    expect(res.status).toBe(400);
    expect(res.body.details.fields).toContainEqual({ field: 'password', message });
  });
});
