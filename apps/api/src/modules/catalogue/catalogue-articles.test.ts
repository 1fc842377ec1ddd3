import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearCatalogue, createArticle } from '../../db/testing/catalogue.factory.js';
import { createCategory } from '../../db/testing/listing.factory.js';
import { createTestApp, get, type TestApp } from '../../testing/test-app.js';

const MEDIA = 'http://localhost:3000/media';
const ids = (items: { id: number }[]) => items.map((item) => item.id);

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

describe('get_articles list', () => {
  it('lists every article newest first with the contract shape', async () => {
    const villa = await createCategory(app, { category: 'Villa', slug_id: 'villa', image: 'c/villa.svg' });
    const older = await createArticle(app, {
      slug_id: 'buying-guide',
      title: 'Buying guide',
      image: 'articles/guide.jpg',
      description:
        '<h2>Steps</h2><p>Check the <a href="https://example.com" rel="nofollow ugc">title</a>.</p>',
      category_id: villa.id,
      meta_title: 'How to buy a villa',
      meta_description: 'A short guide.',
      meta_keywords: 'villa, buying',
      meta_image: 'articles/guide-og.jpg',
      minutesAgo: 60,
    });
    const newer = await createArticle(app, { slug_id: 'market-news', title: 'Market news', minutesAgo: 5 });

    const res = await get(app, 'get_articles');

    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      error: false,
      message: 'Data fetched successfully',
      total: 2,
      data: [
        {
          id: newer.id,
          slug_id: 'market-news',
          title: 'Market news',
          image: null,
          description: newer.description,
          category_id: 0,
          category: null,
          meta_title: null,
          meta_description: null,
          meta_keywords: null,
          meta_image: null,
          created_at: '2026-06-15T11:55:00Z',
        },
        {
          id: older.id,
          slug_id: 'buying-guide',
          title: 'Buying guide',
          image: `${MEDIA}/articles/guide.jpg`,
          description:
            '<h2>Steps</h2><p>Check the <a href="https://example.com" rel="nofollow ugc">title</a>.</p>',
          category_id: villa.id,
          category: { id: villa.id, category: 'Villa', slug_id: 'villa' },
          meta_title: 'How to buy a villa',
          meta_description: 'A short guide.',
          meta_keywords: 'villa, buying',
          meta_image: `${MEDIA}/articles/guide-og.jpg`,
          created_at: '2026-06-15T11:00:00Z',
        },
      ],
    });
    expect(res.body).not.toHaveProperty('similar_articles');
  });

  it('breaks created_at ties by id, newest id first', async () => {
    const a = await createArticle(app, { minutesAgo: 10 });
    const b = await createArticle(app, { minutesAgo: 10 });
    const res = await get(app, 'get_articles');
    expect(ids(res.body.data)).toEqual([b.id, a.id]);
  });

  it('pages with offset and limit; total ignores them; past the end is empty', async () => {
    const made = [];
    for (let i = 0; i < 12; i += 1) made.push(await createArticle(app, { minutesAgo: 100 - i }));
    const newestFirst = ids(made).reverse();

    const first = await get(app, 'get_articles');
    expect(ids(first.body.data)).toEqual(newestFirst.slice(0, 10));
    expect(first.body.total).toBe(12);

    const page = await get(app, 'get_articles', { offset: 10, limit: 5 });
    expect(ids(page.body.data)).toEqual(newestFirst.slice(10));
    expect(page.body.total).toBe(12);

    const past = await get(app, 'get_articles', { offset: 50 });
    expect(past.body).toMatchObject({ error: false, data: [], total: 12 });
  });

  it('filters by category_id, with 0 meaning uncategorised', async () => {
    const villa = await createCategory(app);
    const flat = await createCategory(app);
    const v1 = await createArticle(app, { category_id: villa.id, minutesAgo: 3 });
    const v2 = await createArticle(app, { category_id: villa.id, minutesAgo: 1 });
    await createArticle(app, { category_id: flat.id, minutesAgo: 2 });
    const loose = await createArticle(app, { minutesAgo: 4 });

    const inVilla = await get(app, 'get_articles', { category_id: villa.id });
    expect(ids(inVilla.body.data)).toEqual([v2.id, v1.id]);
    expect(inVilla.body.total).toBe(2);

    const uncategorised = await get(app, 'get_articles', { category_id: 0 });
    expect(ids(uncategorised.body.data)).toEqual([loose.id]);
    expect(uncategorised.body.data[0]).toMatchObject({ category_id: 0, category: null });
    expect(uncategorised.body.total).toBe(1);

    const unknown = await get(app, 'get_articles', { category_id: flat.id + 1000 });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toMatchObject({ data: [], total: 0 });
  });

  it('is not cached by shared caches (not a publicly cached catalogue read)', async () => {
    const res = await get(app, 'get_articles');
    expect(res.headers['cache-control']).toBe('private, no-store');
  });
});

