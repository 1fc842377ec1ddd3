import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProject, createProperty } from '../../db/testing/listing.factory.js';
import { findRows } from '../../db/testing/rows.js';
import { bearer, createSession, createUser } from '../../db/testing/user.factory.js';
import { createTestApp, get, post, type TestApp } from '../../testing/test-app.js';
import { hashPassword } from './password.js';

// Operator deactivation through POST /api/admin/user-status.

let app: TestApp;
let adminToken: string;
let categoryId: number;
let n = 0;

beforeAll(async () => {
  app = await createTestApp();
  const admin = await createUser(app, { role: 'admin' });
  adminToken = await createSession(app, admin.id);
  categoryId = (await createCategory(app)).id;
});
afterAll(async () => {
  await app?.close();
});

/** A member who signs in with email + password and has one public property and project. */
async function lister() {
  const email = `lister${++n}@example.com`;
  const password = 'secret-42';
  const user = await createUser(app, {
    email,
    email_key: email,
    logintype: 3,
    password_hash: await hashPassword(password),
  });
  const token = await createSession(app, user.id);
  const property = await createProperty(app, {
    category_id: categoryId,
    owner_id: user.id,
    title: `Lister ${n} villa`,
  });
  const project = await createProject(app, { category_id: categoryId, owner_id: user.id });
  return { user, email, password, token, property, project };
}

const setStatus = (userId: unknown, status: unknown, token = adminToken) =>
  post(app, 'admin/user-status', { user_id: userId, status }, bearer(token));

async function visible(propertyId: number, projectId: number) {
  const properties = await get(app, 'get-property-list', { limit: 100 });
  const projects = await get(app, 'get-projects', { limit: 100 });
  return {
    property: properties.body.data.some((p: { id: number }) => p.id === propertyId),
    project: projects.body.data.some((p: { id: number }) => p.id === projectId),
  };
}

describe('deactivation', () => {
  it('revokes every session as deactivated and hides the listings at once', async () => {
    const m = await lister();
    const second = await createSession(app, m.user.id);
    expect(await visible(m.property.id, m.project.id)).toEqual({ property: true, project: true });

    const res = await setStatus(m.user.id, false);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ error: false, data: { id: m.user.id, is_active: false } });

    for (const token of [m.token, second]) {
      const required = await get(app, 'get-sessions', {}, bearer(token));
      expect([required.status, required.body.code, required.body.message]).toEqual([
        403,
        'ACCOUNT_DEACTIVATED',
        'Your Account have been Deactivetd by Admin',
      ]);
      const settings = await get(app, 'web-settings', {}, bearer(token));
      expect([settings.status, settings.body.data.is_active]).toEqual([200, false]);
    }
    const rows = await findRows(
      app.deps.db,
      'sessions',
      { user_id: m.user.id },
      { select: ['revoked_reason'] },
    );
    expect(rows.map((r) => r.revoked_reason)).toEqual(['deactivated', 'deactivated']);
    expect(await visible(m.property.id, m.project.id)).toEqual({ property: false, project: false });
    const lookup = await get(app, 'get_property', { id: m.property.id });
    expect(lookup.status).toBe(404);
  });

  it('still lets the deactivated session log out, and refuses a new sign-in', async () => {
    const m = await lister();
    expect((await setStatus(m.user.id, 'false')).status).toBe(200);
    const out = await post(app, 'before-logout', {}, bearer(m.token));
    expect([out.status, out.body.message]).toEqual([200, 'Logged out']);
    const signIn = await post(app, 'user_signup', { type: 3, email: m.email, password: m.password });
    expect([signIn.status, signIn.body.code]).toEqual([403, 'ACCOUNT_DEACTIVATED']);
    expect(signIn.body.token).toBeUndefined();
  });

  it('reactivation brings the listings back but never the old sessions', async () => {
    const m = await lister();
    await setStatus(m.user.id, 0);
    const res = await setStatus(m.user.id, 1);
    expect([res.status, res.body.data]).toEqual([200, { id: m.user.id, is_active: true }]);
    expect(await visible(m.property.id, m.project.id)).toEqual({ property: true, project: true });
    const old = await get(app, 'get-sessions', {}, bearer(m.token));
    expect([old.status, old.body.code]).toEqual([403, 'ACCOUNT_DEACTIVATED']);
    const signIn = await post(app, 'user_signup', { type: 3, email: m.email, password: m.password });
    expect(signIn.status).toBe(200);
    expect((await get(app, 'get-sessions', {}, bearer(signIn.body.token))).status).toBe(200);
  });
});

describe('admin/user-status access and input', () => {
  it('is for operators only: a member gets 403 FORBIDDEN and nothing changes', async () => {
    const m = await lister();
    const member = await createUser(app);
    const res = await setStatus(m.user.id, false, await createSession(app, member.id));
    expect([res.status, res.body.code]).toEqual([403, 'FORBIDDEN']);
    expect((await get(app, 'get-sessions', {}, bearer(m.token))).status).toBe(200);
    expect(await visible(m.property.id, m.project.id)).toEqual({ property: true, project: true });
  });

  it('needs a session, refuses the operator own account and answers 404 for an unknown one', async () => {
    const m = await lister();
    const anonymous = await post(app, 'admin/user-status', { user_id: m.user.id, status: false });
    expect([anonymous.status, anonymous.body.code]).toEqual([401, 'NOT_LOGGED_IN']);
    const admin = await createUser(app, { role: 'admin' });
    const own = await setStatus(admin.id, false, await createSession(app, admin.id));
    expect([own.status, own.body.code]).toEqual([403, 'FORBIDDEN']);
    const unknown = await setStatus(999_999, false);
    expect([unknown.status, unknown.body.code]).toEqual([404, 'NOT_FOUND']);
  });

  it('validates user_id and status', async () => {
    const bad = await setStatus('abc', 'maybe');
    expect(bad.status).toBe(400);
    expect(bad.body.details.fields).toEqual([
      { field: 'user_id', message: 'user_id must be a whole number' },
      { field: 'status', message: 'status must be true or false' },
    ]);
  });
});
