import { SLIDER_MESSAGES } from '@domus/shared/schemas/admin-slider.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../../db/dialect.js';
import { createCategory, createProperty } from '../../db/testing/listing.factory.js';
import { countRows, findRows, insertRow } from '../../db/testing/rows.js';
import { bearer, createSession, createUser } from '../../db/testing/user.factory.js';
import { createTestApp, get, type TestApp } from '../../testing/test-app.js';
import { multipart, pdf, png } from '../../testing/upload-fixtures.js';

// The operators' homepage sliders (issue 14, admin/sliders): who may, type-dependent validation,
// image uploads, create/update/move/delete with their audit records, and homepage-data following.

let app: TestApp;
let admin: Record<string, string>;
let adminId: number;

beforeAll(async () => {
  app = await createTestApp({ responseCache: true });
  const user = await createUser(app, { role: 'admin' });
  adminId = user.id;
  admin = bearer(await createSession(app, user.id));
  await insertRow(app.deps.db, 'staff_roles', {
    name: 'slider_settings',
    permissions: JSON.stringify(['settings.write', 'settings.read']),
    created_at: nowIso(),
    updated_at: nowIso(),
  });
});
afterAll(async () => {
  await app.close();
});

type Fields = Record<string, string>;
async function send(
  method: 'POST' | 'PATCH',
  url: string,
  fields: Fields,
  withImage = true,
  headers = admin,
) {
  const body = multipart([
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    ...(withImage
      ? [{ name: 'image', file: { filename: 's.png', data: await png(), contentType: 'image/png' } }]
      : []),
  ]);
  const res = await app.app.inject({
    method,
    url: `/api/${url}`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
  return { status: res.statusCode, body: res.json() as any };
}
async function call(method: 'POST' | 'DELETE', url: string, payload?: object, headers = admin) {
  const res = await app.app.inject({ method, url: `/api/${url}`, headers, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json() as any };
}
const homeSlides = async () =>
  (await get(app, 'homepage-data')).body.data.slider_section as {
    id: number;
    slider_type: string;
    link: string;
  }[];

describe('admin/sliders', () => {
  it('answers 401 to a guest, 403 to a member and to staff without catalogue permissions', async () => {
    const member = bearer(await createSession(app, (await createUser(app)).id));
    const staff = bearer(await createSession(app, (await createUser(app, { role: 'slider_settings' })).id));
    for (const headers of [{}, member, staff]) {
      const expected = Object.keys(headers).length === 0 ? [401, 'NOT_LOGGED_IN'] : [403, 'FORBIDDEN'];
      const answers = [
        await get(app, 'admin/sliders', {}, headers),
        await get(app, 'admin/sliders/1', {}, headers),
        await send('POST', 'admin/sliders', { type: 'default' }, true, headers),
        await send('PATCH', 'admin/sliders/1', { type: 'default' }, false, headers),
        await call('POST', 'admin/sliders/1/move', { direction: 'up' }, headers),
        await call('DELETE', 'admin/sliders/1', undefined, headers),
      ];
      for (const res of answers) expect([res.status, res.body.code]).toEqual(expected);
    }
    expect(await countRows(app.deps.db, 'sliders')).toBe(0);
    expect(await countRows(app.deps.db, 'audit_log')).toBe(0);
  });

  it('refuses each type without its target, and targets that are not there', async () => {
    const hidden = await createProperty(app, { category_id: (await createCategory(app)).id, status: 0 });
    const cases: [Fields, string, string][] = [
      [{ type: 'banner' }, 'type', 'type must be one of: default, category, property, link'],
      [{ type: 'category' }, 'category_id', SLIDER_MESSAGES.categoryRequired],
      [{ type: 'property' }, 'property_id', SLIDER_MESSAGES.propertyRequired],
      [{ type: 'link' }, 'link', SLIDER_MESSAGES.linkRequired],
      [{ type: 'link', link: 'javascript:alert(1)' }, 'link', SLIDER_MESSAGES.linkInvalid],
      [{ type: 'category', category_id: '999999' }, 'category_id', SLIDER_MESSAGES.categoryNotFound],
      [
        { type: 'property', property_id: String(hidden.id) },
        'property_id',
        SLIDER_MESSAGES.propertyNotVisible,
      ],
    ];
    for (const [fields, field, message] of cases) {
      const res = await send('POST', 'admin/sliders', fields);
      expect([fields, res.status, res.body.code]).toEqual([fields, 400, 'VALIDATION_FAILED']);
      expect(res.body.details.fields).toContainEqual({ field, message });
    }
    const noImage = await send('POST', 'admin/sliders', { type: 'default' }, false);
    expect(noImage.body.details.fields).toContainEqual({
      field: 'image',
      message: SLIDER_MESSAGES.imageRequired,
    });
    const body = multipart([
      { name: 'type', value: 'default' },
      { name: 'image', file: { filename: 's.png', data: pdf(), contentType: 'image/png' } },
    ]);
    const notImage = await app.app.inject({
      method: 'POST',
      url: '/api/admin/sliders',
      headers: { ...admin, ...body.headers },
      payload: body.payload,
    });
    expect(notImage.statusCode).toBe(415);
    expect(await countRows(app.deps.db, 'sliders')).toBe(0);
  });

  it('creates, edits, moves and deletes; homepage-data follows; every write audited', async () => {
    const category = await createCategory(app);
    const property = await createProperty(app, { category_id: category.id });
    const link = await send('POST', 'admin/sliders', { type: 'link', link: 'https://example.com/offer' });
    expect(link.status).toBe(201);
    expect(link.body.data).toMatchObject({
      type: 'link',
      slider_type: '4',
      link: 'https://example.com/offer',
      status: true,
    });
    const cat = await send('POST', 'admin/sliders', { type: '2', category_id: String(category.id) });
    expect(cat.body.data).toMatchObject({ type: 'category', category_id: category.id, link: null });
    expect((await homeSlides()).map((s) => s.id)).toEqual([link.body.data.id, cat.body.data.id]);

    const moved = await call('POST', `admin/sliders/${cat.body.data.id}/move`, { direction: 'up' });
    expect(moved.status).toBe(200);
    expect((await homeSlides()).map((s) => s.id)).toEqual([cat.body.data.id, link.body.data.id]);

    const edited = await send(
      'PATCH',
      `admin/sliders/${link.body.data.id}`,
      {
        type: 'property',
        property_id: String(property.id),
        link: 'https://ignored.example',
        status: 'false',
      },
      false,
    );
    expect(edited.body.data).toMatchObject({
      type: 'property',
      property_id: property.id,
      link: null,
      status: false,
    });
    expect(edited.body.data.image).toBe(link.body.data.image);
    expect((await homeSlides()).map((s) => s.id)).toEqual([cat.body.data.id]);

    const listed = await get(app, 'admin/sliders', { status: 'false' }, admin);
    expect([listed.body.total, listed.body.data[0]?.id]).toEqual([1, link.body.data.id]);

    expect((await call('DELETE', `admin/sliders/${cat.body.data.id}`)).status).toBe(200);
    expect(await homeSlides()).toEqual([]);
    expect((await get(app, `admin/sliders/${cat.body.data.id}`, {}, admin)).status).toBe(404);

    const records = await findRows(app.deps.db, 'audit_log', { target_type: 'slider' }, { orderBy: 'id' });
    expect(records.map((r) => [r.action, r.target_id, r.actor_id])).toEqual([
      ['slider.create', link.body.data.id, adminId],
      ['slider.create', cat.body.data.id, adminId],
      ['slider.update', cat.body.data.id, adminId],
      ['slider.update', link.body.data.id, adminId],
      ['slider.delete', cat.body.data.id, adminId],
    ]);
    expect(JSON.parse(String(records[3]?.before))).toMatchObject({
      type: 'link',
      link: 'https://example.com/offer',
    });
    expect(JSON.parse(String(records[3]?.after))).toMatchObject({
      type: 'property',
      link: null,
      status: false,
    });
  });
});
