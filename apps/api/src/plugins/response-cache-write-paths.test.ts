import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdvertisement, createProject } from '../db/testing/listing.factory.js';
import { bearer } from '../db/testing/user.factory.js';
import { sweepPromotions } from '../modules/properties/promotion-sweep.js';
import {
  type CacheWorld,
  cachedListing,
  cachedMember,
  createCacheWorld,
  guestGet,
  listedIds as guestListedIds,
} from '../testing/cache-world.js';
import {
  photo,
  poster,
  postingCatalogue,
  projectFields,
  projectPoster,
  propertyFields,
  sendForm,
} from '../testing/listing-form.js';
import { get, post, type TestApp } from '../testing/test-app.js';

// Every write path drops what it changed from the response cache. Cached answers live an hour
// here, so only an announced change can refresh one: a write path that forgot to publish leaves
// the stale answer and fails its test.

let world: CacheWorld;
let app: TestApp;

beforeAll(async () => {
  world = await createCacheWorld();
  ({ app } = world);
});
afterAll(async () => {
  await app?.close();
});

const guest = (url: string, headers?: Record<string, string>) => guestGet(app, url, headers);
const listing = (values?: Parameters<typeof cachedListing>[1]) => cachedListing(world, values);
const member = (name: string) => cachedMember(world, name);
const listedIds = () => guestListedIds(app);

