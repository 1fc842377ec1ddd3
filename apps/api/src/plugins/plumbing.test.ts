import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setSetting } from '../db/testing/settings.factory.js';
import { bearer, createSession, createUser } from '../db/testing/user.factory.js';
import { dropEmpty, parseBracketPairs } from '../lib/bracket-params.js';
import { createTestApp, get, type TestApp } from '../testing/test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

describe('bracket notation and empty values', () => {
  it('builds nested arrays ordered by index, with [] appends', () => {
    const parsed = parseBracketPairs([
      ['parameters[5][parameter_id]', '9'],
      ['parameters[0][parameter_id]', '5'],
      ['parameters[0][value]', '3'],
      ['gallery_images[]', 'a'],
      ['gallery_images[]', 'b'],
      ['title', 'Villa'],
    ]);
    expect(parsed).toEqual({
      parameters: [{ parameter_id: '5', value: '3' }, { parameter_id: '9' }],
      gallery_images: ['a', 'b'],
      title: 'Villa',
    });
  });

  it('refuses too deep nesting, too many keys and prototype keys', () => {
    expect(() => parseBracketPairs([['a[b][c][d][e]', '1']])).toThrow(/nested too deeply/);
    expect(() =>
      parseBracketPairs(Array.from({ length: 1001 }, (_, i) => [`k${i}`, 'v'] as [string, string])),
    ).toThrow(/At most 1000/);
    expect(() => parseBracketPairs([['__proto__[x]', '1']])).toThrow(/not allowed/);
    expect(() =>
      parseBracketPairs(Array.from({ length: 101 }, () => ['ids[]', '1'] as [string, string])),
    ).toThrow(/At most 100 items/);
  });

  it("drops '', 'undefined' and 'null' everywhere and trims strings", () => {
    expect(
      dropEmpty({ a: ' x ', b: '', c: 'undefined', d: 'null', e: null, f: ['1', '', ' 2 '], g: { h: '' } }),
    ).toEqual({
      a: 'x',
      f: ['1', '2'],
      g: {},
    });
  });
});

describe('HTTP conventions', () => {
  it('answers unknown calls with the 404 envelope', async () => {
    const res = await get(app, 'no-such-call');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: true, message: 'No data found', code: 'NOT_FOUND' });
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('answers a wrong method with 405 METHOD_NOT_ALLOWED', async () => {
    const res = await app.app.inject({ method: 'POST', url: '/api/get-property-list', payload: {} });
    expect(res.statusCode).toBe(405);
    expect(res.json().code).toBe('METHOD_NOT_ALLOWED');
  });

  it('tolerates a trailing slash', async () => {
    const res = await app.app.inject({ method: 'GET', url: '/api/get-property-list/' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ error: false, data: [], total: 0 });
  });

  it('sends security headers and a request id', async () => {
    const res = await get(app, 'web-settings');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBeDefined();
    expect(res.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
    expect(res.headers['content-type']).toMatch(/application\/json/);
  });

  it('reports health with a database check', async () => {
    const res = await app.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ error: false, message: 'ok', data: { database: 'ok' } });
  });

  it('serves an OpenAPI document generated from the call schemas, and a docs page', async () => {
    const doc = await app.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    const json = doc.json();
    expect(json.openapi).toBe('3.1.0');
    const params = json.paths['/api/get-property-list'].get.parameters.map((p: { name: string }) => p.name);
    expect(params).toEqual(
      expect.arrayContaining(['city', 'min_price', 'max_price', 'offset', 'limit', 'category_slug_id']),
    );
    const page = await app.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
  });

  it('caches public catalogue reads for guests and never personalised answers', async () => {
    const guest = await get(app, 'web-settings');
    expect(guest.headers['cache-control']).toBe('public, max-age=60');
    const user = await createUser(app);
    const token = await createSession(app, user.id);
    const member = await get(app, 'web-settings', {}, bearer(token));
    expect(member.headers['cache-control']).toBe('private, no-store');
    expect(member.headers.vary).toMatch(/Authorization/);
  });

  it('rejects an unsupported body type with 415', async () => {
    const res = await app.app.inject({
      method: 'POST',
      url: '/api/get-property-list',
      headers: { 'content-type': 'text/plain' },
      payload: 'x',
    });
    expect([405, 415]).toContain(res.statusCode);
  });
});

