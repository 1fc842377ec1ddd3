import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCategory, createProject, createProperty } from '../../db/testing/listing.factory.js';
import { subscribe } from '../../db/testing/package.factory.js';
import { countRows, findRow, getRow, updateRows } from '../../db/testing/rows.js';
import { bearer, createSession, createUser } from '../../db/testing/user.factory.js';
import { createTestApp, get, post, type TestApp } from '../../testing/test-app.js';

// store_advertisement and get-featured-data (contract §3.3, §4.6) on a real app and database.

let app: TestApp;
let category: number;

beforeAll(async () => {
  app = await createTestApp();
  category = (await createCategory(app)).id;
});
afterAll(async () => {
  await app.close();
});
beforeEach(async () => {
  await app.services.settings.set('demo_mode', false);
  await app.services.settings.set('auto_approve', false);
});

/** A member owning a visible sell listing, with `units` property_feature units (null: none). */
async function owner(units: number | null = 2, values: { verification_status?: string } = {}) {
  const user = await createUser(app, values);
  const auth = bearer(await createSession(app, user.id));
  if (units !== null)
    await subscribe(app, user.id, [
      { type: 'property_feature', limit: units },
      { type: 'project_feature', limit: units },
    ]);
  const property = await createProperty(app, { category_id: category, owner_id: user.id });
  return { user, auth, property };
}

const feature = (auth: Record<string, string>, body: Record<string, unknown>) =>
  post(app, 'store_advertisement', body, auth);
const remaining = async (auth: Record<string, string>) =>
  (await get(app, 'check-package-limit', { type: 'property_feature' }, auth)).body.data.remaining;

describe('store_advertisement', () => {
  it('features my visible listing: pending review, one unit spent, the package duration', async () => {
    const { user, auth, property } = await owner(2);
    const res = await feature(auth, {
      feature_for: 'property',
      property_id: property.id,
      end_date: '2099-01-01',
    });
    expect([res.status, res.body.message]).toEqual([201, 'Advertisement added successfully']);
    expect(res.body.data).toMatchObject({
      for: 'property',
      type: 'list',
      property_id: property.id,
      project_id: null,
      customer_id: user.id,
      status: 1,
      is_enable: false,
    });
    const ad = await getRow(app.deps.db, 'advertisements', { id: res.body.data.id });
    const pkg = await getRow(app.deps.db, 'packages', { id: ad.package_id as number });
    const hours =
      (new Date(res.body.data.end_date).getTime() - new Date(res.body.data.start_date).getTime()) / 3_600_000;
    expect(hours).toBe(pkg.duration ?? 720);
    expect(await remaining(auth)).toBe(1);
    // Pending: not promoted yet.
    expect((await getRow(app.deps.db, 'properties', { id: property.id })).is_promoted).toBe(0);
  });

  it('approved and promoted at once with auto-approval for a verified member', async () => {
    await app.services.settings.set('auto_approve', true);
    const { auth, property } = await owner(2, { verification_status: 'success' });
    const res = await feature(auth, { feature_for: 'property', property_id: property.id });
    expect(res.body.data).toMatchObject({ status: 0, is_enable: true });
    expect((await getRow(app.deps.db, 'properties', { id: property.id })).is_promoted).toBe(1);
    const promoted = await get(app, 'get-property-list', { promoted: 1, limit: 100 });
    expect(promoted.body.data.map((p: { id: number }) => p.id)).toContain(property.id);
  });

  it('features a project of mine with project_feature', async () => {
    const { user, auth } = await owner(1);
    const project = await createProject(app, { category_id: category, owner_id: user.id });
    const res = await feature(auth, { feature_for: 'project', project_id: project.id });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ for: 'project', project_id: project.id, property_id: null });
  });

  it('refuses in the guard order: guest, demo, unknown, not mine, not visible, live ad, no package, no units', async () => {
    const { auth, property } = await owner(1);
    expect((await feature({}, { feature_for: 'property', property_id: property.id })).status).toBe(401);
    await app.services.settings.set('demo_mode', true);
    expect((await feature(auth, { feature_for: 'property', property_id: property.id })).body.code).toBe(
      'DEMO_MODE',
    );
    await app.services.settings.set('demo_mode', false);
    const missing = await feature(auth, { feature_for: 'property' });
    expect([missing.status, missing.body.message, missing.body.details.fields[0].field]).toEqual([
      400,
      'Please fill all fields',
      'property_id',
    ]);
    expect((await feature(auth, { feature_for: 'property', property_id: 999_999 })).status).toBe(404);
    const other = await owner(1);
    const notMine = await feature(auth, { feature_for: 'property', property_id: other.property.id });
    expect([notMine.status, notMine.body.code]).toEqual([403, 'NOT_OWNER']);
    const { user } = await owner(null);
    const hidden = await createProperty(app, {
      category_id: category,
      owner_id: user.id,
      request_status: 'pending',
    });
    const hiddenAuth = bearer(await createSession(app, user.id));
    const notVisible = await feature(hiddenAuth, { feature_for: 'property', property_id: hidden.id });
    expect([notVisible.status, notVisible.body.code, notVisible.body.message]).toEqual([
      409,
      'NOT_ELIGIBLE_FOR_FEATURE',
      'Only approved and active listings can be featured',
    ]);
    expect((await feature(auth, { feature_for: 'property', property_id: property.id })).status).toBe(201);
    const again = await feature(auth, { feature_for: 'property', property_id: property.id });
    expect([again.status, again.body.code, again.body.message]).toEqual([
      409,
      'AD_ALREADY_EXISTS',
      'Advertisement Already Exists',
    ]);
    const second = await createProperty(app, {
      category_id: category,
      owner_id: (await findRow(app.deps.db, 'properties', { id: property.id }))?.owner_id as number,
    });
    const noUnits = await feature(auth, { feature_for: 'property', property_id: second.id });
    expect(noUnits.body.code).toBe('LIMIT_NOT_AVAILABLE');
    const visibleNoPackage = await createProperty(app, { category_id: category, owner_id: user.id });
    expect(
      (await feature(hiddenAuth, { feature_for: 'property', property_id: visibleNoPackage.id })).body.code,
    ).toBe('PACKAGE_NOT_AVAILABLE');
  });

  it('two requests at once for one listing: one advertisement, one unit', async () => {
    const { auth, property } = await owner(3);
    const results = await Promise.all(
      [1, 2, 3].map(() => feature(auth, { feature_for: 'property', property_id: property.id })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    expect(await countRows(app.deps.db, 'advertisements', { property_id: property.id })).toBe(1);
    expect(await remaining(auth)).toBe(2);
  });
});

