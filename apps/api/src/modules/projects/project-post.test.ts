import { describe, expect, it } from 'vitest';
import { failWrites } from '../../db/testing/failing-trigger.js';
import { createCategory } from '../../db/testing/listing.factory.js';
import { subscribe } from '../../db/testing/package.factory.js';
import { countRows, getRow } from '../../db/testing/rows.js';
import { appPerFile } from '../../testing/app-per-file.js';
import {
  photo,
  pngPhoto,
  projectFields,
  projectPoster,
  sendForm,
  storedFiles,
} from '../../testing/listing-form.js';
import { get, type TestApp } from '../../testing/test-app.js';
import { type MultipartPart, pdf } from '../../testing/upload-fixtures.js';

// post_project without `id`: the guard chain in the contract's order, the form and its files
// checked before anything is stored, one project_list unit spent in the insert's transaction,
// and the review state of §4.3 (pending and off, or approved and on with auto-approval).

let app: TestApp;
let categoryId: number;
appPerFile(
  (built) => {
    app = built;
  },
  { demo_mode: false, auto_approve: false, verification_required_for_user: false },
);

async function category() {
  categoryId ??= (await createCategory(app)).id;
  return categoryId;
}

const pdfPart = (name: string, filename = 'brochure.pdf'): MultipartPart => ({
  name,
  file: { filename, data: pdf(), contentType: 'application/pdf' },
});

async function postProject(
  auth: Record<string, string>,
  overrides: Record<string, string | undefined> = {},
  extra: MultipartPart[] = [],
) {
  const parts = [...projectFields(await category(), overrides), await photo('image'), ...extra];
  return sendForm(app, 'post_project', parts, auth);
}

const units = async (userId: number) => (await app.services.packages.check(userId, 'project_list')).remaining;

const storedFor = async (userId: number) => (await storedFiles(app, 'projects', userId)).originals;

const publicIds = async () =>
  ((await get(app, 'get-projects', { limit: 100 })).body.data as { id: number }[]).map((p) => p.id);

