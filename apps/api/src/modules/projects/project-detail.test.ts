import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAdvertisement, createCategory, createProject } from '../../db/testing/listing.factory.js';
import { subscribe } from '../../db/testing/package.factory.js';
import { getRow, insertRow } from '../../db/testing/rows.js';
import { bearer, createSession, createUser } from '../../db/testing/user.factory.js';
import { createProjectWorld, HOUR, type ProjectWorld } from '../../testing/project-world.js';
import { get } from '../../testing/test-app.js';

let world: ProjectWorld;
let app: ProjectWorld['app'];
let url: ProjectWorld['url'];
let ago: ProjectWorld['ago'];
let member: ProjectWorld['member'];
let withAccess: ProjectWorld['withAccess'];
let deactivate: ProjectWorld['deactivate'];

beforeAll(async () => {
  world = await createProjectWorld();
  ({ app, url, ago, member, withAccess, deactivate } = world);
});
afterAll(async () => {
  await app.close();
});
beforeEach(async () => {
  await world.reset();
});

async function detailFixture() {
  const category = await createCategory(app, { category: 'Apartment', slug_id: 'apartment' });
  const owner = await createUser(app, {
    name: 'Ravi Patel',
    slug_id: 'ravi-patel',
    address: '12 Beach Road, Bhuj',
    profile: 'u/ravi.jpg',
  });
  const project = await createProject(app, {
    category_id: category.id,
    owner_id: owner.id,
    title: 'Green Heights',
    slug_id: 'green-heights',
    description: '<p>Two towers of <strong>2- and 3-bedroom</strong> flats.</p>',
    video_link: 'https://www.youtube.com/watch?v=abc123',
    meta_keywords: 'pune, flats',
    created_at: ago(5),
  });
  const at = ago(0);
  await insertRow(app.deps.db, 'project_documents', {
    project_id: project.id,
    file: 'pr/brochure.pdf',
    created_at: at,
    updated_at: at,
  });
  await insertRow(app.deps.db, 'project_plans', {
    project_id: project.id,
    title: 'Tower A – 2BHK',
    document: 'pr/plan-a.png',
    created_at: at,
    updated_at: at,
  });
  const preview = {
    id: project.id,
    slug_id: 'green-heights',
    title: 'Green Heights',
    image: url(project.image),
    type: 'under_construction',
    city: 'Pune',
    state: 'Maharashtra',
    country: 'India',
    category: { id: category.id, category: 'Apartment', slug_id: 'apartment', image: null },
    meta_title: 'Green Heights',
    meta_description: 'Two towers of 2- and 3-bedroom flats.',
    meta_image: url(project.image),
  };
  return { category, owner, project, preview };
}

const clicks = async (id: number) =>
  (await getRow(app.deps.db, 'projects', { id }, { select: ['total_click'] })).total_click;

