import { CONTENT_MESSAGES } from '@domus/shared/schemas/admin-content.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../../db/dialect.js';
import { createLanguage } from '../../db/testing/catalogue.factory.js';
import { createCategory } from '../../db/testing/listing.factory.js';
import { countRows, findRows, insertRow } from '../../db/testing/rows.js';
import { bearer, createSession, createUser } from '../../db/testing/user.factory.js';
import { createTestApp, get, post, type TestApp } from '../../testing/test-app.js';

// Operators' articles, FAQs and pages (admin/articles, admin/faqs, admin/pages; contract §3.8,
// §2.15): who may, validation, sanitised HTML, audit records with before/after, and that the
// cached public reads (get_articles, faqs, web-settings in the reader's language) change at once.

let app: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  app = await createTestApp({ responseCache: true });
  admin = bearer(await createSession(app, (await createUser(app, { role: 'admin' })).id));
  await createLanguage(app, { code: 'ar', name: 'العربية', rtl: 1 });
});
afterAll(async () => {
  await app.close();
});

async function send(method: 'PATCH' | 'DELETE', call: string, payload?: object, headers = admin) {
  const res = await app.app.inject({ method, url: `/api/${call}`, headers, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json() as any };
}
const auditOf = (type: string) =>
  findRows(app.deps.db, 'audit_log', { target_type: type }, { orderBy: 'id' });
const HOSTILE =
  '<h2>Heading</h2><p>A <strong>bold</strong> and <em>soft</em> word <a href="https://example.com" onclick="x()">link</a></p>' +
  '<script>alert(1)</script><img src="https://evil.example/x.png" onerror="alert(2)">' +
  '<a href="javascript:alert(3)">bad</a><ul><li>one</li></ul><blockquote>quote</blockquote>';

describe('content calls: who may', () => {
  it('answers 401 to a guest, 403 to a member and to a staff role without content rights', async () => {
    await insertRow(app.deps.db, 'staff_roles', {
      name: 'content_none',
      permissions: JSON.stringify(['catalogue.write', 'settings.write']),
      created_at: nowIso(),
      updated_at: nowIso(),
    });
    const member = bearer(await createSession(app, (await createUser(app)).id));
    const staff = bearer(await createSession(app, (await createUser(app, { role: 'content_none' })).id));
    const faq = await insertRow(app.deps.db, 'faqs', {
      question: 'Q',
      answer: 'A',
      created_at: nowIso(),
      updated_at: nowIso(),
    });
    for (const headers of [{}, member, staff]) {
      const expected = headers === member || headers === staff ? [403, 'FORBIDDEN'] : [401, 'NOT_LOGGED_IN'];
      const answers = [
        await get(app, 'admin/articles', {}, headers),
        await get(app, 'admin/articles/1', {}, headers),
        await post(app, 'admin/articles', { title: 'T', description: 'd' }, headers),
        await send('PATCH', 'admin/articles/1', { title: 'T', description: 'd' }, headers),
        await send('DELETE', 'admin/articles/1', undefined, headers),
        await get(app, 'admin/faqs', {}, headers),
        await post(app, 'admin/faqs', { question: 'Q', answer: 'A' }, headers),
        await post(app, `admin/faqs/${faq.id}/status`, { status: false }, headers),
        await send('DELETE', `admin/faqs/${faq.id}`, undefined, headers),
        await get(app, 'admin/pages', {}, headers),
        await get(app, 'admin/pages/about_us', { language_code: 'en' }, headers),
        await send('PATCH', 'admin/pages/about_us', { language_code: 'en', content: 'x' }, headers),
      ];
      for (const res of answers) expect([res.status, res.body.code]).toEqual(expected);
    }
    expect(await countRows(app.deps.db, 'audit_log')).toBe(0);
  });
});

describe('admin/articles', () => {
  it.each([
    ['no title', { description: 'x' }, 'title', CONTENT_MESSAGES.titleRequired],
    ['no description', { title: 'T' }, 'description', CONTENT_MESSAGES.descriptionRequired],
    [
      'a long title',
      { title: 'x'.repeat(256), description: 'd' },
      'title',
      'Title must be at most 255 characters',
    ],
    ['a title that is not text', { title: { a: 1 }, description: 'd' }, 'title', 'Title must be text'],
    [
      'only a script',
      { title: 'T', description: '<script>x</script>' },
      'description',
      CONTENT_MESSAGES.descriptionRequired,
    ],
    [
      'an unknown category',
      { title: 'T', description: 'd', category_id: 99999 },
      'category_id',
      'Please select Category',
    ],
  ])('refuses %s with a message on the field, storing nothing', async (_, body, field, message) => {
    const before = await countRows(app.deps.db, 'articles');
    const res = await post(app, 'admin/articles', body, admin);
    expect([res.status, res.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(res.body.details.fields).toContainEqual({ field, message });
    expect(await countRows(app.deps.db, 'articles')).toBe(before);
  });

  it('stores sanitised HTML, makes a unique slug, warns on SEO, and is public at once', async () => {
    const category = await createCategory(app, { category: 'Villas' });
    const first = await post(
      app,
      'admin/articles',
      {
        title: 'Buying a Home!',
        description: HOSTILE,
        category_id: category.id,
        meta_title: 'x'.repeat(61),
        meta_keywords: 'a,b,c,d,e,f,g,h,i,j,k',
        meta_description: 'short',
      },
      admin,
    );
    expect(first.status).toBe(201);
    const html: string = first.body.data.description;
    expect(html).not.toMatch(/script|onerror|onclick|javascript:|evil\.example|alert/);
    expect(html).toContain('<h2>Heading</h2>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<a href="https://example.com" rel="noopener">link</a>');
    expect(html).toContain('<blockquote>quote</blockquote>');
    expect(first.body.data).toMatchObject({
      slug_id: 'buying-a-home',
      category: { id: category.id, category: 'Villas' },
    });
    expect(first.body.data.warnings.map((w: any) => w.code).sort()).toEqual([
      'META_DESCRIPTION_LENGTH',
      'META_KEYWORDS_TOO_MANY',
      'META_TITLE_TOO_LONG',
    ]);
    const second = await post(app, 'admin/articles', { title: 'Buying a home', description: 'p' }, admin);
    expect(second.body.data.slug_id).toBe('buying-a-home-1');

    const ownMedia = `${app.deps.storage.publicUrl('articles/a.jpg')}`;
    const withImage = await post(
      app,
      'admin/articles',
      { title: 'Pictured', description: `<p>x</p><img src="${ownMedia}" alt="A">` },
      admin,
    );
    expect(withImage.body.data.description).toContain(`<img src="${ownMedia}" alt="A" />`);

    const pub = await get(app, 'get_articles', { slug_id: 'buying-a-home' });
    expect(pub.body.data[0].description).toBe(html);
    const listed = await get(app, 'admin/articles', { search: 'buying', category_id: category.id }, admin);
    expect([listed.body.total, listed.body.data[0].id]).toEqual([1, first.body.data.id]);
    const [audit] = (await auditOf('article')).filter((r) => r.target_id === first.body.data.id);
    expect([audit?.action, audit?.before, JSON.parse(audit?.after ?? '{}').description]).toEqual([
      'article.create',
      null,
      html,
    ]);
  });

  it('edits (slug kept unless sent) and deletes, each audited with before and after', async () => {
    const made = (await post(app, 'admin/articles', { title: 'Old title', description: '<p>old</p>' }, admin))
      .body.data;
    await get(app, 'get_articles', { id: made.id }); // cached now
    const edited = await send('PATCH', `admin/articles/${made.id}`, {
      title: 'New title',
      description: '<p>new <a href="javascript:x">x</a></p>',
    });
    expect(edited.body.data).toMatchObject({
      title: 'New title',
      slug_id: 'old-title',
      description: '<p>new <a rel="noopener">x</a></p>',
    });
    expect((await get(app, 'get_articles', { id: made.id })).body.data[0].title).toBe('New title');
    const reslugged = await send('PATCH', `admin/articles/${made.id}`, {
      title: 'New title',
      description: 'd',
      slug_id: 'Fresh Slug',
    });
    expect(reslugged.body.data.slug_id).toBe('fresh-slug');
    const gone = await send('DELETE', `admin/articles/${made.id}`);
    expect(gone.status).toBe(200);
    expect((await send('DELETE', `admin/articles/${made.id}`)).status).toBe(404);
    const records = (await auditOf('article')).filter((r) => r.target_id === made.id);
    expect(records.map((r) => r.action)).toEqual([
      'article.create',
      'article.update',
      'article.update',
      'article.delete',
    ]);
    expect(JSON.parse(records[1]?.before ?? '{}').title).toBe('Old title');
    expect(JSON.parse(records[1]?.after ?? '{}').title).toBe('New title');
    expect([JSON.parse(records[3]?.before ?? '{}').slug_id, records[3]?.after]).toEqual(['fresh-slug', null]);
  });
});

describe('admin/faqs', () => {
  it('refuses an empty question and answer', async () => {
    const res = await post(app, 'admin/faqs', { question: '', answer: '' }, admin);
    expect(res.status).toBe(400);
    expect(res.body.details.fields).toContainEqual({
      field: 'question',
      message: CONTENT_MESSAGES.questionRequired,
    });
  });

  it('adds, switches off and on, edits and deletes a FAQ, public at once and audited', async () => {
    const questions = async () =>
      ((await get(app, 'faqs', { limit: 100 })).body.data as any[]).map((f) => f.question);
    expect(await questions()).not.toContain('Pets allowed?');
    const made = (
      await post(app, 'admin/faqs', { question: 'Pets allowed?', answer: 'Ask the owner.' }, admin)
    ).body.data;
    expect(made).toMatchObject({ status: true });
    expect(await questions()).toContain('Pets allowed?');
    const off = await post(app, `admin/faqs/${made.id}/status`, { status: false }, admin);
    expect(off.body.data.status).toBe(false);
    expect(await questions()).not.toContain('Pets allowed?');
    await post(app, `admin/faqs/${made.id}/status`, { status: 'maybe' }, admin).then((r) =>
      expect(r.status).toBe(400),
    );
    const edited = await send('PATCH', `admin/faqs/${made.id}`, {
      question: 'Pets?',
      answer: 'Yes.',
      status: true,
    });
    expect(edited.body.data).toMatchObject({ question: 'Pets?', status: true });
    expect(await questions()).toContain('Pets?');
    expect((await get(app, 'admin/faqs', { search: 'pets' }, admin)).body.total).toBe(1);
    await send('DELETE', `admin/faqs/${made.id}`);
    expect(await questions()).not.toContain('Pets?');
    const records = (await auditOf('faq')).filter((r) => r.target_id === made.id);
    expect(records.map((r) => r.action)).toEqual(['faq.create', 'faq.status', 'faq.update', 'faq.delete']);
    expect([
      JSON.parse(records[1]?.before ?? '{}').status,
      JSON.parse(records[1]?.after ?? '{}').status,
    ]).toEqual([true, false]);
  });
});

describe('admin/pages', () => {
  const settingsIn = async (language: string) =>
    (await get(app, 'web-settings', {}, { 'accept-language': language })).body.data;

  it('keeps a page per language, sanitised; readers get theirs or the default language', async () => {
    const en = await send('PATCH', 'admin/pages/privacy_policy', {
      language_code: 'en',
      content: '<p>English privacy</p><script>x</script>',
    });
    expect(en.body.data).toMatchObject({ content: '<p>English privacy</p>', is_default_language: true });
    expect((await settingsIn('ar')).privacy_policy).toBe('<p>English privacy</p>'); // no Arabic yet: the default
    const ar = await send('PATCH', 'admin/pages/privacy_policy', {
      language_code: 'ar',
      content: '<p onclick="x">سياسة <strong>الخصوصية</strong></p>',
    });
    expect(ar.body.data).toMatchObject({
      content: '<p>سياسة <strong>الخصوصية</strong></p>',
      fallback: '<p>English privacy</p>',
    });
    expect((await settingsIn('ar')).privacy_policy).toBe('<p>سياسة <strong>الخصوصية</strong></p>');
    expect((await settingsIn('en')).privacy_policy).toBe('<p>English privacy</p>');
    const overview = (await get(app, 'admin/pages', {}, admin)).body.data;
    expect(overview.find((p: any) => p.page === 'privacy_policy').languages).toContainEqual({
      code: 'ar',
      name: 'العربية',
      own_text: true,
    });
    // Emptied: Arabic readers see the default again.
    await send('PATCH', 'admin/pages/privacy_policy', { language_code: 'ar', content: '' });
    expect((await settingsIn('ar')).privacy_policy).toBe('<p>English privacy</p>');
    const records = await auditOf('page');
    expect(records.map((r) => JSON.parse(r.after ?? '{}').language_code)).toEqual(['en', 'ar', 'ar']);
    expect(JSON.parse(records[2]?.before ?? '{}').content).toBe('<p>سياسة <strong>الخصوصية</strong></p>');
  });

  it('refuses an unknown page or a language the site does not have', async () => {
    expect((await send('PATCH', 'admin/pages/cookies', { language_code: 'en', content: 'x' })).status).toBe(
      400,
    );
    const res = await get(app, 'admin/pages/about_us', { language_code: 'xx' }, admin);
    expect([res.status, res.body.details.fields[0].field]).toEqual([400, 'language_code']);
  });
});
