import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, findRows, getRow } from '../../db/testing/rows.js';
import { createUser } from '../../db/testing/user.factory.js';
import { hashToken } from '../../lib/opaque-token.js';
import { type OidcTestProvider, startOidcTestProvider } from '../../testing/oidc-test-provider.js';
import { createTestApp, get, post, type TestApp } from '../../testing/test-app.js';

// Social sign-in through a real local OpenID Connect issuer: start → provider sign-in → callback
// → one-time social ticket → user_signup (types 0/2).

const WEB = 'http://localhost:3000';
const CLIENT = { clientId: 'domus-web', clientSecret: 'local-client-secret-0123456789' };
let provider: OidcTestProvider;
let app: TestApp;

beforeAll(async () => {
  provider = await startOidcTestProvider({
    ...CLIENT,
    redirectUris: [`${WEB}/api/auth/oidc/local/callback`, `${WEB}/api/auth/oidc/apple-local/callback`],
  });
  const common = { issuer: provider.issuer, ...CLIENT, scope: 'openid email profile' };
  app = await createTestApp({
    oidcProviders: [
      { id: 'local', name: 'Local ID', type: 0, ...common },
      { id: 'apple-local', name: 'Local Apple', type: 2, ...common },
    ],
  });
});
afterAll(async () => {
  await app?.close();
  await provider?.close();
});

interface Started {
  status: number;
  location: URL;
  state: string;
  cookie: string;
  setCookie: string;
}

async function start(query = '', id = 'local'): Promise<Started> {
  const response = await app.app.inject({ method: 'GET', url: `/api/auth/oidc/${id}/start${query}` });
  const setCookie = String(response.headers['set-cookie'] ?? '');
  const location = new URL(String(response.headers.location));
  return {
    status: response.statusCode,
    location,
    state: location.searchParams.get('state') ?? '',
    cookie: setCookie.split(';')[0] ?? '',
    setCookie,
  };
}

/** The provider's answer delivered to our callback, as the browser would (GET). */
async function callback(answerUrl: string, cookie?: string) {
  const url = new URL(answerUrl);
  const response = await app.app.inject({
    method: 'GET',
    url: url.pathname + url.search,
    headers: cookie ? { cookie } : {},
  });
  return { status: response.statusCode, location: new URL(String(response.headers.location)), response };
}

async function signIn(login: string, query = '') {
  const started = await start(query);
  const answer = await provider.signIn(started.location.href, login);
  return callback(answer, started.cookie);
}

const socialTickets = async () => countRows(app.deps.db, 'sign_in_tickets', { kind: 'social' });

function expectError(location: URL, code = 'SIGN_IN_TICKET_INVALID') {
  expect(location.href).toBe(`${WEB}/auth/callback?error=${code}`);
}

describe('GET /api/auth/oidc/{provider}/start', () => {
  it('redirects to the provider with state, nonce and an S256 challenge, and binds the browser', async () => {
    const started = await start('?return_to=%2Fproperties%3Fcity%3DPune');
    expect(started.status).toBe(302);
    const q = started.location.searchParams;
    expect(started.location.origin).toBe(provider.issuer);
    expect(q.get('client_id')).toBe('domus-web');
    expect(q.get('redirect_uri')).toBe(`${WEB}/api/auth/oidc/local/callback`);
    expect(q.get('response_type')).toBe('code');
    expect(q.get('scope')).toBe('openid email profile');
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('response_mode')).toBeNull();
    expect(started.state).toMatch(/^[\w-]{43}$/);
    expect(q.get('nonce')).toMatch(/^[\w-]{43}$/);
    expect(started.setCookie.split('; ').sort()).toEqual(
      [
        `domus_oidc_state=${started.state}`,
        'HttpOnly',
        'Max-Age=600',
        'Path=/api/auth/oidc',
        'SameSite=Lax',
      ].sort(),
    );

    // The in-flight values stay on the server, under the state's hash only.
    const row = await getRow(app.deps.db, 'sign_in_tickets', { ticket_hash: hashToken(started.state) });
    const claims = JSON.parse(row.claims);
    expect(row).toMatchObject({ kind: 'oidc_state', provider: 'local', subject: '' });
    expect(claims.nonce).toBe(q.get('nonce'));
    expect(claims.return_to).toBe('/properties?city=Pune');
    const challenge = createHash('sha256').update(claims.code_verifier).digest('base64url');
    expect(q.get('code_challenge')).toBe(challenge);
  });

  it('keeps return_to only when it is a same-site path', async () => {
    const cases: [string, string][] = [
      ['//evil.com', '/'],
      ['/\\evil.com', '/'],
      ['https://evil.com/x', '/'],
      ['javascript:alert(1)', '/'],
      ['user/profile', '/'],
      ['/user/profile', '/user/profile'],
    ];
    for (const [given, kept] of cases) {
      const started = await start(`?return_to=${encodeURIComponent(given)}`);
      const row = await getRow(
        app.deps.db,
        'sign_in_tickets',
        { ticket_hash: hashToken(started.state) },
        { select: ['claims'] },
      );
      expect([given, JSON.parse(row.claims).return_to]).toEqual([given, kept]);
    }
    const done = await signIn('eve', '?return_to=%2F%2Fevil.com');
    expect(done.location.searchParams.get('return_to')).toBe('/');
  });

  it('answers an unknown provider with a 404 envelope and stores nothing', async () => {
    const before = await findRows(app.deps.db, 'sign_in_tickets', {}, { select: ['id'] });
    for (const url of ['/api/auth/oidc/nope/start', '/api/auth/oidc/nope/callback?state=x&code=y']) {
      const response = await app.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: true, message: 'No data found', code: 'NOT_FOUND' });
    }
    const after = await findRows(app.deps.db, 'sign_in_tickets', {}, { select: ['id'] });
    expect(after.length).toBe(before.length);
  });
});