describe('get-project-detail: gate and previews', () => {
  it('asks guests to sign in, with the preview and no view counted', async () => {
    const { project, preview } = await detailFixture();
    const res = await get(app, 'get-project-detail', { slug_id: 'green-heights' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      error: true,
      code: 'NOT_LOGGED_IN',
      message: 'You have not logged in. Please log in first',
      details: { preview },
    });
    expect(await clicks(project.id)).toBe(0);
  });

  it('refuses members without a package (PACKAGE_NOT_AVAILABLE) or without the feature (FEATURE_NOT_AVAILABLE)', async () => {
    const { project, preview } = await detailFixture();
    const plain = await member();
    const noPackage = await get(app, 'get-project-detail', { id: project.id }, plain.headers);
    expect(noPackage.status).toBe(403);
    expect(noPackage.body).toEqual({
      error: true,
      code: 'PACKAGE_NOT_AVAILABLE',
      message: 'You have not subscribed. Please subscribe first',
      details: {
        feature: 'project_access',
        feature_message: 'Package not available for project access',
        preview,
      },
    });
    const other = await withAccess([{ type: 'premium_properties' }]);
    const noFeature = await get(app, 'get-project-detail', { id: project.id }, other.headers);
    expect(noFeature.status).toBe(403);
    expect(noFeature.body).toEqual({
      error: true,
      code: 'FEATURE_NOT_AVAILABLE',
      message: 'Package not available for project access',
      details: {
        feature: 'project_access',
        feature_message: 'Package not available for project access',
        preview,
      },
    });
    // An expired subscription grants nothing.
    const lapsed = await member();
    await subscribe(app, lapsed.user.id, [{ type: 'project_access' }], { endsInHours: -1 });
    const expired = await get(app, 'get-project-detail', { id: project.id }, lapsed.headers);
    expect(expired.body.code).toBe('PACKAGE_NOT_AVAILABLE');
    expect(await clicks(project.id)).toBe(0);
  });

  it('serves the full detail to members with project_access', async () => {
    const { category, owner, project } = await detailFixture();
    await createAdvertisement(app, { project_id: project.id });
    const viewer = await withAccess();
    const res = await get(app, 'get-project-detail', { slug_id: 'green-heights' }, viewer.headers);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(1);
    expect(res.body).not.toHaveProperty('similar_projects');
    const docs = await getRow(app.deps.db, 'project_documents', {}, { select: ['id'] });
    const plan = await getRow(app.deps.db, 'project_plans', {}, { select: ['id'] });
    expect(res.body.data).toEqual({
      id: project.id,
      slug_id: 'green-heights',
      title: 'Green Heights',
      type: 'under_construction',
      image: url(project.image),
      location: project.location,
      city: 'Pune',
      state: 'Maharashtra',
      country: 'India',
      latitude: 18.5,
      longitude: 73.8,
      category_id: category.id,
      category: { id: category.id, category: 'Apartment', slug_id: 'apartment', image: null },
      added_by: owner.id,
      is_admin_listing: false,
      status: 1,
      request_status: 'approved',
      is_promoted: true,
      gallery_images: [],
      customer: {
        id: owner.id,
        name: 'Ravi Patel',
        slug_id: 'ravi-patel',
        profile: url('u/ravi.jpg'),
        email: owner.email,
        mobile: owner.mobile,
        is_verified: false,
        address: '12 Beach Road, Bhuj',
      },
      created_at: ago(5).replace(/\.\d{3}Z$/, 'Z'),
      description: '<p>Two towers of <strong>2- and 3-bedroom</strong> flats.</p>',
      video_link: 'https://www.youtube.com/watch?v=abc123',
      total_click: 1,
      documents: [{ id: docs.id, name: url('pr/brochure.pdf'), type: 'doc' }],
      plans: [{ id: plan.id, title: 'Tower A – 2BHK', document: url('pr/plan-a.png') }],
      meta_title: 'Green Heights',
      meta_description: 'Two towers of 2- and 3-bedroom flats.',
      meta_keywords: 'pune, flats',
      meta_image: url(project.image),
      updated_at: '2026-06-15T12:00:00Z',
    });
  });

  it('returns stored meta values and operator contacts on operator projects', async () => {
    const category = await createCategory(app);
    const project = await createProject(app, {
      category_id: category.id,
      meta_title: 'Custom title',
      meta_description: 'Custom description',
      meta_image: 'pr/meta.jpg',
    });
    const viewer = await withAccess();
    const res = await get(app, 'get-project-detail', { id: project.id }, viewer.headers);
    expect(res.body.data).toMatchObject({
      meta_title: 'Custom title',
      meta_description: 'Custom description',
      meta_image: url('pr/meta.jpg'),
      is_admin_listing: true,
      customer: {
        id: 0,
        name: 'Domus Team',
        slug_id: 'admin',
        email: 'hello@domus.test',
        mobile: '+911234567890',
        is_verified: true,
        address: '1 Harbour Street, Mumbai',
      },
    });
  });

  it('lets the owner open their own project in any state without a package, uncounted', async () => {
    const category = await createCategory(app);
    const owner = await member();
    const pending = await createProject(app, {
      category_id: category.id,
      owner_id: owner.user.id,
      request_status: 'pending',
      status: 0,
    });
    const res = await get(app, 'get-project-detail', { id: pending.id }, owner.headers);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: pending.id,
      request_status: 'pending',
      status: 0,
      total_click: 0,
    });
    expect(res.body.data.customer).toMatchObject({ email: owner.user.email, mobile: owner.user.mobile });
    expect(await clicks(pending.id)).toBe(0);

    const viewer = await withAccess();
    expect((await get(app, 'get-project-detail', { id: pending.id }, viewer.headers)).status).toBe(404);
    expect((await get(app, 'get-project-detail', { id: pending.id })).status).toBe(404);
  });

  it('serves the owner their own live project in full, and an admin any project, without a package', async () => {
    const { owner, project } = await detailFixture();
    const ownerHeaders = bearer(await createSession(app, owner.id));
    const own = await get(app, 'get-project-detail', { id: project.id }, ownerHeaders);
    expect(own.status).toBe(200);
    expect(own.body.data).toMatchObject({ id: project.id, title: 'Green Heights', total_click: 0 });
    expect(own.body.data.plans).toHaveLength(1);

    const admin = await member({ role: 'admin' });
    const operatorProject = await createProject(app, { category_id: project.category_id, owner_id: null });
    const hidden = await createProject(app, {
      category_id: project.category_id,
      owner_id: owner.id,
      request_status: 'pending',
    });
    for (const id of [project.id, operatorProject.id, hidden.id]) {
      const res = await get(app, 'get-project-detail', { id }, admin.headers);
      expect(res.status, `project ${id}`).toBe(200);
      expect(res.body.data.id).toBe(id);
      expect(res.body.data.plans).toEqual(expect.any(Array));
    }
    // An ordinary member without a package is still asked to subscribe.
    const plain = await member();
    expect((await get(app, 'get-project-detail', { id: operatorProject.id }, plain.headers)).body.code).toBe(
      'PACKAGE_NOT_AVAILABLE',
    );
  });

  it('answers 404 for unknown and hidden projects, 400 without id or slug_id', async () => {
    const { owner, project } = await detailFixture();
    const viewer = await withAccess();
    const unknown = await get(app, 'get-project-detail', { id: 99999 }, viewer.headers);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: true, code: 'NOT_FOUND', message: 'No data found' });
    expect((await get(app, 'get-project-detail', { slug_id: 'nope' }, viewer.headers)).status).toBe(404);
    await deactivate(owner.id);
    expect((await get(app, 'get-project-detail', { id: project.id }, viewer.headers)).status).toBe(404);
    // 404 comes before the gate: a guest learns nothing about hidden projects.
    expect((await get(app, 'get-project-detail', { id: project.id })).status).toBe(404);

    const missing = await get(app, 'get-project-detail', {}, viewer.headers);
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Please fill all fields' });
    const badId = await get(app, 'get-project-detail', { id: 0 }, viewer.headers);
    expect(badId.status).toBe(400);
    expect(badId.body.message).toBe('id must be at least 1');
    const badFlag = await get(app, 'get-project-detail', { id: 1, count_view: 'yes' }, viewer.headers);
    expect(badFlag.body.message).toBe('count_view must be true or false');
  });
});

