import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { nowIso } from '../../db/dialect.js';
import { createCategory, createProject, createProperty } from '../../db/testing/listing.factory.js';
import { subscribe } from '../../db/testing/package.factory.js';
import { countRows, findRows, getRow, insertRow } from '../../db/testing/rows.js';
import { bearer, createSession, createUser } from '../../db/testing/user.factory.js';
import { createTestApp, get, post, type TestApp } from '../../testing/test-app.js';

// Operators' decisions on advertisements (contract §4.6's table, §3.8, §4.13): every transition
// the table allows and the ones it refuses, with the promoted flag in lists and on the home page,
// the owner's notification and the audit record.

let app: TestApp;
let category: number;
let admin: Record<string, string>;

beforeAll(async () => {
  app = await createTestApp();
  category = (await createCategory(app)).id;
  const operator = await createUser(app, { role: 'admin' });
  admin = bearer(await createSession(app, operator.id));
});
afterAll(async () => {
  await app.close();
});
beforeEach(async () => {
  await app.services.settings.set('demo_mode', false);
  await app.services.settings.set('auto_approve', false);
});

const DAY = 24 * 3600 * 1000;

/** A member's listing featured through store_advertisement: a pending list ad. */
async function pendingAd(title = 'Harbour loft') {
  const user = await createUser(app);
  const auth = bearer(await createSession(app, user.id));
  await subscribe(app, user.id, [{ type: 'property_feature', limit: 3 }]);
  const property = await createProperty(app, { category_id: category, owner_id: user.id, title });
  const res = await post(
    app,
    'store_advertisement',
    { feature_for: 'property', property_id: property.id },
    auth,
  );
  expect(res.status).toBe(201);
  return { user, auth, property, ad: res.body.data as { id: number } };
}

/** An advertisement row planted as it is (states store_advertisement does not make). */
async function plantedAd(values: {
  property_id: number;
  customer_id: number;
  status: number;
  is_enable?: number;
  type?: string;
  endsIn?: number;
}) {
  const now = app.clock.now;
  return insertRow(app.deps.db, 'advertisements', {
    for: 'property',
    type: values.type ?? 'list',
    property_id: values.property_id,
    project_id: null,
    package_id: null,
    user_package_id: null,
    customer_id: values.customer_id,
    status: values.status,
    is_enable: values.is_enable ?? 0,
    start_date: nowIso(now),
    end_date: nowIso(new Date(now.getTime() + (values.endsIn ?? 30 * DAY))),
    created_at: nowIso(now),
    updated_at: nowIso(now),
  });
}

const act = (id: number, action: string, body: Record<string, unknown> = {}) =>
  post(app, `admin/advertisements/${id}/${action}`, body, admin);
const promotedIds = async () =>
  ((await get(app, 'get-property-list', { promoted: 1, limit: 100 })).body.data as { id: number }[]).map(
    (p) => p.id,
  );
const homeFeatured = async () =>
  ((await get(app, 'homepage-data')).body.data.featured_section as { id: number }[]).map((p) => p.id);
const audits = (id: number) =>
  findRows(app.deps.db, 'audit_log', { target_type: 'advertisement', target_id: id });

describe('who may decide', () => {
  it('answers 401 to a guest and 403 FORBIDDEN to a member, and changes nothing', async () => {
    const { auth, ad } = await pendingAd();
    for (const path of [
      'admin/advertisements',
      'admin/advertisement-counts',
      `admin/advertisements/${ad.id}`,
    ]) {
      expect((await get(app, path)).status).toBe(401);
      expect((await get(app, path, {}, auth)).body.code).toBe('FORBIDDEN');
    }
    for (const action of ['approve', 'reject', 'disable', 'enable', 'expire']) {
      const guest = await post(app, `admin/advertisements/${ad.id}/${action}`, { reason: 'No' });
      expect([guest.status, guest.body.code]).toEqual([401, 'NOT_LOGGED_IN']);
      const member = await post(app, `admin/advertisements/${ad.id}/${action}`, { reason: 'No' }, auth);
      expect([member.status, member.body.code]).toEqual([403, 'FORBIDDEN']);
    }
    expect((await getRow(app.deps.db, 'advertisements', { id: ad.id })).status).toBe(1);
    expect(await countRows(app.deps.db, 'audit_log', { target_type: 'advertisement' })).toBe(0);
    expect((await act(99_999_999, 'approve')).status).toBe(404);
  });
});

