import { describe, expect, it } from 'vitest';
import { createReportReason } from '../../db/testing/catalogue.factory.js';
import { createCategory, createProperty } from '../../db/testing/listing.factory.js';
import { countRows, findRows, getRow } from '../../db/testing/rows.js';
import { bearer, createSession, createUser } from '../../db/testing/user.factory.js';
import { appPerFile } from '../../testing/app-per-file.js';
import { get, post, type TestApp } from '../../testing/test-app.js';

// Issue 14, listing reports in the admin console (admin/listing-reports): who may, filters and
// paging, and the three actions, each resolving the listing's open reports with its audit record.

let app: TestApp;
appPerFile((built) => {
  app = built;
});

async function signedIn(values: Record<string, unknown> = {}) {
  const user = await createUser(app, values);
  return { user, auth: bearer(await createSession(app, user.id)) };
}

/** A member's listing reported through the public call by `reporters` members. */
async function reported(reporters = 1, title = 'Reported flat') {
  const owner = await createUser(app, { name: 'Owen Owner' });
  const listing = await createProperty(app, {
    category_id: (await createCategory(app)).id,
    owner_id: owner.id,
    title,
  });
  const reason = await createReportReason(app, { reason: 'Looks like a scam' });
  const reports: number[] = [];
  for (let i = 0; i < reporters; i++) {
    const { auth } = await signedIn({ name: `Rita Reporter ${i}` });
    const body =
      i === 0
        ? { property_id: listing.id, reason_id: reason.id }
        : { property_id: listing.id, reason_id: 0, other_message: 'Fake photos' };
    expect((await post(app, 'add_reports', body, auth)).status).toBe(201);
  }
  for (const row of await findRows(app.deps.db, 'reports', { property_id: listing.id }, { orderBy: 'id' }))
    reports.push(row.id);
  return { owner, listing, reason, reports };
}

const auditOf = (id: number) =>
  findRows(app.deps.db, 'audit_log', { target_type: 'listing_report', target_id: id }, { orderBy: 'id' });

describe('who may', () => {
  it('answers 401 to a guest, 403 to a member and to staff without the permission, changing nothing', async () => {
    const { reports } = await reported();
    const id = reports[0] as number;
    const admin = await signedIn({ role: 'admin' });
    expect(
      (
        await post(
          app,
          'admin/staff-roles',
          { name: 'cat-readers', permissions: 'catalogue.read' },
          admin.auth,
        )
      ).status,
    ).toBe(201);
    expect(
      (
        await post(
          app,
          'admin/staff-roles',
          { name: 'list-readers', permissions: 'listings.read' },
          admin.auth,
        )
      ).status,
    ).toBe(201);
    expect(
      (
        await post(
          app,
          'admin/staff-roles',
          { name: 'list-mods', permissions: 'listings.read,listings.moderate' },
          admin.auth,
        )
      ).status,
    ).toBe(201);
    const member = await signedIn();
    const catalogue = await signedIn({ role: 'cat-readers' });
    const reader = await signedIn({ role: 'list-readers' });
    const moderator = await signedIn({ role: 'list-mods' });
    const auditBefore = await countRows(app.deps.db, 'audit_log');
    const calls = (headers: Record<string, string>) => [
      get(app, 'admin/listing-reports', {}, headers),
      get(app, `admin/listing-reports/${id}`, {}, headers),
      post(app, `admin/listing-reports/${id}/dismiss`, {}, headers),
      post(app, `admin/listing-reports/${id}/deactivate-listing`, {}, headers),
      post(app, `admin/listing-reports/${id}/deactivate-member`, {}, headers),
    ];
    for (const res of await Promise.all(calls({})))
      expect([res.status, res.body.code]).toEqual([401, 'NOT_LOGGED_IN']);
    for (const who of [member, catalogue]) {
      for (const res of await Promise.all(calls(who.auth)))
        expect([res.status, res.body.code]).toEqual([403, 'FORBIDDEN']);
    }
    // Reading is not acting; moderating listings is not deactivating accounts.
    const [list, one, ...acts] = await Promise.all(calls(reader.auth));
    expect([list?.status, one?.status]).toEqual([200, 200]);
    for (const res of acts) expect([res.status, res.body.code]).toEqual([403, 'FORBIDDEN']);
    const member403 = await post(app, `admin/listing-reports/${id}/deactivate-member`, {}, moderator.auth);
    expect([member403.status, member403.body.code]).toEqual([403, 'FORBIDDEN']);
    expect(await countRows(app.deps.db, 'audit_log')).toBe(auditBefore);
    expect((await getRow(app.deps.db, 'reports', { id })).status).toBe('open');
  });

  it('refuses a malformed id, status or page with a message', async () => {
    const { auth } = await signedIn({ role: 'admin' });
    const cases: [string, Record<string, unknown>, string][] = [
      [
        'admin/listing-reports',
        { status: 'closed' },
        'status must be one of: open, dismissed, actioned, all',
      ],
      ['admin/listing-reports', { limit: 101 }, 'limit must be at most 100'],
      ['admin/listing-reports', { search: 'x'.repeat(101) }, 'search must be at most 100 characters'],
      ['admin/listing-reports/abc', {}, 'id must be a whole number'],
    ];
    for (const [call, query, message] of cases) {
      const res = await get(app, call, query, auth);
      expect([res.status, res.body.code, res.body.message]).toEqual([400, 'VALIDATION_FAILED', message]);
    }
    expect((await get(app, 'admin/listing-reports/999999', {}, auth)).status).toBe(404);
    expect((await post(app, 'admin/listing-reports/999999/dismiss', {}, auth)).status).toBe(404);
  });
});

