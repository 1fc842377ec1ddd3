import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProject, createProperty } from '../../db/testing/listing.factory.js';
import { countRows, findRows, getRow } from '../../db/testing/rows.js';
import { bearer, createSession, createUser } from '../../db/testing/user.factory.js';
import { outboxMailsTo } from '../../testing/outbox.js';
import { createTestApp, get, post, type TestApp } from '../../testing/test-app.js';

// Operator decisions on properties and projects: approve, reject with a reason (contract §4.1,
// §4.3, §4.13, §3.8). Each test checks the answer and every side effect: visibility, the reason,
// the owner's notification and mail, the audit record.

let app: TestApp;
let categoryId: number;
let admin: { id: number; auth: Record<string, string> };

beforeAll(async () => {
  app = await createTestApp();
  await app.services.settings.set('company_name', 'Domus Test');
  categoryId = (await createCategory(app)).id;
  const user = await createUser(app, { role: 'admin', name: 'Olga Operator' });
  admin = { id: user.id, auth: bearer(await createSession(app, user.id)) };
});
afterAll(async () => {
  await app.close();
});

async function owner(email: string) {
  const user = await createUser(app, { name: 'Ola Owner', email });
  return { user, auth: bearer(await createSession(app, user.id)) };
}

const pendingProperty = (ownerId: number | null, title = 'Sea view villa') =>
  createProperty(app, { category_id: categoryId, owner_id: ownerId, request_status: 'pending', title });

const listedIds = async () =>
  ((await get(app, 'get-property-list', { limit: 100 })).body.data as { id: number }[]).map((p) => p.id);
const guestSees = async (id: number) =>
  (await get(app, 'get_property', { id, count_view: 0 })).status === 200;

describe('who may decide', () => {
  it('answers 401 to a guest, 403 FORBIDDEN to a member, and changes nothing', async () => {
    const home = await pendingProperty(null);
    const member = await createUser(app);
    const memberAuth = bearer(await createSession(app, member.id));
    for (const action of ['approve', 'reject']) {
      const body = { reason: 'Blurry photos' };
      const guest = await post(app, `admin/properties/${home.id}/${action}`, body);
      expect([guest.status, guest.body.code]).toEqual([401, 'NOT_LOGGED_IN']);
      const refused = await post(app, `admin/properties/${home.id}/${action}`, body, memberAuth);
      expect([refused.status, refused.body.code]).toEqual([403, 'FORBIDDEN']);
      const project = await post(app, `admin/projects/${home.id}/${action}`, body, memberAuth);
      expect(project.status).toBe(403);
    }
    expect((await getRow(app.deps.db, 'properties', { id: home.id })).request_status).toBe('pending');
    expect(await countRows(app.deps.db, 'audit_log')).toBe(0);
  });

  it('lets an operator open a listing in any state to judge it, without counting a view', async () => {
    const { user, auth } = await owner('judged@example.com');
    const home = await pendingProperty(user.id);
    const stranger = await createUser(app);
    const strangerAuth = bearer(await createSession(app, stranger.id));
    expect((await get(app, 'get_property', { id: home.id }, strangerAuth)).status).toBe(404);
    const seen = await get(app, 'get_property', { id: home.id }, admin.auth);
    expect([seen.status, seen.body.data[0].id]).toEqual([200, home.id]);
    expect((await get(app, 'get_property', { slug_id: home.slug_id }, auth)).status).toBe(200);
    expect((await getRow(app.deps.db, 'properties', { id: home.id })).total_view).toBe(0);
  });

  it('answers 404 for an unknown listing', async () => {
    for (const path of ['properties', 'projects']) {
      const res = await post(app, `admin/${path}/99999999/approve`, {}, admin.auth);
      expect([res.status, res.body.code]).toEqual([404, 'NOT_FOUND']);
      const rejected = await post(app, `admin/${path}/99999999/reject`, { reason: 'No' }, admin.auth);
      expect(rejected.status).toBe(404);
    }
  });
});