describe('store_advertisement type=slider (Domus extension)', () => {
  type Slide = {
    slider_type: string;
    is_sponsored: boolean;
    advertisement_id?: number;
    property_id: number | null;
    project_id?: number;
    property: { id: number } | null;
    project?: { id: number };
  };
  const slides = async (): Promise<Slide[]> => (await get(app, 'homepage-data', {})).body.data.slider_section;
  /** An operator's approval (§4.6: status 0, enabled), as the admin API will record it. */
  const approve = async (adId: number, listing: { properties?: number[]; projects?: number[] }) => {
    await updateRows(app.deps.db, 'advertisements', { id: adId }, { status: 0, is_enable: 1 });
    await app.deps.changes.publish({ ...listing, homepage: true });
  };

  it('is a pending request even with auto-approval, and shows in slider_section only once approved and until its end', async () => {
    await app.services.settings.set('auto_approve', true);
    const { auth, property } = await owner(2, { verification_status: 'success' });
    const res = await feature(auth, { feature_for: 'property', property_id: property.id, type: 'slider' });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ type: 'slider', status: 1, is_enable: false });
    expect(await remaining(auth)).toBe(1);
    // A request: not promoted, not in the slider, and the listing has its one live ad.
    expect((await getRow(app.deps.db, 'properties', { id: property.id })).is_promoted).toBe(0);
    expect((await slides()).some((s) => s.property_id === property.id)).toBe(false);
    const again = await feature(auth, { feature_for: 'property', property_id: property.id });
    expect(again.body.code).toBe('AD_ALREADY_EXISTS');

    await approve(res.body.data.id, { properties: [property.id] });
    const shown = (await slides()).filter((s) => s.is_sponsored);
    const mine = shown.find((s) => s.property_id === property.id);
    expect(mine).toMatchObject({
      type: 'Property',
      slider_type: '3',
      is_sponsored: true,
      advertisement_id: res.body.data.id,
      property: { id: property.id },
    });
    // The operator's own entries are not marked.
    expect((await slides()).filter((s) => !s.is_sponsored).every((s) => s.is_sponsored === false)).toBe(true);
    // A slider ad does not take the list placement (featured section, promoted first).
    expect((await getRow(app.deps.db, 'properties', { id: property.id })).is_promoted).toBe(0);
    const featured = (await get(app, 'homepage-data', {})).body.data.featured_section as { id: number }[];
    expect(featured.map((p) => p.id)).not.toContain(property.id);

    const start = app.clock.now;
    app.clock.now = new Date(new Date(res.body.data.end_date).getTime() + 1000);
    try {
      expect((await slides()).some((s) => s.property_id === property.id)).toBe(false);
    } finally {
      app.clock.now = start;
    }
  });

  it('a project slider entry carries the project list item', async () => {
    const { user, auth } = await owner(1);
    const project = await createProject(app, {
      category_id: category,
      owner_id: user.id,
      title: 'Sky towers',
    });
    const res = await feature(auth, { feature_for: 'project', project_id: project.id, type: 'slider' });
    expect(res.body.data).toMatchObject({ for: 'project', type: 'slider', status: 1 });
    await approve(res.body.data.id, { projects: [project.id] });
    expect((await slides()).find((s) => s.project_id === project.id)).toMatchObject({
      type: 'Project',
      slider_type: '5',
      is_sponsored: true,
      property: null,
      project: { id: project.id, title: 'Sky towers' },
    });
  });

  it('list stays the default and keeps auto-approval; an unknown type is refused with its message', async () => {
    await app.services.settings.set('auto_approve', true);
    const { auth, property } = await owner(2, { verification_status: 'success' });
    const bad = await feature(auth, { feature_for: 'property', property_id: property.id, type: 'banner' });
    expect([bad.status, bad.body.details.fields[0].field, bad.body.details.fields[0].message]).toEqual([
      400,
      'type',
      'type must be one of: list, slider',
    ]);
    expect(await remaining(auth)).toBe(2);
    const res = await feature(auth, { feature_for: 'property', property_id: property.id });
    expect(res.body.data).toMatchObject({ type: 'list', status: 0, is_enable: true });
    expect((await slides()).some((s) => s.property_id === property.id)).toBe(false);
  });
});

