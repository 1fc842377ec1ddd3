import { describe, expect, it } from 'vitest';
import { nowIso } from '../../db/dialect.js';
import { createAdvertisement, createCategory, createProject } from '../../db/testing/listing.factory.js';
import { compareProjectDerived, staleOwnerCounts } from '../../db/testing/listing-derived-columns.js';
import { subscribe } from '../../db/testing/package.factory.js';
import { countRows, findRow, findRows, getRow, insertRow } from '../../db/testing/rows.js';
import { bearer, createSession, createUser } from '../../db/testing/user.factory.js';
import type { NewRow } from '../../db/types.js';
import { appPerFile } from '../../testing/app-per-file.js';
import { get, post, type TestApp } from '../../testing/test-app.js';

// The owner's calls on their projects: get-added-projects, change-project-status, delete_project.

let app: TestApp;
let categoryId: number;
appPerFile(
  (built) => {
    app = built;
  },
  { demo_mode: false },
);

async function owner() {
  categoryId ??= (await createCategory(app)).id;
  const user = await createUser(app);
  return { user, auth: bearer(await createSession(app, user.id)) };
}

const project = (ownerId: number | null, values: Partial<NewRow<'projects'>> = {}) =>
  createProject(app, { category_id: categoryId, owner_id: ownerId, ...values });

const hoursAgo = (h: number) => nowIso(new Date(app.clock.now.getTime() - h * 3600 * 1000));
const ids = (data: { id: number }[]) => data.map((p) => p.id);
const publicIds = async () => ids((await get(app, 'get-projects', { limit: 100 })).body.data);

/** Derived columns and owners' counts agree with what the rows say. */
async function derivedExact() {
  const stale = (await compareProjectDerived(app.deps.db, app.clock.now)).filter(
    (row) => JSON.stringify(row.actual) !== JSON.stringify(row.expected),
  );
  expect(stale).toEqual([]);
  expect(await staleOwnerCounts(app.deps.db)).toEqual([]);
}

describe('get-added-projects', () => {
  it('lists my projects in every state, newest first, with the owner’s view', async () => {
    const { user, auth } = await owner();
    const stranger = await owner();
    const live = await project(user.id, { created_at: hoursAgo(5), meta_title: null });
    const pending = await project(user.id, { created_at: hoursAgo(4), request_status: 'pending', status: 0 });
    const rejected = await project(user.id, {
      created_at: hoursAgo(3),
      request_status: 'rejected',
      status: 0,
    });
    const off = await project(user.id, { created_at: hoursAgo(2), status: 0 });
    const featured = await project(user.id, { created_at: hoursAgo(1) });
    await project(stranger.user.id);
    await insertRow(app.deps.db, 'moderation_reasons', {
      entity: 'project',
      entity_id: rejected.id,
      reason: 'Blurry photos',
      created_at: hoursAgo(2),
    });
    // A reason from an earlier rejection is not shown once the project is approved again.
    await insertRow(app.deps.db, 'moderation_reasons', {
      entity: 'project',
      entity_id: live.id,
      reason: 'Old reason',
      created_at: hoursAgo(4),
    });
    const ad = await createAdvertisement(app, { project_id: featured.id }, { customer_id: user.id });

    const res = await get(app, 'get-added-projects', {}, auth);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(5);
    expect(ids(res.body.data)).toEqual([featured.id, off.id, rejected.id, pending.id, live.id]);
    const byId = new Map((res.body.data as { id: number }[]).map((p) => [p.id, p as Record<string, any>]));
    expect(byId.get(rejected.id)?.reject_reason).toMatchObject({ reason: 'Blurry photos' });
    expect(byId.get(live.id)).toMatchObject({
      reject_reason: null,
      is_feature_available: true,
      advertisement: null,
      // The stored SEO fields as they are, not the public fallbacks.
      meta_title: null,
      meta_description: null,
      meta_image: null,
    });
    expect(byId.get(featured.id)).toMatchObject({
      is_feature_available: false,
      is_promoted: true,
      advertisement: { id: ad.id, for: 'project', type: 'list', status: 0, is_enable: true },
    });
    for (const hidden of [pending, rejected, off])
      expect(byId.get(hidden.id)?.is_feature_available).toBe(false);
    expect(byId.get(pending.id)).toMatchObject({ request_status: 'pending', status: 0 });
    // Detail fields are there: documents, plans, description.
    expect(byId.get(live.id)).toHaveProperty('plans', []);
    expect(byId.get(live.id)).toHaveProperty('description');
  });

  it('filters by moderation and switch, pages, and opens one of mine with my others', async () => {
    const { user, auth } = await owner();
    const stranger = await owner();
    const a = await project(user.id, { created_at: hoursAgo(3) });
    const b = await project(user.id, { created_at: hoursAgo(2), request_status: 'pending', status: 0 });
    const c = await project(user.id, { created_at: hoursAgo(1), status: 0 });
    const theirs = await project(stranger.user.id);
    const list = async (query: Record<string, unknown>) =>
      (await get(app, 'get-added-projects', query, auth)).body;

    expect(ids((await list({ request_status: 'pending' })).data)).toEqual([b.id]);
    expect(ids((await list({ request_status: 'approved,rejected', status: '0' })).data)).toEqual([c.id]);
    expect(ids((await list({ status: '1' })).data)).toEqual([a.id]);
    const page = await list({ offset: 1, limit: 1 });
    expect([ids(page.data), page.total]).toEqual([[b.id], 3]);
    expect((await get(app, 'get-added-projects', { status: '2' }, auth)).status).toBe(400);

    const one = await list({ id: b.id });
    expect(one.data).toMatchObject({ id: b.id, request_status: 'pending' });
    expect(ids(one.similar_projects)).toEqual([c.id, a.id]);
    expect((await list({ slug_id: a.slug_id })).data.id).toBe(a.id);
    expect((await get(app, 'get-added-projects', { id: theirs.id }, auth)).status).toBe(404);
    expect((await get(app, 'get-added-projects', {})).status).toBe(401);
  });
});