describe('post_project (create)', () => {
  it('creates a pending, switched-off project with its files and plans, and spends one unit', async () => {
    const { user, auth } = await projectPoster(app, 3);
    const res = await postProject(auth, { 'plans[0][title]': 'Tower A', 'plans[1][title]': 'Tower B' }, [
      await photo('gallery_images[]'),
      await pngPhoto('gallery_images[]'),
      pdfPart('documents[]'),
      await pngPhoto('plans[0][document]'),
      pdfPart('plans[1][document]', 'tower-b.pdf'),
      await photo('meta_image'),
    ]);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Project Post Successfully');
    const data = res.body.data;
    expect(data).toMatchObject({
      title: 'Green Heights',
      slug_id: 'green-heights',
      type: 'under_construction',
      location: 'MG Road',
      city: 'Pune',
      request_status: 'pending',
      status: 0,
      added_by: user.id,
      is_admin_listing: false,
      reject_reason: null,
      is_feature_available: false,
      advertisement: null,
      meta_title: null,
      meta_description: null,
    });
    // Sanitised on save: the image and its handler are gone, the allowed markup stays.
    expect(data.description).toBe('<p>Two <em>towers</em> of flats.</p>');
    expect(data.image).toMatch(/^http:\/\/localhost:3000\/media\/projects\/\d+\/[0-9a-f]{32}\.jpg$/);
    expect(data.meta_image).toMatch(/\.jpg$/);
    expect(data.gallery_images).toHaveLength(2);
    expect(data.documents).toEqual([
      expect.objectContaining({ type: 'doc', name: expect.stringMatching(/\.pdf$/) }),
    ]);
    expect(
      data.plans.map((p: { title: string; document: string }) => [p.title, p.document.split('.').pop()]),
    ).toEqual([
      ['Tower A', 'png'],
      ['Tower B', 'pdf'],
    ]);
    expect(res.body.warnings).toEqual([]);
    expect(await units(user.id)).toBe(2);
    // Cover, SEO image, two photos, one document, two plans.
    expect(await storedFor(user.id)).toHaveLength(7);
    // Pending and off: hidden from the public, but the city is registered.
    const row = await getRow(
      app.deps.db,
      'projects',
      { id: data.id },
      { select: ['is_public', 'search_text'] },
    );
    expect(row).toEqual({ is_public: 0, search_text: 'green heights mg road pune' });
    expect(await publicIds()).not.toContain(data.id);
    expect(await countRows(app.deps.db, 'cities', { name_key: 'pune' })).toBe(1);
  });

  it('approves and switches on at once with auto-approval for a verified member; then it is public', async () => {
    await app.services.settings.set('auto_approve', true);
    const { auth } = await projectPoster(app, 3, { verification_status: 'success' });
    const res = await postProject(auth, { title: 'Approved at once' });
    expect(res.body.data).toMatchObject({ request_status: 'approved', status: 1 });
    const row = await getRow(app.deps.db, 'projects', { id: res.body.data.id }, { select: ['is_public'] });
    expect(row.is_public).toBe(1);
    expect(await publicIds()).toContain(res.body.data.id);
    // An unverified member still waits for review.
    const other = await projectPoster(app, 3);
    expect((await postProject(other.auth)).body.data).toMatchObject({ request_status: 'pending', status: 0 });
  });

  it('answers the guard steps in the contract’s order, storing nothing', async () => {
    // 1: no credential.
    expect((await postProject({})).status).toBe(401);
    // 2: deactivated, even with a broken form.
    const off = await projectPoster(app, 3, { is_active: 0 });
    const deactivated = await postProject(off.auth, { title: undefined });
    expect([deactivated.status, deactivated.body.code]).toEqual([403, 'ACCOUNT_DEACTIVATED']);
    // 4: incomplete profile before validation.
    const noAddress = await projectPoster(app, 3, { address: null });
    const incomplete = await postProject(noAddress.auth, { title: undefined });
    expect([incomplete.status, incomplete.body.code, incomplete.body.details.missing]).toEqual([
      403,
      'PROFILE_INCOMPLETE',
      ['address'],
    ]);
    // 5: verification when the operator requires it, before validation.
    await app.services.settings.set('verification_required_for_user', true);
    for (const [status, code] of [
      ['initial', 'VERIFICATION_REQUIRED'],
      ['pending', 'VERIFICATION_PENDING'],
      ['failed', 'VERIFICATION_FAILED'],
    ] as const) {
      const member = await projectPoster(app, 3, { verification_status: status });
      const res = await postProject(member.auth, { title: undefined });
      expect([res.status, res.body.code]).toEqual([403, code]);
      expect(await storedFor(member.user.id)).toEqual([]);
    }
    await app.services.settings.set('verification_required_for_user', false);
    // 7 before 9: a member without a package gets the field message first, then the package.
    const none = await projectPoster(app, null);
    const invalid = await postProject(none.auth, { title: undefined });
    expect([invalid.status, invalid.body.message]).toEqual([400, 'Title is required']);
    const unsubscribed = await postProject(none.auth);
    expect([unsubscribed.status, unsubscribed.body.code, unsubscribed.body.details]).toEqual([
      403,
      'PACKAGE_NOT_AVAILABLE',
      { feature: 'project_list', feature_message: 'Package not available for project list' },
    ]);
    expect(await storedFor(none.user.id)).toEqual([]);
    // A package without the feature: FEATURE_NOT_AVAILABLE (a property package does not post projects).
    const propertyOnly = await projectPoster(app, null);
    await subscribe(app, propertyOnly.user.id, [{ type: 'property_list', limit: 3 }]);
    const noFeature = await postProject(propertyOnly.auth);
    expect([noFeature.status, noFeature.body.code]).toEqual([403, 'FEATURE_NOT_AVAILABLE']);
    expect(await storedFor(propertyOnly.user.id)).toEqual([]);
  });

  it('is allowed in demo mode (§4.19), unlike edits', async () => {
    await app.services.settings.set('demo_mode', true);
    const { auth } = await projectPoster(app, 3);
    expect((await postProject(auth, { title: 'Demo post' })).status).toBe(201);
  });

  it('answers each field with the spec’s message, storing nothing and spending nothing', async () => {
    const { user, auth } = await projectPoster(app, 5);
    const cases: [Record<string, string | undefined>, string][] = [
      [{ title: undefined }, 'Title is required'],
      [{ title: 'x'.repeat(256) }, 'title must be at most 255 characters'],
      [{ description: undefined }, 'Description field is required'],
      [{ category_id: undefined }, 'Please select Category'],
      [{ category_id: '999999' }, 'Please select Category'],
      [{ type: undefined }, 'Please fill all fields'],
      [{ type: 'finished' }, 'type must be one of: under_construction, upcoming'],
      [{ location: undefined }, 'fill all property or project address details'],
      [{ city: undefined }, 'fill all property or project address details'],
      [{ state: undefined }, 'fill all property or project address details'],
      [{ country: undefined }, 'fill all property or project address details'],
      [{ latitude: undefined }, 'select a location with city, state, country and formatted address'],
      [{ longitude: '190' }, 'select a location with city, state, country and formatted address'],
      [{ video_link: 'https://vimeo.com/123456' }, 'Video link must be a YouTube link'],
      [{ meta_title: 'x'.repeat(256) }, 'meta_title must be at most 255 characters'],
      [
        { 'plans[0][document]': undefined, 'plans[0][title]': 'Tower A' },
        'fill the current floor details before adding a new floor',
      ],
      [{ 'plans[0][id]': '1' }, 'fill the current floor details before adding a new floor'],
      [{ 'plans[0][id]': '1', 'plans[0][title]': 'Tower A' }, 'This floor plan is not part of the project'],
    ];
    for (const [overrides, message] of cases) {
      const res = await postProject(auth, overrides);
      expect([res.status, res.body.message], JSON.stringify(overrides)).toEqual([400, message]);
    }
    // A plan with a document but no title.
    const untitled = await postProject(auth, {}, [pdfPart('plans[0][document]')]);
    expect([untitled.status, untitled.body.message, untitled.body.details.fields[0].field]).toEqual([
      400,
      'fill the current floor details before adding a new floor',
      'plans.0.title',
    ]);
    const noImage = await sendForm(app, 'post_project', projectFields(await category()), auth);
    expect([noImage.status, noImage.body.message]).toEqual([400, 'Please select a Title Image']);
    expect(await storedFor(user.id)).toEqual([]);
    expect(await units(user.id)).toBe(5);
    expect(await countRows(app.deps.db, 'projects', { owner_id: user.id })).toBe(0);
  });

  it('answers LIMIT_NOT_AVAILABLE when the units are used up, storing nothing', async () => {
    const { user, auth } = await projectPoster(app, 1);
    expect((await postProject(auth, { title: 'First' })).status).toBe(201);
    const second = await postProject(auth, { title: 'Second' }, [await photo('gallery_images[]')]);
    expect([second.status, second.body.code, second.body.details]).toEqual([
      403,
      'LIMIT_NOT_AVAILABLE',
      { feature: 'project_list', feature_message: 'Limit not available for project list' },
    ]);
    expect(await countRows(app.deps.db, 'projects', { owner_id: user.id })).toBe(1);
    expect(await storedFor(user.id)).toHaveLength(1);
  });

  it('spends the last unit once when posts race for it', async () => {
    const { user, auth } = await projectPoster(app, 1);
    const results = await Promise.all(
      Array.from({ length: 4 }, (_, i) => postProject(auth, { title: `Racing ${i}` })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 403, 403, 403]);
    expect(results.filter((r) => r.status === 403).map((r) => r.body.code)).toEqual([
      'LIMIT_NOT_AVAILABLE',
      'LIMIT_NOT_AVAILABLE',
      'LIMIT_NOT_AVAILABLE',
    ]);
    expect(await countRows(app.deps.db, 'projects', { owner_id: user.id })).toBe(1);
    expect(await units(user.id)).toBe(0);
    // The losers' covers are gone: only the winner's is on disk.
    expect(await storedFor(user.id)).toHaveLength(1);
  });

  it('removes what it stored when the transaction fails, and spends nothing', async () => {
    const { user, auth } = await projectPoster(app, 2);
    const restore = await failWrites(app, 'project_plans', 'insert');
    try {
      const res = await postProject(auth, { 'plans[0][title]': 'Tower A' }, [
        await photo('gallery_images[]'),
        pdfPart('plans[0][document]'),
      ]);
      expect(res.status).toBe(500);
    } finally {
      await restore();
    }
    expect(await storedFor(user.id)).toEqual([]);
    expect(await countRows(app.deps.db, 'projects', { owner_id: user.id })).toBe(0);
    expect(await units(user.id)).toBe(2);
  });

  it('makes slugs unique and warns about SEO fields without refusing', async () => {
    const { auth } = await projectPoster(app, 5);
    const first = await postProject(auth, { title: '  Sky -- Towers!! Phase 2 ' });
    const second = await postProject(auth, { title: 'Sky Towers Phase 2' });
    const custom = await postProject(auth, { slug_id: 'My Own Slug' });
    expect([first.body.data.slug_id, second.body.data.slug_id, custom.body.data.slug_id]).toEqual([
      'sky-towers-phase-2',
      'sky-towers-phase-2-1',
      'my-own-slug',
    ]);
    const seo = await postProject(auth, {
      meta_title: 'x'.repeat(70),
      meta_description: 'short',
      meta_keywords: Array.from({ length: 11 }, (_, i) => `k${i}`).join(','),
    });
    expect(seo.status).toBe(201);
    expect(seo.body.warnings.map((w: { code: string }) => w.code)).toEqual([
      'META_TITLE_TOO_LONG',
      'META_DESCRIPTION_LENGTH',
      'META_KEYWORDS_TOO_MANY',
    ]);
    // The owner view shows the SEO fields as typed.
    expect(seo.body.data.meta_title).toBe('x'.repeat(70));
  });
});