describe('approving a property', () => {
  it('makes a pending listing public at once, tells the owner and records the decision', async () => {
    const { user } = await owner('approved-owner@example.com');
    const home = await pendingProperty(user.id);
    expect(await listedIds()).not.toContain(home.id);
    expect(await guestSees(home.id)).toBe(false);

    const res = await post(app, `admin/properties/${home.id}/approve`, {}, admin.auth);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: 'Property approved',
      data: { id: home.id, request_status: 'approved', status: 1, reject_reason: null },
    });
    expect(await listedIds()).toContain(home.id);
    expect(await guestSees(home.id)).toBe(true);
    expect((await getRow(app.deps.db, 'properties', { id: home.id })).is_public).toBe(2);

    const [note, ...more] = await findRows(app.deps.db, 'notifications', { user_id: user.id });
    expect(more).toEqual([]);
    expect(note).toMatchObject({
      event: 'property_approved',
      title: 'Property approved',
      message: 'Your property Sea view villa has been approved.',
      type: 1,
      property_id: home.id,
    });
    const mails = await outboxMailsTo(app, 'approved-owner@example.com');
    expect(mails.map((m) => m.subject)).toEqual(['Property approved - Domus Test']);
    expect(mails[0]?.text).toContain(`http://localhost:3000/my-property/${home.slug_id}`);

    const log = await get(
      app,
      'admin/audit-log',
      { target_type: 'property', target_id: home.id },
      admin.auth,
    );
    expect(log.body.data).toEqual([
      expect.objectContaining({
        actor: expect.objectContaining({ id: admin.id }),
        action: 'property.approve',
        target: { type: 'property', id: home.id },
        before: { request_status: 'pending', status: 1, reject_reason: null },
        after: { request_status: 'approved', status: 1, reject_reason: null },
      }),
    ]);
  });

  it('never switches a listing on: an approved listing the owner switched off stays hidden', async () => {
    const { user } = await owner('off-owner@example.com');
    const home = await createProperty(app, {
      category_id: categoryId,
      owner_id: user.id,
      request_status: 'pending',
      status: 0,
    });
    const res = await post(app, `admin/properties/${home.id}/approve`, {}, admin.auth);
    expect(res.body.data).toMatchObject({ request_status: 'approved', status: 0 });
    expect(await guestSees(home.id)).toBe(false);
  });

  it('approves the operator’s own listing without notifying anybody', async () => {
    const before = await countRows(app.deps.db, 'notifications');
    const home = await pendingProperty(null);
    expect((await post(app, `admin/properties/${home.id}/approve`, {}, admin.auth)).status).toBe(200);
    expect(await guestSees(home.id)).toBe(true);
    expect(await countRows(app.deps.db, 'notifications')).toBe(before);
  });
});

describe('rejecting a property', () => {
  it('keeps it hidden, keeps the reason for the owner, tells them why and records it', async () => {
    const { user, auth } = await owner('rejected-owner@example.com');
    const home = await pendingProperty(user.id, 'Dark flat');
    const reason = 'The photos are too dark to show the rooms.';
    const res = await post(app, `admin/properties/${home.id}/reject`, { reason: `  ${reason} ` }, admin.auth);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: 'Property rejected',
      data: { id: home.id, request_status: 'rejected', status: 1, reject_reason: reason },
    });
    expect(await guestSees(home.id)).toBe(false);
    expect(await listedIds()).not.toContain(home.id);

    const mine = await get(app, 'get-added-properties', { id: home.id }, auth);
    expect(mine.body.data[0]).toMatchObject({
      request_status: 'rejected',
      reject_reason: { reason, created_at: expect.any(String) },
    });

    const note = await getRow(app.deps.db, 'notifications', { user_id: user.id });
    expect(note).toMatchObject({
      event: 'property_rejected',
      title: 'Property rejected',
      message: `Your property Dark flat was not approved. Reason: ${reason}`,
      type: 1,
      property_id: home.id,
    });
    const [mail] = await outboxMailsTo(app, 'rejected-owner@example.com');
    expect(mail?.subject).toBe('Property rejected - Domus Test');
    expect(mail?.text).toContain(reason);

    const log = await get(
      app,
      'admin/audit-log',
      { target_type: 'property', target_id: home.id },
      admin.auth,
    );
    expect(log.body.data[0]).toMatchObject({
      action: 'property.reject',
      before: { request_status: 'pending', reject_reason: null },
      after: { request_status: 'rejected', reject_reason: reason },
    });
  });

  it('needs a reason of at most 300 characters, with a clear message, and changes nothing otherwise', async () => {
    const { user } = await owner('patient-owner@example.com');
    const home = await pendingProperty(user.id);
    for (const [body, message] of [
      [{}, 'Please write the reason for the rejection'],
      [{ reason: '   ' }, 'Please write the reason for the rejection'],
      [{ reason: 'x'.repeat(301) }, 'The reason must be at most 300 characters'],
    ] as const) {
      const res = await post(app, `admin/properties/${home.id}/reject`, body, admin.auth);
      expect([res.status, res.body.code, res.body.message]).toEqual([400, 'VALIDATION_FAILED', message]);
      expect(res.body.details.fields).toEqual([{ field: 'reason', message }]);
    }
    expect((await getRow(app.deps.db, 'properties', { id: home.id })).request_status).toBe('pending');
    expect(await countRows(app.deps.db, 'notifications', { user_id: user.id })).toBe(0);
    const exact = await post(
      app,
      `admin/properties/${home.id}/reject`,
      { reason: 'y'.repeat(300) },
      admin.auth,
    );
    expect(exact.status).toBe(200);
  });

  it('can take back an approval, and an approval later clears the reason', async () => {
    const { user, auth } = await owner('changing-owner@example.com');
    const home = await createProperty(app, { category_id: categoryId, owner_id: user.id });
    expect(await guestSees(home.id)).toBe(true);
    const reject = await post(app, `admin/properties/${home.id}/reject`, { reason: 'Duplicate' }, admin.auth);
    expect(reject.body.data.request_status).toBe('rejected');
    expect(await guestSees(home.id)).toBe(false);

    await post(app, `admin/properties/${home.id}/approve`, {}, admin.auth);
    expect(await guestSees(home.id)).toBe(true);
    const mine = await get(app, 'get-added-properties', { id: home.id }, auth);
    expect(mine.body.data[0].reject_reason).toBeNull();
    expect(
      await countRows(app.deps.db, 'moderation_reasons', { entity: 'property', entity_id: home.id }),
    ).toBe(0);
    const log = await get(
      app,
      'admin/audit-log',
      { target_type: 'property', target_id: home.id },
      admin.auth,
    );
    expect(log.body.data[0]).toMatchObject({
      action: 'property.approve',
      before: { request_status: 'rejected', reject_reason: 'Duplicate' },
      after: { request_status: 'approved', reject_reason: null },
    });
  });
});