describe('the list', () => {
  it('shows each report with its listing, owner, reporter, reason and the listing’s open count', async () => {
    const { auth } = await signedIn({ role: 'admin' });
    const { owner, listing, reports } = await reported(2, 'Zanzibar villa');
    const list = await get(
      app,
      'admin/listing-reports',
      { search: 'zanzibar', status: 'open', limit: 1 },
      auth,
    );
    expect([list.status, list.body.total, list.body.data.length]).toEqual([200, 2, 1]);
    expect(list.body.data[0]).toMatchObject({
      id: reports[1],
      status: 'open',
      reason_id: null,
      reason: 'Fake photos',
      open_reports_on_listing: 2,
      listing: {
        id: listing.id,
        title: 'Zanzibar villa',
        slug_id: listing.slug_id,
        status: 1,
        request_status: 'approved',
        owner: { id: owner.id, name: 'Owen Owner', email: owner.email, active: true },
      },
      reporter: { name: 'Rita Reporter 1' },
    });
    const first = await get(app, `admin/listing-reports/${reports[0]}`, {}, auth);
    expect(first.body.data).toMatchObject({ reason: 'Looks like a scam', other_message: null });
    expect(
      (await get(app, 'admin/listing-reports', { search: 'zanzibar', status: 'dismissed' }, auth)).body.total,
    ).toBe(0);
    expect(
      (await get(app, 'admin/listing-reports', { search: 'owen owner' }, auth)).body.total,
    ).toBeGreaterThanOrEqual(2);
  });
});

