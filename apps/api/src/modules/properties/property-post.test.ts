import { describe, expect, it } from 'vitest';
import { countRows, findRows, getRow, updateRows } from '../../db/testing/rows.js';
import { appPerFile } from '../../testing/app-per-file.js';
import {
  type Catalogue,
  photo,
  poster,
  postingCatalogue,
  propertyFields,
  sendForm,
  storedFiles,
} from '../../testing/listing-form.js';
import { get, post, type TestApp } from '../../testing/test-app.js';

// post_property: the guard chain in the contract's order, the form checked against its category,
// the unit spent in the insert's transaction, and what the new listing looks like.

let app: TestApp;
let c: Catalogue;
appPerFile(
  (built) => {
    app = built;
  },
  { demo_mode: false, auto_approve: false, verification_required_for_user: false },
);

async function catalogue() {
  c ??= await postingCatalogue(app);
  return c;
}

async function postProperty(
  auth: Record<string, string>,
  overrides: Record<string, string | undefined> = {},
  extra = [],
) {
  const parts = [...propertyFields(await catalogue(), overrides), await photo('title_image'), ...extra];
  return sendForm(app, 'post_property', parts, auth);
}

const units = async (userId: number) =>
  (await app.services.packages.check(userId, 'property_list')).remaining;

const storedFor = async (userId: number) => (await storedFiles(app, 'properties', userId)).originals;

