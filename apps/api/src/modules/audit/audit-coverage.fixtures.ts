import { nowIso } from '../../db/dialect.js';
import { createCategory, createProperty } from '../../db/testing/listing.factory.js';
import { createPackage } from '../../db/testing/package.factory.js';
import { insertRow } from '../../db/testing/rows.js';
import { createUser } from '../../db/testing/user.factory.js';
import { post, type TestApp } from '../../testing/test-app.js';
import { multipart, png } from '../../testing/upload-fixtures.js';

// The records and requests the audit coverage test (audit-coverage.test.ts) makes its operator
// writes with: rows written directly where their creation is not the write under test, and the
// multipart and PATCH/DELETE requests the console sends.

/** The test's app and operator, set once its beforeAll has run (the fixtures are made before). */
export interface CoverageContext {
  app: TestApp;
  adminAuth: Record<string, string>;
}

export function coverageFixtures(ctx: CoverageContext) {
  let serial = 0;
  /** A fresh number for names and emails that must be unique. */
  const next = () => ++serial;
  /** An open report of a member's listing, written without the console. */
  const listingReport = async () => {
    const at = nowIso(ctx.app.clock.now);
    const owner = await createUser(ctx.app);
    const home = await createProperty(ctx.app, { category_id: await category(), owner_id: owner.id });
    const row = await insertRow(ctx.app.deps.db, 'reports', {
      user_id: (await createUser(ctx.app)).id,
      property_id: home.id,
      reason_id: null,
      other_message: 'Audited',
      status: 'open',
      created_at: at,
      updated_at: at,
    });
    return row.id;
  };
  /** A contact form message, written without the form. */
  const contactMessage = async () => {
    const at = nowIso(ctx.app.clock.now);
    const row = await insertRow(ctx.app.deps.db, 'contact_messages', {
      first_name: 'A',
      last_name: 'B',
      email: 'ab@example.com',
      subject: 'S',
      message: 'M',
      ip: null,
      handled: 0,
      created_at: at,
      updated_at: at,
    });
    return row.id;
  };
  /** A multipart PNG sent as `image`, as the console's file inputs send it. */
  const uploadPng = async (call: string) =>
    upload('POST', `/api/${call}`, [
      { name: 'image', file: { filename: 'a.png', data: await png(), contentType: 'image/png' } },
    ]);
  /** A staff role, written without the console. */
  const staffRole = async () => {
    const at = nowIso(ctx.app.clock.now);
    const row = await insertRow(ctx.app.deps.db, 'staff_roles', {
      name: `seeded-${++serial}`,
      permissions: '["users.read"]',
      created_at: at,
      updated_at: at,
    });
    return row.id;
  };
  /** A verification form field, written without the console. */
  const field = async () => {
    const at = nowIso(ctx.app.clock.now);
    const row = await insertRow(ctx.app.deps.db, 'verification_fields', {
      name: 'Years',
      field_type: 'number',
      created_at: at,
      updated_at: at,
    });
    return row.id;
  };
  /** A member's verification application in `status` (the member's state agrees). */
  const application = async (status: 'pending' | 'success') => {
    const at = nowIso(ctx.app.clock.now);
    const user = await createUser(ctx.app, { verification_status: status });
    const row = await insertRow(ctx.app.deps.db, 'verification_applications', {
      user_id: user.id,
      status,
      created_at: at,
      updated_at: at,
    });
    return row.id;
  };
  /** A message from the operator (user 0) to a member about an operator listing. */
  const operatorMessage = async () => {
    const user = await createUser(ctx.app);
    const home = await createProperty(ctx.app, { category_id: await category(), owner_id: null });
    return post(
      ctx.app,
      'admin/chat-messages',
      { receiver_id: user.id, property_id: home.id, message: 'Hi' },
      ctx.adminAuth,
    );
  };
  let packageId: number | null = null;
  const paidPackage = async () => {
    packageId ??= await createPackage(ctx.app, [{ type: 'property_list', limit: 1 }]);
    return packageId;
  };
  /** An advertisement of a fresh listing in the given status and switch. */
  const ad = async (status: number, enabled: number) => {
    const owner = await createUser(ctx.app);
    const home = await createProperty(ctx.app, { category_id: await category(), owner_id: owner.id });
    const start = ctx.app.clock.now;
    const row = await insertRow(ctx.app.deps.db, 'advertisements', {
      for: 'property',
      type: 'list',
      property_id: home.id,
      project_id: null,
      package_id: null,
      user_package_id: null,
      customer_id: owner.id,
      status,
      is_enable: enabled,
      start_date: nowIso(start),
      end_date: nowIso(new Date(start.getTime() + 30 * 24 * 3600 * 1000)),
      created_at: nowIso(start),
      updated_at: nowIso(start),
    });
    return row.id;
  };
  const insertArticle = () =>
    insertRow(ctx.app.deps.db, 'articles', {
      slug_id: `audited-${++serial}`,
      title: 'Audited',
      description: '<p>x</p>',
      created_at: nowIso(),
      updated_at: nowIso(),
    });
  const insertFaq = () =>
    insertRow(ctx.app.deps.db, 'faqs', {
      question: 'Q',
      answer: 'A',
      created_at: nowIso(),
      updated_at: nowIso(),
    });
  const packageBody = {
    name: 'Audited',
    price: 5,
    duration: 24,
    features: [{ type: 'property_list', limit_type: 'limited', limit: 1 }],
  };
  /** A multipart write (uploads) as the console sends it. */
  const upload = async (method: 'POST' | 'PATCH', url: string, parts: Parameters<typeof multipart>[0]) => {
    const body = multipart(parts);
    const res = await ctx.app.app.inject({
      method,
      url,
      headers: { ...ctx.adminAuth, ...body.headers },
      payload: body.payload,
    });
    return { status: res.statusCode };
  };
  /** A slider row written directly (its creation is not the write under test). */
  const slider = async () => {
    const at = nowIso(ctx.app.clock.now);
    const row = await insertRow(ctx.app.deps.db, 'sliders', {
      type: '1',
      image: 'test/slide.jpg',
      show_property_details: 0,
      status: 1,
      sequence: 1,
      created_at: at,
      updated_at: at,
    });
    return { id: row.id as number };
  };
  const send = async (method: 'PATCH' | 'DELETE', call: string, payload?: object) => {
    const res = await ctx.app.app.inject({
      method,
      url: `/api/${call}`,
      headers: ctx.adminAuth,
      ...(payload ? { payload } : {}),
    });
    return { status: res.statusCode };
  };
  let categoryId: number | null = null;
  const category = async () => {
    categoryId ??= (await createCategory(ctx.app)).id;
    return categoryId;
  };

  const listing = async () => ({
    title: 'Audited listing',
    description: 'Audited',
    category_id: String(await category()),
    address: 'Road',
    city: 'Pune',
    state: 'MH',
    country: 'India',
    latitude: '18.5',
    longitude: '73.8',
  });
  /** An operator listing form (multipart, as the console sends it), with a picture when named. */
  const listingForm = async (method: 'POST' | 'PATCH', call: string, fields: object, image?: string) => {
    const parts: Parameters<typeof multipart>[0] = Object.entries(fields).map(([name, value]) => ({
      name,
      value: String(value),
    }));
    if (image)
      parts.push({ name: image, file: { filename: 'a.png', data: await png(), contentType: 'image/png' } });
    return upload(method, `/api/${call}`, parts);
  };
  return {
    next,
    listingReport,
    contactMessage,
    uploadPng,
    staffRole,
    field,
    application,
    operatorMessage,
    paidPackage,
    ad,
    insertArticle,
    insertFaq,
    packageBody,
    upload,
    slider,
    send,
    category,
    listing,
    listingForm,
  };
}
