import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findRows, getRow, updateRows } from '../../db/testing/rows.js';
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
import type { MultipartPart } from '../../testing/upload-fixtures.js';
import { pdf } from '../../testing/upload-fixtures.js';

// update_post_property: a full form save by the owner (back to review, files appended or removed
// only when asked, parameters and facilities replaced), and delete through action_type 1.

let app: TestApp;
let c: Catalogue;
appPerFile(
  (built) => {
    app = built;
  },
  { demo_mode: false, auto_approve: false, verification_required_for_user: false },
);

async function listed(auth: Record<string, string>, extra: MultipartPart[] = []) {
  c ??= await postingCatalogue(app);
  const parts = [
    ...propertyFields(c, {
      'parameters[3][parameter_id]': String(c.brochure.id),
    }),
    await photo('title_image'),
    await photo('gallery_images[]'),
    await photo('gallery_images[]'),
    {
      name: 'parameters[3][value]',
      file: { filename: 'brochure.pdf', data: pdf(), contentType: 'application/pdf' },
    },
    ...extra,
  ];
  const res = await sendForm(app, 'post_property', parts, auth);
  expect(res.status).toBe(201);
  return res.body.data;
}

function edit(
  auth: Record<string, string>,
  id: number,
  overrides: Record<string, string | undefined>,
  extra: MultipartPart[] = [],
) {
  const parts = [
    { name: 'action_type', value: '0' },
    { name: 'id', value: String(id) },
    ...propertyFields(c, overrides),
    ...extra,
  ];
  return sendForm(app, 'update_post_property', parts, auth);
}

const files = async (userId: number) => (await storedFiles(app, 'properties', userId)).originals;
const variants = async (userId: number) => (await storedFiles(app, 'properties', userId)).variants;

