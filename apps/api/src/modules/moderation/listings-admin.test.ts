import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProject, createProperty } from '../../db/testing/listing.factory.js';
import { countRows, findRows, getRow } from '../../db/testing/rows.js';
import { bearer, createSession, createUser } from '../../db/testing/user.factory.js';
import { outboxMailsTo } from '../../testing/outbox.js';
import { createTestApp, get, post, type TestApp } from '../../testing/test-app.js';

// The console's listings tables (issue 14): filters and tab counts, bulk decisions, the
// operator's on/off and premium switches (contract §3.8, §4.1, §4.13).

let app: TestApp;
let categoryId: number;
let admin: { id: number; auth: Record<string, string> };
let memberAuth: Record<string, string>;
let readerAuth: Record<string, string>;

beforeAll(async () => {
  app = await createTestApp();
  categoryId = (await createCategory(app)).id;
  const user = await createUser(app, { role: 'admin', name: 'Olga Operator' });
  admin = { id: user.id, auth: bearer(await createSession(app, user.id)) };
  memberAuth = bearer(await createSession(app, (await createUser(app)).id));
  // A staff role that may read listings but not moderate them.
  await post(app, 'admin/staff-roles', { name: 'readers', permissions: 'listings.read' }, admin.auth);
  const staff = await post(
    app,
    'admin/staff',
    { name: 'Rea Der', email: 'reader@example.com', password: 'secret-reader', role: 'readers' },
    admin.auth,
  );
  readerAuth = bearer(await createSession(app, staff.body.data.id as number));
});
afterAll(async () => {
  await app.close();
});

const property = (values: Omit<Parameters<typeof createProperty>[1], 'category_id'> = {}) =>
  createProperty(app, { category_id: categoryId, ...values });
const auditOf = async (type: string, id: number) =>
  (await get(app, 'admin/audit-log', { target_type: type, target_id: id }, admin.auth)).body.data;

describe('who may use the new calls', () => {
  it('answers 401 to guests, 403 to members and to staff without listings.moderate; nothing changes', async () => {
    const home = await property({ request_status: 'pending' });
    const calls: [string, Record<string, unknown>][] = [
      ['admin/properties/bulk-approve', { ids: [home.id] }],
      ['admin/properties/bulk-reject', { ids: [home.id], reason: 'No' }],
      ['admin/projects/bulk-approve', { ids: [home.id] }],
      ['admin/projects/bulk-reject', { ids: [home.id], reason: 'No' }],
      [`admin/properties/${home.id}/status`, { status: 0 }],
      [`admin/projects/${home.id}/status`, { status: 0 }],
      [`admin/properties/${home.id}/premium`, { is_premium: true }],
    ];
    for (const [path, body] of calls) {
      const guest = await post(app, path, body);
      expect([path, guest.status, guest.body.code]).toEqual([path, 401, 'NOT_LOGGED_IN']);
      const member = await post(app, path, body, memberAuth);
      expect([path, member.status, member.body.code]).toEqual([path, 403, 'FORBIDDEN']);
      const reader = await post(app, path, body, readerAuth);
      expect([path, reader.status, reader.body.code]).toEqual([path, 403, 'FORBIDDEN']);
    }
    expect(await getRow(app.deps.db, 'properties', { id: home.id })).toMatchObject({
      request_status: 'pending',
      status: 1,
      is_premium: 0,
    });
    expect((await get(app, 'admin/listing-counts', {}, memberAuth)).status).toBe(403);
    expect((await get(app, 'admin/listing-counts', {}, readerAuth)).status).toBe(200);
    expect(await countRows(app.deps.db, 'audit_log', { action: 'property.status' })).toBe(0);
  });
});

