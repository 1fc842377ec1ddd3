import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getRow } from '../../db/testing/rows.js';
import { createTestApp, get, type TestApp } from '../../testing/test-app.js';
import { pdf } from '../../testing/upload-fixtures.js';
import {
  apply,
  buildForm,
  call,
  type Member,
  member,
  operator,
  textAnswers,
} from '../../testing/verification-world.js';

// The operators' form builder (admin/verification-fields, contract §3.8, §4.8): fields with
// types, options, rank, section and the active switch; every write audited.

let app: TestApp;
let admin: Member;

beforeAll(async () => {
  app = await createTestApp();
  await app.services.settings.set('demo_mode', false);
  admin = await operator(app);
});
afterAll(async () => {
  await app.close();
});

const create = (body: Record<string, unknown>) => call(app, 'POST', 'admin/verification-fields', admin, body);
const patch = (id: number, body: Record<string, unknown>) =>
  call(app, 'PATCH', `admin/verification-fields/${id}`, admin, body);
const auditOf = async (id: number) =>
  (await get(app, 'admin/audit-log', { target_type: 'verification_field', target_id: id }, admin.auth)).body
    .data as {
    action: string;
    before: unknown;
    after: unknown;
  }[];

describe('creating', () => {
  it('creates a field with its options and records it', async () => {
    const res = await create({
      name: 'Licence type',
      field_type: 'radio',
      rank: 3,
      section: 'Licence',
      options: ['Individual', 'Company'],
    });
    expect([res.status, res.body.message]).toEqual([201, 'Field created']);
    expect(res.body.data).toEqual({
      id: expect.any(Number),
      name: 'Licence type',
      field_type: 'radio',
      rank: 3,
      active: true,
      section: 'Licence',
      options: [
        { id: expect.any(Number), value: 'Individual' },
        { id: expect.any(Number), value: 'Company' },
      ],
      answers_count: 0,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const [entry] = await auditOf(res.body.data.id);
    expect(entry).toMatchObject({
      action: 'verification_field.create',
      before: null,
      after: expect.objectContaining({ name: 'Licence type', options: ['Individual', 'Company'] }),
    });
  });

  it('refuses what the form cannot hold, with 400 and nothing written', async () => {
    const before = (await call(app, 'GET', 'admin/verification-fields', admin)).body.data.length;
    const cases: [Record<string, unknown>, string][] = [
      [{ field_type: 'text' }, 'Name is required'],
      [{ name: 'A' }, 'Field type is required'],
      [
        { name: 'A', field_type: 'signature' },
        'Field type must be one of: text, number, radio, checkbox, dropdown, textarea, file',
      ],
      [{ name: 'A', field_type: 'dropdown' }, 'Add at least one option'],
      [{ name: 'A', field_type: 'checkbox', options: ['x', 'X'] }, 'Each option can be listed only once'],
      [
        { name: 'A', field_type: 'text', options: ['x'] },
        'Only radio, checkbox and dropdown fields have options',
      ],
      [{ name: 'x'.repeat(256), field_type: 'text' }, 'Name must be at most 255 characters'],
      [{ name: 'A', field_type: 'text', rank: -1 }, 'Rank must be at least 0'],
      [{ name: 'A', field_type: 'text', section: 's'.repeat(101) }, 'Section must be at most 100 characters'],
      [{ name: 'A', field_type: 'text', options: 'x' }, expect.any(String)],
    ];
    for (const [body, message] of cases) {
      const res = await create(body);
      expect([res.status, res.body.code, res.body.message], JSON.stringify(body)).toEqual([
        400,
        'VALIDATION_FAILED',
        message,
      ]);
    }
    expect((await call(app, 'GET', 'admin/verification-fields', admin)).body.data).toHaveLength(before);
  });
});

describe('changing and removing', () => {
  it('keeps an unchanged option’s id, switches a field off and keeps the section unless a form save clears it', async () => {
    const made = await create({
      name: 'Agency',
      field_type: 'dropdown',
      section: 'Work',
      options: ['Acme', 'Globex'],
    });
    const id = made.body.data.id as number;
    const acme = made.body.data.options[0];
    const res = await patch(id, { options: ['Acme', 'Initech'] });
    expect([res.status, res.body.message]).toEqual([200, 'Field updated']);
    expect(res.body.data.options).toEqual([acme, { id: expect.any(Number), value: 'Initech' }]);
    const off = await patch(id, { active: false });
    expect(off.body.data).toMatchObject({ active: false, section: 'Work', name: 'Agency' });
    const saved = await patch(id, { name: 'Agency name', active: true });
    expect(saved.body.data).toMatchObject({ name: 'Agency name', section: null, active: true });
    expect((await patch(id, { field_type: 'text' })).body.data).toMatchObject({
      field_type: 'text',
      options: [],
    });
    const needsOptions = await patch(id, { field_type: 'radio' });
    expect([needsOptions.status, needsOptions.body.message]).toEqual([400, 'Add at least one option']);
    expect((await patch(id, { options: ['x'] })).status).toBe(400);
    expect((await patch(99999999, { rank: 1 })).status).toBe(404);
    const log = await auditOf(id);
    expect(log.map((e) => e.action)).toEqual([
      'verification_field.update',
      'verification_field.update',
      'verification_field.update',
      'verification_field.update',
      'verification_field.create',
    ]);
    expect(log[3]).toMatchObject({
      before: expect.objectContaining({ options: ['Acme', 'Globex'] }),
      after: expect.objectContaining({ options: ['Acme', 'Initech'] }),
    });
  });

  it('removes a field from the form and the list while its answers stay', async () => {
    const local = await createTestApp();
    try {
      const op = await operator(local);
      const form = await buildForm(local, op);
      const who = await member(local);
      await apply(local, who, [...textAnswers(form), [form.scan, { filename: 'l.pdf', data: pdf() }]]);
      const list = (await call(local, 'GET', 'admin/verification-fields', op)).body.data as {
        id: number;
        answers_count: number;
      }[];
      expect(list.find((f) => f.id === form.years)?.answers_count).toBe(1);
      const res = await call(local, 'DELETE', `admin/verification-fields/${form.years}`, op);
      expect([res.status, res.body.message, res.body.data]).toEqual([
        200,
        'Field deleted',
        { id: form.years },
      ]);
      const after = (await call(local, 'GET', 'admin/verification-fields', op)).body.data as { id: number }[];
      expect(after.map((f) => f.id)).not.toContain(form.years);
      expect((await call(local, 'DELETE', `admin/verification-fields/${form.years}`, op)).status).toBe(404);
      expect(
        (await getRow(local.deps.db, 'verification_fields', { id: form.years })).deleted_at,
      ).not.toBeNull();
      const application = (await call(local, 'GET', 'admin/verifications', op)).body.data[0];
      expect(
        (application.verify_customer_values as { verify_customer_form_id: number; value: string }[]).find(
          (v) => v.verify_customer_form_id === form.years,
        ),
      ).toMatchObject({ value: '7', verify_form: { name: 'Years of experience', field_type: 'number' } });
    } finally {
      await local.close();
    }
  });
});
