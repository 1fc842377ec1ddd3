import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  clearCatalogue,
  createFacility,
  createFaq,
  createLanguage,
  createReportReason,
} from '../../db/testing/catalogue.factory.js';
import { createTestApp, get, type TestApp } from '../../testing/test-app.js';

const MEDIA = 'http://localhost:3000/media';
const PUBLIC_CACHE = 'public, max-age=60';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});
beforeEach(async () => {
  await clearCatalogue(app);
});

function expectValidation(res: { status: number; body: unknown }, field: string, message: string) {
  expect(res.status).toBe(400);
  expect(res.body).toEqual({
    error: true,
    message,
    code: 'VALIDATION_FAILED',
    details: { fields: [{ field, message }] },
  });
}

describe('get_languages', () => {
  async function seedLanguages() {
    const en = await createLanguage(app, {
      code: 'en',
      name: 'English',
      app_file: JSON.stringify({ hello: 'Hello (app)', bye: 'Bye' }),
      web_file: JSON.stringify({ hello: 'Hello (web)', nested: { title: 'Home' } }),
    });
    const ar = await createLanguage(app, {
      code: 'ar',
      name: 'العربية',
      rtl: 1,
      app_file: JSON.stringify({ hello: 'مرحبا' }),
      web_file: JSON.stringify({ hello: 'أهلا' }),
    });
    await createLanguage(app, { code: 'fr', name: 'Français', status: 0 });
    return { en, ar };
  }

  it("returns the language with the app's strings by default", async () => {
    const { en } = await seedLanguages();
    const res = await get(app, 'get_languages', { language_code: 'en' });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe(PUBLIC_CACHE);
    expect(res.body).toEqual({
      error: false,
      message: 'Data fetched successfully',
      data: {
        id: en.id,
        name: 'English',
        code: 'en',
        rtl: false,
        file_name: { hello: 'Hello (app)', bye: 'Bye' },
      },
    });
  });

  it("returns the web client's strings with web_language_file true, the app's with false", async () => {
    const { ar } = await seedLanguages();
    for (const flag of ['1', 'true']) {
      const web = await get(app, 'get_languages', { language_code: 'en', web_language_file: flag });
      expect(web.body.data.file_name).toEqual({ hello: 'Hello (web)', nested: { title: 'Home' } });
    }
    for (const flag of ['0', 'false']) {
      const appFile = await get(app, 'get_languages', { language_code: 'en', web_language_file: flag });
      expect(appFile.body.data.file_name).toEqual({ hello: 'Hello (app)', bye: 'Bye' });
    }
    const rtl = await get(app, 'get_languages', { language_code: 'ar', web_language_file: 1 });
    expect(rtl.body.data).toEqual({
      id: ar.id,
      name: 'العربية',
      code: 'ar',
      rtl: true,
      file_name: { hello: 'أهلا' },
    });
  });

  it('matches the code case-insensitively', async () => {
    const { en } = await seedLanguages();
    const res = await get(app, 'get_languages', { language_code: 'EN' });
    expect(res.status).toBe(200);
    expect(res.body.data.id).toBe(en.id);
  });

  it('answers an empty object for a translation file that is not a JSON object', async () => {
    await createLanguage(app, { code: 'de', name: 'Deutsch', app_file: 'not json', web_file: '["a"]' });
    const appFile = await get(app, 'get_languages', { language_code: 'de' });
    expect(appFile.body.data.file_name).toEqual({});
    const web = await get(app, 'get_languages', { language_code: 'de', web_language_file: 1 });
    expect(web.body.data.file_name).toEqual({});
  });

  it('answers 404 LANGUAGE_NOT_FOUND for an unknown or disabled code', async () => {
    await seedLanguages();
    for (const code of ['xx', 'fr']) {
      const res = await get(app, 'get_languages', { language_code: code });
      expect(res.status, code).toBe(404);
      expect(res.body).toEqual({ error: true, message: 'Language not found', code: 'LANGUAGE_NOT_FOUND' });
    }
  });

  it('requires language_code and checks web_language_file', async () => {
    await seedLanguages();
    expectValidation(await get(app, 'get_languages'), 'language_code', 'Please fill all fields');
    // An empty value counts as absent.
    expectValidation(
      await get(app, 'get_languages', { language_code: '' }),
      'language_code',
      'Please fill all fields',
    );
    expectValidation(
      await get(app, 'get_languages', { language_code: 'x'.repeat(21) }),
      'language_code',
      'language_code must be at most 20 characters',
    );
    expectValidation(
      await get(app, 'get_languages', { language_code: 'en', web_language_file: 'web' }),
      'web_language_file',
      'web_language_file must be true or false',
    );
  });
});

