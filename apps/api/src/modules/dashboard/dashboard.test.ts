import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../../db/dialect.js';
import { createCategory, createProject, createProperty } from '../../db/testing/listing.factory.js';
import { createPackage } from '../../db/testing/package.factory.js';
import { insertRow } from '../../db/testing/rows.js';
import { bearer, createSession, createUser } from '../../db/testing/user.factory.js';
import { createTestApp, get, type TestApp } from '../../testing/test-app.js';

// admin/dashboard (issue 14): who may open it, each figure only with its area's read permission,
// and every figure counting what was added (listings by state, accounts and revenue per UTC day
// over the last 30 days, the pending-work queues with their console paths).

let app: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  app = await createTestApp();
  const user = await createUser(app, { role: 'admin' });
  admin = bearer(await createSession(app, user.id));
  // Two narrow stored staff roles (staff_roles, read with the session on every call).
  for (const [name, permissions] of [
    ['dashboard_cashier', ['payments.read']],
    ['dashboard_editor', ['catalogue.write']],
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

const dashboard = async (headers = admin) => get(app, 'admin/dashboard', {}, headers);
const daysAgo = (n: number) => new Date(app.clock.now.getTime() - n * 86_400_000);
const queue = (data: any, name: string) =>
  (data.queues as { name: string; count: number; path: string | null }[]).find((q) => q.name === name);

describe('who may', () => {
  it('answers 401 to a guest, 403 FORBIDDEN to a member and to staff without any summarised area', async () => {
    const guest = await get(app, 'admin/dashboard');
    expect([guest.status, guest.body.code]).toEqual([401, 'NOT_LOGGED_IN']);
    for (const role of ['member', 'dashboard_editor']) {
      const user = await createUser(app, { role });
      const res = await dashboard(bearer(await createSession(app, user.id)));
      expect([role, res.status, res.body.code]).toEqual([role, 403, 'FORBIDDEN']);
    }
  });

  it('shows staff with one area only that area: revenue to a cashier, no listings, accounts or queues', async () => {
    const user = await createUser(app, { role: 'dashboard_cashier' });
    const res = await dashboard(bearer(await createSession(app, user.id)));
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.data).sort()).toEqual(['days', 'queues', 'revenue', 'since']);
    expect(res.body.data.queues).toEqual([]);
  });
});

describe('the figures', () => {
  it('counts listings by moderation state and on/off, and the pending queues with their paths', async () => {
    const before = (await dashboard()).body.data;
    const category = await createCategory(app);
    await createProperty(app, { category_id: category.id, request_status: 'pending', status: 1 });
    await createProperty(app, { category_id: category.id, request_status: 'rejected', status: 0 });
    await createProject(app, { category_id: category.id, request_status: 'pending', status: 0 });
    const reporter = await createUser(app);
    const listing = await createProperty(app, { category_id: category.id });
    await insertRow(app.deps.db, 'reports', {
      user_id: reporter.id,
      property_id: listing.id,
      other_message: 'Fake photos',
      created_at: nowIso(app.clock.now),
      updated_at: nowIso(app.clock.now),
    });
    await insertRow(app.deps.db, 'contact_messages', {
      first_name: 'Ana',
      last_name: 'B',
      email: 'ana@example.com',
      subject: 'Hello',
      message: 'A question',
      handled: 0,
      created_at: nowIso(app.clock.now),
      updated_at: nowIso(app.clock.now),
    });
    await insertRow(app.deps.db, 'verification_applications', {
      user_id: reporter.id,
      status: 'pending',
      created_at: nowIso(app.clock.now),
      updated_at: nowIso(app.clock.now),
    });

    const res = await dashboard();
    expect(res.status).toBe(200);
    const after = res.body.data;
    const p0 = before.listings.properties;
    expect(after.listings.properties).toEqual({
      total: p0.total + 3,
      pending: p0.pending + 1,
      approved: p0.approved + 1,
      rejected: p0.rejected + 1,
      active: p0.active + 2,
      inactive: p0.inactive + 1,
    });
    expect(after.listings.projects.pending).toBe(before.listings.projects.pending + 1);
    expect(after.listings.projects.inactive).toBe(before.listings.projects.inactive + 1);
    const delta = (name: string) => (queue(after, name)?.count ?? 0) - (queue(before, name)?.count ?? 0);
    expect([
      delta('properties'),
      delta('projects'),
      delta('listing_reports'),
      delta('contact_requests'),
      delta('verifications'),
    ]).toEqual([1, 1, 1, 1, 1]);
    expect(after.queues.map((q: { name: string; path: string | null }) => [q.name, q.path])).toEqual([
      ['properties', '/admin/moderation?kind=properties'],
      ['projects', '/admin/moderation?kind=projects'],
      ['advertisements', '/admin/advertisements?status=pending'],
      ['verifications', '/admin/verifications'],
      ['chat_reports', '/admin/chat-reports'],
      ['listing_reports', '/admin/listing-reports'],
      ['contact_requests', '/admin/contact-requests'],
    ]);
  });

  it('counts new accounts per UTC day over the last 30 days, oldest first, empty days as 0', async () => {
    const before = (await dashboard()).body.data;
    await createUser(app, { created_at: nowIso(daysAgo(2)), updated_at: nowIso(daysAgo(2)) });
    await createUser(app, { created_at: nowIso(daysAgo(2)), updated_at: nowIso(daysAgo(2)) });
    await createUser(app, { created_at: nowIso(daysAgo(40)), updated_at: nowIso(daysAgo(40)) });
    const after = (await dashboard()).body.data;
    expect(after.days).toBe(30);
    expect(after.new_members).toHaveLength(30);
    expect(after.new_members[0].day).toBe(after.since);
    expect(after.new_members[29].day).toBe(nowIso(app.clock.now).slice(0, 10));
    const day = nowIso(daysAgo(2)).slice(0, 10);
    const count = (data: any) => data.new_members.find((d: { day: string }) => d.day === day).count;
    expect(count(after) - count(before)).toBe(2);
    const sum = (data: any) => data.new_members.reduce((s: number, d: { count: number }) => s + d.count, 0);
    expect(sum(after) - sum(before)).toBe(2);
  });

  it('sums successful payments only, per currency and day', async () => {
    const packageId = await createPackage(app, []);
    const buyer = await createUser(app);
    const pay = (amount: number, status: string, at: Date, currency = 'USD') =>
      insertRow(app.deps.db, 'payment_transactions', {
        user_id: buyer.id,
        package_id: packageId,
        amount,
        currency,
        payment_gateway: 'stripe',
        payment_status: status,
        order_id: `o-${Math.random()}`,
        created_at: nowIso(at),
        updated_at: nowIso(at),
      });
    await pay(19.99, 'success', daysAgo(1));
    await pay(10.01, 'success', daysAgo(1));
    await pay(500, 'failed', daysAgo(1));
    await pay(500, 'pending', daysAgo(1));
    await pay(7, 'success', daysAgo(31));
    await pay(5, 'success', daysAgo(0), 'EUR');
    const revenue = (await dashboard()).body.data.revenue as {
      currency: string;
      total: number;
      per_day: { day: string; amount: number }[];
    }[];
    expect(revenue.map((r) => [r.currency, r.total])).toEqual([
      ['EUR', 5],
      ['USD', 30],
    ]);
    const usd = revenue.find((r) => r.currency === 'USD');
    expect(usd?.per_day).toHaveLength(30);
    expect(usd?.per_day.find((d) => d.day === nowIso(daysAgo(1)).slice(0, 10))?.amount).toBe(30);
  });
});
