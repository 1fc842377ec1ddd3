import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLanguage } from '../../db/testing/catalogue.factory.js';
import { findRows } from '../../db/testing/rows.js';
import { bearer, createSession, createUser } from '../../db/testing/user.factory.js';
import { createTestApp, get, post, type TestApp } from '../../testing/test-app.js';

// Languages and their web strings in the console (issue 14): who may, validation, the default
// language kept, strings beside English with gaps flagged, and an edit served at once by the cached
// public get_languages.

let app: TestApp;
let admin: Record<string, string>;
let member: Record<string, string>;

const ENGLISH = { homeTitle: 'Find your home', searchButton: 'Search', footerNote: 'All rights reserved' };

beforeAll(async () => {
  app = await createTestApp({ responseCache: true });
  await createLanguage(app, { code: 'en', name: 'English', web_file: JSON.stringify(ENGLISH) });
  await createLanguage(app, {
    code: 'ar',
    name: 'العربية',
    rtl: 1,
    web_file: JSON.stringify({ homeTitle: 'ابحث عن منزلك', searchButton: '' }),
  });
  admin = bearer(await createSession(app, (await createUser(app, { role: 'admin' })).id));
  member = bearer(await createSession(app, (await createUser(app)).id));
});
afterAll(async () => {
  await app.close();
});

async function send(method: 'PATCH' | 'DELETE', call: string, payload?: object, headers = admin) {
  const res = await app.app.inject({ method, url: `/api/${call}`, headers, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json() as any };
}

const arabic = async () =>
  (await get(app, 'get_languages', { language_code: 'ar', web_language_file: 1 })).body.data.file_name;

describe('admin/languages', () => {
  it('is refused to guests (401) and members (403)', async () => {
    expect((await get(app, 'admin/languages')).status).toBe(401);
    expect((await get(app, 'admin/languages', {}, member)).body.code).toBe('FORBIDDEN');
    expect((await get(app, 'admin/languages/ar/strings', {}, member)).status).toBe(403);
    expect(
      (await send('PATCH', 'admin/languages/ar/strings', { strings: { homeTitle: 'x' } }, member)).status,
    ).toBe(403);
    expect((await post(app, 'admin/languages', { code: 'fr', name: 'Français' }, member)).status).toBe(403);
    expect((await send('DELETE', 'admin/languages/ar', undefined, {})).status).toBe(401);
  });

  it('lists languages with the default marked and the strings each lacks', async () => {
    const res = await get(app, 'admin/languages', {}, admin);
    expect(res.status).toBe(200);
    expect(res.body.data.map((l: any) => [l.code, l.rtl, l.is_default, l.missing])).toEqual([
      ['en', false, true, 0],
      ['ar', true, false, 2],
    ]);
  });

  it('adds, edits and deletes a language, never the default, audited', async () => {
    const bad = await post(app, 'admin/languages', { code: 'french!', name: '' }, admin);
    expect([bad.status, bad.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    const added = await post(app, 'admin/languages', { code: 'fr', name: 'Français', rtl: false }, admin);
    expect([added.status, added.body.data.code, added.body.data.missing]).toEqual([201, 'fr', 3]);
    const twice = await post(app, 'admin/languages', { code: 'FR', name: 'Again' }, admin);
    expect([twice.status, twice.body.message]).toEqual([400, 'This language already exists']);
    const web = (await get(app, 'web-settings')).body.data.languages.map((l: any) => l.code);
    expect(web).toContain('fr');
    const renamed = await send('PATCH', 'admin/languages/fr', { name: 'French', enabled: false });
    expect([renamed.status, renamed.body.data.name, renamed.body.data.enabled]).toEqual([
      200,
      'French',
      false,
    ]);
    expect((await get(app, 'web-settings')).body.data.languages.map((l: any) => l.code)).not.toContain('fr');
    const gone = await send('DELETE', 'admin/languages/fr');
    expect(gone.status).toBe(200);
    expect((await send('DELETE', 'admin/languages/fr')).body.code).toBe('LANGUAGE_NOT_FOUND');
    const keep = await send('DELETE', 'admin/languages/en');
    expect([keep.status, keep.body.message]).toEqual([400, 'The default language cannot be deleted']);
    const off = await send('PATCH', 'admin/languages/en', { enabled: false });
    expect([off.status, off.body.message]).toEqual([400, 'The default language cannot be disabled']);
    const audit = await findRows(app.deps.db, 'audit_log', { target_type: 'language' });
    expect(audit.map((a) => a.action)).toEqual(['language.create', 'language.update', 'language.delete']);
  });

  it('shows every string key with English beside and the missing ones flagged', async () => {
    const res = await get(app, 'admin/languages/ar/strings', {}, admin);
    expect(res.status).toBe(200);
    expect(res.body.data.missing).toBe(2);
    expect(res.body.data.strings).toEqual([
      { key: 'homeTitle', english: 'Find your home', value: 'ابحث عن منزلك', missing: false },
      { key: 'searchButton', english: 'Search', value: '', missing: true },
      { key: 'footerNote', english: 'All rights reserved', value: '', missing: true },
    ]);
    expect((await get(app, 'admin/languages/xx/strings', {}, admin)).body.code).toBe('LANGUAGE_NOT_FOUND');
  });

  it('serves an edited Arabic string at once (past the cached get_languages), audited', async () => {
    expect((await arabic()).homeTitle).toBe('ابحث عن منزلك');
    const res = await send('PATCH', 'admin/languages/ar/strings', {
      strings: { homeTitle: 'جد بيتك', searchButton: 'بحث' },
    });
    expect([res.status, res.body.data.changed]).toEqual([200, 2]);
    expect(await arabic()).toMatchObject({ homeTitle: 'جد بيتك', searchButton: 'بحث' });
    const audit = await findRows(app.deps.db, 'audit_log', { action: 'language.strings_update' });
    expect(JSON.parse(audit.at(-1)?.before as string)).toEqual({
      homeTitle: 'ابحث عن منزلك',
      searchButton: '',
    });
    expect(JSON.parse(audit.at(-1)?.after as string)).toEqual({ homeTitle: 'جد بيتك', searchButton: 'بحث' });
  });

  it('refuses unknown keys and oversize strings, storing nothing; an import replaces the file', async () => {
    const before = await arabic();
    const unknown = await send('PATCH', 'admin/languages/ar/strings', {
      strings: { homeTitle: 'x', notAKey: 'y' },
    });
    expect([unknown.status, unknown.body.message]).toEqual([400, 'notAKey: not a web string']);
    const long = await send('PATCH', 'admin/languages/ar/strings', {
      strings: { homeTitle: 'x'.repeat(2001) },
    });
    expect([long.status, long.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    const shape = await send('PATCH', 'admin/languages/ar/strings', { strings: ['x'] });
    expect(shape.status).toBe(400);
    expect(await arabic()).toEqual(before);
    const imported = await send('PATCH', 'admin/languages/ar/strings', {
      strings: { footerNote: 'جميع الحقوق محفوظة' },
      replace: true,
    });
    expect(imported.status).toBe(200);
    expect(await arabic()).toEqual({ footerNote: 'جميع الحقوق محفوظة' });
  });
});
