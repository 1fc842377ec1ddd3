import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findRows } from '../../db/testing/rows.js';
import { setSetting } from '../../db/testing/settings.factory.js';
import { type OidcTestProvider, startOidcTestProvider } from '../../testing/oidc-test-provider.js';
import { createTestApp, get, post, type TestApp } from '../../testing/test-app.js';
import { oidcClientRegistry } from './oidc-client.registry.js';

// Native apps sign in with an ID token of a configured provider (`id_token` +
// `provider`): signature against the provider's JWKS, issuer, audience, expiry, nonce. Also what
// happens when a provider is unreachable or misconfigured, and web-settings without providers.

const WEB = 'http://localhost:3000';
const REDIRECT = `${WEB}/api/auth/oidc/local/callback`;
const CLIENT = {
  clientId: 'domus-web',
  clientSecret: 'local-client-secret-0123456789',
  redirectUris: [REDIRECT],
};
const OTHER = {
  clientId: 'other-app',
  clientSecret: 'other-client-secret-0123456789',
  redirectUris: [REDIRECT],
};
let provider: OidcTestProvider;
let impostor: OidcTestProvider;
let app: TestApp;
let downIssuer: string;

beforeAll(async () => {
  provider = await startOidcTestProvider({ ...CLIENT, extraClients: [OTHER] });
  // Another issuer that knows the same client: its tokens must not pass for the first one's.
  impostor = await startOidcTestProvider(CLIENT);
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', () => resolve()));
  downIssuer = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
  await new Promise<void>((resolve) => closed.close(() => resolve()));
  app = await createTestApp({
    oidcProviders: [
      {
        id: 'local',
        name: 'Local ID',
        type: 0,
        issuer: provider.issuer,
        ...CLIENT,
        scope: 'openid email profile',
      },
      { id: 'down', name: 'Down ID', type: 0, issuer: downIssuer, ...CLIENT, scope: 'openid' },
    ],
  });
});
afterAll(async () => {
  await app?.close();
  await provider?.close();
  await impostor?.close();
});

/** What a native app holds after signing in with the provider itself (code flow + PKCE). */
async function idTokenFrom(
  issuer: OidcTestProvider,
  as: { clientId: string; clientSecret: string },
  login: string,
  nonce?: string,
): Promise<string> {
  const config = await client.discovery(new URL(issuer.issuer), as.clientId, as.clientSecret, undefined, {
    execute: [client.allowInsecureRequests],
  });
  const verifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: REDIRECT,
    scope: 'openid email profile',
    state,
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    ...(nonce ? { nonce } : {}),
  });
  const answer = await issuer.signIn(url.href, login);
  const tokens = await client.authorizationCodeGrant(config, new URL(answer), {
    pkceCodeVerifier: verifier,
    expectedState: state,
    ...(nonce ? { expectedNonce: nonce } : {}),
    idTokenExpected: true,
  });
  return tokens.id_token as string;
}

const userCount = async () => (await findRows(app.deps.db, 'users', {}, { select: ['id'] })).length;

async function expectRefused(idToken: string, providerId = 'local') {
  const before = await userCount();
  const response = await post(app, 'user_signup', { type: 0, provider: providerId, id_token: idToken });
  expect(response.status).toBe(401);
  expect(response.body).toMatchObject({
    error: true,
    code: 'SIGN_IN_TICKET_INVALID',
    message: 'Sign-in expired. Please try again',
  });
  expect(await userCount()).toBe(before);
}

