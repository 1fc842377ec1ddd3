import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createSession, createUser } from '../../db/testing/user.factory.js';
import { createTestApp, get, post, type TestApp } from '../../testing/test-app.js';

// The audit log: operator writes record who did what to which record, before and after, when and
// from where; operators with audit.read page through it newest first; nobody can change it.

let app: TestApp;
let adminAuth: Record<string, string>;
let adminId: number;

beforeAll(async () => {
  app = await createTestApp();
  const admin = await createUser(app, { role: 'admin', name: 'Olga Operator' });
  adminId = admin.id;
  adminAuth = bearer(await createSession(app, admin.id));
});
afterAll(async () => {
  await app.close();
});

const log = (query: Record<string, unknown> = {}) => get(app, 'admin/audit-log', query, adminAuth);

describe('admin/audit-log', () => {
  it('answers 401 to a guest and 403 FORBIDDEN to a member', async () => {
    expect((await get(app, 'admin/audit-log')).status).toBe(401);
    const member = await createUser(app);
    const res = await get(app, 'admin/audit-log', {}, bearer(await createSession(app, member.id)));
    expect([res.status, res.body.code]).toEqual([403, 'FORBIDDEN']);
  });

  it('records admin/user-status with its before and after, actor, time and address', async () => {
    const target = await createUser(app);
    expect(
      (await post(app, 'admin/user-status', { user_id: target.id, status: false }, adminAuth)).status,
    ).toBe(200);
    app.clock.now = new Date(app.clock.now.getTime() + 60_000);
    expect(
      (await post(app, 'admin/user-status', { user_id: target.id, status: true }, adminAuth)).status,
    ).toBe(200);

    const res = await log({ target_type: 'user', target_id: target.id });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(2);
    expect(res.body.data).toEqual([
      {
        id: expect.any(Number),
        actor: { id: adminId, name: 'Olga Operator', email: expect.any(String) },
        action: 'user.activate',
        target: { type: 'user', id: target.id },
        before: { is_active: false },
        after: { is_active: true },
        ip_address: '127.0.0.1',
        created_at: app.clock.now.toISOString().replace(/\.\d{3}Z$/, 'Z'),
      },
      expect.objectContaining({
        action: 'user.deactivate',
        before: { is_active: true },
        after: { is_active: false },
      }),
    ]);
  });

  it('records nothing for a refused write', async () => {
    const before = (await log()).body.total;
    expect(
      (await post(app, 'admin/user-status', { user_id: 99_999_999, status: false }, adminAuth)).status,
    ).toBe(404);
    expect(
      (await post(app, 'admin/user-status', { user_id: adminId, status: false }, adminAuth)).status,
    ).toBe(403);
    expect((await log()).body.total).toBe(before);
  });

  it('pages newest first with the total, and filters by actor', async () => {
    const other = await createUser(app, { role: 'admin' });
    const otherAuth = bearer(await createSession(app, other.id));
    for (let i = 0; i < 3; i++) {
      app.clock.now = new Date(app.clock.now.getTime() + 1_000);
      const target = await createUser(app);
      await post(app, 'admin/user-status', { user_id: target.id, status: false }, otherAuth);
    }
    const all = await log({ limit: 100 });
    const times = (all.body.data as { created_at: string; id: number }[]).map((e) => e.created_at);
    expect(times).toEqual([...times].sort().reverse());
    const mine = await log({ actor_id: other.id, limit: 2 });
    expect(mine.body.total).toBe(3);
    expect(mine.body.data).toHaveLength(2);
    const rest = await log({ actor_id: other.id, limit: 2, offset: 2 });
    expect(rest.body.data).toHaveLength(1);
    expect(rest.body.data[0].id).toBeLessThan(mine.body.data[1].id);
    expect((await log({ limit: 101 })).status).toBe(400);
  });

  it('filters by action, a search on the actor or the action, and a day range', async () => {
    const finder = await createUser(app, {
      role: 'admin',
      name: 'Zelda Findable',
      email: 'zelda.find@example.com',
    });
    const finderAuth = bearer(await createSession(app, finder.id));
    const day = (at: Date) => at.toISOString().slice(0, 10);
    // Half an hour either side of the next UTC midnight: two days in one hour.
    const midnight = Math.ceil((app.clock.now.getTime() + 3_600_000) / 86_400_000) * 86_400_000;
    app.clock.now = new Date(midnight - 1_800_000);
    const dayOne = day(app.clock.now);
    const first = await createUser(app);
    await post(app, 'admin/user-status', { user_id: first.id, status: false }, finderAuth);
    app.clock.now = new Date(midnight + 1_800_000);
    const dayTwo = day(app.clock.now);
    await post(app, 'admin/user-status', { user_id: first.id, status: true }, finderAuth);

    const ids = async (query: Record<string, unknown>) => {
      const res = await log({ limit: 100, ...query });
      expect(res.status).toBe(200);
      return (res.body.data as { target: { id: number }; action: string }[])
        .filter((e) => e.target.id === first.id)
        .map((e) => e.action);
    };
    expect(await ids({ search: 'ZELDA' })).toEqual(['user.activate', 'user.deactivate']);
    expect(await ids({ search: 'find@example' })).toEqual(['user.activate', 'user.deactivate']);
    expect(await ids({ search: 'deactiv' })).toEqual(['user.deactivate']);
    expect(await ids({ search: 'nobody-like-this' })).toEqual([]);
    expect(await ids({ action: 'user.activate' })).toEqual(['user.activate']);
    expect(await ids({ from: dayTwo })).toEqual(['user.activate']);
    expect(await ids({ to: dayOne })).toEqual(['user.deactivate']);
    expect(await ids({ from: dayOne, to: dayOne, search: 'zelda' })).toEqual(['user.deactivate']);
    expect(await ids({ from: dayTwo, to: dayTwo, search: 'zelda' })).toEqual(['user.activate']);
    const counted = await log({ search: 'zelda', limit: 1 });
    expect([counted.body.total, counted.body.data.length]).toEqual([2, 1]);
    for (const [query, message] of [
      [{ from: '04/03/2031' }, 'from must be a date (YYYY-MM-DD)'],
      [{ to: '2031-13-45' }, 'to must be a date (YYYY-MM-DD)'],
    ] as const) {
      const res = await log(query);
      expect([res.status, res.body.code]).toEqual([400, 'VALIDATION_FAILED']);
      expect(JSON.stringify(res.body.details)).toContain(message);
    }
    expect((await log({ search: 'x'.repeat(101) })).status).toBe(400);
  });

  it('has no call that writes or deletes it', async () => {
    const onLog = app.calls.filter((call) => call.name.startsWith('admin/audit-log'));
    expect(onLog.map((call) => call.method)).toEqual(['GET']);
    for (const method of ['POST', 'DELETE'] as const) {
      const res = await app.app.inject({
        method,
        url: '/api/admin/audit-log',
        headers: adminAuth,
        payload: {},
      });
      expect([method, res.statusCode]).toEqual([method, 405]);
    }
  });
});
