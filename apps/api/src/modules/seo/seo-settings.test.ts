import { SEO_PAGES } from '@domus/shared/schemas/admin-seo.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../../db/dialect.js';
import { createLanguage } from '../../db/testing/catalogue.factory.js';
import { countRows, findRows, insertRow } from '../../db/testing/rows.js';
import { bearer, createSession, createUser } from '../../db/testing/user.factory.js';
import { createTestApp, get, type TestApp } from '../../testing/test-app.js';
import { multipart, pdf, png } from '../../testing/upload-fixtures.js';

// SEO per public page and language (issue 14): admin/seo-settings (who may, validation, the spec's
// warnings, audit) and the public get_seo_settings (contract §3.8: one page, all pages, 404 for an
// unknown page, language fallback, cached yet fresh after a write).

let app: TestApp;
let admin: Record<string, string>;
let adminId: number;

beforeAll(async () => {
  app = await createTestApp({ responseCache: true });
  const user = await createUser(app, { role: 'admin' });
  adminId = user.id;
  admin = bearer(await createSession(app, user.id));
  await createLanguage(app, { code: 'fr', name: 'Français' });
  await insertRow(app.deps.db, 'staff_roles', {
    name: 'seo_cataloguer',
    permissions: JSON.stringify(['catalogue.write']),
    created_at: nowIso(),
    updated_at: nowIso(),
  });
});
afterAll(async () => {
  await app.close();
});

async function patch(page: string, payload: object, headers = admin) {
  const res = await app.app.inject({
    method: 'PATCH',
    url: `/api/admin/seo-settings/${page}`,
    headers,
    payload,
  });
  return { status: res.statusCode, body: res.json() as any };
}