describe('validation', () => {
  it('answers the spec messages for bad ids, reasons, status and premium', async () => {
    const cases: [string, Record<string, unknown>, string, string][] = [
      ['admin/properties/bulk-approve', {}, 'ids', 'Please fill all fields'],
      ['admin/properties/bulk-approve', { ids: [] }, 'ids', 'Please choose at least one listing'],
      ['admin/properties/bulk-approve', { ids: ['x'] }, 'ids', 'ids must be a list of ids'],
      [
        'admin/projects/bulk-approve',
        { ids: Array.from({ length: 101 }, (_, i) => i + 1) },
        'ids',
        'ids must have at most 100 items',
      ],
      ['admin/properties/bulk-reject', { ids: [1] }, 'reason', 'Please write the reason for the rejection'],
      [
        'admin/projects/bulk-reject',
        { ids: [1], reason: 'x'.repeat(301) },
        'reason',
        'The reason must be at most 300 characters',
      ],
      ['admin/properties/1/status', {}, 'status', 'Please fill all fields'],
      ['admin/projects/1/status', { status: 2 }, 'status', 'status must be at most 1'],
      [
        'admin/properties/1/premium',
        { is_premium: 'maybe' },
        'is_premium',
        'is_premium must be true or false',
      ],
    ];
    for (const [path, body, field, message] of cases) {
      const res = await post(app, path, body, admin.auth);
      expect([path, res.status]).toEqual([path, 400]);
      expect(res.body.details.fields).toContainEqual({ field, message });
    }
    const list = await get(app, 'admin/properties', { request_status: 'maybe', sort: 'up' }, admin.auth);
    expect(list.status).toBe(400);
  });

  it('answers 404 for an unknown listing', async () => {
    for (const path of ['properties', 'projects']) {
      const res = await post(app, `admin/${path}/99999999/status`, { status: 0 }, admin.auth);
      expect([res.status, res.body.code]).toEqual([404, 'NOT_FOUND']);
    }
    expect((await post(app, 'admin/properties/99999999/premium', { is_premium: 1 }, admin.auth)).status).toBe(
      404,
    );
  });
});

describe('filters and tab counts', () => {
  it('lists all states, filters by status, type, premium, city, sorts by price; counts each tab', async () => {
    const cat = (await createCategory(app)).id;
    const a = await createProperty(app, {
      category_id: cat,
      price: 100,
      city: 'Lyon',
      request_status: 'approved',
    });
    const b = await createProperty(app, {
      category_id: cat,
      price: 300,
      city: 'Paris',
      property_type: 'rent',
      request_status: 'pending',
    });
    const c = await createProperty(app, {
      category_id: cat,
      price: 200,
      city: 'Lyon',
      request_status: 'rejected',
    });
    await post(app, `admin/properties/${c.id}/status`, { status: 0 }, admin.auth);
    await post(app, `admin/properties/${a.id}/premium`, { is_premium: true }, admin.auth);
    const ids = async (query: Record<string, unknown>) =>
      (
        (await get(app, 'admin/properties', { category_id: cat, ...query }, admin.auth)).body.data as {
          id: number;
        }[]
      ).map((p) => p.id);
    expect(await ids({ request_status: 'all', sort: 'price' })).toEqual([b.id, c.id, a.id]);
    expect(await ids({ request_status: 'all', sort: 'oldest' })).toEqual([a.id, b.id, c.id]);
    expect(await ids({ request_status: 'all', status: 0 })).toEqual([c.id]);
    expect(await ids({ request_status: 'all', property_type: 'rent' })).toEqual([b.id]);
    expect(await ids({ request_status: 'all', is_premium: 1 })).toEqual([a.id]);
    const rows = (await get(app, 'admin/properties', { request_status: 'all', category_id: cat }, admin.auth))
      .body.data;
    expect(rows.map((p: { is_premium: number }) => p.is_premium)).toEqual([0, 0, 1]);
    expect(await ids({ request_status: 'all', city: 'lyo', sort: 'newest' })).toEqual([c.id, a.id]);
    expect(await ids({})).toEqual([b.id]);

    const before = (await get(app, 'admin/listing-counts', {}, admin.auth)).body.data.properties;
    await property({ request_status: 'pending' });
    const after = (await get(app, 'admin/listing-counts', {}, admin.auth)).body.data;
    expect(after.properties).toEqual({
      ...before,
      pending: before.pending + 1,
      all: before.all + 1,
      active: before.active + 1,
    });
    expect(after.properties.all).toBe(after.properties.active + after.properties.inactive);
    expect(Object.keys(after.projects).sort()).toEqual(
      ['active', 'all', 'approved', 'inactive', 'pending', 'rejected'].sort(),
    );
  });
});

