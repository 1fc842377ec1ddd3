import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProject, createProperty } from '../../db/testing/listing.factory.js';
import { insertRow } from '../../db/testing/rows.js';
import { bearer, createSession, createUser } from '../../db/testing/user.factory.js';
import { createTestApp, get, type TestApp } from '../../testing/test-app.js';

// The moderation queue: admin/properties, admin/projects and admin/moderation-counts.

let app: TestApp;
let adminAuth: Record<string, string>;
let flats: number;
let houses: number;

beforeAll(async () => {
  app = await createTestApp();
  await app.services.settings.set('admin_name', 'Domus Team');
  await app.services.settings.set('company_email', 'team@domus.example');
  flats = (await createCategory(app, { category: 'Flat' })).id;
  houses = (await createCategory(app, { category: 'House' })).id;
  const admin = await createUser(app, { role: 'admin' });
  adminAuth = bearer(await createSession(app, admin.id));
});
afterAll(async () => {
  await app.close();
});

const later = () => {
  app.clock.now = new Date(app.clock.now.getTime() + 60_000);
  return app.clock.now.toISOString();
};
const titles = (body: { data: { title: string }[] }) => body.data.map((item) => item.title);

describe('who may read the queue', () => {
  it('answers 401 to a guest and 403 FORBIDDEN to a member', async () => {
    const member = await createUser(app);
    const auth = bearer(await createSession(app, member.id));
    for (const call of ['admin/properties', 'admin/projects', 'admin/moderation-counts']) {
      expect((await get(app, call)).status).toBe(401);
      const res = await get(app, call, {}, auth);
      expect([call, res.status, res.body.code]).toEqual([call, 403, 'FORBIDDEN']);
    }
  });
});

