import { FACILITY_MESSAGES } from '@domus/shared/schemas/admin-facility.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../../db/dialect.js';
import { createFacility } from '../../db/testing/catalogue.factory.js';
import { createCategory, createProperty } from '../../db/testing/listing.factory.js';
import { countRows, findRows, insertRow } from '../../db/testing/rows.js';
import { bearer, createSession, createUser } from '../../db/testing/user.factory.js';
import { createTestApp, get, post, type TestApp } from '../../testing/test-app.js';

// Operators' outdoor facilities (admin/facilities, contract §3.8, §2.4): who may, validation,
// create/rename/delete with their audit records, the refusal to delete a used one, and that the
// cached get_facilities shows every change at once.

let app: TestApp;
let admin: Record<string, string>;
let adminId: number;

beforeAll(async () => {
  app = await createTestApp({ responseCache: true });
  const user = await createUser(app, { role: 'admin' });
  adminId = user.id;
  admin = bearer(await createSession(app, user.id));
});
afterAll(async () => {
  await app.close();
});

async function send(method: 'PATCH' | 'DELETE', call: string, payload?: object, headers = admin) {
  const res = await app.app.inject({ method, url: `/api/${call}`, headers, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json() as any };
}

const publicNames = async () =>
  ((await get(app, 'get_facilities')).body.data as { name: string }[]).map((f) => f.name);
const auditOf = (id: number) =>
  findRows(app.deps.db, 'audit_log', { target_type: 'facility', target_id: id }, { orderBy: 'id' });

describe('admin/facilities', () => {
  it('answers 401 to a guest and 403 FORBIDDEN to a member on every call, changing nothing', async () => {
    const facility = await createFacility(app, { name: 'Guarded place' });
    const auth = bearer(await createSession(app, (await createUser(app)).id));
    for (const headers of [{}, auth]) {
      const expected = headers === auth ? [403, 'FORBIDDEN'] : [401, 'NOT_LOGGED_IN'];
      const answers = [
        await get(app, 'admin/facilities', {}, headers),
        await get(app, `admin/facilities/${facility.id}`, {}, headers),
        await post(app, 'admin/facilities', { name: 'Park' }, headers),
        await send('PATCH', `admin/facilities/${facility.id}`, { name: 'Park' }, headers),
        await send('DELETE', `admin/facilities/${facility.id}`, undefined, headers),
      ];
      for (const res of answers) expect([res.status, res.body.code]).toEqual(expected);
    }
    expect(await countRows(app.deps.db, 'audit_log')).toBe(0);
  });

  it.each([
    ['no name', { name: '' }, FACILITY_MESSAGES.nameRequired],
    ['a long name', { name: 'x'.repeat(151) }, 'Name must be at most 150 characters'],
    ['a name that is not text', { name: { a: 1 } }, 'Name must be text'],
  ])('refuses %s with a message on the field', async (_, body, message) => {
    const before = await countRows(app.deps.db, 'outdoor_facilities');
    const res = await post(app, 'admin/facilities', body, admin);
    expect([res.status, res.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(res.body.details.fields).toContainEqual({ field: 'name', message });
    expect(await countRows(app.deps.db, 'outdoor_facilities')).toBe(before);
  });

  it('creates, renames and deletes, each audited and public at once', async () => {
    expect(await publicNames()).not.toContain('Tram stop');
    const created = await post(app, 'admin/facilities', { name: ' Tram stop ' }, admin);
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    expect(created.body.data).toMatchObject({ name: 'Tram stop', in_use: 0 });
    expect(await publicNames()).toContain('Tram stop');

    const renamed = await send('PATCH', `admin/facilities/${id}`, { name: 'Light rail' });
    expect(renamed.body.data.name).toBe('Light rail');
    expect(await publicNames()).toContain('Light rail');
    expect(await publicNames()).not.toContain('Tram stop');

    const listed = await get(app, 'admin/facilities', { search: 'LIGHT' }, admin);
    expect([listed.body.total, listed.body.data[0]?.id]).toEqual([1, id]);
    expect((await get(app, `admin/facilities/${id}`, {}, admin)).body.data.name).toBe('Light rail');

    expect((await send('DELETE', `admin/facilities/${id}`)).status).toBe(200);
    expect(await publicNames()).not.toContain('Light rail');
    const records = await auditOf(id);
    expect(records.map((r) => [r.action, r.actor_id])).toEqual([
      ['facility.create', adminId],
      ['facility.update', adminId],
      ['facility.delete', adminId],
    ]);
    expect(JSON.parse(String(records[1]?.before))).toEqual({ name: 'Tram stop', image: null });
    expect(JSON.parse(String(records[1]?.after))).toEqual({ name: 'Light rail', image: null });
    expect((await get(app, `admin/facilities/${id}`, {}, admin)).status).toBe(404);
  });

  it('refuses to delete a place listings give a distance to with 409 FACILITY_IN_USE', async () => {
    const facility = await createFacility(app, { name: 'Busy school' });
    const property = await createProperty(app, { category_id: (await createCategory(app)).id });
    const at = nowIso(app.clock.now);
    await insertRow(app.deps.db, 'property_facilities', {
      property_id: property.id,
      facility_id: facility.id,
      distance: 1.5,
      created_at: at,
      updated_at: at,
    });
    const res = await send('DELETE', `admin/facilities/${facility.id}`);
    expect([res.status, res.body.code]).toEqual([409, 'FACILITY_IN_USE']);
    expect(await countRows(app.deps.db, 'outdoor_facilities', { id: facility.id })).toBe(1);
    expect((await get(app, `admin/facilities/${facility.id}`, {}, admin)).body.data.in_use).toBe(1);
  });
});