describe('get-project-detail: views and similar projects', () => {
  it('counts a view once per viewer per 24 hours; count_view=0 counts nothing', async () => {
    const { project } = await detailFixture();
    const a = await withAccess();
    const b = await withAccess();
    const open = (headers: Record<string, string>, extra: Record<string, unknown> = {}) =>
      get(app, 'get-project-detail', { id: project.id, ...extra }, headers);

    expect((await open(a.headers, { count_view: 0 })).body.data.total_click).toBe(0);
    expect(await clicks(project.id)).toBe(0);
    expect((await open(a.headers)).body.data.total_click).toBe(1);
    expect((await open(a.headers)).body.data.total_click).toBe(1);
    expect(await clicks(project.id)).toBe(1);
    expect((await open(b.headers, { count_view: 'true' })).body.data.total_click).toBe(2);
    app.clock.now = new Date(app.clock.now.getTime() + 23 * HOUR);
    expect((await open(a.headers)).body.data.total_click).toBe(2);
    app.clock.now = new Date(app.clock.now.getTime() + 2 * HOUR);
    expect((await open(a.headers)).body.data.total_click).toBe(3);
    expect(await clicks(project.id)).toBe(3);
  });

  it('adds up to 10 visible projects of the same category, newest first, with get_similar', async () => {
    const { category, project } = await detailFixture();
    const same = [];
    for (let i = 0; i < 11; i += 1)
      same.push(await createProject(app, { category_id: category.id, created_at: ago(20 + i) }));
    await createProject(app, { category_id: category.id, request_status: 'pending', created_at: ago(1) });
    const other = await createCategory(app);
    await createProject(app, { category_id: other.id, created_at: ago(1) });
    const viewer = await withAccess();
    const res = await get(app, 'get-project-detail', { id: project.id, get_similar: 1 }, viewer.headers);
    expect(res.status).toBe(200);
    expect(res.body.similar_projects.map((p: { id: number }) => p.id)).toEqual(
      same.slice(0, 10).map((p) => p.id),
    );
    expect(res.body.similar_projects[0]).toHaveProperty('gallery_images');
    expect(res.body.similar_projects[0]).not.toHaveProperty('description');

    const alone = await createProject(app, { category_id: other.id });
    const none = await get(app, 'get-project-detail', { id: alone.id, get_similar: 'true' }, viewer.headers);
    expect(none.body.similar_projects.map((p: { id: number }) => p.id)).not.toContain(alone.id);
  });
});