describe('change-project-status', () => {
  it('switches an approved project off and on; off hides it from everyone but its owner', async () => {
    const { user, auth } = await owner();
    const reader = await owner();
    await subscribe(app, reader.user.id, [{ type: 'project_access' }]);
    const home = await project(user.id);
    const off = await post(app, 'change-project-status', { project_id: home.id, status: 0 }, auth);
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({
      message: 'Data Updated Successfully',
      data: { id: home.id, status: 0 },
    });
    expect(await publicIds()).not.toContain(home.id);
    expect((await get(app, 'get-project-detail', { id: home.id }, reader.auth)).status).toBe(404);
    expect((await get(app, 'get-project-detail', { id: home.id }, auth)).status).toBe(200);
    await derivedExact();

    const on = await post(app, 'change-project-status', { project_id: home.id, status: 'active' }, auth);
    expect(on.body.data).toEqual({ id: home.id, status: 1 });
    expect(await publicIds()).toContain(home.id);
    const history = await findRows(app.deps.db, 'listing_history', { entity: 'project', entity_id: home.id });
    expect(history.map((h) => [h.field, h.old_value, h.new_value])).toEqual([
      ['status', '1', '0'],
      ['status', '0', '1'],
    ]);
    await derivedExact();
  });

  it('needs the project approved: a new project waits for the operator', async () => {
    const { user, auth } = await owner();
    for (const request_status of ['pending', 'rejected']) {
      const waiting = await project(user.id, { request_status, status: 0 });
      for (const status of [1, 0]) {
        const res = await post(app, 'change-project-status', { project_id: waiting.id, status }, auth);
        expect([res.status, res.body.code, res.body.message]).toEqual([
          409,
          'NOT_APPROVED',
          'Project is not approved',
        ]);
      }
      expect((await getRow(app.deps.db, 'projects', { id: waiting.id })).status).toBe(0);
    }
  });

  it('answers only the owner, a signed-in member, outside demo mode', async () => {
    const { user, auth } = await owner();
    const stranger = await owner();
    const home = await project(user.id);
    const operator = await project(null);
    const call = (body: Record<string, unknown>, headers?: Record<string, string>) =>
      post(app, 'change-project-status', body, headers);
    expect((await call({ project_id: home.id, status: 0 }, stranger.auth)).body.code).toBe('NOT_OWNER');
    expect((await call({ project_id: operator.id, status: 0 }, auth)).body.code).toBe('NOT_OWNER');
    expect((await call({ project_id: 99_999_999, status: 0 }, auth)).status).toBe(404);
    expect((await call({ project_id: home.id, status: 0 })).status).toBe(401);
    expect((await call({ status: 0 }, auth)).body.message).toBe('Please fill all fields');
    expect((await call({ project_id: home.id, status: 'on' }, auth)).body.message).toBe(
      'status must be one of: inactive, active',
    );
    await app.services.settings.set('demo_mode', true);
    try {
      const demo = await call({ project_id: home.id, status: 0 }, auth);
      expect([demo.status, demo.body.code]).toEqual([403, 'DEMO_MODE']);
    } finally {
      await app.services.settings.set('demo_mode', false);
    }
    expect((await getRow(app.deps.db, 'projects', { id: home.id })).status).toBe(1);
  });
});

