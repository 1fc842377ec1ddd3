import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArticle, createCity } from '../../db/testing/catalogue.factory.js';
import { createCategory, createProject, createProperty } from '../../db/testing/listing.factory.js';
import { updateRows } from '../../db/testing/rows.js';
import { createUser } from '../../db/testing/user.factory.js';
import { createTestApp, get, type TestApp } from '../../testing/test-app.js';
import { refreshPropertyDerived } from '../listings/listing-derived.repository.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

const slugs = (body: { data: { slug_id: string }[] }) => body.data.map((e) => e.slug_id);

describe('GET /api/sitemap-entries', () => {
  it('lists a freshly approved listing, never a pending one', async () => {
    const category = await createCategory(app);
    const pending = await createProperty(app, { category_id: category.id, request_status: 'pending' });
    const before = await get(app, 'sitemap-entries', { type: 'property' });
    expect(before.status).toBe(200);
    expect(slugs(before.body)).not.toContain(pending.slug_id);

    await updateRows(app.deps.db, 'properties', { id: pending.id }, { request_status: 'approved' });
    await refreshPropertyDerived(app.deps.db, app.clock.now, [pending.id]);
    const after = await get(app, 'sitemap-entries', { type: 'property' });
    expect(slugs(after.body)).toContain(pending.slug_id);
    expect(after.body.total).toBe(before.body.total + 1);
    const entry = after.body.data.find((e: { slug_id: string }) => e.slug_id === pending.slug_id);
    expect(entry.updated_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(after.headers['cache-control']).toBe('public, max-age=60');

    const otherPending = await createProperty(app, { category_id: category.id, request_status: 'pending' });
    expect(slugs((await get(app, 'sitemap-entries', { type: 'property' })).body)).not.toContain(
      otherPending.slug_id,
    );
  });

  it('keeps sold listings, drops inactive ones and those of deactivated owners', async () => {
    const category = await createCategory(app);
    const sold = await createProperty(app, { category_id: category.id, property_type: 'sold' });
    const inactive = await createProperty(app, { category_id: category.id, status: 0 });
    const owner = await createUser(app, { is_active: 0 });
    const ownerless = await createProperty(app, { category_id: category.id, owner_id: owner.id });
    const list = slugs((await get(app, 'sitemap-entries', { type: 'property', limit: 5000 })).body);
    expect(list).toContain(sold.slug_id);
    expect(list).not.toContain(inactive.slug_id);
    expect(list).not.toContain(ownerless.slug_id);
  });

  it('lists public projects, agents with a visible listing, articles, active categories and cities with listings', async () => {
    const category = await createCategory(app);
    const hidden = await createCategory(app, { status: 0 });
    const project = await createProject(app, { category_id: category.id });
    const pendingProject = await createProject(app, { category_id: category.id, request_status: 'pending' });
    const agent = await createUser(app);
    await createProperty(app, { category_id: category.id, owner_id: agent.id, city: 'Nashik' });
    const idle = await createUser(app);
    const article = await createArticle(app);
    await createCity(app, { name: 'Nashik' });
    await createCity(app, { name: 'Empty Town' });

    const projects = slugs((await get(app, 'sitemap-entries', { type: 'project' })).body);
    expect(projects).toContain(project.slug_id);
    expect(projects).not.toContain(pendingProject.slug_id);
    const agents = slugs((await get(app, 'sitemap-entries', { type: 'agent' })).body);
    expect(agents).toContain(agent.slug_id);
    expect(agents).toContain('admin');
    expect(agents).not.toContain(idle.slug_id);
    expect(slugs((await get(app, 'sitemap-entries', { type: 'article' })).body)).toContain(article.slug_id);
    const categories = slugs((await get(app, 'sitemap-entries', { type: 'category' })).body);
    expect(categories).toContain(category.slug_id);
    expect(categories).not.toContain(hidden.slug_id);
    const cities = slugs((await get(app, 'sitemap-entries', { type: 'city' })).body);
    expect(cities).toContain('Nashik');
    expect(cities).not.toContain('Empty Town');
  });

  it('pages with offset and limit and validates its parameters', async () => {
    const all = await get(app, 'sitemap-entries', { type: 'property' });
    const second = await get(app, 'sitemap-entries', { type: 'property', offset: 1, limit: 1 });
    expect(second.body.data).toEqual([all.body.data[1]]);
    expect(second.body.total).toBe(all.body.total);
    const agentsAll = await get(app, 'sitemap-entries', { type: 'agent' });
    const agentsPaged = [
      ...(await get(app, 'sitemap-entries', { type: 'agent', offset: 0, limit: 1 })).body.data,
      ...(await get(app, 'sitemap-entries', { type: 'agent', offset: 1, limit: 5000 })).body.data,
    ];
    expect(agentsPaged).toEqual(agentsAll.body.data);
    expect((await get(app, 'sitemap-entries', { type: 'nope' })).status).toBe(400);
    expect((await get(app, 'sitemap-entries', {})).status).toBe(400);
    expect((await get(app, 'sitemap-entries', { type: 'property', limit: 5001 })).status).toBe(400);
  });
});