describe('post_property', () => {
  it('creates a pending listing with its parameters, facilities and photo, and spends one unit', async () => {
    const { user, auth } = await poster(app, 3);
    const res = await postProperty(auth);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Property Post Successfully');
    const data = res.body.data;
    expect(data).toMatchObject({
      title: 'Sea View Villa',
      slug_id: 'sea-view-villa',
      property_type: 'sell',
      price: 250000,
      city: 'Bhuj',
      request_status: 'pending',
      status: 1,
    });
    // Sanitised on save: the script is gone, the allowed markup stays.
    expect(data.description).toBe('<p>Bright <strong>villa</strong> by the sea.</p>');
    expect(data.title_image).toMatch(/^http:\/\/localhost:3000\/media\/properties\/\d+\/[0-9a-f]{32}\.jpg$/);
    const values = Object.fromEntries(
      (data.parameters as { id: number; value: unknown }[]).map((p) => [p.id, p.value]),
    );
    expect(values).toEqual({
      [c.bedrooms.id]: 3,
      [c.furnishing.id]: 'Semi',
      [c.amenities.id]: ['Gym', 'Lift'],
    });
    expect(data.assign_facilities).toEqual([
      expect.objectContaining({ facility_id: c.school.id, distance: 1.5 }),
    ]);
    expect(res.body.warnings).toEqual([]);
    expect(await units(user.id)).toBe(2);
    const stored = await storedFiles(app, 'properties', user.id);
    expect(stored.originals).toHaveLength(1);
    // Its WebP variants for cards, the gallery and full screen, made after the answer.
    const base = (stored.originals[0] as string).replace(/\.jpg$/, '');
    expect(stored.variants).toEqual([`${base}.card.webp`, `${base}.full.webp`, `${base}.gallery.webp`]);
    // Pending: not public yet, but the city is registered.
    expect((await get(app, 'get_property', { id: data.id })).status).toBe(404);
    expect(await countRows(app.deps.db, 'cities', { name_key: 'bhuj' })).toBe(1);
  });

  it('approves at once with auto-approval for a verified member, and then it is public', async () => {
    await app.services.settings.set('auto_approve', true);
    const { auth } = await poster(app, 3, { verification_status: 'success' });
    const res = await postProperty(auth, { title: 'Approved at once' });
    expect(res.body.data.request_status).toBe('approved');
    const row = await getRow(app.deps.db, 'properties', { id: res.body.data.id }, { select: ['is_public'] });
    expect(row.is_public).toBe(2);
    expect((await get(app, 'get_property', { id: res.body.data.id })).status).toBe(200);
    // An unverified member still waits for review.
    const other = await poster(app, 3);
    expect((await postProperty(other.auth)).body.data.request_status).toBe('pending');
  });

  it('announces a change only when the listing is public: a post in review empties no cache', async () => {
    const heard: unknown[] = [];
    const stop = app.deps.changes.subscribe((changes) => heard.push(changes));
    try {
      const { auth } = await poster(app, 3);
      expect((await postProperty(auth, { title: 'Waiting quietly' })).status).toBe(201);
      expect(heard).toEqual([]);
      await app.services.settings.set('auto_approve', true);
      heard.length = 0;
      const verified = await poster(app, 3, { verification_status: 'success' });
      const live = await postProperty(verified.auth, { title: 'Live at once' });
      expect(heard).toContainEqual(expect.objectContaining({ properties: [live.body.data.id] }));
    } finally {
      stop();
    }
  });

  it('answers the guard steps in the contract’s order', async () => {
    // 1: no credential.
    expect((await postProperty({})).status).toBe(401);
    // 2: deactivated, even with a broken form.
    const off = await poster(app, 3, { is_active: 0 });
    const deactivated = await postProperty(off.auth, { title: undefined });
    expect([deactivated.status, deactivated.body.code]).toEqual([403, 'ACCOUNT_DEACTIVATED']);
    // 4: incomplete profile before validation.
    const noPhoto = await poster(app, 3, { profile: null });
    const incomplete = await postProperty(noPhoto.auth, { title: undefined });
    expect([incomplete.status, incomplete.body.code, incomplete.body.details.missing]).toEqual([
      403,
      'PROFILE_INCOMPLETE',
      ['profile'],
    ]);
    // 5: verification when the operator requires it, before validation.
    await app.services.settings.set('verification_required_for_user', true);
    const unverified = await poster(app, 3, { verification_status: 'pending' });
    const pending = await postProperty(unverified.auth, { title: undefined });
    expect([pending.status, pending.body.code, pending.body.message]).toEqual([
      403,
      'VERIFICATION_PENDING',
      'Under Review',
    ]);
    await app.services.settings.set('verification_required_for_user', false);
    // 7 before 9: a member without a package gets the field message first, then the package.
    const none = await poster(app, null);
    const invalid = await postProperty(none.auth, { title: undefined });
    expect([invalid.status, invalid.body.message]).toEqual([400, 'Title is required']);
    const unsubscribed = await postProperty(none.auth);
    expect([unsubscribed.status, unsubscribed.body.code, unsubscribed.body.details.feature]).toEqual([
      403,
      'PACKAGE_NOT_AVAILABLE',
      'property_list',
    ]);
    expect(await storedFor(none.user.id)).toEqual([]);
  });

  it('is allowed in demo mode (§4.19), unlike edits', async () => {
    await app.services.settings.set('demo_mode', true);
    const { auth } = await poster(app, 3);
    expect((await postProperty(auth, { title: 'Demo post' })).status).toBe(201);
  });

  it('answers each field with the spec’s message', async () => {
    const { user, auth } = await poster(app, 5);
    const cases: [Record<string, string | undefined>, string][] = [
      [{ title: undefined }, 'Title is required'],
      [{ description: undefined }, 'Description field is required'],
      [{ category_id: undefined }, 'Please select Category'],
      [{ category_id: '999999' }, 'Please select Category'],
      [{ price: undefined }, 'Price is required'],
      [{ price: '2000000000000' }, 'Price must not exceed 1,000,000,000,000'],
      [{ city: undefined }, 'fill all property or project address details'],
      [{ address: undefined }, 'fill all property or project address details'],
      [{ latitude: undefined }, 'select a location with city, state, country and formatted address'],
      [{ longitude: '190' }, 'select a location with city, state, country and formatted address'],
      [{ 'parameters[0][value]': undefined }, 'Please fill all fields'],
      [{ 'parameters[1][value]': 'Palace' }, 'Invalid value for Furnishing'],
      [{ 'parameters[0][value]': 'three' }, 'Invalid value for Bedrooms'],
      [{ 'parameters[2][value]': 'Gym,Helipad' }, 'Invalid value for Amenities'],
      [{ property_type: 'sold' }, 'property_type must be one of: sell, rent'],
      [{ video_link: 'https://vimeo.com/123456' }, 'Video link must be a YouTube link'],
      [{ 'facilities[0][distance]': '20000' }, 'distance must not exceed 10,000'],
    ];
    for (const [overrides, message] of cases) {
      const res = await postProperty(auth, overrides);
      expect([res.status, res.body.message], JSON.stringify(overrides)).toEqual([400, message]);
    }
    const noImage = await sendForm(app, 'post_property', propertyFields(c), auth);
    expect([noImage.status, noImage.body.message]).toEqual([400, 'Please select a Title Image']);
    // Nothing of a refused request is stored, and no unit is spent.
    expect(await storedFor(user.id)).toEqual([]);
    expect(await units(user.id)).toBe(5);
    expect(await countRows(app.deps.db, 'properties', { owner_id: user.id })).toBe(0);
  });

  it('refuses a userid that is not the caller', async () => {
    const { auth } = await poster(app, 3);
    const other = await poster(app, 3);
    const res = await postProperty(auth, { userid: String(other.user.id) });
    expect([res.status, res.body.code]).toEqual([403, 'FORBIDDEN']);
  });

  it('answers LIMIT_NOT_AVAILABLE when the units are used up, storing nothing', async () => {
    const { user, auth } = await poster(app, 1);
    expect((await postProperty(auth, { title: 'First' })).status).toBe(201);
    const second = await postProperty(auth, { title: 'Second' });
    expect([second.status, second.body.code, second.body.details]).toEqual([
      403,
      'LIMIT_NOT_AVAILABLE',
      { feature: 'property_list', feature_message: 'Limit not available for property list' },
    ]);
    expect(await countRows(app.deps.db, 'properties', { owner_id: user.id })).toBe(1);
    expect(await storedFor(user.id)).toHaveLength(1);
  });

  it('spends the last unit once when posts race for it', async () => {
    const { user, auth } = await poster(app, 1);
    const results = await Promise.all(
      Array.from({ length: 4 }, (_, i) => postProperty(auth, { title: `Racing ${i}` })),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 403, 403, 403]);
    expect(results.filter((r) => r.status === 403).map((r) => r.body.code)).toEqual([
      'LIMIT_NOT_AVAILABLE',
      'LIMIT_NOT_AVAILABLE',
      'LIMIT_NOT_AVAILABLE',
    ]);
    expect(await countRows(app.deps.db, 'properties', { owner_id: user.id })).toBe(1);
    expect(await units(user.id)).toBe(0);
    // The losers' photos are gone: only the winner's title image is on disk.
    expect(await storedFor(user.id)).toHaveLength(1);
  });

  it('makes slugs unique and warns about SEO fields without refusing', async () => {
    const { auth } = await poster(app, 5);
    const first = await postProperty(auth, { title: '  Sea View -- Villa!! 3BHK ' });
    const second = await postProperty(auth, { title: 'Sea View Villa 3BHK' });
    expect([first.body.data.slug_id, second.body.data.slug_id]).toEqual([
      'sea-view-villa-3bhk',
      'sea-view-villa-3bhk-1',
    ]);
    const seo = await postProperty(auth, { meta_title: 'x'.repeat(70), meta_description: 'short' });
    expect(seo.status).toBe(201);
    expect(seo.body.warnings.map((w: { code: string }) => w.code)).toEqual([
      'META_TITLE_TOO_LONG',
      'META_DESCRIPTION_LENGTH',
    ]);
  });

  it('uses the operator’s submission text when one is set', async () => {
    await app.services.settings.set('text_property_submission', 'Thanks! We review it within a day.');
    const { auth } = await poster(app, 3);
    expect((await postProperty(auth)).body.message).toBe('Thanks! We review it within a day.');
    await app.services.settings.set('text_property_submission', '');
  });
});

describe('listing history', () => {
  it('records price and state changes made through any write', async () => {
    const { auth } = await poster(app, 3);
    const { id } = (await postProperty(auth)).body.data;
    await updateRows(app.deps.db, 'properties', { id }, { request_status: 'approved' });
    expect(
      (await post(app, 'update_property_status', { property_id: id, status: 'sold' }, auth)).status,
    ).toBe(200);
    const rows = await findRows(app.deps.db, 'listing_history', { entity: 'property', entity_id: id });
    expect(rows.map((r) => [r.field, r.old_value, r.new_value])).toEqual([['property_type', 'sell', 'sold']]);
  });
});