describe('GET admin/advertisements', () => {
  it('lists one status with listing, owner, state and allowed actions; pending oldest first; filters and counts', async () => {
    const first = await pendingAd('Quiet cottage by the lake');
    app.clock.now = new Date(app.clock.now.getTime() + 60_000);
    const second = await pendingAd('Quiet studio downtown');
    const res = await get(app, 'admin/advertisements', { limit: 100 }, admin);
    expect(res.status).toBe(200);
    const order = (res.body.data as { id: number }[]).map((a) => a.id);
    expect(order.indexOf(first.ad.id)).toBeLessThan(order.indexOf(second.ad.id));
    const item = res.body.data.find((a: { id: number }) => a.id === second.ad.id);
    expect(item).toMatchObject({
      status: 1,
      type: 'list',
      for: 'property',
      state: 'pending',
      actions: ['approve', 'reject'],
      listing: { id: second.property.id, title: 'Quiet studio downtown', is_promoted: false },
      owner: { id: second.user.id, email: second.user.email },
      reject_reason: null,
    });
    const searched = await get(app, 'admin/advertisements', { search: 'QUIET COTTAGE' }, admin);
    expect([searched.body.total, searched.body.data[0].id]).toEqual([1, first.ad.id]);
    expect(
      (await get(app, 'admin/advertisements', { for: 'project', search: 'Quiet' }, admin)).body.total,
    ).toBe(0);
    expect(
      (await get(app, 'admin/advertisements', { type: 'slider', search: 'Quiet' }, admin)).body.total,
    ).toBe(0);
    expect((await get(app, 'admin/advertisements', { status: 0, search: 'Quiet' }, admin)).body.total).toBe(
      0,
    );
    const counts = await get(app, 'admin/advertisement-counts', {}, admin);
    expect(counts.body.data.pending).toBeGreaterThanOrEqual(2);
    expect(Object.keys(counts.body.data).sort()).toEqual(['approved', 'expired', 'pending', 'rejected']);
    expect((await get(app, 'admin/advertisements', { status: 'live' }, admin)).status).toBe(400);
  });
});

