import { TITLE_IMAGE_REQUIRED, TITLE_REQUIRED } from '@domus/shared/constants/messages.constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../../db/dialect.js';
import { createProject, createProperty } from '../../db/testing/listing.factory.js';
import { countRows, findRows, getRow, insertRow } from '../../db/testing/rows.js';
import { bearer, createSession, createUser } from '../../db/testing/user.factory.js';
import {
  type Catalogue,
  photo,
  postingCatalogue,
  projectFields,
  propertyFields,
} from '../../testing/listing-form.js';
import { outboxMailsTo } from '../../testing/outbox.js';
import { createTestApp, get, type TestApp } from '../../testing/test-app.js';
import { type MultipartPart, multipart } from '../../testing/upload-fixtures.js';

// Issue 14, operators' listings: admin/properties and admin/projects create (owner 0, approved
// and active at once), read one, and edit any listing with a reason sent to its owner (contract
// §3.8, §4.1, §4.3, §4.13). Who may, validation, audit before → after, notification and mail.

let app: TestApp;
let c: Catalogue;
let admin: Record<string, string>;

beforeAll(async () => {
  app = await createTestApp();
  await app.services.settings.set('admin_name', 'Domus Team');
  c = await postingCatalogue(app);
  admin = bearer(await createSession(app, (await createUser(app, { role: 'admin' })).id));
  for (const [name, permissions] of [
    ['listing_reader', ['listings.read']],
    ['listing_cataloguer', ['catalogue.read']],
  ] as const)
    await insertRow(app.deps.db, 'staff_roles', {
      name,
      permissions: JSON.stringify(permissions),
      created_at: nowIso(),
      updated_at: nowIso(),
    });
});
afterAll(async () => {
  await app.close();
});

