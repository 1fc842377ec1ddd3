import { describe, expect, it } from 'vitest';
import { failWrites } from '../../db/testing/failing-trigger.js';
import { createCategory, createProject } from '../../db/testing/listing.factory.js';
import { findRows, getRow } from '../../db/testing/rows.js';
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

// post_project with `id`: a full form save of my project. Back to review unless auto-approval
// applies, the switch left as it is, files appended and removed only when asked (after the
// commit), plans renamed, replaced, added and removed; no unit spent; refused in demo mode.

let app: TestApp;
let categoryId: number;
appPerFile(
  (built) => {
    app = built;
  },
  { demo_mode: false, auto_approve: true, verification_required_for_user: false },
);

const pdfPart = (name: string, filename = 'plan.pdf'): MultipartPart => ({
  name,
  file: { filename, data: pdf(), contentType: 'application/pdf' },
});

async function form(overrides: Record<string, string | undefined> = {}) {
  categoryId ??= (await createCategory(app)).id;
  return projectFields(categoryId, overrides);
}

type Plan = { id: number; title: string; document: string };

/** A verified member's approved, switched-on project with two photos, a document and two plans. */
async function postedProject() {
  const member = await projectPoster(app, 3, { verification_status: 'success' });
  const res = await sendForm(
    app,
    'post_project',
    [
      ...(await form({
        video_link: 'https://youtu.be/dQw4w9WgXcQ',
        meta_title: 'Green Heights, Pune',
        'plans[0][title]': 'Tower A',
        'plans[1][title]': 'Tower B',
      })),
      await photo('image'),
      await photo('gallery_images[]'),
      await pngPhoto('gallery_images[]'),
      pdfPart('documents[]', 'brochure.pdf'),
      pdfPart('plans[0][document]'),
      await pngPhoto('plans[1][document]'),
      await photo('meta_image'),
    ],
    member.auth,
  );
  expect(res.status).toBe(201);
  return { ...member, project: res.body.data };
}