describe('acting on a report', () => {
  it('dismisses: the listing stays, every open report on it closes, audited before/after', async () => {
    const { auth, user } = await signedIn({ role: 'admin' });
    const { listing, reports } = await reported(2);
    const res = await post(app, `admin/listing-reports/${reports[0]}/dismiss`, {}, auth);
    expect([res.status, res.body.data.status, res.body.data.open_reports_on_listing]).toEqual([
      200,
      'dismissed',
      0,
    ]);
    expect(
      (await findRows(app.deps.db, 'reports', { property_id: listing.id })).map((r) => r.status),
    ).toEqual(['dismissed', 'dismissed']);
    expect((await getRow(app.deps.db, 'properties', { id: listing.id })).status).toBe(1);
    const [record] = await auditOf(reports[0] as number);
    expect([record?.action, record?.actor_id]).toEqual(['listing_report.dismiss', user.id]);
    expect(JSON.parse(String(record?.before))).toEqual({ status: 'open', listing_status: 1 });
    expect(JSON.parse(String(record?.after))).toEqual({
      status: 'dismissed',
      resolved_reports: reports,
      listing_status: 1,
    });
    const again = await post(app, `admin/listing-reports/${reports[0]}/dismiss`, {}, auth);
    expect([again.status, again.body.code]).toEqual([409, 'REPORT_NOT_OPEN']);
  });

  it('deactivates the listing: off and gone from public reads, the owner told, audited', async () => {
    const { auth } = await signedIn({ role: 'admin' });
    const { owner, listing, reports } = await reported(1, 'Vanishing loft');
    expect((await get(app, 'get_property', { slug_id: listing.slug_id })).status).toBe(200);
    const res = await post(app, `admin/listing-reports/${reports[0]}/deactivate-listing`, {}, auth);
    expect([res.status, res.body.data.status, res.body.data.listing.status]).toEqual([200, 'actioned', 0]);
    expect(await getRow(app.deps.db, 'properties', { id: listing.id })).toMatchObject({
      status: 0,
      is_public: 0,
    });
    expect((await get(app, 'get_property', { slug_id: listing.slug_id })).status).toBe(404);
    const notes = await findRows(app.deps.db, 'notifications', { user_id: owner.id });
    expect(notes.map((n) => n.title)).toContain('Property deactivated');
    const [record] = await auditOf(reports[0] as number);
    expect(record?.action).toBe('listing_report.deactivate_listing');
    expect(JSON.parse(String(record?.after))).toMatchObject({ status: 'actioned', listing_status: 0 });
  });

  it('deactivates the member through the account path: sessions end, reports close, both audited', async () => {
    const { auth } = await signedIn({ role: 'admin' });
    const { owner, listing, reports } = await reported(1);
    const ownerAuth = bearer(await createSession(app, owner.id));
    const res = await post(app, `admin/listing-reports/${reports[0]}/deactivate-member`, {}, auth);
    expect([res.status, res.body.data.status, res.body.data.listing.owner.active]).toEqual([
      200,
      'actioned',
      false,
    ]);
    const refused = await get(app, 'get-sessions', {}, ownerAuth);
    expect([refused.status, refused.body.message]).toEqual([
      403,
      'Your Account have been Deactivetd by Admin',
    ]);
    expect((await get(app, 'get_property', { slug_id: listing.slug_id })).status).toBe(404);
    expect((await auditOf(reports[0] as number)).map((r) => r.action)).toEqual([
      'listing_report.deactivate_member',
    ]);
    const account = await findRows(app.deps.db, 'audit_log', { target_type: 'user', target_id: owner.id });
    expect(account.map((r) => r.action)).toEqual(['user.deactivate']);
  });

  it('refuses to deactivate a member behind the operator’s own listing with 409 REPORT_NO_OWNER', async () => {
    const { auth } = await signedIn({ role: 'admin' });
    const listing = await createProperty(app, {
      category_id: (await createCategory(app)).id,
      owner_id: null,
    });
    const { auth: reporter } = await signedIn();
    await post(app, 'add_reports', { property_id: listing.id, reason_id: 0, other_message: 'Odd' }, reporter);
    const [report] = await findRows(app.deps.db, 'reports', { property_id: listing.id });
    const res = await post(app, `admin/listing-reports/${report?.id}/deactivate-member`, {}, auth);
    expect([res.status, res.body.code]).toEqual([409, 'REPORT_NO_OWNER']);
    expect((await getRow(app.deps.db, 'reports', { id: report?.id as number })).status).toBe('open');
  });
});
