import { CATEGORY_MESSAGES } from '@domus/shared/schemas/admin-category.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createParameter, linkParameter } from '../../db/testing/catalogue.factory.js';
import { createCategory, createProperty } from '../../db/testing/listing.factory.js';
import { countRows, findRows } from '../../db/testing/rows.js';
import { bearer, createSession, createUser } from '../../db/testing/user.factory.js';
import { createTestApp, get, post, type TestApp } from '../../testing/test-app.js';

// Operators' categories (admin/categories, contract §3.8, §2.2, §2.3, §4.20): who may, every
// validation refusal, create/update/delete with their audit records, the refusal to delete a used
// category, and that the cached public reads show every change at once.

let app: TestApp;
let admin: Record<string, string>;
let adminId: number;

beforeAll(async () => {
  // With the response cache on: a change must reach the public reads past it.
  app = await createTestApp({ responseCache: true });
  const user = await createUser(app, { role: 'admin' });
  adminId = user.id;
  admin = bearer(await createSession(app, user.id));
});
afterAll(async () => {
  await app.close();
});

async function send(method: 'PATCH' | 'DELETE', call: string, payload?: object, headers = admin) {
  const res = await app.app.inject({ method, url: `/api/${call}`, headers, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json() as any };
}

const valid = (over: Record<string, unknown> = {}) => ({
  category: 'Farmhouse',
  active: true,
  sequence: 3,
  parameters: [
    { name: 'Bedrooms', type_of_parameter: 'number', is_required: true },
    { name: 'Furnishing', type_of_parameter: 'dropdown', type_values: ['Furnished', 'Semi', 'None'] },
  ],
  ...over,
});

const auditOf = (id: number) =>
  findRows(app.deps.db, 'audit_log', { target_type: 'category', target_id: id }, { orderBy: 'id' });

/** The category as the public (cached) list shows it; undefined when it is not there. */
const publicCategory = async (id: number) =>
  ((await get(app, 'get_categories', { limit: 100 })).body.data as { id: number }[]).find(
    (c) => c.id === id,
  ) as any | undefined;

describe('who may', () => {
  it('answers 401 to a guest and 403 FORBIDDEN to a member on every call, changing nothing', async () => {
    const category = await createCategory(app, { category: 'Guarded', slug_id: 'guarded' });
    const member = await createUser(app);
    const auth = bearer(await createSession(app, member.id));
    const categories = await countRows(app.deps.db, 'categories');
    for (const headers of [{}, auth]) {
      const expected = headers === auth ? [403, 'FORBIDDEN'] : [401, 'NOT_LOGGED_IN'];
      const answers = [
        await get(app, 'admin/categories', {}, headers),
        await get(app, `admin/categories/${category.id}`, {}, headers),
        await post(app, 'admin/categories', valid(), headers),
        await send('PATCH', `admin/categories/${category.id}`, valid(), headers),
        await send('DELETE', `admin/categories/${category.id}`, undefined, headers),
      ];
      for (const res of answers) expect([res.status, res.body.code]).toEqual(expected);
    }
    expect(await countRows(app.deps.db, 'categories')).toBe(categories);
    expect(await countRows(app.deps.db, 'audit_log')).toBe(0);
  });
});

describe('validation', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['no name', { category: '' }, 'category', CATEGORY_MESSAGES.nameRequired],
    ['a long name', { category: 'x'.repeat(151) }, 'category', 'Name must be at most 150 characters'],
    ['a negative order', { sequence: -1 }, 'sequence', 'Order must be at least 0'],
    ['an active flag that is not one', { active: 'maybe' }, 'active', 'Active must be true or false'],
    [
      'a parameter without a name',
      { parameters: [{ name: '', type_of_parameter: 'number' }] },
      'parameters.0.name',
      CATEGORY_MESSAGES.parameterNameRequired,
    ],
    [
      'an unknown parameter type',
      { parameters: [{ name: 'Pool', type_of_parameter: 'slider' }] },
      'parameters.0.type_of_parameter',
      'Parameter type must be one of: textbox, textarea, dropdown, radiobutton, checkbox, file, number',
    ],
    [
      'a choice parameter with one option',
      { parameters: [{ name: 'View', type_of_parameter: 'radiobutton', type_values: ['Sea'] }] },
      'parameters.0.type_values',
      CATEGORY_MESSAGES.optionsRequired,
    ],
    [
      'an option twice',
      { parameters: [{ name: 'View', type_of_parameter: 'checkbox', type_values: ['Sea', 'sea'] }] },
      'parameters.0.type_values',
      CATEGORY_MESSAGES.duplicateOption,
    ],
  ];

  it.each(cases)(
    'refuses %s with a message on the field, creating nothing',
    async (_, over, field, message) => {
      const before = await countRows(app.deps.db, 'categories');
      const res = await post(app, 'admin/categories', valid(over), admin);
      expect([res.status, res.body.code]).toEqual([400, 'VALIDATION_FAILED']);
      expect(res.body.details.fields).toContainEqual({ field, message });
      expect(await countRows(app.deps.db, 'categories')).toBe(before);
    },
  );

  it('refuses an unknown parameter id on the field, writing nothing', async () => {
    const before = await countRows(app.deps.db, 'categories');
    const res = await post(
      app,
      'admin/categories',
      valid({ parameters: [{ id: 99999999, name: 'Ghost', type_of_parameter: 'textbox' }] }),
      admin,
    );
    expect([res.status, res.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(res.body.details.fields).toContainEqual({
      field: 'parameters.0.id',
      message: 'Unknown parameter',
    });
    expect(await countRows(app.deps.db, 'categories')).toBe(before);
  });
});

describe('creating, listing, updating, deleting', () => {
  it('creates a category with its parameters in order, a slug from its name, audited, public at once', async () => {
    // The public read is cached first: the write must drop it.
    expect((await get(app, 'get_categories')).status).toBe(200);
    const filtersBefore = (await get(app, 'get-facilities-for-filter')).body.data as { name: string }[];
    expect(filtersBefore.some((p) => p.name === 'Furnishing')).toBe(false);

    const res = await post(app, 'admin/categories', valid({ category: '  Farm -- House!! ' }), admin);
    expect(res.status).toBe(201);
    const created = res.body.data;
    expect(created).toMatchObject({
      category: 'Farm -- House!!',
      slug_id: 'farm-house',
      active: true,
      sequence: 3,
      in_use: 0,
      parameters: [
        { name: 'Bedrooms', type_of_parameter: 'number', type_values: null, is_required: true },
        {
          name: 'Furnishing',
          type_of_parameter: 'dropdown',
          type_values: ['Furnished', 'Semi', 'None'],
          is_required: false,
        },
      ],
    });
    const again = await post(app, 'admin/categories', valid({ category: 'Farm house' }), admin);
    expect(again.body.data.slug_id).toBe('farm-house-1');

    const shown = await publicCategory(created.id);
    expect(
      shown.parameter_types.map((p: { name: string; is_required: boolean }) => [p.name, p.is_required]),
    ).toEqual([
      ['Bedrooms', true],
      ['Furnishing', false],
    ]);
    const filters = (await get(app, 'get-facilities-for-filter')).body.data as { name: string }[];
    expect(filters.some((p) => p.name === 'Furnishing')).toBe(true);

    const [record] = await auditOf(created.id);
    expect(record).toMatchObject({ actor_id: adminId, action: 'category.create', before: null });
    expect(JSON.parse(String(record?.after))).toMatchObject({
      category: 'Farm -- House!!',
      slug_id: 'farm-house',
    });
  });

  it('updates the whole category: reorders, edits and drops parameters, keeps the slug, audits before and after', async () => {
    const created = (await post(app, 'admin/categories', valid({ category: 'Cottage' }), admin)).body.data;
    const [beds, furnishing] = created.parameters;
    expect((await publicCategory(created.id)).category).toBe('Cottage');

    const res = await send(
      'PATCH',
      `admin/categories/${created.id}`,
      valid({
        category: 'Country cottage',
        parameters: [
          {
            id: furnishing.id,
            name: 'Furnishing',
            type_of_parameter: 'radiobutton',
            type_values: ['Yes', 'No'],
            is_required: true,
          },
          { name: 'Garden', type_of_parameter: 'textbox' },
        ],
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      category: 'Country cottage',
      slug_id: 'cottage',
      parameters: [
        {
          id: furnishing.id,
          type_of_parameter: 'radiobutton',
          type_values: ['Yes', 'No'],
          is_required: true,
        },
        { name: 'Garden', type_of_parameter: 'textbox', type_values: null },
      ],
    });
    // The dropped parameter is only unlinked: listings keep their stored values.
    expect(await countRows(app.deps.db, 'parameters', { id: beds.id })).toBe(1);

    const shown = await publicCategory(created.id);
    expect(shown.category).toBe('Country cottage');
    expect(shown.parameter_types.map((p: { name: string }) => p.name)).toEqual(['Furnishing', 'Garden']);

    const records = await auditOf(created.id);
    expect(records.map((r) => r.action)).toEqual(['category.create', 'category.update']);
    expect(JSON.parse(String(records[1]?.before))).toMatchObject({ category: 'Cottage' });
    expect(JSON.parse(String(records[1]?.after))).toMatchObject({ category: 'Country cottage' });

    const renamed = await send(
      'PATCH',
      `admin/categories/${created.id}`,
      valid({ slug_id: 'Country Cottage' }),
    );
    expect(renamed.body.data.slug_id).toBe('country-cottage');
  });

  it('hides a deactivated category from public reads at once', async () => {
    const created = (await post(app, 'admin/categories', valid({ category: 'Chalet' }), admin)).body.data;
    expect(await publicCategory(created.id)).toBeDefined();
    await send('PATCH', `admin/categories/${created.id}`, valid({ category: 'Chalet', active: false }));
    expect(await publicCategory(created.id)).toBeUndefined();
  });

  it('lists by name and active state in the operator order with the total, and shows one', async () => {
    await post(app, 'admin/categories', valid({ category: 'Listed Beta', sequence: 2 }), admin);
    await post(
      app,
      'admin/categories',
      valid({ category: 'Listed Alpha', sequence: 1, active: false }),
      admin,
    );
    const found = await get(app, 'admin/categories', { search: 'LISTED' }, admin);
    expect([found.status, found.body.total]).toEqual([200, 2]);
    expect(found.body.data.map((c: { category: string }) => c.category)).toEqual([
      'Listed Alpha',
      'Listed Beta',
    ]);
    const off = await get(app, 'admin/categories', { search: 'listed', active: false }, admin);
    expect(off.body.data.map((c: { category: string }) => c.category)).toEqual(['Listed Alpha']);
    const paged = await get(app, 'admin/categories', { limit: 1 }, admin);
    expect(paged.body.data).toHaveLength(1);
    expect(paged.body.total).toBe(await countRows(app.deps.db, 'categories'));
    const id = found.body.data[0].id;
    expect((await get(app, `admin/categories/${id}`, {}, admin)).body.data).toMatchObject({
      id,
      category: 'Listed Alpha',
    });
    expect((await get(app, 'admin/categories/99999999', {}, admin)).status).toBe(404);
    expect((await send('PATCH', 'admin/categories/99999999', valid())).status).toBe(404);
    expect((await send('DELETE', 'admin/categories/99999999')).status).toBe(404);
  });

  it('keeps an existing parameter shared with another category', async () => {
    const shared = await createParameter(app, { name: 'Parking', type_of_parameter: 'number' });
    const other = await createCategory(app, { category: 'Garage', slug_id: 'garage' });
    await linkParameter(app, other.id, shared.id, { sequence: 1 });
    const res = await post(
      app,
      'admin/categories',
      valid({
        category: 'Carport',
        parameters: [{ id: shared.id, name: 'Parking spaces', type_of_parameter: 'number' }],
      }),
      admin,
    );
    expect(res.body.data.parameters).toMatchObject([{ id: shared.id, name: 'Parking spaces' }]);
    expect((await publicCategory(other.id)).parameter_types.map((p: { name: string }) => p.name)).toEqual([
      'Parking spaces',
    ]);
  });

  it('deletes an unused category, audited, gone from public reads at once', async () => {
    const created = (await post(app, 'admin/categories', valid({ category: 'Shortlived' }), admin)).body.data;
    expect(await publicCategory(created.id)).toBeDefined();
    const res = await send('DELETE', `admin/categories/${created.id}`);
    expect([res.status, res.body.data]).toEqual([200, { id: created.id }]);
    expect(await countRows(app.deps.db, 'categories', { id: created.id })).toBe(0);
    expect(await countRows(app.deps.db, 'category_parameters', { category_id: created.id })).toBe(0);
    expect(await publicCategory(created.id)).toBeUndefined();
    const records = await auditOf(created.id);
    expect(records.map((r) => r.action)).toEqual(['category.create', 'category.delete']);
    expect(JSON.parse(String(records[1]?.before))).toMatchObject({ category: 'Shortlived' });
    expect(records[1]?.after).toBeNull();
  });

  it('refuses to delete a category listings use with 409 CATEGORY_IN_USE, changing nothing', async () => {
    const created = (await post(app, 'admin/categories', valid({ category: 'Used' }), admin)).body.data;
    await createProperty(app, { category_id: created.id });
    const audits = await countRows(app.deps.db, 'audit_log');
    const res = await send('DELETE', `admin/categories/${created.id}`);
    expect([res.status, res.body.code]).toEqual([409, 'CATEGORY_IN_USE']);
    expect(res.body.message).toBe(
      'Listings or projects use this category, so it cannot be deleted. Deactivate it instead',
    );
    expect(await countRows(app.deps.db, 'categories', { id: created.id })).toBe(1);
    expect(await countRows(app.deps.db, 'audit_log')).toBe(audits);
    expect((await get(app, `admin/categories/${created.id}`, {}, admin)).body.data.in_use).toBe(1);
  });
});