describe('update_post_property', () => {
  it('saves the whole form, returns it to review, and records the price change', async () => {
    const { user, auth } = await poster(app, 3);
    const created = await listed(auth);
    await updateRows(app.deps.db, 'properties', { id: created.id }, { request_status: 'approved' });
    const before = await files(user.id);
    expect(before).toHaveLength(4); // title, two gallery photos, the brochure

    const res = await edit(auth, created.id, {
      price: '237500',
      'parameters[1][value]': undefined, // furnishing left out: removed
      'parameters[1][parameter_id]': undefined,
      'facilities[0][distance]': '0.8',
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Property Update Successfully');
    expect(res.body.data).toMatchObject({
      price: 237500,
      request_status: 'pending',
      slug_id: created.slug_id,
    });
    const ids = (res.body.data.parameters as { id: number }[]).map((p) => p.id);
    expect(ids).toEqual([c.bedrooms.id, c.amenities.id, c.brochure.id]); // the file parameter kept its file
    expect(res.body.data.assign_facilities[0].distance).toBe(0.8);
    expect(res.body.data.gallery).toHaveLength(2);
    expect(await files(user.id)).toEqual(before); // nothing added, nothing removed
    const history = await findRows(app.deps.db, 'listing_history', {
      entity: 'property',
      entity_id: created.id,
    });
    expect(history.map((h) => [h.field, h.old_value, h.new_value])).toEqual([
      ['price', '250000', '237500'],
      ['request_status', 'approved', 'pending'],
    ]);
    // Back in review: no longer public, no unit spent.
    expect((await get(app, 'get_property', { id: created.id })).status).toBe(404);
    expect((await app.services.packages.check(user.id, 'property_list')).remaining).toBe(2);
  });

  it('shows price changes to visitors and the whole story to the owner', async () => {
    await app.services.settings.set('auto_approve', true);
    const { auth } = await poster(app, 3, { verification_status: 'success' });
    const created = await listed(auth);
    expect(created.request_status).toBe('approved');
    await edit(auth, created.id, { price: '200000' });
    await post(app, 'change-property-status', { property_id: created.id, status: 0 }, auth);
    await post(app, 'change-property-status', { property_id: created.id, status: 1 }, auth);
    const guest = await get(app, 'get_property', { id: created.id, count_view: 0 });
    expect(guest.body.data[0].history).toEqual([
      {
        id: expect.any(Number),
        field: 'price',
        old_value: 250000,
        new_value: 200000,
        created_at: expect.any(String),
      },
    ]);
    const mine = await get(app, 'get-added-properties', { id: created.id }, auth);
    expect(
      mine.body.data[0].history.map((h: { field: string; new_value: unknown }) => [h.field, h.new_value]),
    ).toEqual([
      ['price', 200000],
      ['status', '0'],
      ['status', '1'],
    ]);
  });

  it('adds and removes files only when asked, deleting what no row names any more', async () => {
    const { user, auth } = await poster(app, 3);
    const created = await listed(auth);
    const [first] = created.gallery as { id: number; image_url: string }[];
    const res = await edit(
      auth,
      created.id,
      { 'remove_gallery_images[]': String(first?.id), slug_id: 'My New Slug!' },
      [await photo('title_image'), await photo('gallery_images[]'), await photo('three_d_image')],
    );
    expect(res.status).toBe(200);
    expect(res.body.data.slug_id).toBe('my-new-slug');
    expect((res.body.data.gallery as { id: number }[]).map((g) => g.id)).not.toContain(first?.id);
    expect(res.body.data.gallery).toHaveLength(2);
    expect(res.body.data.three_d_image).toMatch(/\.jpg$/);
    expect(res.body.data.title_image).not.toBe(created.title_image);
    // Old title and the removed photo gone; new title, new photo and 3D image in.
    const now = await files(user.id);
    expect(now).toHaveLength(5);
    expect(now).not.toContain(path.basename(created.title_image));
    expect(now).not.toContain(path.basename(first?.image_url ?? ''));

    const cleared = await edit(auth, created.id, { remove_three_d_image: '1' });
    expect(cleared.body.data.three_d_image).toBeNull();
    expect(await files(user.id)).toHaveLength(4);
  });

  it('switches sell and rent, and refuses to turn a sold listing back', async () => {
    const { auth } = await poster(app, 3);
    const created = await listed(auth);
    const rent = await edit(auth, created.id, { property_type: 'rent', rentduration: 'yearly' });
    expect(rent.body.data).toMatchObject({ property_type: 'rent', rentduration: 'Yearly' });
    await updateRows(app.deps.db, 'properties', { id: created.id }, { property_type: 'rented' });
    const kept = await edit(auth, created.id, { property_type: 'rent', title: 'Still rented' });
    expect(kept.body.data).toMatchObject({ property_type: 'rented', title: 'Still rented' });
    const back = await edit(auth, created.id, { property_type: 'sell' });
    expect([back.status, back.body.code]).toEqual([409, 'INVALID_STATUS_TRANSITION']);
  });

  it('answers 404, NOT_OWNER and DEMO_MODE before looking at the form', async () => {
    const { auth } = await poster(app, 3);
    const created = await listed(auth);
    const stranger = await poster(app, 3);
    const notMine = await edit(stranger.auth, created.id, { title: undefined });
    expect([notMine.status, notMine.body.code]).toEqual([403, 'NOT_OWNER']);
    const missing = await edit(auth, 99_999_999, { title: undefined });
    expect(missing.status).toBe(404);
    await app.services.settings.set('demo_mode', true);
    const demo = await edit(auth, created.id, { title: undefined });
    expect([demo.status, demo.body.code]).toEqual([403, 'DEMO_MODE']);
    await app.services.settings.set('demo_mode', false);
    const invalid = await edit(auth, created.id, { title: undefined });
    expect([invalid.status, invalid.body.message]).toEqual([400, 'Title is required']);
    const row = await getRow(app.deps.db, 'properties', { id: created.id }, { select: ['title'] });
    expect(row.title).toBe('Sea View Villa');
  });

  it('deletes with action_type 1, files and all', async () => {
    const { user, auth } = await poster(app, 3);
    const created = await listed(auth);
    expect(await variants(user.id)).toHaveLength(9); // three photos, three sizes each
    const res = await sendForm(
      app,
      'update_post_property',
      [
        { name: 'action_type', value: '1' },
        { name: 'slug_id', value: created.slug_id },
      ],
      auth,
    );
    expect([res.status, res.body.message]).toEqual([200, 'Property deleted successfully']);
    expect(await findRows(app.deps.db, 'properties', { id: created.id })).toEqual([]);
    expect(await files(user.id)).toEqual([]);
    expect(await variants(user.id)).toEqual([]);
  });
});
