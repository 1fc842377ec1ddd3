import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createSession, createUser } from '../db/testing/user.factory.js';
import { createTestApp, get, type TestApp } from '../testing/test-app.js';

// Mobile apps already in the field (eBroker 1.2.x) send a placeholder Authorization header when
// nobody is signed in, and browsers on other sites send preflights: both get what such clients
// expect where the contract leaves room.

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const MORTGAGE = { loan_amount: 100000, interest_rate: 5, loan_term_years: 10 };
const PLACEHOLDERS = [
  'Bearer undefined',
  'Bearer null',
  'Bearer ',
  'Bearer',
  'Bearer false',
  'bearer NULL',
  '',
];

describe('placeholder tokens are a guest', () => {
  it.each(PLACEHOLDERS)('optional reads answer %j as for a guest', async (authorization) => {
    const guest = await get(app, 'mortgage-calculator', MORTGAGE);
    const res = await get(app, 'mortgage-calculator', MORTGAGE, { authorization });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(guest.body.data);
    const list = await get(app, 'get-property-list', { limit: 1 }, { authorization });
    expect(list.status).toBe(200);
  });

  it.each(PLACEHOLDERS)('required calls answer %j with NOT_LOGGED_IN', async (authorization) => {
    const res = await get(app, 'get-sessions', {}, { authorization });
    expect([res.status, res.body.code]).toEqual([401, 'NOT_LOGGED_IN']);
  });

  it('still refuses a real token that was revoked or has expired, and a made-up one', async () => {
    const user = await createUser(app);
    const revoked = await createSession(app, user.id, { revoked_at: app.clock.now.toISOString() });
    const expired = await createSession(app, user.id, {
      expires_at: new Date(app.clock.now.getTime() - 1000).toISOString(),
    });
    for (const token of [revoked, expired, 'made-up-token-value']) {
      const required = await get(app, 'get-sessions', {}, bearer(token));
      expect([required.status, required.body.code]).toEqual([401, 'TOKEN_INVALID']);
      const optional = await get(app, 'mortgage-calculator', MORTGAGE, bearer(token));
      expect([optional.status, optional.body.code]).toEqual([401, 'TOKEN_INVALID']);
    }
    const live = await createSession(app, user.id);
    expect((await get(app, 'get-sessions', {}, bearer(live))).status).toBe(200);
  });

  it('does not let a placeholder skip the CSRF check of a cookie write', async () => {
    const user = await createUser(app);
    const token = await createSession(app, user.id);
    const res = await app.app.inject({
      method: 'POST',
      url: '/api/before-logout',
      headers: { authorization: 'Bearer undefined', cookie: `domus_session=${token}` },
      payload: {},
    });
    expect([res.statusCode, res.json().code]).toEqual([403, 'CSRF_FAILED']);
  });
});

describe('CORS preflights', () => {
  const preflight = (origin: string) =>
    app.app.inject({
      method: 'OPTIONS',
      url: '/api/get-property-list',
      headers: {
        origin,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });

  it('refuses another origin cleanly: 204 without Access-Control-Allow-Origin', async () => {
    const res = await preflight('https://evil.example');
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('allows a configured web origin', async () => {
    const res = await preflight('http://localhost:3000');
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(res.headers['access-control-allow-credentials']).toBe('true');
  });
});