async function send(method: string, call: string, parts: MultipartPart[], headers: Record<string, string>) {
  const body = multipart(parts);
  const res = await app.app.inject({
    method: method as 'POST',
    url: `/api/${call}`,
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
  return { status: res.statusCode, body: res.json() as any };
}

const propertyForm = async (over: Record<string, string | undefined> = {}, withPhoto = true) => [
  ...propertyFields(c, over),
  ...(withPhoto ? [await photo('title_image')] : []),
];

async function memberProperty(request_status = 'approved') {
  const user = await createUser(app, { name: 'Mia Member', email: `mia${Date.now()}@example.com` });
  const home = await createProperty(app, {
    category_id: c.category.id,
    owner_id: user.id,
    request_status,
    title: 'Old title',
  });
  return { user, auth: bearer(await createSession(app, user.id)), home };
}

describe('who may', () => {
  it('answers 401 to guests, 403 to members and to staff without the permission, and writes nothing', async () => {
    const { home, auth } = await memberProperty();
    const reader = bearer(await createSession(app, (await createUser(app, { role: 'listing_reader' })).id));
    const cataloguer = bearer(
      await createSession(app, (await createUser(app, { role: 'listing_cataloguer' })).id),
    );
    const form = await propertyForm({ reason: 'Typo' } as Record<string, string>);
    for (const [headers, status] of [
      [{}, 401],
      [auth, 403],
      [cataloguer, 403],
    ] as const) {
      expect((await get(app, `admin/properties/${home.id}`, {}, headers)).status).toBe(status);
      expect((await get(app, `admin/projects/${home.id}`, {}, headers)).status).toBe(status);
      expect((await send('POST', 'admin/properties', form, headers)).status).toBe(status);
      expect((await send('PATCH', `admin/properties/${home.id}`, form, headers)).status).toBe(status);
      expect((await send('POST', 'admin/projects', form, headers)).status).toBe(status);
    }
    // Reading is not writing.
    expect((await get(app, `admin/properties/${home.id}`, {}, reader)).status).toBe(200);
    const write = await send('PATCH', `admin/properties/${home.id}`, form, reader);
    expect([write.status, write.body.code]).toEqual([403, 'FORBIDDEN']);
    expect((await getRow(app.deps.db, 'properties', { id: home.id })).title).toBe('Old title');
    expect(await countRows(app.deps.db, 'audit_log')).toBe(0);
  });
});

describe('operator listings', () => {
  it('creates a property owned by the operator, approved, active and public at once, audited', async () => {
    const before = await countRows(app.deps.db, 'properties');
    const res = await send('POST', 'admin/properties', await propertyForm({ title: 'Team Villa' }), admin);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      title: 'Team Villa',
      owner: { id: 0, name: 'Domus Team' },
      is_admin_listing: true,
      request_status: 'approved',
      status: 1,
    });
    expect(await countRows(app.deps.db, 'properties')).toBe(before + 1);
    const id = res.body.data.id;
    const publicView = await get(app, 'get_property', { id, count_view: 0 });
    expect([publicView.status, publicView.body.data[0].is_admin_listing]).toEqual([200, true]);
    const [entry] = await findRows(app.deps.db, 'audit_log', { action: 'property.create' });
    expect(entry?.target_id).toBe(id);
    expect(JSON.parse(String(entry?.after))).toMatchObject({
      title: 'Team Villa',
      request_status: 'approved',
    });
  });

  it("refuses a form with the member's messages, creating nothing", async () => {
    const before = await countRows(app.deps.db, 'properties');
    const noTitle = await send('POST', 'admin/properties', await propertyForm({ title: undefined }), admin);
    expect([noTitle.status, noTitle.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(noTitle.body.details.fields).toContainEqual({ field: 'title', message: TITLE_REQUIRED });
    const noPhoto = await send('POST', 'admin/properties', await propertyForm({}, false), admin);
    expect(noPhoto.body.details.fields).toContainEqual({
      field: 'title_image',
      message: TITLE_IMAGE_REQUIRED,
    });
    expect(await countRows(app.deps.db, 'properties')).toBe(before);
  });

  it('creates a project approved and active, publicly visible', async () => {
    const form = [
      ...projectFields(c.category.id, { title: 'Team Towers' }),
      await photo('image'),
      await photo('gallery_images[]'),
    ];
    const res = await send('POST', 'admin/projects', form, admin);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      title: 'Team Towers',
      owner: { id: 0 },
      request_status: 'approved',
      status: 1,
      documents: [],
    });
    // In the shapes the member's project form reads (the console reuses it).
    expect(res.body.data.gallery_images).toEqual([
      { id: expect.any(Number), name: expect.stringMatching(/^https?:\/\//), type: 'image' },
    ]);
    const row = await getRow(app.deps.db, 'projects', { id: res.body.data.id });
    expect(row.owner_id).toBeNull();
    expect((await get(app, 'get-projects', { id: res.body.data.id })).status).toBe(200);
  });
});

describe("editing a member's listing", () => {
  it('needs a reason of at most 300 characters', async () => {
    const { home } = await memberProperty();
    for (const [reason, message] of [
      [undefined, 'Please give a reason'],
      ['   ', 'Please give a reason'],
      ['x'.repeat(301), 'The reason must be at most 300 characters'],
    ] as const) {
      const res = await send(
        'PATCH',
        `admin/properties/${home.id}`,
        await propertyForm({ reason }, false),
        admin,
      );
      expect([res.status, res.body.code]).toEqual([400, 'VALIDATION_FAILED']);
      expect(res.body.details.fields).toContainEqual({ field: 'reason', message });
    }
    expect((await getRow(app.deps.db, 'properties', { id: home.id })).title).toBe('Old title');
  });

  it('saves, keeps the moderation state, audits the change and tells the owner why', async () => {
    const { home, user, auth } = await memberProperty();
    // Warm the public cache: the edit must drop it.
    expect((await get(app, 'get_property', { id: home.id, count_view: 0 })).body.data[0].title).toBe(
      'Old title',
    );
    const form = await propertyForm({ title: 'New title', reason: 'The title had a typo' }, false);
    const res = await send('PATCH', `admin/properties/${home.id}`, form, admin);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      title: 'New title',
      request_status: 'approved',
      owner: { id: user.id, name: 'Mia Member' },
    });
    expect((await get(app, 'get_property', { id: home.id, count_view: 0 })).body.data[0].title).toBe(
      'New title',
    );

    const [entry] = await findRows(app.deps.db, 'audit_log', {
      action: 'property.update',
      target_id: home.id,
    });
    expect(JSON.parse(String(entry?.before))).toMatchObject({ title: 'Old title', reason: null });
    expect(JSON.parse(String(entry?.after))).toMatchObject({
      title: 'New title',
      reason: 'The title had a typo',
    });
    expect(JSON.parse(String(entry?.after))).not.toHaveProperty('request_status');

    const list = await get(app, 'get_notification_list', {}, auth);
    expect(list.body.data[0].message).toContain('The title had a typo');
    const mails = await outboxMailsTo(app, String(user.email));
    expect(mails.at(-1)?.text).toContain('The title had a typo');
  });

  it('keeps a pending listing pending', async () => {
    const { home } = await memberProperty('pending');
    const form = await propertyForm({ title: 'Fixed', reason: 'Fixed the title' }, false);
    expect((await send('PATCH', `admin/properties/${home.id}`, form, admin)).status).toBe(200);
    expect((await getRow(app.deps.db, 'properties', { id: home.id })).request_status).toBe('pending');
  });

  it('edits an operator listing without a reason and notifies nobody', async () => {
    const home = await createProperty(app, { category_id: c.category.id, owner_id: null, title: 'Ours' });
    const notes = await countRows(app.deps.db, 'notifications');
    const res = await send(
      'PATCH',
      `admin/properties/${home.id}`,
      await propertyForm({ title: 'Ours too' }, false),
      admin,
    );
    expect([res.status, res.body.data.title]).toEqual([200, 'Ours too']);
    expect(await countRows(app.deps.db, 'notifications')).toBe(notes);
  });

  it("edits a member's project with a reason sent to the owner", async () => {
    const user = await createUser(app, { email: 'pia@example.com' });
    const project = await createProject(app, {
      category_id: c.category.id,
      owner_id: user.id,
      title: 'Old towers',
    });
    const form = projectFields(c.category.id, { title: 'New towers', reason: 'Renamed by the builder' });
    const res = await send('PATCH', `admin/projects/${project.id}`, form, admin);
    expect([res.status, res.body.data.title]).toEqual([200, 'New towers']);
    const one = await get(app, `admin/projects/${project.id}`, {}, admin);
    expect(one.body.data.owner).toEqual({ id: user.id, name: user.name, email: 'pia@example.com' });
    const [note] = await findRows(app.deps.db, 'notifications', { user_id: user.id });
    expect(note?.message).toContain('Renamed by the builder');
  });

  it('answers 404 for an unknown listing', async () => {
    expect((await get(app, 'admin/properties/99999999', {}, admin)).status).toBe(404);
    const form = await propertyForm({ reason: 'x' }, false);
    expect((await send('PATCH', 'admin/properties/99999999', form, admin)).status).toBe(404);
  });
});
