import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../../db/dialect.js';
import { createCity, createFacility } from '../../db/testing/catalogue.factory.js';
import { createCategory, createProperty } from '../../db/testing/listing.factory.js';
import { countRows, findRows, insertRow } from '../../db/testing/rows.js';
import { bearer, createSession, createUser } from '../../db/testing/user.factory.js';
import { createTestApp, get, post, type TestApp } from '../../testing/test-app.js';
import { gif, multipart, noisePng, pdf, png } from '../../testing/upload-fixtures.js';

// The catalogue's pictures replaced by upload (admin/categories/{id}/icon,
// admin/facilities/{id}/icon, admin/cities/{id}/image): who may, what is refused, the audit
// record with before and after, the old file deleted, and the cached public reads fresh at once.

let app: TestApp;
let admin: Record<string, string>;
let member: Record<string, string>;
let editorless: Record<string, string>;

beforeAll(async () => {
  app = await createTestApp({ responseCache: true });
  admin = bearer(await createSession(app, (await createUser(app, { role: 'admin' })).id));
  member = bearer(await createSession(app, (await createUser(app)).id));
  // A stored staff role that may read the catalogue but not change it.
  await insertRow(app.deps.db, 'staff_roles', {
    name: 'catalogue_reader',
    permissions: JSON.stringify(['catalogue.read']),
    created_at: nowIso(),
    updated_at: nowIso(),
  });
  editorless = bearer(await createSession(app, (await createUser(app, { role: 'catalogue_reader' })).id));
});
afterAll(async () => {
  await app.close();
});