describe('delete_project', () => {
  it('deletes the project with its gallery, documents, plans and advertisements, and its files', async () => {
    const { user, auth } = await owner();
    const storage = app.deps.storage;
    const keys = ['cover', 'seo', 'gallery', 'brochure', 'plan'].map((k) => `projects/${user.id}/${k}.jpg`);
    for (const key of keys) await storage.put(key, Buffer.from(key), 'image/jpeg');
    const [cover, seo, gallery, brochure, plan] = keys as [string, string, string, string, string];
    const home = await project(user.id, { image: cover, meta_image: seo });
    const at = app.clock.now.toISOString();
    const stamp = { created_at: at, updated_at: at };
    await insertRow(app.deps.db, 'project_images', { project_id: home.id, image: gallery, ...stamp });
    await insertRow(app.deps.db, 'project_documents', { project_id: home.id, file: brochure, ...stamp });
    await insertRow(app.deps.db, 'project_plans', {
      project_id: home.id,
      title: 'A',
      document: plan,
      ...stamp,
    });
    await createAdvertisement(app, { project_id: home.id }, { customer_id: user.id });
    await insertRow(app.deps.db, 'listing_views', {
      entity: 'project',
      entity_id: home.id,
      viewer_key: 'u:1',
      viewed_at: at,
    });
    await insertRow(app.deps.db, 'moderation_reasons', {
      entity: 'project',
      entity_id: home.id,
      reason: 'Old',
      created_at: at,
    });
    await post(app, 'change-project-status', { project_id: home.id, status: 0 }, auth);
    expect(await publicIds()).not.toContain(home.id);
    await post(app, 'change-project-status', { project_id: home.id, status: 1 }, auth);

    const res = await post(app, 'delete_project', { id: home.id }, auth);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: 'Project Delete Successfully', data: null });
    expect(await findRow(app.deps.db, 'projects', { id: home.id })).toBeUndefined();
    for (const table of ['project_images', 'project_documents', 'project_plans', 'advertisements'] as const) {
      expect(await countRows(app.deps.db, table, { project_id: home.id }), table).toBe(0);
    }
    for (const table of ['listing_views', 'moderation_reasons', 'listing_history'] as const) {
      expect(await countRows(app.deps.db, table, { entity: 'project', entity_id: home.id }), table).toBe(0);
    }
    for (const key of keys) expect(await storage.exists(key), key).toBe(false);
    expect(await publicIds()).not.toContain(home.id);
    await derivedExact();
  });

  it('answers only the owner, outside demo mode, and keeps the project otherwise', async () => {
    const { user, auth } = await owner();
    const stranger = await owner();
    const home = await project(user.id);
    const notMine = await post(app, 'delete_project', { id: home.id }, stranger.auth);
    expect([notMine.status, notMine.body.code]).toEqual([403, 'NOT_OWNER']);
    expect((await post(app, 'delete_project', { id: 99_999_999 }, auth)).status).toBe(404);
    expect((await post(app, 'delete_project', { id: home.id })).status).toBe(401);
    expect((await post(app, 'delete_project', {}, auth)).body.message).toBe('Please fill all fields');
    await app.services.settings.set('demo_mode', true);
    try {
      expect((await post(app, 'delete_project', { id: home.id }, auth)).body.code).toBe('DEMO_MODE');
    } finally {
      await app.services.settings.set('demo_mode', false);
    }
    expect(await findRow(app.deps.db, 'projects', { id: home.id })).toBeDefined();
  });
});
