import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../../db/dialect.js';
import { createArticle } from '../../db/testing/catalogue.factory.js';
import { countRows, findRows, insertRow } from '../../db/testing/rows.js';
import { bearer, createSession, createUser } from '../../db/testing/user.factory.js';
import { createTestApp, get, post, type TestApp } from '../../testing/test-app.js';
import { gif, multipart, noisePng, pdf, png } from '../../testing/upload-fixtures.js';

// An article's picture and meta image replaced by upload (admin/articles/{id}/image and
// admin/articles/{id}/meta-image): who may, what is refused, the audit record with before and
// after, the old file deleted, and the cached get_articles fresh at once. The last block is this
// module's share of audit-coverage.test.ts: each call made once adds one audit row.

let app: TestApp;
let admin: Record<string, string>;
let member: Record<string, string>;
let contentless: Record<string, string>;

beforeAll(async () => {
  app = await createTestApp({ responseCache: true });
  admin = bearer(await createSession(app, (await createUser(app, { role: 'admin' })).id));
  member = bearer(await createSession(app, (await createUser(app)).id));
  // A stored staff role that may read articles and write the catalogue, but not write content.
  await insertRow(app.deps.db, 'staff_roles', {
    name: 'content_reader',
    permissions: JSON.stringify(['content.read', 'catalogue.write']),
    created_at: nowIso(),
    updated_at: nowIso(),
  });
  contentless = bearer(await createSession(app, (await createUser(app, { role: 'content_reader' })).id));
});
afterAll(async () => {
  await app.close();
});

