import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAdvertisement, createCategory, createProject } from '../../db/testing/listing.factory.js';
import { findRows, insertRows } from '../../db/testing/rows.js';
import { bearer, createUser } from '../../db/testing/user.factory.js';
import { createProjectWorld, ids, type ProjectWorld } from '../../testing/project-world.js';
import { get } from '../../testing/test-app.js';

let world: ProjectWorld;
let app: ProjectWorld['app'];
let url: ProjectWorld['url'];
let ago: ProjectWorld['ago'];
let member: ProjectWorld['member'];
let deactivate: ProjectWorld['deactivate'];

beforeAll(async () => {
  world = await createProjectWorld();
  ({ app, url, ago, member, deactivate } = world);
});
afterAll(async () => {
  await app.close();
});
beforeEach(async () => {
  await world.reset();
});

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
    await insertRows(app.deps.db, 'project_images', [
      { project_id: project.id, image: 'pr/g2.jpg', sequence: 2, created_at: ago(0), updated_at: ago(0) },
      { project_id: project.id, image: 'pr/g1.jpg', sequence: 1, created_at: ago(0), updated_at: ago(0) },
    ]);
    const images = await findRows(app.deps.db, 'project_images', {}, { select: ['id'], orderBy: 'sequence' });
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