describe('projects', () => {
  it('approving a new project leaves it switched off (status 0) until enabled', async () => {
    const { user } = await owner('project-owner@example.com');
    const project = await createProject(app, {
      category_id: categoryId,
      owner_id: user.id,
      request_status: 'pending',
      status: 0,
      title: 'Harbour towers',
    });
    const res = await post(app, `admin/projects/${project.id}/approve`, {}, admin.auth);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: 'Project approved',
      data: { id: project.id, request_status: 'approved', status: 0, reject_reason: null },
    });
    const row = await getRow(app.deps.db, 'projects', { id: project.id });
    expect([row.request_status, row.status, row.is_public]).toEqual(['approved', 0, 0]);
    expect(await getRow(app.deps.db, 'notifications', { user_id: user.id })).toMatchObject({
      event: 'project_approved',
      project_id: project.id,
      property_id: null,
    });
    const mails = await outboxMailsTo(app, 'project-owner@example.com');
    expect(mails.map((m) => m.subject)).toEqual(['Project approved - Domus Test']);
    // The mail leads to the owner's page of the project, which shows its state.
    expect(mails[0]?.text).toContain(`http://localhost:3000/my-project/${project.slug_id}`);
  });

  it('approving an enabled project shows it in get-projects; rejecting takes it out with the reason', async () => {
    const { user } = await owner('towers-owner@example.com');
    const project = await createProject(app, {
      category_id: categoryId,
      owner_id: user.id,
      request_status: 'pending',
      status: 1,
    });
    const listed = async () =>
      ((await get(app, 'get-projects', { limit: 100 })).body.data as { id: number }[]).map((p) => p.id);
    expect(await listed()).not.toContain(project.id);
    await post(app, `admin/projects/${project.id}/approve`, {}, admin.auth);
    expect(await listed()).toContain(project.id);

    const res = await post(
      app,
      `admin/projects/${project.id}/reject`,
      { reason: 'Wrong location' },
      admin.auth,
    );
    expect(res.body).toMatchObject({
      message: 'Project rejected',
      data: { request_status: 'rejected', status: 1, reject_reason: 'Wrong location' },
    });
    expect(await listed()).not.toContain(project.id);
    const notes = await findRows(app.deps.db, 'notifications', { user_id: user.id }, { orderBy: 'id' });
    expect(notes.map((n) => n.event)).toEqual(['project_approved', 'project_rejected']);
    expect(notes[1]?.message).toContain('Wrong location');
    const log = await get(
      app,
      'admin/audit-log',
      { target_type: 'project', target_id: project.id },
      admin.auth,
    );
    expect(log.body.data.map((e: { action: string }) => e.action)).toEqual([
      'project.reject',
      'project.approve',
    ]);
  });
});

describe('notifications follow the account', () => {
  it('a deactivated owner is told nothing, and a second approval tells nobody again', async () => {
    const { user } = await owner('sleeping@example.com');
    const home = await pendingProperty(user.id);
    await post(app, 'admin/user-status', { user_id: user.id, status: false }, admin.auth);
    expect((await post(app, `admin/properties/${home.id}/approve`, {}, admin.auth)).status).toBe(200);
    expect(await countRows(app.deps.db, 'notifications', { user_id: user.id })).toBe(0);
    expect(await outboxMailsTo(app, 'sleeping@example.com')).toEqual([]);
    await post(app, 'admin/user-status', { user_id: user.id, status: true }, admin.auth);
    expect(await guestSees(home.id)).toBe(true);
    expect((await post(app, `admin/properties/${home.id}/approve`, {}, admin.auth)).status).toBe(200);
    expect(await countRows(app.deps.db, 'notifications', { user_id: user.id })).toBe(0);
  });
});
