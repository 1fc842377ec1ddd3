import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { nowIso } from '../src/db/dialect.js';
import type { NewRow } from '../src/db/types.js';
import { refreshOwnerListings } from '../src/modules/properties/listing-derived.repository.js';
import {
  bearer,
  createAdvertisement,
  createCategory,
  createProject,
  createSession,
  createUser,
  subscribe,
} from './helpers/fixtures.js';
import { createTestApp, get, type TestApp } from './helpers/test-app.js';

let app: TestApp;
const HOUR = 3600 * 1000;
const url = (key: string) => app.deps.storage.publicUrl(key);
const ago = (hours: number) => nowIso(new Date(app.clock.now.getTime() - hours * HOUR));

/** Every table these tests write, children first, so each test starts from nothing. */
const TABLES = [
  'listing_views',
  'advertisements',
  'project_plans',
  'project_documents',
  'project_images',
  'projects',
  'properties',
  'user_package_limits',
  'user_packages',
  'package_feature_limits',
  'packages',
  'sessions',
  'users',
  'categories',
] as const;

beforeAll(async () => {
  app = await createTestApp();
  // Settings are cached by the app: set them once, before the first request.
  const at = nowIso(app.clock.now);
  const settings: Record<string, unknown> = {
    admin_name: 'Domus Team',
    admin_image: 'test/admin.png',
    company_email: 'hello@domus.test',
    company_tel1: '+911234567890',
    company_address: '1 Harbour Street, Mumbai',
  };
  await app.deps.db
    .insertInto('settings')
    .values(
      Object.entries(settings).map(([key, value]) => ({ key, value: JSON.stringify(value), updated_at: at })),
    )
    .execute();
});
afterAll(async () => {
  await app.close();
});
beforeEach(async () => {
  app.clock.now = new Date('2026-06-15T12:00:00.000Z');
  for (const table of TABLES) await app.deps.db.deleteFrom(table).execute();
});

async function member(values: Partial<NewRow<'users'>> = {}) {
  const user = await createUser(app, values);
  return { user, headers: bearer(await createSession(app, user.id)) };
}

async function withAccess(features = [{ type: 'project_access' }]) {
  const m = await member();
  await subscribe(app, m.user.id, features);
  return m;
}

async function deactivate(userId: number) {
  await app.deps.db.updateTable('users').set({ is_active: 0 }).where('id', '=', userId).execute();
  await refreshOwnerListings(app.deps.db, app.clock.now, userId);
}

const ids = (body: { data: { id: number }[] }) => body.data.map((p) => p.id);

