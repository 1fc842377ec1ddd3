import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { countRows, findRows, getRow, updateRows } from '../../db/testing/rows.js';
import { createTestApp, get, type TestApp } from '../../testing/test-app.js';
import { docx, gif, pdf, png } from '../../testing/upload-fixtures.js';
import {
  apply,
  buildForm,
  call,
  type Form,
  type Member,
  member,
  operator,
  textAnswers,
} from '../../testing/verification-world.js';

// The member's side of agent verification (contract §3.6, §2.16, §4.8): the form, applying with
// every refusal, re-applying, and reading the papers back through the access-checked route.

let app: TestApp;
let admin: Member;
let form: Form;

beforeAll(async () => {
  app = await createTestApp();
  admin = await operator(app);
  form = await buildForm(app, admin);
});
afterAll(async () => {
  await app.close();
});
beforeEach(async () => {
  await app.services.settings.set('demo_mode', false);
});

const scan = () => ({ filename: 'licence.pdf', data: pdf() });
const full = (): Parameters<typeof apply>[2] => [...textAnswers(form), [form.scan, scan()]];

async function nothingWritten(who: Member) {
  expect((await getRow(app.deps.db, 'users', { id: who.id })).verification_status).toBe('initial');
  expect(await countRows(app.deps.db, 'verification_applications', { user_id: who.id })).toBe(0);
}

describe('who may call', () => {
  it('answers 401 to a guest on all three calls', async () => {
    for (const name of ['get-agent-verification-form-fields', 'get-agent-verification-form-values']) {
      expect((await get(app, name)).status).toBe(401);
    }
    const res = await call(app, 'POST', 'apply-agent-verification', null, { form_fields: [] });
    expect([res.status, res.body.code]).toEqual([401, 'NOT_LOGGED_IN']);
  });
});

describe('the form', () => {
  it('lists the active fields by rank with sections and options; inactive ones are hidden', async () => {
    const hidden = await call(app, 'POST', 'admin/verification-fields', admin, {
      name: 'Hidden',
      field_type: 'text',
      rank: 0,
      active: false,
    });
    const who = await member(app);
    const res = await get(app, 'get-agent-verification-form-fields', {}, who.auth);
    expect(res.status).toBe(200);
    const fields = res.body.data as { id: number; name: string }[];
    expect(fields.map((f) => f.name)).toEqual([
      'Licence type',
      'Licence number',
      'Years of experience',
      'Areas served',
      'Agency',
      'About you',
      'Licence scan',
    ]);
    expect(fields.map((f) => f.id)).not.toContain(hidden.body.data.id);
    expect(res.body.data[0]).toEqual({
      id: form.licenceType,
      name: 'Licence type',
      field_type: 'radio',
      rank: 1,
      section: 'Licence',
      form_fields_values: [
        { id: expect.any(Number), value: 'Individual' },
        { id: expect.any(Number), value: 'Company' },
      ],
    });
    expect(res.body.data[1]).toMatchObject({ field_type: 'text', form_fields_values: [] });
    expect(res.body.data[2]).toMatchObject({ section: null });
  });

  it('says "No data found!" with null before I apply', async () => {
    const who = await member(app);
    const res = await get(app, 'get-agent-verification-form-values', {}, who.auth);
    expect([res.status, res.body.message, res.body.data]).toEqual([200, 'No data found!', null]);
  });
});