describe('§4.6 table: allowed transitions', () => {
  it('approve → promoted in lists and on the home page; disable hides it; enable shows it; expire ends it for good', async () => {
    const { user, property, ad } = await pendingAd('Sunny terrace flat');
    expect(await promotedIds()).not.toContain(property.id);
    expect(await homeFeatured()).not.toContain(property.id);

    const approved = await act(ad.id, 'approve');
    expect([approved.status, approved.body.message]).toEqual([200, 'Advertisement approved']);
    expect(approved.body.data).toMatchObject({
      status: 0,
      is_enable: true,
      state: 'approved_enabled',
      listing: { is_promoted: true },
    });
    expect(approved.body.data.actions).toEqual(['reject', 'disable', 'expire']);
    expect(await promotedIds()).toContain(property.id);
    expect(await homeFeatured()).toContain(property.id);
    const [note] = await findRows(app.deps.db, 'notifications', {
      user_id: user.id,
      event: 'advertisement_approved',
    });
    expect(note?.message).toContain('Sunny terrace flat');

    const disabled = await act(ad.id, 'disable');
    expect(disabled.body.data).toMatchObject({
      status: 0,
      is_enable: false,
      actions: ['reject', 'enable', 'expire'],
    });
    expect(await promotedIds()).not.toContain(property.id);
    expect(await homeFeatured()).not.toContain(property.id);

    expect((await act(ad.id, 'enable')).body.data).toMatchObject({ status: 0, is_enable: true });
    expect(await promotedIds()).toContain(property.id);

    const expired = await act(ad.id, 'expire');
    expect(expired.body.data).toMatchObject({ status: 3, is_enable: false, state: 'expired', actions: [] });
    expect(await promotedIds()).not.toContain(property.id);
    expect(await homeFeatured()).not.toContain(property.id);
    expect(
      await findRows(app.deps.db, 'notifications', { user_id: user.id, event: 'advertisement_expired' }),
    ).toHaveLength(1);

    const records = await audits(ad.id);
    expect(records.map((r) => r.action).sort()).toEqual(
      [
        'advertisement.approve',
        'advertisement.disable',
        'advertisement.enable',
        'advertisement.expire',
      ].sort(),
    );
    const approve = records.find((r) => r.action === 'advertisement.approve');
    expect(JSON.parse(approve?.before as string)).toEqual({ status: 1, is_enable: false });
    expect(JSON.parse(approve?.after as string)).toEqual({ status: 0, is_enable: true });
    // A new ad for the listing is possible again once this one has ended (not live).
    expect(
      (await get(app, 'admin/advertisements', { status: 'expired', search: 'Sunny terrace' }, admin)).body
        .total,
    ).toBe(1);
  });

  it('reject keeps the reason and shows it to the owner; a running ad can be taken down', async () => {
    const { user, auth, ad } = await pendingAd('Old barn');
    for (const reason of [undefined, '  ', 'r'.repeat(301)]) {
      expect((await act(ad.id, 'reject', { reason })).status).toBe(400);
    }
    const rejected = await act(ad.id, 'reject', { reason: '  Misleading photos  ' });
    expect(rejected.body.data).toMatchObject({ status: 2, is_enable: false, state: 'rejected', actions: [] });
    expect(rejected.body.data.reject_reason.reason).toBe('Misleading photos');
    const [note] = await findRows(app.deps.db, 'notifications', {
      user_id: user.id,
      event: 'advertisement_rejected',
    });
    expect(note?.message).toContain('Reason: Misleading photos');
    // My advertisements tells the owner why, beside the rejected ad; the others carry none.
    const mine = await get(app, 'get-featured-data', { type: 'property' }, auth);
    expect(mine.body.data).toEqual([
      expect.objectContaining({ id: ad.id, status: 2, reject_reason: 'Misleading photos' }),
    ]);
    const [record] = await audits(ad.id);
    expect(JSON.parse(record?.after as string)).toEqual({
      status: 2,
      is_enable: false,
      reason: 'Misleading photos',
    });

    const running = await pendingAd('Busy corner shop');
    await act(running.ad.id, 'approve');
    expect(await promotedIds()).toContain(running.property.id);
    const approvedMine = await get(app, 'get-featured-data', { type: 'property' }, running.auth);
    expect(approvedMine.body.data[0]).toMatchObject({ id: running.ad.id, status: 0, reject_reason: null });
    expect((await act(running.ad.id, 'reject', { reason: 'Complaints' })).body.data.status).toBe(2);
    expect(await promotedIds()).not.toContain(running.property.id);
  });

  it('approves a slider ad and a project ad the same way', async () => {
    const { user, property } = await pendingAd('Slider villa');
    const slider = await plantedAd({
      property_id: property.id,
      customer_id: user.id,
      status: 1,
      type: 'slider',
    });
    // The pending list ad of this listing is rejected first: one live ad per listing.
    const listAd = (await get(app, 'admin/advertisements', { search: 'Slider villa', type: 'list' }, admin))
      .body.data[0];
    await act(listAd.id, 'reject', { reason: 'Use the slider' });
    const res = await act(slider.id, 'approve');
    expect(res.body.data).toMatchObject({ type: 'slider', status: 0, is_enable: true });

    const owner = await createUser(app);
    const auth = bearer(await createSession(app, owner.id));
    await subscribe(app, owner.id, [{ type: 'project_feature', limit: 1 }]);
    const project = await createProject(app, { category_id: category, owner_id: owner.id });
    const created = await post(
      app,
      'store_advertisement',
      { feature_for: 'project', project_id: project.id },
      auth,
    );
    expect((await getRow(app.deps.db, 'projects', { id: project.id })).is_promoted).toBe(0);
    const approved = await act(created.body.data.id, 'approve');
    expect(approved.body.data).toMatchObject({
      for: 'project',
      status: 0,
      listing: { id: project.id, is_promoted: true },
    });
    expect((await getRow(app.deps.db, 'projects', { id: project.id })).is_promoted).toBe(1);
  });
});