describe('get-projects', () => {
  it('lists visible projects with the exact list-item shape; contacts only for signed-in callers', async () => {
    const category = await createCategory(app, {
      category: 'Apartment',
      slug_id: 'apartment',
      image: 'c/a.svg',
    });
    const owner = await createUser(app, {
      name: 'Ravi Patel',
      slug_id: 'ravi-patel',
      verification_status: 'success',
    });
    const project = await createProject(app, {
      category_id: category.id,
      owner_id: owner.id,
      title: 'Green Heights',
      slug_id: 'green-heights',
      location: 'MG Road, Pune',
      created_at: ago(1),
    });
    await app.deps.db
      .insertInto('project_images')
      .values([
        { project_id: project.id, image: 'pr/g2.jpg', sequence: 2, created_at: ago(0), updated_at: ago(0) },
        { project_id: project.id, image: 'pr/g1.jpg', sequence: 1, created_at: ago(0), updated_at: ago(0) },
      ])
      .execute();
    const images = await app.deps.db.selectFrom('project_images').select('id').orderBy('sequence').execute();
    const operatorProject = await createProject(app, { category_id: category.id, created_at: ago(2) });

    const guest = await get(app, 'get-projects');
    expect(guest.status).toBe(200);
    expect(guest.body.error).toBe(false);
    expect(guest.body.total).toBe(2);
    expect(ids(guest.body)).toEqual([project.id, operatorProject.id]);
    expect(guest.body.data[0]).toEqual({
      id: project.id,
      slug_id: 'green-heights',
      title: 'Green Heights',
      type: 'under_construction',
      image: url(project.image),
      location: 'MG Road, Pune',
      city: 'Pune',
      state: 'Maharashtra',
      country: 'India',
      latitude: 18.5,
      longitude: 73.8,
      category_id: category.id,
      category: { id: category.id, category: 'Apartment', slug_id: 'apartment', image: url('c/a.svg') },
      added_by: owner.id,
      is_admin_listing: false,
      status: 1,
      request_status: 'approved',
      is_promoted: false,
      gallery_images: [
        { id: images[0]?.id, name: url('pr/g1.jpg'), type: 'image' },
        { id: images[1]?.id, name: url('pr/g2.jpg'), type: 'image' },
      ],
      customer: {
        id: owner.id,
        name: 'Ravi Patel',
        slug_id: 'ravi-patel',
        profile: null,
        email: null,
        mobile: null,
        is_verified: true,
      },
      created_at: ago(1).replace(/\.\d{3}Z$/, 'Z'),
    });
    expect(guest.body.data[1]).toMatchObject({
      added_by: 0,
      is_admin_listing: true,
      customer: {
        id: 0,
        name: 'Domus Team',
        slug_id: 'admin',
        profile: url('test/admin.png'),
        email: 'hello@domus.test',
        mobile: '+911234567890',
        is_verified: true,
      },
    });

    const viewer = await member();
    const signedIn = await get(app, 'get-projects', {}, viewer.headers);
    expect(signedIn.body.data[0].customer).toMatchObject({ email: owner.email, mobile: owner.mobile });
  });

  it('hides pending, rejected, disabled projects and those of deactivated owners', async () => {
    const category = await createCategory(app);
    const owner = await createUser(app);
    const visible = await createProject(app, { category_id: category.id, owner_id: owner.id });
    await createProject(app, { category_id: category.id, request_status: 'pending', status: 0 });
    await createProject(app, { category_id: category.id, request_status: 'rejected' });
    await createProject(app, { category_id: category.id, status: 0 });
    const other = await createUser(app);
    await createProject(app, { category_id: category.id, owner_id: other.id });
    await deactivate(other.id);

    const res = await get(app, 'get-projects');
    expect(ids(res.body)).toEqual([visible.id]);
    expect(res.body.total).toBe(1);
  });

  it('puts promoted projects first, then newest, with stable pages and total', async () => {
    const category = await createCategory(app);
    const p = [];
    for (let i = 1; i <= 5; i += 1)
      p.push(await createProject(app, { category_id: category.id, created_at: ago(10 - i) }));
    const [p1, p2, p3, p4, p5] = p as [
      (typeof p)[0],
      (typeof p)[0],
      (typeof p)[0],
      (typeof p)[0],
      (typeof p)[0],
    ];
    await createAdvertisement(app, { project_id: p2.id });
    await createAdvertisement(app, { project_id: p4.id });
    // Pending, disabled and ended advertisements do not promote.
    await createAdvertisement(app, { project_id: p1.id }, { status: 1, is_enable: 0 });
    await createAdvertisement(app, { project_id: p3.id }, { end_date: ago(1) });
    await createAdvertisement(app, { project_id: p5.id }, { is_enable: 0 });

    const all = await get(app, 'get-projects');
    expect(ids(all.body)).toEqual([p4.id, p2.id, p5.id, p3.id, p1.id]);
    expect(all.body.data.map((x: { is_promoted: boolean }) => x.is_promoted)).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
    const page = await get(app, 'get-projects', { offset: 1, limit: 2 });
    expect(ids(page.body)).toEqual([p2.id, p5.id]);
    expect(page.body.total).toBe(5);
    const past = await get(app, 'get-projects', { offset: 10 });
    expect(past.body).toMatchObject({ data: [], total: 5 });

    const featured = await get(app, 'get-projects', { get_featured: 1 });
    expect(ids(featured.body)).toEqual([p4.id, p2.id]);
    expect(featured.body.total).toBe(2);
  });

  it('filters by search, category, place, type, posted_since and owner', async () => {
    const flats = await createCategory(app, { slug_id: 'flats' });
    const villas = await createCategory(app, { slug_id: 'villas' });
    const owner = await createUser(app);
    const a = await createProject(app, {
      category_id: flats.id,
      title: 'Lake View Towers',
      location: 'Ring Road',
      city: 'Nagpur',
      state: 'Maharashtra',
      country: 'India',
      type: 'upcoming',
      owner_id: owner.id,
      created_at: ago(24 * 10),
    });
    const b = await createProject(app, {
      category_id: villas.id,
      title: 'Palm Villas',
      location: 'Baner',
      city: 'Pune',
      state: 'Maharashtra',
      created_at: ago(13),
    });
    const c = await createProject(app, {
      category_id: villas.id,
      title: 'Ocean Crest',
      location: 'Beach Road',
      city: 'Panaji',
      state: 'Goa',
      country: 'India',
      created_at: ago(60),
    });
    const query = async (q: Record<string, unknown>) => ids((await get(app, 'get-projects', q)).body);

    expect(await query({ search: 'lake' })).toEqual([a.id]);
    expect(await query({ search: 'BANER' })).toEqual([b.id]);
    expect(await query({ search: 'panaj' })).toEqual([c.id]);
    expect(await query({ category_id: villas.id })).toEqual([b.id, c.id]);
    expect(await query({ category_slug_id: 'flats' })).toEqual([a.id]);
    expect(await query({ city: ' PUNE ' })).toEqual([b.id]);
    expect(await query({ city: 'Pun' })).toEqual([]);
    expect(await query({ state: 'maharashtra' })).toEqual([b.id, a.id]);
    expect(await query({ country: 'india', state: 'goa' })).toEqual([c.id]);
    expect(await query({ type: 'upcoming' })).toEqual([a.id]);
    expect(await query({ type: 'under_construction' })).toEqual([b.id, c.id]);
    // 0 = the last 7 days; 1 = since 00:00 UTC of the previous day (2026-06-14T00:00Z).
    expect(await query({ posted_since: 0 })).toEqual([b.id, c.id]);
    expect(await query({ posted_since: 1 })).toEqual([b.id]);
    expect(await query({ userid: owner.id })).toEqual([a.id]);
    expect(await query({ userid: 0 })).toEqual([b.id, c.id]);
    const combined = await get(app, 'get-projects', { category_id: villas.id, state: 'Goa', limit: 1 });
    expect(combined.body).toMatchObject({ total: 1 });
    expect(ids(combined.body)).toEqual([c.id]);
  });

  it('refuses unknown categories and malformed paging with 400 and a clear message', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ category_id: 999 }, 'category_id', 'Category not found'],
      [{ category_slug_id: 'nope' }, 'category_slug_id', 'Category not found'],
      [{ offset: -1 }, 'offset', 'offset must be at least 0'],
      [{ limit: 101 }, 'limit', 'limit must be at most 100'],
      [{ limit: 0 }, 'limit', 'limit must be at least 1'],
      [{ limit: 'ten' }, 'limit', 'limit must be a whole number'],
      [{ type: 'finished' }, 'type', 'type must be one of: under_construction, upcoming'],
      [{ posted_since: 2 }, 'posted_since', 'posted_since must be one of: 0, 1'],
      [{ get_featured: 'maybe' }, 'get_featured', 'get_featured must be true or false'],
      [{ userid: -3 }, 'userid', 'userid must be at least 0'],
    ];
    for (const [query, field, message] of cases) {
      const res = await get(app, 'get-projects', query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body).toMatchObject({ error: true, code: 'VALIDATION_FAILED', message });
      expect(res.body.details.fields[0]).toEqual({ field, message });
    }
  });

  it('answers 401 TOKEN_INVALID for a bad token (optional call)', async () => {
    const res = await get(app, 'get-projects', {}, bearer('nope'));
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('TOKEN_INVALID');
  });
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
  await app.deps.db
    .insertInto('project_documents')
    .values({ project_id: project.id, file: 'pr/brochure.pdf', created_at: at, updated_at: at })
    .execute();
  await app.deps.db
    .insertInto('project_plans')
    .values({
      project_id: project.id,
      title: 'Tower A – 2BHK',
      document: 'pr/plan-a.png',
      created_at: at,
      updated_at: at,
    })
    .execute();
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
  (
    await app.deps.db
      .selectFrom('projects')
      .select('total_click')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).total_click;

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
    const docs = await app.deps.db.selectFrom('project_documents').select('id').executeTakeFirstOrThrow();
    const plan = await app.deps.db.selectFrom('project_plans').select('id').executeTakeFirstOrThrow();
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

describe('projectService.listItems (homepage sections)', () => {
  it('returns visible projects newest first, or promoted ones by newest advertisement', async () => {
    const category = await createCategory(app);
    const older = await createProject(app, { category_id: category.id, created_at: ago(5) });
    const newer = await createProject(app, { category_id: category.id, created_at: ago(1) });
    const hidden = await createProject(app, { category_id: category.id, status: 0 });
    await createProject(app, { category_id: category.id, created_at: ago(9) });
    await createAdvertisement(app, { project_id: newer.id }, { created_at: ago(10) });
    await createAdvertisement(app, { project_id: older.id }, { created_at: ago(2) });
    await createAdvertisement(app, { project_id: hidden.id });

    const latest = await app.services.projects.listItems({ limit: 2 }, null);
    expect(latest.map((p) => p.id)).toEqual([newer.id, older.id]);
    const promoted = await app.services.projects.listItems({ promotedOnly: true, limit: 12 }, null);
    expect(promoted.map((p) => p.id)).toEqual([older.id, newer.id]);
    expect(promoted.every((p) => p.is_promoted)).toBe(true);
    expect(promoted[0]?.customer.email).toBe('hello@domus.test');
  });
});