const keyOf = (url: string) => url.replace(/^.*\/media\//, '');
const stored = async (userId: number) => (await storedFiles(app, 'projects', userId)).originals;
const exists = (url: string) => app.deps.storage.exists(keyOf(url));
const units = async (userId: number) => (await app.services.packages.check(userId, 'project_list')).remaining;

async function edit(
  auth: Record<string, string>,
  id: number,
  overrides: Record<string, string | undefined> = {},
  extra: MultipartPart[] = [],
) {
  return sendForm(
    app,
    'post_project',
    [{ name: 'id', value: String(id) }, ...(await form(overrides)), ...extra],
    auth,
  );
}

describe('post_project (edit)', () => {
  it('saves the whole form: text replaced, absent optional text cleared, files only appended or removed when asked', async () => {
    const { user, auth, project } = await postedProject();
    const [photo1, photo2] = project.gallery_images as { id: number; name: string }[];
    const [doc] = project.documents as { id: number; name: string }[];
    const [towerA, towerB] = project.plans as Plan[];
    expect(await stored(user.id)).toHaveLength(7);

    const res = await edit(
      auth,
      project.id,
      {
        title: 'Green Heights II',
        type: 'upcoming',
        city: 'Mumbai',
        video_link: undefined,
        meta_title: undefined,
        // Tower A renamed (its document kept), Tower B given a new document, Tower C added.
        'plans[0][id]': String(towerA?.id),
        'plans[0][title]': 'Tower A (revised)',
        'plans[1][id]': String(towerB?.id),
        'plans[1][title]': 'Tower B',
        'plans[2][title]': 'Tower C',
        remove_gallery_images: String(photo1?.id),
        remove_meta_image: '1',
      },
      [
        await photo('gallery_images[]'),
        pdfPart('plans[1][document]'),
        await pngPhoto('plans[2][document]'),
        { name: 'remove_documents[]', value: String(doc?.id) },
      ],
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Project Updated Successfully');
    const data = res.body.data;
    expect(data).toMatchObject({
      id: project.id,
      title: 'Green Heights II',
      // The slug stays unless one is sent.
      slug_id: project.slug_id,
      type: 'upcoming',
      city: 'Mumbai',
      video_link: null,
      meta_title: null,
      meta_image: null,
      image: project.image,
      request_status: 'approved',
      status: 1,
      documents: [],
    });
    expect(data.gallery_images.map((g: { id: number }) => g.id)).toEqual([photo2?.id, expect.any(Number)]);
    const plans = data.plans as Plan[];
    expect(plans.map((p) => [p.id, p.title])).toEqual([
      [towerA?.id, 'Tower A (revised)'],
      [towerB?.id, 'Tower B'],
      [expect.any(Number), 'Tower C'],
    ]);
    expect(plans[0]?.document).toBe(towerA?.document);
    expect(plans[1]?.document).toMatch(/\.pdf$/);
    // What no row names any more is gone; the rest stays.
    for (const url of [photo1?.name, doc?.name, towerB?.document, project.meta_image]) {
      expect(await exists(url as string), url).toBe(false);
    }
    for (const url of [project.image, photo2?.name, towerA?.document]) {
      expect(await exists(url as string), url).toBe(true);
    }
    // 7 − photo, document, plan B's old file, SEO image + new photo, plan B's new file, plan C.
    expect(await stored(user.id)).toHaveLength(6);
    expect(await units(user.id)).toBe(2);
    expect(res.body.warnings).toEqual([]);
  });

  it('goes back to review without auto-approval, keeping the switch; history records it', async () => {
    const { auth, project } = await postedProject();
    await app.services.settings.set('auto_approve', false);
    const pending = await edit(auth, project.id, { title: 'Needs another look' });
    expect(pending.body.data).toMatchObject({ request_status: 'pending', status: 1 });
    const row = await getRow(app.deps.db, 'projects', { id: project.id }, { select: ['is_public'] });
    expect(row.is_public).toBe(0);
    expect(
      (await get(app, 'get-projects', { limit: 100 })).body.data.map((p: { id: number }) => p.id),
    ).not.toContain(project.id);
    const history = await findRows(app.deps.db, 'listing_history', {
      entity: 'project',
      entity_id: project.id,
    });
    expect(history.map((h) => [h.field, h.old_value, h.new_value])).toEqual([
      ['request_status', 'approved', 'pending'],
    ]);

    // With auto-approval again, the next save approves it at once and it is public again.
    await app.services.settings.set('auto_approve', true);
    const approved = await edit(auth, project.id);
    expect(approved.body.data).toMatchObject({ request_status: 'approved', status: 1 });
    expect(
      (await get(app, 'get-projects', { limit: 100 })).body.data.map((p: { id: number }) => p.id),
    ).toContain(project.id);
  });

  it('changes the slug only when one is sent, keeping it unique', async () => {
    const first = await postedProject();
    const second = await postedProject();
    const res = await edit(second.auth, second.project.id, { slug_id: first.project.slug_id });
    expect(res.body.data.slug_id).toBe(`${first.project.slug_id}-1`);
    const again = await edit(first.auth, first.project.id, { slug_id: first.project.slug_id });
    expect(again.body.data.slug_id).toBe(first.project.slug_id);
  });

  it('answers the guard steps before the form, refuses in demo mode, and stores nothing when refused', async () => {
    const { user, auth, project } = await postedProject();
    const stranger = await projectPoster(app, 3);
    const broken = { title: undefined };
    // Ownership before validation.
    const notMine = await edit(stranger.auth, project.id, broken);
    expect([notMine.status, notMine.body.code]).toEqual([403, 'NOT_OWNER']);
    const operatorProject = await createProject(app, { category_id: categoryId });
    expect((await edit(auth, operatorProject.id)).body.code).toBe('NOT_OWNER');
    expect((await edit(auth, 99_999_999, broken)).status).toBe(404);
    expect((await edit({}, project.id)).status).toBe(401);
    // Profile before ownership and validation.
    const incomplete = await projectPoster(app, 3, { mobile: null });
    expect((await edit(incomplete.auth, project.id, broken)).body.code).toBe('PROFILE_INCOMPLETE');
    // Demo mode: edits are refused for everyone (creation stays open).
    await app.services.settings.set('demo_mode', true);
    try {
      const demo = await edit(auth, project.id, {}, [await photo('gallery_images[]')]);
      expect([demo.status, demo.body.code]).toEqual([403, 'DEMO_MODE']);
    } finally {
      await app.services.settings.set('demo_mode', false);
    }

    const other = await postedProject();
    const foreignPlan = (other.project.plans as Plan[])[0]?.id;
    const ownPlan = (project.plans as Plan[])[0]?.id;
    const cases: [Record<string, string | undefined>, string][] = [
      [broken, 'Title is required'],
      [{ location: undefined }, 'fill all property or project address details'],
      [
        { 'plans[0][id]': String(foreignPlan), 'plans[0][title]': 'Theirs' },
        'This floor plan is not part of the project',
      ],
      [
        { 'plans[0][id]': String(ownPlan), 'plans[0][title]': 'Kept', remove_plans: String(ownPlan) },
        'This floor plan is also being removed',
      ],
      [{ 'plans[0][id]': String(ownPlan) }, 'fill the current floor details before adding a new floor'],
    ];
    for (const [overrides, message] of cases) {
      const res = await edit(auth, project.id, overrides, [await photo('gallery_images[]')]);
      expect([res.status, res.body.message], JSON.stringify(overrides)).toEqual([400, message]);
    }
    // One document kept + 10 new is over the limit of 10.
    const docs = Array.from({ length: 10 }, (_, i) => pdfPart('documents[]', `d${i}.pdf`));
    const tooMany = await edit(auth, project.id, {}, docs);
    expect([tooMany.status, tooMany.body.message]).toEqual([400, 'At most 10 documents are allowed']);

    expect(await stored(user.id)).toHaveLength(7);
    const row = await getRow(
      app.deps.db,
      'projects',
      { id: project.id },
      { select: ['title', 'request_status'] },
    );
    expect(row).toEqual({ title: 'Green Heights', request_status: 'approved' });
  });

  it('removes the new files and keeps the old ones when the transaction fails', async () => {
    const { user, auth, project } = await postedProject();
    const restore = await failWrites(app, 'project_plans', 'insert');
    try {
      const res = await edit(auth, project.id, { title: 'Never saved', 'plans[0][title]': 'Tower C' }, [
        await photo('image'),
        pdfPart('plans[0][document]'),
      ]);
      expect(res.status).toBe(500);
    } finally {
      await restore();
    }
    expect(await stored(user.id)).toHaveLength(7);
    expect(await exists(project.image)).toBe(true);
    const row = await getRow(app.deps.db, 'projects', { id: project.id }, { select: ['title', 'image'] });
    expect([row.title, row.image]).toEqual(['Green Heights', keyOf(project.image)]);
  });
});