describe('§4.6 table: refused transitions', () => {
  it('refuses what the table does not allow with a 409 code, changing nothing', async () => {
    const { ad } = await pendingAd('Refusals house');
    for (const action of ['disable', 'enable', 'expire']) {
      const res = await act(ad.id, action);
      expect([res.status, res.body.code, res.body.details]).toEqual([
        409,
        'AD_TRANSITION_NOT_ALLOWED',
        { state: 'pending', action },
      ]);
    }
    await act(ad.id, 'approve');
    expect((await act(ad.id, 'approve')).body.code).toBe('AD_TRANSITION_NOT_ALLOWED');
    expect((await act(ad.id, 'enable')).body.code).toBe('AD_TRANSITION_NOT_ALLOWED');
    await act(ad.id, 'reject', { reason: 'Spam' });
    for (const action of ['approve', 'disable', 'enable', 'expire']) {
      const res = await act(ad.id, action);
      expect([res.status, res.body.code]).toEqual([409, 'AD_STATUS_FINAL']);
    }
    expect((await act(ad.id, 'reject', { reason: 'Again' })).body.code).toBe('AD_STATUS_FINAL');
    expect((await getRow(app.deps.db, 'advertisements', { id: ad.id })).status).toBe(2);
    expect(await audits(ad.id)).toHaveLength(2);
  });

  it('treats an approved ad past its end as expired (final)', async () => {
    const { user, property } = await pendingAd('Ended loft');
    const listAd = (await get(app, 'admin/advertisements', { search: 'Ended loft' }, admin)).body.data[0];
    await act(listAd.id, 'reject', { reason: 'Replaced' });
    const ended = await plantedAd({
      property_id: property.id,
      customer_id: user.id,
      status: 0,
      is_enable: 1,
      endsIn: -DAY,
    });
    const res = await act(ended.id, 'disable');
    expect([res.status, res.body.code]).toEqual([409, 'AD_STATUS_FINAL']);
    const listed = await get(app, 'admin/advertisements', { status: 'expired', search: 'Ended loft' }, admin);
    expect(listed.body.data.map((a: { id: number }) => a.id)).toEqual([ended.id]);
  });

  it('approving a pending ad whose end date has passed makes it expired', async () => {
    const { user, property } = await pendingAd('Late approval home');
    const listAd = (await get(app, 'admin/advertisements', { search: 'Late approval' }, admin)).body.data[0];
    await act(listAd.id, 'reject', { reason: 'Replaced' });
    const late = await plantedAd({
      property_id: property.id,
      customer_id: user.id,
      status: 1,
      endsIn: -60_000,
    });
    const res = await act(late.id, 'approve');
    expect([res.status, res.body.data.status, res.body.data.is_enable]).toEqual([200, 3, false]);
    expect(await promotedIds()).not.toContain(property.id);
    expect(
      await findRows(app.deps.db, 'notifications', { user_id: user.id, event: 'advertisement_expired' }),
    ).toHaveLength(1);
  });

  it('keeps one live ad per listing: no approval while another approved ad runs', async () => {
    const { user, property, ad } = await pendingAd('Twice featured');
    await act(ad.id, 'approve');
    const second = await plantedAd({
      property_id: property.id,
      customer_id: user.id,
      status: 1,
      type: 'slider',
    });
    const res = await act(second.id, 'approve');
    expect([res.status, res.body.code]).toEqual([409, 'AD_ALREADY_EXISTS']);
    expect((await getRow(app.deps.db, 'advertisements', { id: second.id })).status).toBe(1);
  });
});
