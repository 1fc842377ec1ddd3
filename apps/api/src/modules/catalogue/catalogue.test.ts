import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLanguage } from '../../db/testing/catalogue.factory.js';
import { bearer, createSession, createUser } from '../../db/testing/user.factory.js';
import { createTestApp, get, type TestApp } from '../../testing/test-app.js';

/**
 * Conventions shared by every catalogue read: public access, cache headers,
 * methods, paging validation and the generated OpenAPI document. Each call's own behaviour is
 * tested in catalogue-*.test.ts.
 */
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
  await createLanguage(app, { code: 'en', name: 'English' });
});
afterAll(async () => {
  await app.close();
});

const CALLS: { name: string; query: Record<string, unknown>; cache: string; paged: boolean }[] = [
  { name: 'get_categories', query: {}, cache: 'public, max-age=60', paged: true },
  { name: 'get_articles', query: {}, cache: 'private, no-store', paged: true },
  { name: 'get-cities-data', query: {}, cache: 'private, no-store', paged: true },
  { name: 'get_languages', query: { language_code: 'en' }, cache: 'public, max-age=60', paged: false },
  { name: 'get_facilities', query: {}, cache: 'public, max-age=60', paged: false },
  { name: 'get_report_reasons', query: {}, cache: 'public, max-age=60', paged: false },
  { name: 'faqs', query: {}, cache: 'public, max-age=60', paged: true },
  { name: 'get-facilities-for-filter', query: {}, cache: 'public, max-age=60', paged: false },
];

describe('catalogue reads', () => {
  it.each(CALLS)('$name answers a guest with the success envelope and its cache policy', async (call) => {
    const res = await get(app, call.name, call.query);
    expect(res.status).toBe(200);
    expect(res.body.error).toBe(false);
    expect(res.body.message).toBe('Data fetched successfully');
    expect(res.headers['cache-control']).toBe(call.cache);
    expect(res.headers['content-type']).toMatch(/application\/json/);
  });

  it.each(CALLS)('$name is public: bad, deactivated and valid credentials are all ignored', async (call) => {
    const active = await createUser(app);
    const deactivated = await createUser(app, { is_active: 0 });
    const guest = await get(app, call.name, call.query);
    for (const headers of [
      bearer('not-a-real-token'),
      bearer(await createSession(app, active.id)),
      bearer(await createSession(app, deactivated.id)),
      { cookie: 'domus_session=expired-cookie' },
    ]) {
      const res = await get(app, call.name, call.query, headers);
      expect(res.status).toBe(200);
      expect(res.body).toEqual(guest.body);
    }
  });

  it.each(CALLS)('$name answers only GET', async (call) => {
    const res = await app.app.inject({ method: 'POST', url: `/api/${call.name}`, payload: {} });
    expect(res.statusCode).toBe(405);
    expect(res.json().code).toBe('METHOD_NOT_ALLOWED');
  });

  it.each(CALLS.filter((c) => c.paged))('$name validates offset and limit', async (call) => {
    const bad = await get(app, call.name, { offset: -1, limit: 500 });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      error: true,
      code: 'VALIDATION_FAILED',
      message: 'offset must be at least 0',
      details: {
        fields: [
          { field: 'offset', message: 'offset must be at least 0' },
          { field: 'limit', message: 'limit must be at most 100' },
        ],
      },
    });
    expect(bad.headers['cache-control']).toBe('private, no-store');
  });

  it('drops empty and "null"/"undefined" values instead of refusing them', async () => {
    for (const value of ['', 'null', 'undefined']) {
      const res = await get(app, 'get_categories', { offset: value, limit: value, search: value, id: value });
      expect(res.status, value).toBe(200);
    }
  });

  it('documents every catalogue call and its parameters in the OpenAPI document', async () => {
    const doc = (await app.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const params = (name: string) =>
      (doc.paths[`/api/${name}`].get.parameters as { name: string; required: boolean }[]).map((p) =>
        p.required ? `${p.name}*` : p.name,
      );
    expect(params('get_categories')).toEqual(['search', 'has_property', 'id', 'slug_id', 'offset', 'limit']);
    expect(params('get_articles')).toEqual(['id', 'slug_id', 'category_id', 'offset', 'limit']);
    expect(params('get-cities-data')).toEqual(['offset', 'limit']);
    expect(params('get_languages')).toEqual(['language_code*', 'web_language_file']);
    expect(params('get_facilities')).toEqual(['id']);
    expect(params('get_report_reasons')).toEqual(['id']);
    expect(params('faqs')).toEqual(['offset', 'limit']);
    expect(params('get-facilities-for-filter')).toEqual([]);
    for (const call of CALLS) expect(doc.paths[`/api/${call.name}`].get.tags).toEqual(['Catalogue']);
  });
});