describe('applying', () => {
  it('stores every answer, moves me to pending and shows my application', async () => {
    const who = await member(app, { name: 'Ravi Patel' });
    const res = await apply(app, who, full());
    expect([res.status, res.body.message]).toEqual([201, 'Data Submitted Successfully']);
    expect(res.body.data).toMatchObject({
      user_id: who.id,
      status: 'pending',
      reason: null,
      reviewed_at: null,
      user: { id: who.id, name: 'Ravi Patel', property_count: 0, projects_count: 0 },
    });
    const values = res.body.data.verify_customer_values as {
      verify_customer_form_id: number;
      value: unknown;
      verify_form: { name: string; field_type: string };
    }[];
    const byField = new Map(values.map((v) => [v.verify_customer_form_id, v]));
    expect(byField.get(form.licenceType)?.value).toBe('Company');
    expect(byField.get(form.areas)?.value).toEqual(['North', 'East']);
    expect(byField.get(form.years)?.value).toBe('7');
    expect(byField.get(form.areas)?.verify_form).toMatchObject({
      name: 'Areas served',
      field_type: 'checkbox',
    });
    const url = byField.get(form.scan)?.value as string;
    expect(url).toMatch(/^http:\/\/localhost:3000\/api\/verification-files\/\d+$/);
    expect((await getRow(app.deps.db, 'users', { id: who.id })).verification_status).toBe('pending');

    const mine = await get(app, 'get-agent-verification-form-values', {}, who.auth);
    expect(mine.body.data).toEqual(res.body.data);
    const settings = await get(app, 'web-settings', {}, who.auth);
    expect(settings.body.data.verification_status).toBe('pending');
  });

  it('takes checkbox answers as csv too, and tells me which answer is missing', async () => {
    const who = await member(app);
    const answers = textAnswers(form).map(([id, value]): [number, string] => [
      id,
      Array.isArray(value) ? value.join(',') : value,
    ]);
    const missing = await apply(app, who, answers);
    expect([missing.status, missing.body.code, missing.body.message]).toEqual([
      400,
      'VALIDATION_FAILED',
      'Please fill all fields',
    ]);
    expect(missing.body.details.fields).toEqual([
      { field: 'form_fields.6', message: 'Please fill all fields' },
    ]);
    await nothingWritten(who);
    const ok = await apply(app, who, [...answers, [form.scan, scan()]]);
    expect(ok.status).toBe(201);
  });

  it('refuses values outside the options or of the wrong type, by the field’s name', async () => {
    const who = await member(app);
    const cases: [number, string | string[], string][] = [
      [form.licenceType, 'Freelance', 'Invalid value for Licence type'],
      [form.agency, 'Initech', 'Invalid value for Agency'],
      [form.areas, ['North', 'West'], 'Invalid value for Areas served'],
      [form.years, 'seven', 'Invalid value for Years of experience'],
      [form.licenceNumber, 'x'.repeat(1001), 'Invalid value for Licence number'],
      [form.about, 'y'.repeat(5001), 'Invalid value for About you'],
      [form.scan, 'https://example.com/licence.pdf', 'Invalid value for Licence scan'],
    ];
    for (const [id, value, message] of cases) {
      const answers: Parameters<typeof apply>[2] = full().map(([fid, v]) => [fid, fid === id ? value : v]);
      const res = await apply(app, who, answers);
      expect([res.status, res.body.code, res.body.message]).toEqual([400, 'VALIDATION_FAILED', message]);
    }
    // A file sent for a text field is no text.
    const answers: Parameters<typeof apply>[2] = full().map(([fid, v]) => [
      fid,
      fid === form.about ? scan() : v,
    ]);
    expect((await apply(app, who, answers)).body.message).toBe('Invalid value for About you');
    await nothingWritten(who);
  });

  it('refuses an unknown, inactive or repeated field id', async () => {
    const who = await member(app);
    const off = await call(app, 'POST', 'admin/verification-fields', admin, {
      name: 'Switched off',
      field_type: 'text',
      active: false,
    });
    for (const extra of [999999, off.body.data.id, form.years]) {
      const res = await apply(app, who, [...full(), [extra, '3']]);
      expect([res.status, res.body.code]).toEqual([400, 'VALIDATION_FAILED']);
      expect(res.body.details.fields).toEqual([
        { field: 'form_fields.7.id', message: 'Invalid value for id' },
      ]);
    }
    await nothingWritten(who);
  });

  it('checks files by content: JPEG/PNG/PDF/DOC/DOCX/TXT only, at most 5 MB', async () => {
    const who = await member(app);
    const withFile = (file: { filename: string; data: Buffer }) =>
      apply(app, who, [...textAnswers(form), [form.scan, file]]);
    const fake = await withFile({ filename: 'licence.pdf', data: await gif() });
    expect([fake.status, fake.body.code]).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
    expect(fake.body.details.field).toBe('form_fields.6.value');
    const big = Buffer.concat([pdf(), Buffer.alloc(5 * 1024 * 1024, 0x20)]);
    const large = await withFile({ filename: 'licence.pdf', data: big });
    expect([large.status, large.body.code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
    await nothingWritten(who);
    const word = await withFile({ filename: 'licence', data: docx() });
    expect(word.status).toBe(201);
  });

  it('answers malformed bodies with 400, never 500', async () => {
    const who = await member(app);
    const bodies: Record<string, unknown>[] = [
      { form_fields: 'abc' },
      { form_fields: [{ id: 'abc', value: 'x' }] },
      { form_fields: [{ value: 'x' }] },
      { form_fields: [{ id: form.licenceNumber, value: { nested: true } }] },
      { form_fields: { 0: { id: form.years, value: [1, [2]] } } },
    ];
    for (const body of bodies) {
      const res = await call(app, 'POST', 'apply-agent-verification', who, body);
      expect(res.status).toBe(400);
    }
    await nothingWritten(who);
  });

  it('takes a JSON body too when no file is asked for', async () => {
    const local = await createTestApp();
    try {
      await local.services.settings.set('demo_mode', false);
      const op = await operator(local);
      const localForm = await buildForm(local, op);
      await call(local, 'DELETE', `admin/verification-fields/${localForm.scan}`, op);
      const who = await member(local);
      const form_fields = textAnswers(localForm).map(([id, value]) => ({ id, value }));
      const res = await call(local, 'POST', 'apply-agent-verification', who, { form_fields });
      expect([res.status, res.body.data.status]).toEqual([201, 'pending']);
      expect(res.body.data.verify_customer_values).toHaveLength(6);
    } finally {
      await local.close();
    }
  });

  it('refuses in demo mode', async () => {
    const who = await member(app);
    await app.services.settings.set('demo_mode', true);
    const res = await apply(app, who, full());
    expect([res.status, res.body.code]).toEqual([403, 'DEMO_MODE']);
    await nothingWritten(who);
  });
});

describe('the state', () => {
  it('answers 409 ALREADY_SUBMITTED while under review and ALREADY_VERIFIED once verified', async () => {
    const who = await member(app);
    expect((await apply(app, who, full())).status).toBe(201);
    const again = await apply(app, who, full());
    expect([again.status, again.body.code, again.body.message]).toEqual([
      409,
      'ALREADY_SUBMITTED',
      'Your verification is already under review',
    ]);
    // The check comes before the answers are read: even an empty body hears why.
    const empty = await call(app, 'POST', 'apply-agent-verification', who, {});
    expect(empty.body.code).toBe('ALREADY_SUBMITTED');
    await updateRows(app.deps.db, 'users', { id: who.id }, { verification_status: 'success' });
    const verified = await apply(app, who, full());
    expect([verified.status, verified.body.code, verified.body.message]).toEqual([
      409,
      'ALREADY_VERIFIED',
      'You are already verified',
    ]);
  });

  it('re-applying after a failure replaces the answers and the old papers', async () => {
    const who = await member(app);
    const first = await apply(app, who, full());
    const application = await getRow(app.deps.db, 'verification_applications', { user_id: who.id });
    const [oldFile] = await findRows(app.deps.db, 'verification_values', {
      application_id: application.id,
      field_id: form.scan,
    });
    expect(await app.deps.storage.exists(oldFile?.value ?? '')).toBe(true);
    const failed = await call(app, 'POST', `admin/verifications/${first.body.data.id}/fail`, admin, {
      reason: 'Licence unreadable',
    });
    expect(failed.status).toBe(200);
    const mine = await get(app, 'get-agent-verification-form-values', {}, who.auth);
    expect(mine.body.data).toMatchObject({ status: 'failed', reason: 'Licence unreadable' });

    const answers: Parameters<typeof apply>[2] = [
      ...textAnswers(form).map(([id, v]): [number, string | string[]] => [
        id,
        id === form.licenceNumber ? 'RERA-999' : v,
      ]),
      [form.scan, { filename: 'scan.png', data: await png(50, 40) }],
    ];
    const again = await apply(app, who, answers);
    expect(again.status).toBe(201);
    expect(again.body.data).toMatchObject({ id: first.body.data.id, status: 'pending', reason: null });
    const rows = await findRows(app.deps.db, 'verification_values', { application_id: application.id });
    expect(rows).toHaveLength(7);
    expect(rows.find((r) => r.field_id === form.licenceNumber)?.value).toBe('RERA-999');
    expect(await app.deps.storage.exists(oldFile?.value ?? '')).toBe(false);
  });

  it('does not require inactive fields, and keeps answers to removed fields', async () => {
    const local = await createTestApp();
    try {
      const op = await operator(local);
      const localForm = await buildForm(local, op);
      await call(local, 'PATCH', `admin/verification-fields/${localForm.about}`, op, { active: false });
      const who = await member(local);
      const answers = [...textAnswers(localForm), [localForm.scan, scan()]].filter(
        ([id]) => id !== localForm.about,
      ) as Parameters<typeof apply>[2];
      const res = await apply(local, who, answers);
      expect(res.status).toBe(201);
      expect(await call(local, 'DELETE', `admin/verification-fields/${localForm.agency}`, op)).toMatchObject({
        status: 200,
      });
      const form2 = await get(local, 'get-agent-verification-form-fields', {}, who.auth);
      expect((form2.body.data as { id: number }[]).map((f) => f.id)).not.toContain(localForm.agency);
      const mine = await get(local, 'get-agent-verification-form-values', {}, who.auth);
      const agency = (mine.body.data.verify_customer_values as { verify_customer_form_id: number }[]).find(
        (v) => v.verify_customer_form_id === localForm.agency,
      );
      expect(agency).toMatchObject({
        value: 'Acme',
        verify_form: { name: 'Agency', field_type: 'dropdown' },
      });
    } finally {
      await local.close();
    }
  });
});