async function upload(call: string, data: Buffer | null, headers: Record<string, string> = admin) {
  const body = multipart(
    data ? [{ name: 'image', file: { filename: 'icon.png', data, contentType: 'image/png' } }] : [],
  );
  const res = await app.app.inject({
    method: 'POST',
    url: `/api/${call}`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
  return { status: res.statusCode, body: res.json() as any };
}

const auditOf = (type: string, id: number) =>
  findRows(app.deps.db, 'audit_log', { target_type: type, target_id: id }, { orderBy: 'id' });
const imageOf = async (table: 'categories' | 'outdoor_facilities' | 'cities', id: number) =>
  ((await findRows(app.deps.db, table, { id }))[0] as { image: string | null }).image;

describe('catalogue pictures by upload', () => {
  it('answers 401 to a guest and 403 FORBIDDEN to a member and a staff role without catalogue.write', async () => {
    const category = await createCategory(app);
    const before = await countRows(app.deps.db, 'audit_log');
    for (const [headers, expected] of [
      [{}, [401, 'NOT_LOGGED_IN']],
      [member, [403, 'FORBIDDEN']],
      [editorless, [403, 'FORBIDDEN']],
    ] as const) {
      const res = await upload(`admin/categories/${category.id}/icon`, await png(), headers);
      expect([res.status, res.body.code]).toEqual(expected);
    }
    expect(await imageOf('categories', category.id)).toBeNull();
    expect(await countRows(app.deps.db, 'audit_log')).toBe(before);
  });

  it("replaces a category's icon: audited, the old file deleted, get_categories shows it at once", async () => {
    const category = await createCategory(app, { category: 'Iconic' });
    const publicImage = async () =>
      (
        (await get(app, 'get_categories', { limit: 100 })).body.data as { id: number; image: string | null }[]
      ).find((c) => c.id === category.id)?.image;
    expect(await publicImage()).toBeNull(); // cached now

    const first = await upload(`admin/categories/${category.id}/icon`, await png());
    expect([first.status, first.body.message]).toEqual([200, 'Category icon updated']);
    const stored = (await imageOf('categories', category.id)) as string;
    expect(stored).toMatch(/^categories\/[0-9a-f]{32}\.png$/);
    expect(first.body.data).toEqual({ id: category.id, image: expect.stringContaining(stored) });
    expect(await publicImage()).toContain(stored);
    expect(await app.deps.storage.get(stored)).not.toBeNull();

    expect((await upload(`admin/categories/${category.id}/icon`, await png(64, 64))).status).toBe(200);
    const second = (await imageOf('categories', category.id)) as string;
    expect(await app.deps.storage.get(stored)).toBeNull();
    const records = await auditOf('category', category.id);
    expect(records.map((r) => r.action)).toEqual(['category.update', 'category.update']);
    expect(JSON.parse(String(records[0]?.before))).toEqual({ image: null });
    expect(JSON.parse(String(records[0]?.after))).toEqual({ image: stored });
    expect(JSON.parse(String(records[1]?.before))).toEqual({ image: stored });
    expect(JSON.parse(String(records[1]?.after))).toEqual({ image: second });
  });

  it('refuses a wrong type, an oversized file, no file and an unknown id, changing nothing', async () => {
    const category = await createCategory(app);
    for (const [data, status, code] of [
      [await gif(), 415, 'UNSUPPORTED_MEDIA_TYPE'],
      [pdf(), 415, 'UNSUPPORTED_MEDIA_TYPE'],
      [await noisePng(), 413, 'PAYLOAD_TOO_LARGE'],
    ] as const) {
      const res = await upload(`admin/categories/${category.id}/icon`, data);
      expect([res.status, res.body.code]).toEqual([status, code]);
    }
    const none = await upload(`admin/categories/${category.id}/icon`, null);
    expect([none.status, none.body.message]).toEqual([400, 'This field must be a file']);
    expect((await post(app, `admin/categories/${category.id}/icon`, { image: 'x.png' }, admin)).status).toBe(
      400,
    );
    expect((await upload('admin/categories/99999999/icon', await png())).status).toBe(404);
    expect((await upload('admin/categories/abc/icon', await png())).status).toBe(400);
    expect(await imageOf('categories', category.id)).toBeNull();
    expect(await auditOf('category', category.id)).toEqual([]);
  });

  it("replaces a facility's icon, and get_facilities shows it at once", async () => {
    const facility = await createFacility(app, { name: 'Iconic park' });
    const publicImage = async () =>
      ((await get(app, 'get_facilities')).body.data as { id: number; image: string | null }[]).find(
        (f) => f.id === facility.id,
      )?.image;
    expect(await publicImage()).toBeNull();
    const res = await upload(`admin/facilities/${facility.id}/icon`, await png());
    expect([res.status, res.body.message]).toEqual([200, 'Facility icon updated']);
    const stored = (await imageOf('outdoor_facilities', facility.id)) as string;
    expect(stored).toMatch(/^facilities\/[0-9a-f]{32}\.png$/);
    expect(await publicImage()).toContain(stored);
    const records = await auditOf('facility', facility.id);
    expect(records.map((r) => [r.action, JSON.parse(String(r.before)), JSON.parse(String(r.after))])).toEqual(
      [['facility.update', { image: null }, { image: stored }]],
    );
    expect((await upload(`admin/facilities/${facility.id}/icon`, await gif())).status).toBe(415);
  });

  it("replaces a city's picture, and get-cities-data shows it at once", async () => {
    const city = await createCity(app, { name: 'Pictureville' });
    await createProperty(app, { category_id: (await createCategory(app)).id, city: 'Pictureville' });
    const publicImage = async () =>
      (
        (await get(app, 'get-cities-data', { limit: 100 })).body.data as {
          City: string;
          image: string | null;
        }[]
      ).find((c) => c.City === 'Pictureville')?.image;
    const shown = await publicImage(); // the placeholder, or null: cached now
    const res = await upload(`admin/cities/${city.id}/image`, await png());
    expect([res.status, res.body.message]).toEqual([200, 'City image updated']);
    const stored = (await imageOf('cities', city.id)) as string;
    expect(stored).toMatch(/^cities\/[0-9a-f]{32}\.png$/);
    expect(await publicImage()).not.toBe(shown);
    expect(await publicImage()).toContain(stored);
    const records = await auditOf('city', city.id);
    expect(records.map((r) => [r.action, JSON.parse(String(r.before)), JSON.parse(String(r.after))])).toEqual(
      [['city.update', { image: null }, { image: stored }]],
    );
    expect((await upload(`admin/cities/${city.id}/image`, await noisePng())).status).toBe(413);
  });
});
