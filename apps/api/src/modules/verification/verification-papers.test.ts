import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { countRows, findRows, getRow, updateRows } from '../../db/testing/rows.js';
import { startS3TestServer } from '../../testing/s3-test-server.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { pdf } from '../../testing/upload-fixtures.js';
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

// Agent verification papers (contract §2.16 file answers): kept under the private prefix, read
// back only through the access-checked route (local disk and S3), removed with the account, and
// never left behind by a losing concurrent application.

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

describe('the papers', () => {
  it('are read by the applicant and operators only, never from the public media folder', async () => {
    const who = await member(app);
    const data = pdf();
    const res = await apply(app, who, [...textAnswers(form), [form.scan, { filename: 'l.pdf', data }]]);
    const url = new URL(
      (res.body.data.verify_customer_values as { verify_customer_form_id: number; value: string }[]).find(
        (v) => v.verify_customer_form_id === form.scan,
      )?.value ?? '',
    );
    const read = (headers: Record<string, string>) =>
      app.app.inject({ method: 'GET', url: url.pathname, headers });
    const mine = await read(who.auth);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('application/pdf');
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(mine.rawPayload.equals(data)).toBe(true);
    expect((await read(admin.auth)).statusCode).toBe(200);
    const other = await member(app);
    const refused = await read(other.auth);
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'FORBIDDEN']);
    expect((await read({})).statusCode).toBe(401);
    expect((await read({ authorization: 'Bearer nope' })).statusCode).toBe(401);
    expect((await app.app.inject({ method: 'GET', url: '/api/verification-files/abc' })).statusCode).toBe(
      404,
    );

    const [row] = await findRows(app.deps.db, 'verification_values', { field_id: form.scan });
    const key = row?.value ?? '';
    expect(key.startsWith('private/verification/')).toBe(true);
    for (const path of [
      `/media/${key}`,
      `/media//${key}`,
      `/media/%70rivate/${key.slice(8)}`,
      `/media/PRIVATE/${key.slice(8)}`,
    ]) {
      const leaked = await app.app.inject({ method: 'GET', url: path });
      expect(leaked.statusCode, path).not.toBe(200);
    }
  });

  it('go with the account when the member deletes it, even if the field later changed type', async () => {
    const who = await member(app);
    await apply(app, who, [...textAnswers(form), [form.scan, { filename: 'l.pdf', data: pdf() }]]);
    const application = await getRow(app.deps.db, 'verification_applications', { user_id: who.id });
    const [row] = await findRows(app.deps.db, 'verification_values', {
      application_id: application.id,
      field_id: form.scan,
    });
    const key = row?.value ?? '';
    expect(await app.deps.storage.exists(key)).toBe(true);
    await updateRows(app.deps.db, 'verification_fields', { id: form.scan }, { field_type: 'text' });
    try {
      const res = await call(app, 'POST', 'delete_user', who, { userid: who.id });
      expect(res.status).toBe(200);
      expect(await app.deps.storage.exists(key)).toBe(false);
    } finally {
      await updateRows(app.deps.db, 'verification_fields', { id: form.scan }, { field_type: 'file' });
    }
  });

  it('are kept in an S3 bucket the same way: the answer names the API route, never the bucket', async () => {
    const s3 = await startS3TestServer();
    const local = await createTestApp({ storage: { driver: 's3', ...s3.config() } });
    try {
      await local.services.settings.set('demo_mode', false);
      const op = await operator(local);
      const localForm = await buildForm(local, op);
      const who = await member(local);
      const data = pdf();
      const res = await apply(local, who, [
        ...textAnswers(localForm),
        [localForm.scan, { filename: 'l.pdf', data }],
      ]);
      expect(res.status).toBe(201);
      const url = (
        res.body.data.verify_customer_values as { verify_customer_form_id: number; value: string }[]
      ).find((v) => v.verify_customer_form_id === localForm.scan)?.value;
      expect(url).toMatch(/^http:\/\/localhost:3000\/api\/verification-files\/\d+$/);
      const read = await local.app.inject({
        method: 'GET',
        url: new URL(url ?? '').pathname,
        headers: who.auth,
      });
      expect(read.statusCode).toBe(200);
      expect(read.rawPayload.equals(data)).toBe(true);
    } finally {
      await local.close();
      await s3.close();
    }
  });
});

describe('racing', () => {
  it('lets one of two simultaneous applications through and leaves no stray papers', async () => {
    const who = await member(app);
    const [a, b] = await Promise.all([apply(app, who, full()), apply(app, who, full())]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    expect((a.status === 409 ? a : b).body.code).toBe('ALREADY_SUBMITTED');
    const application = await getRow(app.deps.db, 'verification_applications', { user_id: who.id });
    expect(await countRows(app.deps.db, 'verification_values', { application_id: application.id })).toBe(7);
    const stored = await readdir(
      path.join(app.deps.config.uploadsDir, 'private', 'verification', String(who.id)),
    );
    expect(stored).toHaveLength(1);
  });
});
