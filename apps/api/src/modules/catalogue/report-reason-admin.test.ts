import { REPORT_REASON_MESSAGES } from '@domus/shared/schemas/admin-reports.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReportReason } from '../../db/testing/catalogue.factory.js';
import { createCategory, createProperty } from '../../db/testing/listing.factory.js';
import { countRows, findRows, getRow } from '../../db/testing/rows.js';
import { bearer, createSession, createUser } from '../../db/testing/user.factory.js';
import { createTestApp, get, post, type TestApp } from '../../testing/test-app.js';

// Operators' report reasons (admin/report-reasons, issue 14): who may, validation, writes with
// their audit records, the cached get_report_reasons following at once, and a deleted reason's
// reports keeping its text.

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

const publicReasons = async () =>
  ((await get(app, 'get_report_reasons')).body.data as { reason: string }[]).map((r) => r.reason);
const auditOf = (id: number) =>
  findRows(app.deps.db, 'audit_log', { target_type: 'report_reason', target_id: id }, { orderBy: 'id' });

describe('admin/report-reasons', () => {
  it('answers 401 to a guest, 403 to a member and to staff without catalogue rights, changing nothing', async () => {
    const reason = await createReportReason(app, { reason: 'Guarded' });
    const member = bearer(await createSession(app, (await createUser(app)).id));
    expect(
      (await post(app, 'admin/staff-roles', { name: 'rr-users', permissions: 'users.read' }, admin)).status,
    ).toBe(201);
    expect(
      (await post(app, 'admin/staff-roles', { name: 'rr-readers', permissions: 'catalogue.read' }, admin))
        .status,
    ).toBe(201);
    const staff = bearer(await createSession(app, (await createUser(app, { role: 'rr-users' })).id));
    const reader = bearer(await createSession(app, (await createUser(app, { role: 'rr-readers' })).id));
    const writes = (headers: Record<string, string>) => [
      post(app, 'admin/report-reasons', { reason: 'Spam' }, headers),
      send('PATCH', `admin/report-reasons/${reason.id}`, { reason: 'Spam' }, headers),
      send('DELETE', `admin/report-reasons/${reason.id}`, undefined, headers),
    ];
    const reads = (headers: Record<string, string>) => [
      get(app, 'admin/report-reasons', {}, headers),
      get(app, `admin/report-reasons/${reason.id}`, {}, headers),
    ];
    const auditBefore = await countRows(app.deps.db, 'audit_log');
    for (const [headers, expected] of [
      [{}, [401, 'NOT_LOGGED_IN']],
      [member, [403, 'FORBIDDEN']],
      [staff, [403, 'FORBIDDEN']],
    ] as const) {
      for (const res of await Promise.all([...reads(headers), ...writes(headers)])) {
        expect([res.status, res.body.code]).toEqual(expected);
      }
    }
    for (const res of await Promise.all(reads(reader))) expect(res.status).toBe(200);
    for (const res of await Promise.all(writes(reader)))
      expect([res.status, res.body.code]).toEqual([403, 'FORBIDDEN']);
    expect(await countRows(app.deps.db, 'audit_log')).toBe(auditBefore);
  });

  it.each([
    ['no reason', { reason: '' }, REPORT_REASON_MESSAGES.reasonRequired],
    ['a long reason', { reason: 'x'.repeat(501) }, 'Reason must be at most 500 characters'],
    ['a reason that is not text', { reason: { a: 1 } }, 'Reason must be text'],
  ])('refuses %s with a message on the field', async (_, body, message) => {
    const before = await countRows(app.deps.db, 'report_reasons');
    const res = await post(app, 'admin/report-reasons', body, admin);
    expect([res.status, res.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(res.body.details.fields).toContainEqual({ field: 'reason', message });
    expect(await countRows(app.deps.db, 'report_reasons')).toBe(before);
  });

  it('creates, rewords and deletes, each audited and in the public dialog at once', async () => {
    expect(await publicReasons()).not.toContain('Wrong price');
    const created = await post(app, 'admin/report-reasons', { reason: ' Wrong price ' }, admin);
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    expect(created.body.data).toMatchObject({ reason: 'Wrong price', in_use: 0 });
    expect(await publicReasons()).toContain('Wrong price');

    const edited = await send('PATCH', `admin/report-reasons/${id}`, { reason: 'Misleading price' });
    expect(edited.body.data.reason).toBe('Misleading price');
    expect(await publicReasons()).toContain('Misleading price');
    expect(await publicReasons()).not.toContain('Wrong price');

    const listed = await get(app, 'admin/report-reasons', { search: 'MISLEADING' }, admin);
    expect([listed.body.total, listed.body.data[0]?.id]).toEqual([1, id]);

    expect((await send('DELETE', `admin/report-reasons/${id}`)).status).toBe(200);
    expect(await publicReasons()).not.toContain('Misleading price');
    const records = await auditOf(id);
    expect(records.map((r) => [r.action, r.actor_id])).toEqual([
      ['report_reason.create', adminId],
      ['report_reason.update', adminId],
      ['report_reason.delete', adminId],
    ]);
    expect(JSON.parse(String(records[1]?.before))).toEqual({ reason: 'Wrong price' });
    expect(JSON.parse(String(records[1]?.after))).toEqual({ reason: 'Misleading price' });
    expect((await get(app, `admin/report-reasons/${id}`, {}, admin)).status).toBe(404);
  });

  it('deletes a reason reports use, and the reports keep its text', async () => {
    const reason = await createReportReason(app, { reason: 'Duplicate listing' });
    const listing = await createProperty(app, { category_id: (await createCategory(app)).id });
    const reporter = bearer(await createSession(app, (await createUser(app)).id));
    expect(
      (await post(app, 'add_reports', { property_id: listing.id, reason_id: reason.id }, reporter)).status,
    ).toBe(201);
    expect((await get(app, `admin/report-reasons/${reason.id}`, {}, admin)).body.data.in_use).toBe(1);
    expect((await send('DELETE', `admin/report-reasons/${reason.id}`)).status).toBe(200);
    const [report] = await findRows(app.deps.db, 'reports', { property_id: listing.id });
    expect(report).toMatchObject({ reason_id: null, other_message: 'Duplicate listing' });
    const shown = await get(app, `admin/listing-reports/${report?.id}`, {}, admin);
    expect(shown.body.data.reason).toBe('Duplicate listing');
    expect((await getRow(app.deps.db, 'reports', { id: report?.id as number })).status).toBe('open');
  });
});