describe('credentials: Bearer or cookie, and access levels', () => {
  it('treats a bad Bearer token on an optional call as TOKEN_INVALID', async () => {
    const res = await get(app, 'get-property-list', {}, bearer('nope'));
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({
      code: 'TOKEN_INVALID',
      message: 'You have not logged in. Please log in first',
    });
  });

  it('ignores credentials on public calls', async () => {
    const res = await get(app, 'get_nearby_properties', { city: 'Pune' }, bearer('nope'));
    expect(res.status).toBe(200);
  });

  it('lets a Bearer header win over a good cookie', async () => {
    const user = await createUser(app);
    const token = await createSession(app, user.id);
    const res = await get(app, 'web-settings', {}, { ...bearer('bad'), cookie: `domus_session=${token}` });
    expect(res.status).toBe(401);
    const cookieOnly = await get(app, 'web-settings', {}, { cookie: `domus_session=${token}` });
    expect(cookieOnly.status).toBe(200);
    expect(cookieOnly.body.data.is_active).toBe(true);
  });

  it('expires a dead session cookie on a 401', async () => {
    const res = await get(app, 'web-settings', {}, { cookie: 'domus_session=dead' });
    expect(res.status).toBe(401);
    expect(String(res.headers['set-cookie'])).toMatch(/domus_session=;.*Max-Age=0/);
  });

  it('serves a deactivated account as a guest on optional calls, reporting is_active false', async () => {
    const user = await createUser(app);
    const token = await createSession(app, user.id, {
      revoked_at: app.clock.now.toISOString(),
      revoked_reason: 'deactivated',
    });
    const res = await get(app, 'web-settings', {}, bearer(token));
    expect(res.status).toBe(200);
    expect(res.body.data.is_active).toBe(false);
    expect(res.body.data.verification_status).toBeUndefined();
  });

  it('treats a session idle for more than 30 days as invalid', async () => {
    const user = await createUser(app);
    const old = new Date(app.clock.now.getTime() - 31 * 24 * 3600 * 1000).toISOString();
    const token = await createSession(app, user.id, { created_at: old, last_used_at: old });
    const res = await get(app, 'web-settings', {}, bearer(token));
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('TOKEN_INVALID');
  });
});

describe('web-settings', () => {
  it('reports every public key, price bounds over browsable listings, and no secrets', async () => {
    const { createCategory, createProperty } = await import('../db/testing/listing.factory.js');
    const local = await createTestApp();
    try {
      const category = await createCategory(local);
      await createProperty(local, { category_id: category.id, price: 1500 });
      await createProperty(local, { category_id: category.id, price: 900_000, property_type: 'rent' });
      await createProperty(local, { category_id: category.id, price: 5, property_type: 'sold' });
      await createProperty(local, { category_id: category.id, price: 9_999_999, request_status: 'pending' });
      await setSetting(local, 'stripe_secret_key', 'sk_live_secret');
      const res = await get(local, 'web-settings');
      expect(res.status).toBe(200);
      expect(res.body.data.min_price).toBe(1500);
      expect(res.body.data.max_price).toBe(900000);
      expect(res.body.data.number_with_suffix).toMatch(/^[01]$/);
      expect(res.body.data).toHaveProperty('company_name');
      expect(res.body.data).toHaveProperty('languages');
      expect(JSON.stringify(res.body)).not.toContain('sk_live_secret');
      expect(res.body.data.verification_status).toBeUndefined();
    } finally {
      await local.close();
    }
  });
});
