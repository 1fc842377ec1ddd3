import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCity } from '../../db/testing/catalogue.factory.js';
import { createCategory, createProperty } from '../../db/testing/listing.factory.js';
import { countRows, findRows } from '../../db/testing/rows.js';
import { bearer, createSession, createUser } from '../../db/testing/user.factory.js';
import { createTestApp, get, type TestApp } from '../../testing/test-app.js';

// Operators' cities (admin/cities, contract §3.8, §4.15): who may, validation, the on/off switch
// with its audit record, and that get-cities-data shows the switch at once.

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

async function patch(call: string, payload: object, headers = admin) {
  const res = await app.app.inject({ method: 'PATCH', url: `/api/${call}`, headers, payload });
  return { status: res.statusCode, body: res.json() as any };
}

const publicCities = async () =>
  ((await get(app, 'get-cities-data', { limit: 100 })).body.data as { City: string }[]).map((c) => c.City);

describe('admin/cities', () => {
  it('answers 401 to a guest and 403 FORBIDDEN to a member on every call, changing nothing', async () => {
    const city = await createCity(app, { name: 'Guarded city' });
    const auth = bearer(await createSession(app, (await createUser(app)).id));
    for (const headers of [{}, auth]) {
      const expected = headers === auth ? [403, 'FORBIDDEN'] : [401, 'NOT_LOGGED_IN'];
      const answers = [
        await get(app, 'admin/cities', {}, headers),
        await get(app, `admin/cities/${city.id}`, {}, headers),
        await patch(`admin/cities/${city.id}`, { enabled: false }, headers),
      ];
      for (const res of answers) expect([res.status, res.body.code]).toEqual(expected);
    }
    expect(await countRows(app.deps.db, 'audit_log')).toBe(0);
  });

  it('refuses a missing or malformed switch with a message on the field', async () => {
    const city = await createCity(app, { name: 'Checked city' });
    for (const [payload, message] of [
      [{}, 'Please fill all fields'],
      [{ enabled: 'perhaps' }, 'Enabled must be true or false'],
    ] as const) {
      const res = await patch(`admin/cities/${city.id}`, payload);
      expect([res.status, res.body.code]).toEqual([400, 'VALIDATION_FAILED']);
      expect(res.body.details.fields).toContainEqual({ field: 'enabled', message });
    }
    expect((await patch('admin/cities/99999999', { enabled: true })).status).toBe(404);
  });

  it('switches a city off and on, audited, and get-cities-data follows at once', async () => {
    const city = await createCity(app, { name: 'Switchtown' });
    await createProperty(app, { category_id: (await createCategory(app)).id, city: 'Switchtown' });
    expect(await publicCities()).toContain('Switchtown');

    const off = await patch(`admin/cities/${city.id}`, { enabled: false });
    expect([off.status, off.body.data.enabled]).toEqual([200, false]);
    expect(await publicCities()).not.toContain('Switchtown');
    const listed = await get(app, 'admin/cities', { search: 'switch', enabled: false }, admin);
    expect(listed.body.data.map((c: { name: string }) => c.name)).toEqual(['Switchtown']);

    await patch(`admin/cities/${city.id}`, { enabled: true });
    expect(await publicCities()).toContain('Switchtown');
    expect((await get(app, `admin/cities/${city.id}`, {}, admin)).body.data.enabled).toBe(true);

    const records = await findRows(
      app.deps.db,
      'audit_log',
      { target_type: 'city', target_id: city.id },
      { orderBy: 'id' },
    );
    expect(records.map((r) => [r.action, r.actor_id])).toEqual([
      ['city.update', adminId],
      ['city.update', adminId],
    ]);
    expect(JSON.parse(String(records[0]?.before))).toEqual({ enabled: true, image: null });
    expect(JSON.parse(String(records[0]?.after))).toEqual({ enabled: false, image: null });
  });
});