async function upload(call: string, data: Buffer | null, headers: Record<string, string> = admin) {
  const body = multipart(
    data ? [{ name: 'image', file: { filename: 'photo.png', data, contentType: 'image/png' } }] : [],
  );
  const res = await app.app.inject({
    method: 'POST',
    url: `/api/${call}`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
  return { status: res.statusCode, body: res.json() as any };
}

const auditOf = (id: number) =>
  findRows(app.deps.db, 'audit_log', { target_type: 'article', target_id: id }, { orderBy: 'id' });
const rowOf = async (id: number) =>
  (await findRows(app.deps.db, 'articles', { id }))[0] as { image: string | null; meta_image: string | null };
const publicArticle = async (id: number) =>
  (await get(app, 'get_articles', { id })).body.data[0] as {
    image: string | null;
    meta_image: string | null;
  };

describe('article pictures by upload', () => {
  it('answers 401 to a guest and 403 FORBIDDEN to a member and a staff role without content.write', async () => {
    const article = await createArticle(app);
    const before = await countRows(app.deps.db, 'audit_log');
    for (const call of [`admin/articles/${article.id}/image`, `admin/articles/${article.id}/meta-image`]) {
      for (const [headers, expected] of [
        [{}, [401, 'NOT_LOGGED_IN']],
        [member, [403, 'FORBIDDEN']],
        [contentless, [403, 'FORBIDDEN']],
      ] as const) {
        const res = await upload(call, await png(), headers);
        expect([res.status, res.body.code]).toEqual(expected);
      }
    }
    expect(await rowOf(article.id)).toMatchObject({ image: null, meta_image: null });
    expect(await countRows(app.deps.db, 'audit_log')).toBe(before);
  });

  it("replaces an article's picture: audited, the old file deleted, get_articles shows it at once", async () => {
    const article = await createArticle(app);
    expect((await publicArticle(article.id)).image).toBeNull(); // cached now

    const first = await upload(`admin/articles/${article.id}/image`, await png());
    expect([first.status, first.body.message]).toEqual([200, 'Article image updated']);
    const stored = (await rowOf(article.id)).image as string;
    expect(stored).toMatch(/^articles\/[0-9a-f]{32}\.png$/);
    expect(first.body.data).toEqual({ id: article.id, image: expect.stringContaining(stored) });
    expect((await publicArticle(article.id)).image).toContain(stored);
    expect(await app.deps.storage.get(stored)).not.toBeNull();

    expect((await upload(`admin/articles/${article.id}/image`, await png(64, 64))).status).toBe(200);
    const second = (await rowOf(article.id)).image as string;
    expect(second).not.toBe(stored);
    expect(await app.deps.storage.get(stored)).toBeNull();
    expect((await publicArticle(article.id)).image).toContain(second);
    const records = await auditOf(article.id);
    expect(records.map((r) => [r.action, JSON.parse(String(r.before)), JSON.parse(String(r.after))])).toEqual(
      [
        ['article.update', { image: null }, { image: stored }],
        ['article.update', { image: stored }, { image: second }],
      ],
    );
    // The admin read shows it too, and the meta image is untouched.
    const read = await get(app, `admin/articles/${article.id}`, {}, admin);
    expect([read.body.data.image, read.body.data.meta_image]).toEqual([
      expect.stringContaining(second),
      null,
    ]);
  });

  it("replaces an article's meta image, and get_articles shows it at once", async () => {
    const article = await createArticle(app);
    expect((await publicArticle(article.id)).meta_image).toBeNull();
    const res = await upload(`admin/articles/${article.id}/meta-image`, await png());
    expect([res.status, res.body.message]).toEqual([200, 'Article meta image updated']);
    const stored = (await rowOf(article.id)).meta_image as string;
    expect(stored).toMatch(/^articles\/[0-9a-f]{32}\.png$/);
    expect(res.body.data).toEqual({ id: article.id, meta_image: expect.stringContaining(stored) });
    expect(await publicArticle(article.id)).toMatchObject({
      image: null,
      meta_image: expect.stringContaining(stored),
    });
    const records = await auditOf(article.id);
    expect(records.map((r) => [r.action, JSON.parse(String(r.before)), JSON.parse(String(r.after))])).toEqual(
      [['article.update', { meta_image: null }, { meta_image: stored }]],
    );
  });

  it('refuses a wrong type, an oversized file, no file and an unknown id, changing nothing', async () => {
    const article = await createArticle(app);
    for (const call of [`admin/articles/${article.id}/image`, `admin/articles/${article.id}/meta-image`]) {
      for (const [data, status, code] of [
        [await gif(), 415, 'UNSUPPORTED_MEDIA_TYPE'],
        [pdf(), 415, 'UNSUPPORTED_MEDIA_TYPE'],
        [await noisePng(), 413, 'PAYLOAD_TOO_LARGE'],
      ] as const) {
        const res = await upload(call, data);
        expect([res.status, res.body.code]).toEqual([status, code]);
      }
      const none = await upload(call, null);
      expect([none.status, none.body.message]).toEqual([400, 'This field must be a file']);
      expect((await post(app, call, { image: 'x.png' }, admin)).status).toBe(400);
    }
    expect((await upload('admin/articles/99999999/image', await png())).status).toBe(404);
    expect((await upload('admin/articles/abc/meta-image', await png())).status).toBe(400);
    expect(await rowOf(article.id)).toMatchObject({ image: null, meta_image: null });
    expect(await auditOf(article.id)).toEqual([]);
  });
});

describe('article picture writes are audited (audit-coverage share)', () => {
  // The entries audit-coverage.test.ts lists for these calls, made once each here.
  const exercise: Record<string, () => Promise<{ status: number }>> = {
    'admin/articles/:id/image': async () =>
      upload(`admin/articles/${(await createArticle(app)).id}/image`, await png()),
    'admin/articles/:id/meta-image': async () =>
      upload(`admin/articles/${(await createArticle(app)).id}/meta-image`, await png()),
  };
  for (const [call, make] of Object.entries(exercise)) {
    it(`${call} adds one audit record`, async () => {
      const before = await countRows(app.deps.db, 'audit_log');
      expect((await make()).status).toBe(200);
      expect(await countRows(app.deps.db, 'audit_log')).toBe(before + 1);
    });
  }
});