describe('get_facilities', () => {
  it('lists every facility by name (case-insensitively), then id, with total', async () => {
    const school = await createFacility(app, { name: 'School', image: 'facilities/school.svg' });
    const airport = await createFacility(app, { name: 'airport' });
    const bank = await createFacility(app, { name: 'Bank', image: 'facilities/bank.svg' });
    const bank2 = await createFacility(app, { name: 'Bank' });

    const res = await get(app, 'get_facilities');

    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe(PUBLIC_CACHE);
    expect(res.body).toEqual({
      error: false,
      message: 'Data fetched successfully',
      total: 4,
      data: [
        { id: airport.id, name: 'airport', image: null },
        { id: bank.id, name: 'Bank', image: `${MEDIA}/facilities/bank.svg` },
        { id: bank2.id, name: 'Bank', image: null },
        { id: school.id, name: 'School', image: `${MEDIA}/facilities/school.svg` },
      ],
    });
  });

  it('returns the one facility with id; 404 when there is none', async () => {
    await createFacility(app, { name: 'Park' });
    const gym = await createFacility(app, { name: 'Gym' });
    const one = await get(app, 'get_facilities', { id: gym.id });
    expect(one.body).toEqual({
      error: false,
      message: 'Data fetched successfully',
      total: 1,
      data: [{ id: gym.id, name: 'Gym', image: null }],
    });
    const missing = await get(app, 'get_facilities', { id: gym.id + 1000 });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: true, message: 'No data found', code: 'NOT_FOUND' });
  });

  it('answers an empty list when there are none; refuses a bad id', async () => {
    const empty = await get(app, 'get_facilities');
    expect(empty.body).toEqual({ error: false, message: 'Data fetched successfully', data: [], total: 0 });
    expectValidation(await get(app, 'get_facilities', { id: 'abc' }), 'id', 'id must be a whole number');
    expectValidation(await get(app, 'get_facilities', { id: -3 }), 'id', 'id must be at least 1');
  });
});

describe('get_report_reasons', () => {
  it('lists every stored reason in creation order with total', async () => {
    const a = await createReportReason(app, { reason: 'Wrong price or location' });
    const b = await createReportReason(app, { reason: 'Duplicate listing' });
    const res = await get(app, 'get_report_reasons');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe(PUBLIC_CACHE);
    expect(res.body).toEqual({
      error: false,
      message: 'Data fetched successfully',
      total: 2,
      data: [
        { id: a.id, reason: 'Wrong price or location' },
        { id: b.id, reason: 'Duplicate listing' },
      ],
    });
  });

  it('returns the one reason with id; 404 when there is none; "Other" (0) is not stored', async () => {
    await createReportReason(app);
    const b = await createReportReason(app, { reason: 'Suspected fraud or scam' });
    const one = await get(app, 'get_report_reasons', { id: b.id });
    expect(one.body).toMatchObject({ total: 1, data: [{ id: b.id, reason: 'Suspected fraud or scam' }] });
    const missing = await get(app, 'get_report_reasons', { id: b.id + 1000 });
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('NOT_FOUND');
    expectValidation(await get(app, 'get_report_reasons', { id: 0 }), 'id', 'id must be at least 1');
  });
});

describe('faqs', () => {
  it('lists active FAQs newest first (id breaks ties) with the contract shape', async () => {
    const old = await createFaq(app, {
      question: 'How do I post?',
      answer: 'Sign in first.',
      minutesAgo: 90,
    });
    const tieA = await createFaq(app, { question: 'Is it free?', answer: 'Yes.', minutesAgo: 10 });
    const tieB = await createFaq(app, { question: 'Can I edit?', answer: 'Any time.', minutesAgo: 10 });
    await createFaq(app, { question: 'Hidden?', answer: 'Yes.', status: 0 });

    const res = await get(app, 'faqs');

    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe(PUBLIC_CACHE);
    expect(res.body).toEqual({
      error: false,
      message: 'Data fetched successfully',
      total: 3,
      data: [
        { id: tieB.id, question: 'Can I edit?', answer: 'Any time.' },
        { id: tieA.id, question: 'Is it free?', answer: 'Yes.' },
        { id: old.id, question: 'How do I post?', answer: 'Sign in first.' },
      ],
    });
  });

  it('pages with offset and limit (default 10); total ignores them; past the end is empty', async () => {
    const made = [];
    for (let i = 0; i < 13; i += 1) made.push(await createFaq(app, { minutesAgo: 100 - i }));
    const newestFirst = made.map((f) => f.id).reverse();

    const first = await get(app, 'faqs');
    expect(first.body.data.map((f: { id: number }) => f.id)).toEqual(newestFirst.slice(0, 10));
    expect(first.body.total).toBe(13);

    const page = await get(app, 'faqs', { offset: 2, limit: 3 });
    expect(page.body.data.map((f: { id: number }) => f.id)).toEqual(newestFirst.slice(2, 5));
    expect(page.body.total).toBe(13);

    const past = await get(app, 'faqs', { offset: 13 });
    expect(past.body).toMatchObject({ error: false, data: [], total: 13 });
  });

  it('refuses bad paging with VALIDATION_FAILED', async () => {
    expectValidation(await get(app, 'faqs', { offset: -1 }), 'offset', 'offset must be at least 0');
    expectValidation(await get(app, 'faqs', { limit: 101 }), 'limit', 'limit must be at most 100');
    expectValidation(await get(app, 'faqs', { limit: '2.5' }), 'limit', 'limit must be a whole number');
  });
});