describe('get_articles lookup', () => {
  it('returns one article by id with up to 6 similar ones of its category, newest first', async () => {
    const villa = await createCategory(app, { slug_id: 'villa' });
    const flat = await createCategory(app);
    const target = await createArticle(app, { category_id: villa.id, minutesAgo: 30 });
    const siblings = [];
    for (let i = 1; i <= 7; i += 1) {
      siblings.push(await createArticle(app, { category_id: villa.id, minutesAgo: 100 - i }));
    }
    await createArticle(app, { category_id: flat.id, minutesAgo: 0 });
    await createArticle(app, { minutesAgo: 0 });

    const res = await get(app, 'get_articles', { id: target.id });

    expect(res.status).toBe(200);
    expect(res.body.total).toBe(1);
    expect(ids(res.body.data)).toEqual([target.id]);
    expect(res.body.data[0]).toMatchObject({ slug_id: target.slug_id, category_id: villa.id });
    // The 6 newest of the 7 siblings; the article itself and other categories are left out.
    expect(ids(res.body.similar_articles)).toEqual(ids(siblings).reverse().slice(0, 6));
    expect(Object.keys(res.body.similar_articles[0]).sort()).toEqual(Object.keys(res.body.data[0]).sort());
    expect(res.body.similar_articles[0].category).toEqual({
      id: villa.id,
      category: villa.category,
      slug_id: 'villa',
    });
  });

  it('returns one article by slug_id; an uncategorised one has uncategorised similar ones', async () => {
    const villa = await createCategory(app);
    const target = await createArticle(app, { slug_id: 'renting-tips', minutesAgo: 10 });
    const other = await createArticle(app, { minutesAgo: 20 });
    await createArticle(app, { category_id: villa.id });

    const res = await get(app, 'get_articles', { slug_id: 'renting-tips' });
    expect(res.status).toBe(200);
    expect(ids(res.body.data)).toEqual([target.id]);
    expect(res.body.total).toBe(1);
    expect(ids(res.body.similar_articles)).toEqual([other.id]);
  });

  it('answers similar_articles: [] when the article is alone in its category', async () => {
    const villa = await createCategory(app);
    const only = await createArticle(app, { category_id: villa.id });
    const res = await get(app, 'get_articles', { id: only.id });
    expect(res.body.similar_articles).toEqual([]);
  });

  it('lists the articles of the active category whose slug is sent when no article has it', async () => {
    const villa = await createCategory(app, { slug_id: 'villa' });
    const a = await createArticle(app, { category_id: villa.id, minutesAgo: 2 });
    const b = await createArticle(app, { category_id: villa.id, minutesAgo: 1 });
    const c = await createArticle(app, { category_id: villa.id, minutesAgo: 3 });
    await createArticle(app);

    const res = await get(app, 'get_articles', { slug_id: 'villa' });
    expect(res.status).toBe(200);
    expect(ids(res.body.data)).toEqual([b.id, a.id, c.id]);
    expect(res.body.total).toBe(3);
    expect(res.body).not.toHaveProperty('similar_articles');

    const paged = await get(app, 'get_articles', { slug_id: 'villa', offset: 1, limit: 1 });
    expect(ids(paged.body.data)).toEqual([a.id]);
    expect(paged.body.total).toBe(3);

    const empty = await createCategory(app, { slug_id: 'empty-category' });
    void empty;
    const none = await get(app, 'get_articles', { slug_id: 'empty-category' });
    expect(none.status).toBe(200);
    expect(none.body).toMatchObject({ data: [], total: 0 });
  });

  it('prefers an article over a category with the same slug', async () => {
    const villa = await createCategory(app, { slug_id: 'villa' });
    await createArticle(app, { category_id: villa.id });
    const article = await createArticle(app, { slug_id: 'villa' });
    const res = await get(app, 'get_articles', { slug_id: 'villa' });
    expect(ids(res.body.data)).toEqual([article.id]);
    expect(res.body).toHaveProperty('similar_articles');
  });

  it('answers 404 when id or slug_id matches nothing (inactive categories included)', async () => {
    const hidden = await createCategory(app, { slug_id: 'hidden', status: 0 });
    await createArticle(app, { category_id: hidden.id });
    const article = await createArticle(app, { slug_id: 'exists' });
    for (const query of [{ id: article.id + 1000 }, { slug_id: 'nothing-here' }, { slug_id: 'hidden' }]) {
      const res = await get(app, 'get_articles', query);
      expect(res.status, JSON.stringify(query)).toBe(404);
      expect(res.body).toEqual({ error: true, message: 'No data found', code: 'NOT_FOUND' });
    }
  });

  it('refuses bad parameters with VALIDATION_FAILED and the field', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ id: 'abc' }, 'id', 'id must be a whole number'],
      [{ id: 0 }, 'id', 'id must be at least 1'],
      [{ category_id: -1 }, 'category_id', 'category_id must be at least 0'],
      [{ category_id: '1.5' }, 'category_id', 'category_id must be a whole number'],
      [{ slug_id: 's'.repeat(101) }, 'slug_id', 'slug_id must be at most 100 characters'],
      [{ offset: -1 }, 'offset', 'offset must be at least 0'],
      [{ limit: 101 }, 'limit', 'limit must be at most 100'],
    ];
    for (const [query, field, message] of cases) {
      const res = await get(app, 'get_articles', query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body).toEqual({
        error: true,
        message,
        code: 'VALIDATION_FAILED',
        details: { fields: [{ field, message }] },
      });
    }
  });
});