describe('verifyIdToken and user_signup with id_token', () => {
  it('accepts a token of the provider for our client and signs in with it', async () => {
    const token = await idTokenFrom(provider, CLIENT, 'ida');
    expect(await app.services.oidc.verifyIdToken('local', token)).toEqual({
      kind: 'social',
      provider: 'local',
      subject: 'ida',
      claims: {
        email: 'ida@example.com',
        email_verified: true,
        name: 'Ida',
        picture: provider.claimsFor('ida').picture,
        type: 0,
      },
    });
    const created = await post(app, 'user_signup', { type: 0, provider: 'local', id_token: token });
    expect(created.status).toBe(201);
    expect(created.body.token).toMatch(/\S{40,}/);
    expect(created.body.data).toMatchObject({ email: 'ida@example.com', name: 'Ida', logintype: 0 });
    const again = await post(app, 'user_signup', {
      type: 0,
      provider: 'local',
      id_token: await idTokenFrom(provider, CLIENT, 'ida'),
    });
    expect(again.status).toBe(200);
    expect(again.body.data.id).toBe(created.body.data.id);
  });

  it('refuses another audience, a forged signature, another issuer, garbage and unknown providers', async () => {
    await expectRefused(await idTokenFrom(provider, OTHER, 'jon'));
    const good = await idTokenFrom(provider, CLIENT, 'jon');
    const [head, body, signature = ''] = good.split('.');
    const flipped = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    await expectRefused(`${head}.${body}.${flipped}`);
    // A payload edited to another subject under the original signature.
    const edited = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(body as string, 'base64url').toString()), sub: 'admin' }),
    ).toString('base64url');
    await expectRefused(`${head}.${edited}.${signature}`);
    await expectRefused(await idTokenFrom(impostor, CLIENT, 'jon'));
    await expectRefused('not-a-token');
    await expectRefused(good, 'nope');
    // The untouched token still works: the refusals were about the changes.
    expect((await app.services.oidc.verifyIdToken('local', good)).subject).toBe('jon');
  });

  it('refuses an expired token by the product clock', async () => {
    const token = await idTokenFrom(provider, CLIENT, 'kim');
    const saved = app.clock.now;
    try {
      app.clock.now = new Date(Date.now() + 3600_000 + 60_000); // lifetime 1 h, 30 s allowance
      await expectRefused(token);
    } finally {
      app.clock.now = saved;
    }
  });

  it('checks the nonce when the app used one', async () => {
    const token = await idTokenFrom(provider, CLIENT, 'lea', 'nonce-abc-123');
    expect((await app.services.oidc.verifyIdToken('local', token, 'nonce-abc-123')).subject).toBe('lea');
    await expect(app.services.oidc.verifyIdToken('local', token, 'nonce-other')).rejects.toMatchObject({
      status: 401,
      code: 'SIGN_IN_TICKET_INVALID',
    });
    // The same through user_signup's `nonce` param.
    const refused = await post(app, 'user_signup', {
      type: 0,
      provider: 'local',
      id_token: token,
      nonce: 'nonce-other',
    });
    expect(refused.body.code).toBe('SIGN_IN_TICKET_INVALID');
    const signed = await post(app, 'user_signup', {
      type: 0,
      provider: 'local',
      id_token: token,
      nonce: 'nonce-abc-123',
    });
    expect(signed.status).toBeLessThan(300);
  });
});

describe('unreachable and misconfigured providers', () => {
  it('sends the browser back with UPSTREAM_UNAVAILABLE and stores nothing', async () => {
    const before = await findRows(app.deps.db, 'sign_in_tickets', {}, { select: ['id'] });
    const response = await app.app.inject({ method: 'GET', url: '/api/auth/oidc/down/start' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`${WEB}/auth/callback?error=UPSTREAM_UNAVAILABLE`);
    expect(response.headers['set-cookie']).toBeUndefined();
    const after = await findRows(app.deps.db, 'sign_in_tickets', {}, { select: ['id'] });
    expect(after.length).toBe(before.length);
    await expect(app.services.oidc.verifyIdToken('down', 'a.b.c')).rejects.toMatchObject({
      status: 503,
      code: 'UPSTREAM_UNAVAILABLE',
    });
  });

  it('refuses a plain-http issuer that is not on this machine', () => {
    const base = { name: 'X', type: 0 as const, clientId: 'c', clientSecret: 's', scope: 'openid' };
    expect(() => oidcClientRegistry([{ ...base, id: 'x', issuer: 'http://id.example.com' }])).toThrow(
      /https/,
    );
    expect(() => oidcClientRegistry([{ ...base, id: 'y', issuer: 'https://id.example.com' }])).not.toThrow();
    expect(() => oidcClientRegistry([{ ...base, id: 'z', issuer: 'http://127.0.0.1:9' }])).not.toThrow();
  });
});

describe('web-settings social keys', () => {
  it('turns social sign-in off without providers, and follows the operator switch with them', async () => {
    const bare = await createTestApp();
    try {
      await setSetting(bare, 'social_login', true);
      const settings = await get(bare, 'web-settings');
      expect(settings.body.data).toMatchObject({ social_login: false, social_login_providers: [] });
    } finally {
      await bare.close();
    }
    await setSetting(app, 'social_login', false);
    app.services.settings.invalidate();
    const off = await get(app, 'web-settings');
    expect(off.body.data.social_login).toBe(false);
    await setSetting(app, 'social_login', true);
    app.services.settings.invalidate();
    const on = await get(app, 'web-settings');
    expect(on.body.data.social_login).toBe(true);
    expect(on.body.data.social_login_providers).toEqual([
      { id: 'local', name: 'Local ID', type: 0 },
      { id: 'down', name: 'Down ID', type: 0 },
    ]);
  });
});
