import { bearer, createSession, createUser } from '../db/testing/user.factory.js';
import type { TestApp } from './test-app.js';
import { type MultipartPart, multipart } from './upload-fixtures.js';

/**
 * Agent verification tests: an operator, a form built through the operators' calls, members and
 * their applications sent as the web sends them (JSON, or multipart with files).
 */
export interface Member {
  id: number;
  email: string;
  auth: Record<string, string>;
}

export async function member(app: TestApp, values: Parameters<typeof createUser>[1] = {}): Promise<Member> {
  const user = await createUser(app, values);
  return { id: user.id, email: user.email ?? '', auth: bearer(await createSession(app, user.id)) };
}

export const operator = (app: TestApp) => member(app, { role: 'admin', name: 'Olga Operator' });

export interface Form {
  licenceType: number;
  licenceNumber: number;
  years: number;
  areas: number;
  agency: number;
  about: number;
  scan: number;
}

async function field(app: TestApp, admin: Member, body: Record<string, unknown>): Promise<number> {
  const res = await app.app.inject({
    method: 'POST',
    url: '/api/admin/verification-fields',
    payload: body,
    headers: admin.auth,
  });
  if (res.statusCode !== 201) throw new Error(`field not created: ${res.body}`);
  return (res.json() as { data: { id: number } }).data.id;
}

/** One field of each type, in this order (rank). */
export async function buildForm(app: TestApp, admin: Member): Promise<Form> {
  return {
    licenceType: await field(app, admin, {
      name: 'Licence type',
      field_type: 'radio',
      rank: 1,
      section: 'Licence',
      options: ['Individual', 'Company'],
    }),
    licenceNumber: await field(app, admin, {
      name: 'Licence number',
      field_type: 'text',
      rank: 2,
      section: 'Licence',
    }),
    years: await field(app, admin, { name: 'Years of experience', field_type: 'number', rank: 3 }),
    areas: await field(app, admin, {
      name: 'Areas served',
      field_type: 'checkbox',
      rank: 4,
      options: ['North', 'South', 'East'],
    }),
    agency: await field(app, admin, {
      name: 'Agency',
      field_type: 'dropdown',
      rank: 5,
      options: ['Acme', 'Globex'],
    }),
    about: await field(app, admin, { name: 'About you', field_type: 'textarea', rank: 6 }),
    scan: await field(app, admin, { name: 'Licence scan', field_type: 'file', rank: 7 }),
  };
}

/** A complete, valid set of answers without the file, by field id. */
export function textAnswers(form: Form): [number, string | string[]][] {
  return [
    [form.licenceType, 'Company'],
    [form.licenceNumber, 'RERA-123'],
    [form.years, '7'],
    [form.areas, ['North', 'East']],
    [form.agency, 'Acme'],
    [form.about, 'Ten years selling flats.'],
  ];
}

/**
 * apply-agent-verification as multipart: `form_fields[i][id]`, `form_fields[i][value]` (arrays
 * as `[value][]`), files under `form_fields[i][value]`.
 */
export async function apply(
  app: TestApp,
  who: Member,
  answers: [number, string | string[] | { filename: string; data: Buffer }][],
) {
  const parts: MultipartPart[] = [];
  answers.forEach(([id, value], i) => {
    parts.push({ name: `form_fields[${i}][id]`, value: String(id) });
    if (Array.isArray(value))
      for (const v of value) parts.push({ name: `form_fields[${i}][value][]`, value: v });
    else if (typeof value === 'string') parts.push({ name: `form_fields[${i}][value]`, value });
    else parts.push({ name: `form_fields[${i}][value]`, file: value });
  });
  const body = multipart(parts);
  const res = await app.app.inject({
    method: 'POST',
    url: '/api/apply-agent-verification',
    payload: body.payload,
    headers: { ...body.headers, ...who.auth },
  });
  return { status: res.statusCode, body: res.json() as any };
}

/** A call under /api with any method and a JSON body. */
export async function call(
  app: TestApp,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  who: Member | null,
  payload?: Record<string, unknown>,
) {
  const res = await app.app.inject({
    method,
    url: `/api/${path}`,
    ...(payload ? { payload } : {}),
    headers: who?.auth ?? {},
  });
  return { status: res.statusCode, body: res.json() as any };
}
