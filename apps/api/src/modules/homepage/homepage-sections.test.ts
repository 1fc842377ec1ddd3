import { HOMEPAGE_SECTION_MESSAGES, HOMEPAGE_SECTIONS } from '@domus/shared/schemas/admin-homepage.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../../db/dialect.js';
import { countRows, findRows, insertRow } from '../../db/testing/rows.js';
import { bearer, createSession, createUser } from '../../db/testing/user.factory.js';
import { createTestApp, get, type TestApp } from '../../testing/test-app.js';

// The homepage arrangement (issue 14, admin/homepage-sections): who may, validation, audit, and
// that the cached homepage-data follows a save at once (order, hidden sections, titles).

let app: TestApp;
let admin: Record<string, string>;
let adminId: number;

beforeAll(async () => {
  app = await createTestApp({ responseCache: true });
  const user = await createUser(app, { role: 'admin' });
  adminId = user.id;
  admin = bearer(await createSession(app, user.id));
  await insertRow(app.deps.db, 'staff_roles', {
    name: 'home_cataloguer',
    permissions: JSON.stringify(['catalogue.write', 'catalogue.read']),
    created_at: nowIso(),
    updated_at: nowIso(),
  });
});
afterAll(async () => {
  await app.close();
});

async function save(payload: object, headers = admin) {
  const res = await app.app.inject({
    method: 'PATCH',
    url: '/api/admin/homepage-sections',
    headers,
    payload,
  });
  return { status: res.statusCode, body: res.json() as any };
}

const every = (change: (section: string, index: number) => object = () => ({})) =>
  HOMEPAGE_SECTIONS.map((section, index) => ({ section, shown: true, ...change(section, index) }));

describe('admin/homepage-sections', () => {
  it('answers 401 to a guest, 403 to a member and to staff without settings permissions', async () => {
    const member = bearer(await createSession(app, (await createUser(app)).id));
    const staff = bearer(await createSession(app, (await createUser(app, { role: 'home_cataloguer' })).id));
    for (const headers of [{}, member, staff]) {
      const expected = Object.keys(headers).length === 0 ? [401, 'NOT_LOGGED_IN'] : [403, 'FORBIDDEN'];
      for (const res of [
        await get(app, 'admin/homepage-sections', {}, headers),
        await save({ sections: every() }, headers),
      ])
        expect([res.status, res.body.code]).toEqual(expected);
    }
    expect(await countRows(app.deps.db, 'homepage_sections')).toBe(0);
    expect(await countRows(app.deps.db, 'audit_log')).toBe(0);
  });

  it('lists the built-in arrangement before any save', async () => {
    const res = await get(app, 'admin/homepage-sections', {}, admin);
    expect(res.body.data).toEqual(
      HOMEPAGE_SECTIONS.map((section) => ({ section, shown: true, title: null })),
    );
  });

  it.each([
    ['a missing section', { sections: every().slice(1) }, 'sections', HOMEPAGE_SECTION_MESSAGES.everySection],
    [
      'a repeated section',
      { sections: every((_, i) => (i === 1 ? { section: 'faq_section' } : {})) },
      'sections',
      HOMEPAGE_SECTION_MESSAGES.everySection,
    ],
    [
      'an unknown section',
      { sections: every((_, i) => (i === 0 ? { section: 'banner' } : {})) },
      'sections.0.section',
      'section must be one of',
    ],
    [
      'a long title',
      { sections: every((_, i) => (i === 0 ? { title: 'x'.repeat(101) } : {})) },
      'sections.0.title',
      'Title must be at most 100 characters',
    ],
    ['no list', {}, 'sections', 'Please fill all fields'],
  ])('refuses %s with a message, storing nothing', async (_, body, field, message) => {
    const res = await save(body);
    expect([res.status, res.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    const fields = res.body.details.fields as { field: string; message: string }[];
    expect(fields.find((f) => f.field === field)?.message).toContain(message);
    expect(await countRows(app.deps.db, 'homepage_sections')).toBe(0);
  });

  it('reorders, hides and retitles; homepage-data follows at once; audited', async () => {
    const before = (await get(app, 'homepage-data')).body.data;
    expect(before.sections).toEqual(HOMEPAGE_SECTIONS.map((section) => ({ section, title: null })));
    const reordered = [...every()]
      .reverse()
      .map((entry) =>
        entry.section === 'faq_section'
          ? { ...entry, title: 'Questions' }
          : entry.section === 'agents_list'
            ? { ...entry, shown: false }
            : entry,
      );
    const res = await save({ sections: reordered });
    expect(res.status).toBe(200);
    expect(res.body.data[0]).toEqual({ section: 'faq_section', shown: true, title: 'Questions' });

    const after = (await get(app, 'homepage-data')).body.data;
    const order = after.sections.map((s: { section: string }) => s.section);
    expect(order[0]).toBe('faq_section');
    expect(order).not.toContain('agents_list');
    expect(after.sections[0].title).toBe('Questions');
    expect(after.agents_list).toEqual([]);

    const records = await findRows(app.deps.db, 'audit_log', { target_type: 'homepage_sections' });
    expect(records.map((r) => [r.action, r.actor_id])).toEqual([['homepage_sections.update', adminId]]);
    expect(JSON.parse(String(records[0]?.before)).sections[0]).toEqual({
      section: 'categories_section',
      shown: true,
      title: null,
    });
    expect(JSON.parse(String(records[0]?.after)).sections[0]).toMatchObject({ section: 'faq_section' });
  });
});