describe('every write path drops what it changed', () => {
  it('settings.set: web-settings and listing answers show the new value', async () => {
    await app.services.settings.set('company_email', 'before@domus.test');
    expect((await guest('web-settings')).body.data.company_email).toBe('before@domus.test');
    await app.services.settings.set('company_email', 'after@domus.test');
    expect((await guest('web-settings')).body.data.company_email).toBe('after@domus.test');

    const property = await listing({ title: 'Operator flat' });
    await app.services.settings.set('admin_name', 'Old Team');
    expect((await guest(`get_property?id=${property.id}`)).body.data[0].customer_name).toBe('Old Team');
    await app.services.settings.set('admin_name', 'New Team');
    expect((await guest(`get_property?id=${property.id}`)).body.data[0].customer_name).toBe('New Team');
  });

  it('account deactivation and reactivation: the owner’s listings leave and come back', async () => {
    const { user, property } = await member('Paused');
    const homepageHas = async () =>
      (await guest('homepage-data')).text.includes(`"slug_id":"${property.slug_id}"`);
    const totals = async () => ({
      listings: (await guest('get-property-list')).body.total,
      // Signed in: past the response cache, so this reads the kept counts themselves.
      agents: (await get(app, 'agent-list', {}, bearer(world.adminToken))).body.total,
      category: (
        await get(app, 'get_categories', { id: world.categoryId, has_property: 1 }, bearer(world.adminToken))
      ).body.data[0].properties_count,
    });
    expect(await listedIds()).toContain(property.id);
    expect((await guest(`get_property?id=${property.id}`)).status).toBe(200);
    expect(await homepageHas()).toBe(true);
    const before = await totals();

    const off = await post(
      app,
      'admin/user-status',
      { user_id: user.id, status: false },
      bearer(world.adminToken),
    );
    expect(off.status).toBe(200);
    expect(await listedIds()).not.toContain(property.id);
    expect((await guest(`get_property?id=${property.id}`)).status).toBe(404);
    expect(await homepageHas()).toBe(false);
    expect(await totals()).toEqual({
      listings: before.listings - 1,
      agents: before.agents - 1,
      category: before.category - 1,
    });

    const on = await post(
      app,
      'admin/user-status',
      { user_id: user.id, status: true },
      bearer(world.adminToken),
    );
    expect(on.status).toBe(200);
    expect(await listedIds()).toContain(property.id);
    expect((await guest(`get_property?id=${property.id}`)).status).toBe(200);
    expect(await totals()).toEqual(before);
  });

  it('delete_user: the account’s listings and agent card disappear', async () => {
    const { token, property } = await member('Leaving');
    const agentNames = async () =>
      ((await guest('agent-list')).body.data as { name: string }[]).map((a) => a.name);
    expect(await listedIds()).toContain(property.id);
    expect((await guest(`get_property?id=${property.id}`)).status).toBe(200);
    expect(await agentNames()).toContain('Leaving');

    expect((await post(app, 'delete_user', {}, bearer(token))).status).toBe(200);
    expect(await listedIds()).not.toContain(property.id);
    expect((await guest(`get_property?id=${property.id}`)).status).toBe(404);
    expect(await agentNames()).not.toContain('Leaving');
  });

  it('update_profile: the owner’s new name shows on their listing and agent card', async () => {
    const { token, property } = await member('Oldname');
    const owner = async () => (await guest(`get_property?id=${property.id}`)).body.data[0].customer_name;
    const agentNames = async () =>
      ((await guest('agent-list')).body.data as { name: string }[]).map((a) => a.name);
    expect(await owner()).toBe('Oldname');
    expect(await agentNames()).toContain('Oldname');

    expect((await post(app, 'update_profile', { name: 'Newname' }, bearer(token))).status).toBe(200);
    expect(await owner()).toBe('Newname');
    expect(await agentNames()).toContain('Newname');
  });

  it('the promotion sweep: an ended promotion leaves the featured places', async () => {
    const property = await listing({ title: 'Promoted villa' });
    const end = new Date(app.clock.now.getTime() + 10_000);
    await createAdvertisement(app, { property_id: property.id }, { end_date: end.toISOString() });
    await app.deps.changes.publish({ properties: [property.id], homepage: true });
    const promoted = async () =>
      ((await guest('get-property-list?limit=50')).body.data as { id: number; promoted: boolean }[]).find(
        (p) => p.id === property.id,
      )?.promoted;
    const featured = async () =>
      ((await guest('homepage-data')).body.data.featured_section as { id: number }[]).map((p) => p.id);
    expect(await promoted()).toBe(true);
    expect(await featured()).toContain(property.id);

    const start = app.clock.now;
    app.clock.now = new Date(end.getTime() + 1_000);
    try {
      await sweepPromotions(app.deps);
      expect(await promoted()).toBe(false);
      expect(await featured()).not.toContain(property.id);
    } finally {
      app.clock.now = start;
    }
  });

  it('the advertisement expiry sweep: an ended sponsored slide leaves the cached home slider', async () => {
    const property = await listing({ title: 'Sponsored villa' });
    const end = new Date(app.clock.now.getTime() + 10_000);
    await createAdvertisement(
      app,
      { property_id: property.id },
      { type: 'slider', end_date: end.toISOString() },
    );
    await app.deps.changes.publish({ properties: [property.id], homepage: true });
    const sponsored = async () =>
      (
        (await guest('homepage-data')).body.data.slider_section as {
          property_id: number;
          is_sponsored: boolean;
        }[]
      )
        .filter((s) => s.is_sponsored)
        .map((s) => s.property_id);
    expect(await sponsored()).toContain(property.id);

    const start = app.clock.now;
    app.clock.now = new Date(end.getTime() + 1_000);
    try {
      // Still cached: nothing announced the end yet.
      expect(await sponsored()).toContain(property.id);
      expect(await app.services.advertisements.expireEnded()).toBeGreaterThanOrEqual(1);
      expect(await sponsored()).not.toContain(property.id);
    } finally {
      app.clock.now = start;
    }
  });

  it('favourites and interest: the counts on the listing and the most-liked order follow', async () => {
    const quiet = await listing({ title: 'Quiet flat' });
    const liked = await listing({ title: 'Liked flat' });
    const fan = await member('Fan');
    const counts = async () => {
      const detail = (await guest(`get_property?id=${liked.id}&count_view=0`)).body.data[0];
      return [detail.total_favourite_users, detail.total_interested_users];
    };
    const mostLikedFirst = async () =>
      ((await guest('get-property-list?most_liked=1&limit=50')).body.data as { id: number }[])
        .map((p) => p.id)
        .filter((id) => id === quiet.id || id === liked.id)[0];
    expect(await counts()).toEqual([0, 0]);
    const before = await mostLikedFirst();

    const mark = (call: string, type: number) =>
      post(app, call, { property_id: liked.id, type }, bearer(fan.token));
    expect((await mark('add_favourite', 1)).status).toBe(200);
    expect((await mark('interested_users', 1)).status).toBe(200);
    expect(await counts()).toEqual([1, 1]);
    expect(await mostLikedFirst()).toBe(liked.id);

    expect((await mark('add_favourite', 0)).status).toBe(200);
    expect(await counts()).toEqual([0, 1]);
    expect(await mostLikedFirst()).toBe(before);
  });

  it('the owner’s project writes: posted, edited, switched off and on, and deleted projects follow in the cached lists', async () => {
    await app.services.settings.set('auto_approve', true);
    const { auth } = await projectPoster(app, 3, { verification_status: 'success' });
    const projectList = async () =>
      (await guest('get-projects?limit=50')).body.data as { id: number; title: string }[];
    const homepageProjects = async () =>
      ((await guest('homepage-data')).body.data.project_section as { id: number }[]).map((p) => p.id);
    const before = await projectList();
    await homepageProjects();

    const posted = await sendForm(
      app,
      'post_project',
      [...projectFields(world.categoryId, { title: 'Cached Towers' }), await photo('image')],
      auth,
    );
    expect(posted.status).toBe(201);
    const id = posted.body.data.id as number;
    expect((await projectList()).map((p) => p.id)).toEqual([id, ...before.map((p) => p.id)]);
    expect(await homepageProjects()).toContain(id);

    const edited = await sendForm(
      app,
      'post_project',
      [{ name: 'id', value: String(id) }, ...projectFields(world.categoryId, { title: 'Renamed Towers' })],
      auth,
    );
    expect(edited.status).toBe(200);
    expect((await projectList()).find((p) => p.id === id)?.title).toBe('Renamed Towers');

    const change = (status: number) => post(app, 'change-project-status', { project_id: id, status }, auth);
    expect((await change(0)).status).toBe(200);
    expect((await projectList()).map((p) => p.id)).not.toContain(id);
    expect(await homepageProjects()).not.toContain(id);
    expect((await change(1)).status).toBe(200);
    expect((await projectList()).map((p) => p.id)).toContain(id);

    expect((await post(app, 'delete_project', { id }, auth)).status).toBe(200);
    expect((await projectList()).map((p) => p.id)).not.toContain(id);
    expect(await homepageProjects()).not.toContain(id);
  });

  it('the owner’s status changes: a sold or switched-off listing leaves the cached lists and comes back', async () => {
    const { token, property } = await member('Seller');
    expect(await listedIds()).toContain(property.id);
    const change = (call: string, status: string | number) =>
      post(app, call, { property_id: property.id, status }, bearer(token));
    expect((await change('update_property_status', 'sold')).status).toBe(200);
    expect(await listedIds()).not.toContain(property.id);
    expect((await guest(`get_property?id=${property.id}&count_view=0`)).body.data[0].property_type).toBe(
      'sold',
    );

    const rental = await cachedMember(world, 'Landlord');
    expect(
      (
        await post(
          app,
          'change-property-status',
          { property_id: rental.property.id, status: 0 },
          bearer(rental.token),
        )
      ).status,
    ).toBe(200);
    expect(await listedIds()).not.toContain(rental.property.id);
    expect((await guest(`get_property?id=${rental.property.id}&count_view=0`)).status).toBe(404);
    expect(
      (
        await post(
          app,
          'change-property-status',
          { property_id: rental.property.id, status: 1 },
          bearer(rental.token),
        )
      ).status,
    ).toBe(200);
    expect(await listedIds()).toContain(rental.property.id);
  });

  it('posting and editing: an approved post joins the cached lists, an edit updates the cached page', async () => {
    await app.services.settings.set('auto_approve', true);
    const c = await postingCatalogue(app);
    const { auth } = await poster(app, 3, { verification_status: 'success' });
    const before = await listedIds();
    const posted = await sendForm(
      app,
      'post_property',
      [...propertyFields(c), await photo('title_image')],
      auth,
    );
    expect(posted.status).toBe(201);
    const id = posted.body.data.id as number;
    expect(before).not.toContain(id);
    expect(await listedIds()).toContain(id);
    expect((await guest(`get_property?id=${id}&count_view=0`)).body.data[0].price).toBe(250000);

    const edited = await sendForm(
      app,
      'update_post_property',
      [
        { name: 'action_type', value: '0' },
        { name: 'id', value: String(id) },
        ...propertyFields(c, { price: '240000' }),
      ],
      auth,
    );
    expect(edited.status).toBe(200);
    const page = (await guest(`get_property?id=${id}&count_view=0`)).body.data[0];
    expect([page.price, page.history.length]).toEqual([240000, 1]);

    // Without auto-approval an edit sends the listing back to review: it leaves the lists.
    await app.services.settings.set('auto_approve', false);
    await sendForm(
      app,
      'update_post_property',
      [{ name: 'action_type', value: '0' }, { name: 'id', value: String(id) }, ...propertyFields(c)],
      auth,
    );
    expect(await listedIds()).not.toContain(id);
    expect((await guest(`get_property?id=${id}&count_view=0`)).status).toBe(404);
  });

  it('moderation: an approved listing enters the cached lists at once, a rejected one leaves them', async () => {
    const { user, property } = await member('Awaiting');
    // Back in review, as after an owner's edit: the cached answers are filled while it is hidden.
    const admin = bearer(world.adminToken);
    await post(app, `admin/properties/${property.id}/reject`, { reason: 'Needs a floor plan' }, admin);
    const count = async () => (await guest('get-property-list')).body.total;
    const hidden = await count();
    expect(await listedIds()).not.toContain(property.id);
    expect((await guest(`get_property?id=${property.id}&count_view=0`)).status).toBe(404);

    expect((await post(app, `admin/properties/${property.id}/approve`, {}, admin)).status).toBe(200);
    expect(await listedIds()).toContain(property.id);
    expect(await count()).toBe(hidden + 1);
    expect((await guest(`get_property?id=${property.id}&count_view=0`)).status).toBe(200);

    expect(
      (await post(app, `admin/properties/${property.id}/reject`, { reason: 'Duplicate' }, admin)).status,
    ).toBe(200);
    expect(await listedIds()).not.toContain(property.id);
    expect((await guest(`get_property?id=${property.id}&count_view=0`)).status).toBe(404);

    const project = await createProject(app, {
      category_id: world.categoryId,
      owner_id: user.id,
      request_status: 'pending',
      status: 1,
    });
    await app.deps.changes.publish({ projects: [project.id] });
    const projectIds = async () =>
      ((await guest('get-projects?limit=50')).body.data as { id: number }[]).map((p) => p.id);
    expect(await projectIds()).not.toContain(project.id);
    expect((await post(app, `admin/projects/${project.id}/approve`, {}, admin)).status).toBe(200);
    expect(await projectIds()).toContain(project.id);
    expect(
      (await post(app, `admin/projects/${project.id}/reject`, { reason: 'Wrong place' }, admin)).status,
    ).toBe(200);
    expect(await projectIds()).not.toContain(project.id);
  });
});
