import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { getRow } from '../db/testing/rows.js';
import { bearer, createSession, createUser } from '../db/testing/user.factory.js';
import { defineCall, ok } from '../lib/call.js';
import { createTestApp, get, post, type TestApp } from '../testing/test-app.js';
import { registerCallPipeline } from './call-pipeline.plugin.js';

// The `admin` access level: a signed-in account whose role grants the call's named permission.
// Guests get 401, members and roles without the permission 403 FORBIDDEN, before any input is
// read or any service runs.

let handled = 0;
const peek = defineCall({
  method: 'GET',
  name: 'admin/test-settings-peek',
  access: 'admin',
  permission: 'settings.read',
  tag: 'Test',
  summary: 'an operator read',
  input: z.object({}),
  handler: async ({ viewer }) => {
    handled += 1;
    return ok({ id: viewer?.user.id ?? null });
  },
});

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({}, { extraCalls: [peek] });
});
afterAll(async () => {
  await app.close();
});

const setStatus = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  post(app, 'admin/user-status', body, headers);

describe('admin calls go through the pipeline with a permission', () => {
  it('answers 401 NOT_LOGGED_IN without a credential and 401 TOKEN_INVALID with a dead one', async () => {
    const target = await createUser(app);
    const none = await setStatus({ user_id: target.id, status: false });
    expect([none.status, none.body.code]).toEqual([401, 'NOT_LOGGED_IN']);
    const dead = await get(app, 'admin/test-settings-peek', {}, bearer('not-a-session-token'));
    expect([dead.status, dead.body.code]).toEqual([401, 'TOKEN_INVALID']);
  });

  it('answers 403 FORBIDDEN to a member, and the target account is untouched', async () => {
    const target = await createUser(app);
    const member = await createUser(app);
    const token = await createSession(app, member.id);
    const res = await setStatus({ user_id: target.id, status: false }, bearer(token));
    expect([res.status, res.body.code]).toEqual([403, 'FORBIDDEN']);
    const row = await getRow(app.deps.db, 'users', { id: target.id }, { select: ['is_active'] });
    expect(Number(row.is_active)).toBe(1);
  });

  it('answers 200 to an admin', async () => {
    const target = await createUser(app);
    const admin = await createUser(app, { role: 'admin' });
    const token = await createSession(app, admin.id);
    const res = await setStatus({ user_id: target.id, status: false }, bearer(token));
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ id: target.id, is_active: false });
    const peeked = await get(app, 'admin/test-settings-peek', {}, bearer(token));
    expect([peeked.status, peeked.body.data]).toEqual([200, { id: admin.id }]);
  });

  it('refuses a role without the permission before the handler runs', async () => {
    const before = handled;
    for (const role of ['member', 'editor', 'constructor', 'deleted']) {
      const user = await createUser(app, { role });
      const res = await get(app, 'admin/test-settings-peek', {}, bearer(await createSession(app, user.id)));
      expect([role, res.status, res.body.code]).toEqual([role, 403, 'FORBIDDEN']);
    }
    expect(handled).toBe(before);
  });

  it('answers ACCOUNT_DEACTIVATED to a deactivated admin', async () => {
    const admin = await createUser(app, { role: 'admin', is_active: 0 });
    const res = await get(app, 'admin/test-settings-peek', {}, bearer(await createSession(app, admin.id)));
    expect([res.status, res.body.code]).toEqual([403, 'ACCOUNT_DEACTIVATED']);
  });

  it('lists the permission in the OpenAPI document', async () => {
    const doc = (await app.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.paths['/api/admin/user-status'].post.description).toContain('users.manage');
  });
});

describe('a mis-declared admin call stops start-up', () => {
  const base = { method: 'GET' as const, tag: 'Test', summary: 's', input: z.object({}) };
  const handler = async () => ok(null);
  it.each([
    ['an admin call without a permission', { ...base, name: 'admin/x', access: 'admin' as const }],
    [
      'an admin call outside admin/',
      { ...base, name: 'x', access: 'admin' as const, permission: 'users.read' as const },
    ],
    [
      'a permission on a member call',
      { ...base, name: 'y', access: 'required' as const, permission: 'users.read' as const },
    ],
  ])('%s', (_label, definition) => {
    expect(() =>
      registerCallPipeline(Fastify(), [defineCall({ ...definition, handler })], app.deps.config),
    ).toThrow(/admin call|permission/i);
  });
});