describe('bulk decisions', () => {
  it('rejects each listing as the single call does, and reports a missing id without stopping', async () => {
    const owner = await createUser(app, { email: 'bulk-owner@example.com' });
    const one = await property({ owner_id: owner.id, request_status: 'pending', title: 'First home' });
    const two = await property({ owner_id: owner.id, request_status: 'pending', title: 'Second home' });
    const res = await post(
      app,
      'admin/properties/bulk-reject',
      { ids: [one.id, 99999999, two.id], reason: 'Blurry photos' },
      admin.auth,
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      results: [
        { id: one.id, ok: true, code: null },
        { id: 99999999, ok: false, code: 'NOT_FOUND' },
        { id: two.id, ok: true, code: null },
      ],
      succeeded: 2,
      failed: 1,
    });
    for (const home of [one, two]) {
      expect((await getRow(app.deps.db, 'properties', { id: home.id })).request_status).toBe('rejected');
      expect(await auditOf('property', home.id)).toEqual([
        expect.objectContaining({
          action: 'property.reject',
          before: { request_status: 'pending', status: 1, reject_reason: null },
          after: { request_status: 'rejected', status: 1, reject_reason: 'Blurry photos' },
        }),
      ]);
    }
    const notes = await findRows(app.deps.db, 'notifications', { user_id: owner.id });
    expect(notes.map((n) => n.event)).toEqual(['property_rejected', 'property_rejected']);
    expect((await outboxMailsTo(app, 'bulk-owner@example.com')).length).toBe(2);
  });

  it('approves projects in bulk', async () => {
    const p1 = await createProject(app, { category_id: categoryId, request_status: 'pending' });
    const p2 = await createProject(app, { category_id: categoryId, request_status: 'rejected' });
    const res = await post(
      app,
      'admin/projects/bulk-approve',
      { ids: `${p1.id},${p2.id},88888888` },
      admin.auth,
    );
    expect(res.body.data.succeeded).toBe(2);
    expect(res.body.data.results[2]).toEqual({ id: 88888888, ok: false, code: 'NOT_FOUND' });
    for (const p of [p1, p2]) {
      expect((await getRow(app.deps.db, 'projects', { id: p.id })).request_status).toBe('approved');
      expect((await auditOf('project', p.id))[0]).toMatchObject({ action: 'project.approve' });
    }
  });
});

describe('the switches', () => {
  it('switches a property off and on: the public page goes and comes back, the owner is told', async () => {
    const owner = await createUser(app);
    const home = await property({ owner_id: owner.id, request_status: 'approved' });
    expect((await get(app, 'get_property', { id: home.id, count_view: 0 })).status).toBe(200);

    const off = await post(app, `admin/properties/${home.id}/status`, { status: '0' }, admin.auth);
    expect([off.status, off.body.data]).toEqual([
      200,
      { id: home.id, status: 0, request_status: 'approved' },
    ]);
    expect((await get(app, 'get_property', { id: home.id, count_view: 0 })).status).toBe(404);
    expect((await getRow(app.deps.db, 'properties', { id: home.id })).is_public).toBe(0);

    await post(app, `admin/properties/${home.id}/status`, { status: 1 }, admin.auth);
    expect((await get(app, 'get_property', { id: home.id, count_view: 0 })).status).toBe(200);

    const notes = await findRows(app.deps.db, 'notifications', { user_id: owner.id });
    expect(notes.map((n) => n.event).sort()).toEqual(['property_activated', 'property_deactivated']);
    expect(await auditOf('property', home.id)).toEqual([
      expect.objectContaining({ action: 'property.status', before: { status: 0 }, after: { status: 1 } }),
      expect.objectContaining({ action: 'property.status', before: { status: 1 }, after: { status: 0 } }),
    ]);
  });

  it('switches a pending project on (the operator may at any time) and off', async () => {
    const project = await createProject(app, {
      category_id: categoryId,
      request_status: 'pending',
      status: 0,
    });
    const on = await post(app, `admin/projects/${project.id}/status`, { status: 1 }, admin.auth);
    expect(on.status).toBe(200);
    expect((await getRow(app.deps.db, 'projects', { id: project.id })).status).toBe(1);
    expect((await auditOf('project', project.id))[0]).toMatchObject({
      action: 'project.status',
      before: { status: 0 },
      after: { status: 1 },
    });
  });

  it('marks a property premium and back, audited', async () => {
    const home = await property();
    const res = await post(app, `admin/properties/${home.id}/premium`, { is_premium: 'true' }, admin.auth);
    expect([res.status, res.body.data]).toEqual([200, { id: home.id, is_premium: true }]);
    expect((await getRow(app.deps.db, 'properties', { id: home.id })).is_premium).toBe(1);
    await post(app, `admin/properties/${home.id}/premium`, { is_premium: false }, admin.auth);
    expect((await getRow(app.deps.db, 'properties', { id: home.id })).is_premium).toBe(0);
    expect(
      (await auditOf('property', home.id)).map((e: { before: unknown; after: unknown }) => e.after),
    ).toEqual([{ is_premium: false }, { is_premium: true }]);
  });
});