describe('get-featured-data', () => {
  it('lists my advertisements of one kind, newest first, with the total', async () => {
    const { user, auth, property } = await owner(3);
    const second = await createProperty(app, { category_id: category, owner_id: user.id });
    await feature(auth, { feature_for: 'property', property_id: property.id });
    app.clock.now = new Date(app.clock.now.getTime() + 60_000);
    await feature(auth, { feature_for: 'property', property_id: second.id });
    const res = await get(app, 'get-featured-data', { type: 'property' }, auth);
    expect(res.body.total).toBe(2);
    expect(res.body.data.map((a: { property_id: number }) => a.property_id)).toEqual([
      second.id,
      property.id,
    ]);
    // §2.9: each item carries the listing it features.
    expect(res.body.data[1]).toMatchObject({
      type: 'list',
      status: 1,
      project: null,
      property: {
        id: property.id,
        slug_id: property.slug_id,
        title: property.title,
        category: { id: category },
        gallery: [],
        is_favourite: false,
      },
    });
    const projects = await get(app, 'get-featured-data', { type: 'project' }, auth);
    expect(projects.body).toMatchObject({ data: [], total: 0 });
    expect((await get(app, 'get-featured-data', { type: 'boat' }, auth)).status).toBe(400);
  });
});

describe('the expiry sweep', () => {
  it('persists ended approved advertisements as expired, tells the owner once, and frees the listing', async () => {
    await app.services.settings.set('auto_approve', true);
    const first = await owner(2, { verification_status: 'success' });
    const { user, property } = first;
    const ad = (await feature(first.auth, { feature_for: 'property', property_id: property.id })).body.data;
    app.clock.now = new Date(new Date(ad.end_date).getTime() + 1000);
    expect(await app.services.advertisements.expireEnded()).toBeGreaterThanOrEqual(1);
    const row = await getRow(app.deps.db, 'advertisements', { id: ad.id });
    expect([row.status, row.is_enable]).toEqual([3, 0]);
    expect(
      await countRows(app.deps.db, 'notifications', { user_id: user.id, event: 'advertisement_expired' }),
    ).toBe(1);
    // Twice: nothing more.
    expect(await app.services.advertisements.expireEnded()).toBe(0);
    expect(
      await countRows(app.deps.db, 'notifications', { user_id: user.id, event: 'advertisement_expired' }),
    ).toBe(1);
    // Expired is not live: the listing can be featured again (a month on: a new session and package).
    const later = bearer(await createSession(app, user.id));
    await subscribe(app, user.id, [{ type: 'property_feature', limit: 1 }]);
    expect((await feature(later, { feature_for: 'property', property_id: property.id })).status).toBe(201);
  });
});