describe('callback → social ticket → user_signup', () => {
  it('signs up a new account with the provider claims, then finds it again', async () => {
    const done = await signIn('ana', '?return_to=%2Fuser%2Fprofile');
    expect(done.status).toBe(302);
    expect(done.location.origin + done.location.pathname).toBe(`${WEB}/auth/callback`);
    expect(done.location.searchParams.get('type')).toBe('0');
    expect(done.location.searchParams.get('return_to')).toBe('/user/profile');
    expect(String(done.response.headers['set-cookie'])).toMatch(
      /^domus_oidc_state=; Max-Age=0; Path=\/api\/auth\/oidc; .*HttpOnly/,
    );
    const authId = done.location.searchParams.get('auth_id') as string;
    expect(authId).toMatch(/^[\w-]{43}$/);

    const created = await post(app, 'user_signup', { type: 0, auth_id: authId });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      email: 'ana@example.com',
      name: 'Ana',
      logintype: 0,
      is_email_verified: true,
      profile: provider.claimsFor('ana').picture,
    });
    const identity = await getRow(app.deps.db, 'user_identities', { provider: 'local', subject: 'ana' });
    expect(identity.user_id).toBe(created.body.data.id);

    const again = await signIn('ana');
    const login = await post(app, 'user_signup', {
      type: 0,
      auth_id: again.location.searchParams.get('auth_id'),
    });
    expect(login.status).toBe(200);
    expect(login.body.data.id).toBe(created.body.data.id);
  });

  it('links a verified email to the existing account with that email', async () => {
    const existing = await createUser(app, {
      email: 'bo@example.com',
      email_key: 'bo@example.com',
      logintype: 3,
    });
    const done = await signIn('bo');
    const signedIn = await post(app, 'user_signup', {
      type: 0,
      auth_id: done.location.searchParams.get('auth_id'),
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data.id).toBe(existing.id);
    const identities = await findRows(
      app.deps.db,
      'user_identities',
      { user_id: existing.id },
      { select: ['user_id', 'provider', 'subject'] },
    );
    expect(identities).toEqual([{ user_id: existing.id, provider: 'local', subject: 'bo' }]);
  });

  it('redeems a ticket once, and not after five minutes', async () => {
    const first = await signIn('cal');
    const authId = first.location.searchParams.get('auth_id');
    expect((await post(app, 'user_signup', { type: 0, auth_id: authId })).status).toBe(201);
    const reused = await post(app, 'user_signup', { type: 0, auth_id: authId });
    expect(reused.status).toBe(401);
    expect(reused.body).toMatchObject({
      code: 'SIGN_IN_TICKET_INVALID',
      message: 'Sign-in expired. Please try again',
    });

    const late = await signIn('cal');
    app.clock.now = new Date(app.clock.now.getTime() + 6 * 60_000);
    const expired = await post(app, 'user_signup', {
      type: 0,
      auth_id: late.location.searchParams.get('auth_id'),
    });
    expect(expired.status).toBe(401);
    expect(expired.body.code).toBe('SIGN_IN_TICKET_INVALID');
  });

  it('works with form_post answers (Apple): cross-site POST → GET with the cookie', async () => {
    const started = await start('?return_to=%2Ffavorites', 'apple-local');
    expect(started.location.searchParams.get('response_mode')).toBe('form_post');
    const form = await provider.signInFormPost(started.location.href, 'dan');
    expect(form.action).toBe(`${WEB}/api/auth/oidc/apple-local/callback`);
    const url = new URL(form.action);
    const before = await socialTickets();

    // A cross-site POST carries no SameSite=Lax cookie: it is re-sent as a top-level GET.
    const posted = await app.app.inject({
      method: 'POST',
      url: url.pathname,
      payload: new URLSearchParams(form.fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(posted.statusCode).toBe(302);
    const resend = new URL(String(posted.headers.location));
    expect(resend.pathname).toBe('/api/auth/oidc/apple-local/callback');
    expect(resend.searchParams.get('code')).toBe(form.fields.code);
    expect(await socialTickets()).toBe(before);

    const done = await callback(resend.href, started.cookie);
    expect(done.location.searchParams.get('type')).toBe('2');
    expect(done.location.searchParams.get('return_to')).toBe('/favorites');
    const created = await post(app, 'user_signup', {
      type: 2,
      auth_id: done.location.searchParams.get('auth_id'),
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ email: 'dan@example.com', logintype: 2 });

    // Same-site form posts that do carry the cookie are handled at once.
    const again = await start('', 'apple-local');
    const form2 = await provider.signInFormPost(again.location.href, 'dan');
    const direct = await app.app.inject({
      method: 'POST',
      url: url.pathname,
      payload: new URLSearchParams(form2.fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: again.cookie },
    });
    expect(new URL(String(direct.headers.location)).searchParams.get('auth_id')).toMatch(/^[\w-]{43}$/);
  });
});

describe('refused callbacks', () => {
  it('refuses a missing, foreign or tampered state without issuing a ticket', async () => {
    const before = await socialTickets();
    const started = await start();
    const answer = await provider.signIn(started.location.href, 'fay');
    const other = await start();

    expectError((await callback(answer)).location); // no cookie
    expectError((await callback(answer, other.cookie)).location); // another sign-in's browser
    const tampered = new URL(answer);
    tampered.searchParams.set('state', `${started.state.slice(0, -2)}xx`);
    expectError((await callback(tampered.href, started.cookie)).location);
    expectError(
      (await callback(tampered.href, `domus_oidc_state=${tampered.searchParams.get('state')}`)).location,
    );
    expect(await socialTickets()).toBe(before);

    // None of that used up the real sign-in; once completed, its answer cannot be replayed.
    const done = await callback(answer, started.cookie);
    expect(done.location.searchParams.get('auth_id')).toMatch(/^[\w-]{43}$/);
    expectError((await callback(answer, started.cookie)).location);
  });

  it('refuses a provider error, a bad code and a code from another sign-in (PKCE, nonce)', async () => {
    const before = await socialTickets();
    const denied = await start();
    const deniedAnswer = `${WEB}/api/auth/oidc/local/callback?error=access_denied&state=${denied.state}`;
    expectError((await callback(deniedAnswer, denied.cookie)).location);

    const bad = await start();
    const badAnswer = new URL(await provider.signIn(bad.location.href, 'gus'));
    badAnswer.searchParams.set('code', `${badAnswer.searchParams.get('code')}x`);
    expectError((await callback(badAnswer.href, bad.cookie)).location);

    // A code obtained by sign-in A, injected into sign-in B (the attacker's code in the victim's
    // browser): B's state and cookie match, but the code is bound to A's PKCE challenge.
    const a = await start();
    const b = await start();
    const aAnswer = new URL(await provider.signIn(a.location.href, 'hal'));
    aAnswer.searchParams.set('state', b.state);
    expectError((await callback(aAnswer.href, b.cookie)).location);
    expect(await socialTickets()).toBe(before);
  });
});

describe('web-settings', () => {
  it('lists the configured providers without secrets', async () => {
    const settings = await get(app, 'web-settings');
    expect(settings.body.data.social_login).toBe(true);
    expect(settings.body.data.social_login_providers).toEqual([
      { id: 'local', name: 'Local ID', type: 0 },
      { id: 'apple-local', name: 'Local Apple', type: 2 },
    ]);
    const text = JSON.stringify(settings.body);
    expect(text).not.toContain(CLIENT.clientSecret);
    expect(text).not.toContain(provider.issuer);
  });
});