describe('admin/properties', () => {
  it('lists the pending queue oldest first, each a preview with its owner, and counts it', async () => {
    const owner = await createUser(app, { name: 'Pia Poster', email: 'pia@example.com' });
    const first = await createProperty(app, {
      category_id: flats,
      owner_id: owner.id,
      request_status: 'pending',
      title: 'Queue first',
      price: 250_000,
      city: 'Lyon',
      state: 'Rhône',
      country: 'France',
      title_image: 'users/1/first.jpg',
      created_at: later(),
      updated_at: app.clock.now.toISOString(),
    });
    await createProperty(app, {
      category_id: houses,
      owner_id: null,
      request_status: 'pending',
      title: 'Queue second',
      property_type: 'rent',
      rentduration: 'Monthly',
      created_at: later(),
    });
    await createProperty(app, { category_id: flats, title: 'Already live', created_at: later() });

    const res = await get(app, 'admin/properties', {}, adminAuth);
    expect(res.status).toBe(200);
    expect(titles(res.body)).toEqual(['Queue first', 'Queue second']);
    expect(res.body.total).toBe(2);
    expect(res.body.data[0]).toEqual({
      id: first.id,
      slug_id: first.slug_id,
      title: 'Queue first',
      category: { id: flats, category: 'Flat' },
      city: 'Lyon',
      state: 'Rhône',
      country: 'France',
      title_image: app.deps.storage.publicUrl('users/1/first.jpg'),
      price: 250_000,
      property_type: 'sell',
      rentduration: null,
      is_premium: 0,
      owner: { id: owner.id, name: 'Pia Poster', email: 'pia@example.com' },
      status: 1,
      request_status: 'pending',
      reject_reason: null,
      created_at: expect.stringMatching(/Z$/),
      updated_at: expect.stringMatching(/Z$/),
    });
    expect(res.body.data[1]).toMatchObject({
      property_type: 'rent',
      rentduration: 'Monthly',
      owner: { id: 0, name: 'Domus Team', email: 'team@domus.example' },
    });
    const counts = await get(app, 'admin/moderation-counts', {}, adminAuth);
    expect(counts.body.data).toEqual({ pending_properties: 2, pending_projects: 0 });
  });

  it('filters by state (decided ones newest first, rejected with the latest reason), title, category and owner', async () => {
    const owner = await createUser(app);
    const older = await createProperty(app, {
      category_id: houses,
      owner_id: owner.id,
      request_status: 'rejected',
      title: 'Old barn',
      created_at: later(),
    });
    await insertRow(app.deps.db, 'moderation_reasons', {
      entity: 'property',
      entity_id: older.id,
      reason: 'First reason',
      created_at: later(),
    });
    await insertRow(app.deps.db, 'moderation_reasons', {
      entity: 'property',
      entity_id: older.id,
      reason: 'Latest reason',
      created_at: later(),
    });
    await createProperty(app, {
      category_id: flats,
      request_status: 'rejected',
      title: 'Tiny attic',
      created_at: later(),
    });

    const rejected = await get(app, 'admin/properties', { request_status: 'rejected' }, adminAuth);
    expect(titles(rejected.body)).toEqual(['Tiny attic', 'Old barn']);
    expect(rejected.body.data[1].reject_reason).toEqual({
      id: expect.any(Number),
      reason: 'Latest reason',
      created_at: expect.any(String),
    });
    expect(rejected.body.data[0].reject_reason).toBeNull();

    const search = await get(
      app,
      'admin/properties',
      { request_status: 'rejected', search: 'BARN' },
      adminAuth,
    );
    expect(titles(search.body)).toEqual(['Old barn']);
    const byCategory = await get(
      app,
      'admin/properties',
      { request_status: 'rejected', category_id: flats },
      adminAuth,
    );
    expect(titles(byCategory.body)).toEqual(['Tiny attic']);
    const byOwner = await get(
      app,
      'admin/properties',
      { request_status: 'rejected', owner_id: owner.id },
      adminAuth,
    );
    expect(titles(byOwner.body)).toEqual(['Old barn']);
    const operator = await get(
      app,
      'admin/properties',
      { request_status: 'rejected', owner_id: 0 },
      adminAuth,
    );
    expect(titles(operator.body)).toEqual(['Tiny attic']);
    const approved = await get(app, 'admin/properties', { request_status: 'approved' }, adminAuth);
    expect(titles(approved.body)[0]).toBe('Already live');
    // A search term is text, not a pattern.
    const wildcard = await get(
      app,
      'admin/properties',
      { request_status: 'rejected', search: '%' },
      adminAuth,
    );
    expect(wildcard.body.total).toBe(0);
  });

  it('pages with offset and limit, the total ignoring them, and refuses bad values', async () => {
    for (let i = 0; i < 5; i++) {
      await createProperty(app, {
        category_id: flats,
        request_status: 'pending',
        title: `Paged ${i}`,
        created_at: later(),
      });
    }
    const all = await get(app, 'admin/properties', { search: 'paged', limit: 100 }, adminAuth);
    expect(titles(all.body)).toEqual(['Paged 0', 'Paged 1', 'Paged 2', 'Paged 3', 'Paged 4']);
    const page = await get(app, 'admin/properties', { search: 'paged', offset: 2, limit: 2 }, adminAuth);
    expect([titles(page.body), page.body.total]).toEqual([['Paged 2', 'Paged 3'], 5]);
    const past = await get(app, 'admin/properties', { search: 'paged', offset: 50 }, adminAuth);
    expect([past.body.data, past.body.total]).toEqual([[], 5]);
    for (const query of [{ limit: 0 }, { limit: 101 }, { offset: -1 }, { request_status: 'lost' }]) {
      expect((await get(app, 'admin/properties', query, adminAuth)).status).toBe(400);
    }
  });
});

describe('admin/projects', () => {
  it('lists projects of one state with their preview, and counts the pending ones', async () => {
    const owner = await createUser(app, { name: 'Pat Builder', email: 'pat@example.com' });
    const project = await createProject(app, {
      category_id: houses,
      owner_id: owner.id,
      request_status: 'pending',
      status: 0,
      title: 'Harbour towers',
      type: 'upcoming',
      image: 'users/2/towers.jpg',
      created_at: later(),
    });
    await createProject(app, { category_id: houses, title: 'Live towers', created_at: later() });

    const res = await get(app, 'admin/projects', {}, adminAuth);
    expect(res.body.total).toBe(1);
    expect(res.body.data).toEqual([
      {
        id: project.id,
        slug_id: project.slug_id,
        title: 'Harbour towers',
        category: { id: houses, category: 'House' },
        city: 'Pune',
        state: 'Maharashtra',
        country: 'India',
        image: app.deps.storage.publicUrl('users/2/towers.jpg'),
        type: 'upcoming',
        owner: { id: owner.id, name: 'Pat Builder', email: 'pat@example.com' },
        status: 0,
        request_status: 'pending',
        reject_reason: null,
        created_at: expect.any(String),
        updated_at: expect.any(String),
      },
    ]);
    expect(
      titles((await get(app, 'admin/projects', { request_status: 'approved' }, adminAuth)).body),
    ).toEqual(['Live towers']);
    expect((await get(app, 'admin/moderation-counts', {}, adminAuth)).body.data.pending_projects).toBe(1);
  });
});