async function upload(page: string, parts: Parameters<typeof multipart>[0], headers = admin) {
  const body = multipart(parts);
  const res = await app.app.inject({
    method: 'POST',
    url: `/api/admin/seo-settings/${page}/image`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
  return { status: res.statusCode, body: res.json() as any };
}

const publicSeo = async (params: Record<string, string> = {}) =>
  (await get(app, 'get_seo_settings', params)).body;

describe('admin/seo-settings: who may', () => {
  it('answers 401 to a guest, 403 to a member and to staff without settings permissions', async () => {
    const member = bearer(await createSession(app, (await createUser(app)).id));
    const staff = bearer(await createSession(app, (await createUser(app, { role: 'seo_cataloguer' })).id));
    for (const headers of [{}, member, staff]) {
      const expected = Object.keys(headers).length === 0 ? [401, 'NOT_LOGGED_IN'] : [403, 'FORBIDDEN'];
      const answers = [
        await get(app, 'admin/seo-settings', {}, headers),
        await patch('home', { language_code: 'en', title: 'Nope' }, headers),
        await upload(
          'home',
          [
            { name: 'language_code', value: 'en' },
            { name: 'image', file: { filename: 'a.png', data: await png(), contentType: 'image/png' } },
          ],
          headers,
        ),
      ];
      for (const res of answers) expect([res.status, res.body.code]).toEqual(expected);
    }
    expect(await countRows(app.deps.db, 'seo_settings')).toBe(0);
    expect(await countRows(app.deps.db, 'audit_log')).toBe(0);
  });
});

describe('admin/seo-settings: writes', () => {
  it.each([
    ['an unknown page', 'nowhere', { language_code: 'en' }, 'page', 'page must be one of: '],
    ['an unknown language', 'home', { language_code: 'xx' }, 'language_code', 'Unknown language'],
    [
      'a title too long',
      'home',
      { language_code: 'en', title: 'x'.repeat(256) },
      'title',
      'Title must be at most 255',
    ],
    [
      'keywords that are not text',
      'home',
      { language_code: 'en', keywords: { a: 1 } },
      'keywords',
      'Keywords must be text',
    ],
  ])('refuses %s with a message on the field', async (_, page, body, field, message) => {
    const res = await patch(page, body);
    expect([res.status, res.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    const found = (res.body.details.fields as { field: string; message: string }[]).find(
      (f) => f.field === field,
    );
    expect(found?.message).toContain(message);
    expect(await countRows(app.deps.db, 'seo_settings')).toBe(0);
  });

  it('stores per page and language, answers the spec warnings, audits before and after', async () => {
    const long = 'A title that is much longer than the sixty characters advised';
    const res = await patch('properties', {
      language_code: 'fr',
      title: long,
      description: 'Trop court',
      keywords: Array.from({ length: 11 }, (_, i) => `mot ${i}`).join(', '),
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ page: 'properties', language_code: 'fr', title: long });
    expect(res.body.data.warnings.map((w: { field: string }) => w.field)).toEqual([
      'title',
      'description',
      'keywords',
    ]);
    const second = await patch('properties', { language_code: 'fr', title: 'Annonces' });
    expect(second.body.data).toMatchObject({ title: 'Annonces', description: null, warnings: [] });

    const listed = await get(app, 'admin/seo-settings', { language_code: 'fr' }, admin);
    expect(listed.body.data.map((p: { page: string }) => p.page)).toEqual([...SEO_PAGES]);
    expect(listed.body.data[1]).toMatchObject({ page: 'properties', title: 'Annonces' });

    const records = await findRows(app.deps.db, 'audit_log', { target_type: 'seo' }, { orderBy: 'id' });
    expect(records.map((r) => [r.action, r.actor_id])).toEqual([
      ['seo.update', adminId],
      ['seo.update', adminId],
    ]);
    expect(JSON.parse(String(records[1]?.before))).toMatchObject({ page: 'properties', title: long });
    expect(JSON.parse(String(records[1]?.after))).toMatchObject({ title: 'Annonces', keywords: null });
  });

  it('takes a JPEG or PNG as the page image and refuses anything else', async () => {
    const refused = await upload('about', [
      { name: 'language_code', value: 'en' },
      { name: 'image', file: { filename: 'a.png', data: pdf(), contentType: 'image/png' } },
    ]);
    expect(refused.status).toBe(415);
    const res = await upload('about', [
      { name: 'language_code', value: 'en' },
      { name: 'image', file: { filename: 'a.png', data: await png(), contentType: 'image/png' } },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.data.image).toMatch(/seo\/[0-9a-f]+\.png$/);
    expect((await publicSeo({ page: 'about' })).data.image).toBe(res.body.data.image);
  });
});

describe('get_seo_settings', () => {
  it('answers one page, all pages, 404 for an unknown page, and falls back to the defaults', async () => {
    const all = await publicSeo();
    expect(all.data.map((p: { page: string }) => p.page)).toEqual([...SEO_PAGES]);
    const home = await publicSeo({ page: 'faqs' });
    expect(Object.keys(home.data).sort()).toEqual(['description', 'image', 'keywords', 'page', 'title']);
    expect(home.data).toMatchObject({ page: 'faqs', title: 'Domus', description: null, keywords: null });
    const unknown = await get(app, 'get_seo_settings', { page: 'nowhere' });
    expect([unknown.status, unknown.body.code]).toEqual([404, 'NOT_FOUND']);
  });

  it('shows a write at once in the reader language, the default language filling the gaps', async () => {
    expect((await publicSeo({ page: 'home', language_code: 'fr' })).data.title).toBe('Domus');
    await patch('home', { language_code: 'en', title: 'Homes for everyone', description: 'English words' });
    await patch('home', { language_code: 'fr', title: 'Des maisons pour tous' });
    expect((await publicSeo({ page: 'home', language_code: 'fr' })).data).toMatchObject({
      title: 'Des maisons pour tous',
      description: 'English words',
    });
    expect((await publicSeo({ page: 'home' })).data.title).toBe('Homes for everyone');
  });

  it('is in the OpenAPI document with its two optional parameters', async () => {
    const doc = (await app.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const params = doc.paths['/api/get_seo_settings'].get.parameters as { name: string; required: boolean }[];
    expect(params.map((p) => [p.name, p.required])).toEqual([
      ['page', false],
      ['language_code', false],
    ]);
  });
});
