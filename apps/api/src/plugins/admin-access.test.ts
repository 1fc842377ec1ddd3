import { idParam, required, textParam } from '@domus/shared/schemas/params.schema';
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

// A named action on one record: the record's id is part of the path (contract §3.8).
const poke = defineCall({
  method: 'POST',
  name: 'admin/test-things/:id/poke',
  access: 'admin',
  permission: 'settings.write',
  tag: 'Test',
  summary: 'an operator action on one record',
  input: z.object({ id: required(idParam('id')), note: textParam('note', 20).optional() }),
  handler: async ({ input }) => ok(input),
});

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({}, { extraCalls: [peek, poke] });
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

describe('a path parameter', () => {
  const adminAuth = async () =>
    bearer(await createSession(app, (await createUser(app, { role: 'admin' })).id));

  it('reaches the input, validated by the call’s schema, and wins over a body key of the same name', async () => {
    const auth = await adminAuth();
    const res = await post(app, 'admin/test-things/42/poke', { id: 7, note: 'hi' }, auth);
    expect([res.status, res.body.data]).toEqual([200, { id: 42, note: 'hi' }]);
    const bad = await post(app, 'admin/test-things/abc/poke', {}, auth);
    expect([bad.status, bad.body.code, bad.body.message]).toEqual([
      400,
      'VALIDATION_FAILED',
      'id must be a whole number',
    ]);
    expect((await post(app, 'admin/test-things/0/poke', {}, auth)).body.message).toBe(
      'id must be at least 1',
    );
  });

  it('is checked for access first, and another method on the path is a 405', async () => {
    expect((await post(app, 'admin/test-things/42/poke', {})).status).toBe(401);
    const wrong = await get(app, 'admin/test-things/42/poke', {}, await adminAuth());
    expect([wrong.status, wrong.body.code]).toEqual([405, 'METHOD_NOT_ALLOWED']);
    expect((await get(app, 'admin/test-things/42/other')).status).toBe(404);
  });

  it('is a path parameter in the OpenAPI document, not a body field', async () => {
    const doc = (await app.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const operation = doc.paths['/api/admin/test-things/{id}/poke'].post;
    expect(operation.parameters).toEqual([
      expect.objectContaining({ name: 'id', in: 'path', required: true }),
    ]);
    const body = operation.requestBody.content['application/json'].schema;
    expect(Object.keys(body.properties)).toEqual(['note']);
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
