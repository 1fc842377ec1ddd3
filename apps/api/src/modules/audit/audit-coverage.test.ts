import { HOMEPAGE_SECTIONS } from '@domus/shared/schemas/admin-homepage.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../../db/dialect.js';
import {
  createCity,
  createFacility,
  createLanguage,
  createReportReason,
} from '../../db/testing/catalogue.factory.js';
import { createCategory, createProject, createProperty } from '../../db/testing/listing.factory.js';
import { createPackage } from '../../db/testing/package.factory.js';
import { countRows, insertRow } from '../../db/testing/rows.js';
import { bearer, createSession, createUser } from '../../db/testing/user.factory.js';
import { createTestApp, post, type TestApp } from '../../testing/test-app.js';
import { png } from '../../testing/upload-fixtures.js';
import { type CoverageContext, coverageFixtures } from './audit-coverage.fixtures.js';

// Every operator write call leaves an audit record: each admin call that is not a read is made
// once here and must add one row (a new admin write call fails this test until it is listed).

let app: TestApp;
let adminAuth: Record<string, string>;

const ctx = {} as CoverageContext;

beforeAll(async () => {
  app = await createTestApp();
  ctx.app = app;
  const admin = await createUser(app, { role: 'admin', name: 'Olga Operator' });
  adminAuth = bearer(await createSession(app, admin.id));
  ctx.adminAuth = adminAuth;
});
afterAll(async () => {
  await app.close();
});

describe('every operator write is audited', () => {
  const {
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
  } = coverageFixtures(ctx);
  /**
   * How to make each operator write once: a new admin write call must be added here, by its name,
   * or by method and name where one path takes several writes (PATCH and DELETE of a record).
   */
  const exercise: Record<string, () => Promise<{ status: number }>> = {
    'POST admin/packages': async () => {
      await createPackage(app, []); // the feature catalogue, written with the first package
      return post(app, 'admin/packages', packageBody, adminAuth);
    },
    'PATCH admin/packages/:id': async () => {
      const id = await createPackage(app, [{ type: 'property_list', limit: 1 }]);
      return send('PATCH', `admin/packages/${id}`, packageBody);
    },
    'DELETE admin/packages/:id': async () => {
      const id = await createPackage(app, [{ type: 'property_list', limit: 1 }]);
      return send('DELETE', `admin/packages/${id}`);
    },
    'PATCH admin/payment-gateways/:gateway': () =>
      send('PATCH', 'admin/payment-gateways/paypal', { enabled: false }),
    'admin/user-status': async () =>
      post(app, 'admin/user-status', { user_id: (await createUser(app)).id, status: false }, adminAuth),
    'admin/properties/:id/approve': async () => {
      const home = await createProperty(app, { category_id: await category(), request_status: 'pending' });
      return post(app, `admin/properties/${home.id}/approve`, {}, adminAuth);
    },
    'admin/properties/:id/reject': async () => {
      const home = await createProperty(app, { category_id: await category(), request_status: 'pending' });
      return post(app, `admin/properties/${home.id}/reject`, { reason: 'No' }, adminAuth);
    },
    'admin/projects/:id/approve': async () => {
      const project = await createProject(app, { category_id: await category(), request_status: 'pending' });
      return post(app, `admin/projects/${project.id}/approve`, {}, adminAuth);
    },
    'admin/projects/:id/reject': async () => {
      const project = await createProject(app, { category_id: await category(), request_status: 'pending' });
      return post(app, `admin/projects/${project.id}/reject`, { reason: 'No' }, adminAuth);
    },
    'admin/properties/bulk-approve': async () => {
      const home = await createProperty(app, { category_id: await category(), request_status: 'pending' });
      return post(app, 'admin/properties/bulk-approve', { ids: [home.id] }, adminAuth);
    },
    'admin/properties/bulk-reject': async () => {
      const home = await createProperty(app, { category_id: await category(), request_status: 'pending' });
      return post(app, 'admin/properties/bulk-reject', { ids: [home.id], reason: 'No' }, adminAuth);
    },
    'admin/projects/bulk-approve': async () => {
      const project = await createProject(app, { category_id: await category(), request_status: 'pending' });
      return post(app, 'admin/projects/bulk-approve', { ids: [project.id] }, adminAuth);
    },
    'admin/projects/bulk-reject': async () => {
      const project = await createProject(app, { category_id: await category(), request_status: 'pending' });
      return post(app, 'admin/projects/bulk-reject', { ids: [project.id], reason: 'No' }, adminAuth);
    },
    'admin/properties/:id/status': async () => {
      const home = await createProperty(app, { category_id: await category() });
      return post(app, `admin/properties/${home.id}/status`, { status: 0 }, adminAuth);
    },
    'admin/projects/:id/status': async () => {
      const project = await createProject(app, { category_id: await category() });
      return post(app, `admin/projects/${project.id}/status`, { status: 0 }, adminAuth);
    },
    'admin/properties/:id/premium': async () => {
      const home = await createProperty(app, { category_id: await category() });
      return post(app, `admin/properties/${home.id}/premium`, { is_premium: true }, adminAuth);
    },
    'admin/payment-transactions/:id/mark-failed': async () => {
      const user = await createUser(app);
      const row = await insertRow(app.deps.db, 'payment_transactions', {
        user_id: user.id,
        package_id: await paidPackage(),
        amount: 10,
        currency: 'USD',
        payment_gateway: 'Stripe',
        order_id: `pi_${user.id}`,
        transaction_id: null,
        payment_status: 'pending',
        flagged_reason: null,
        created_at: nowIso(),
        updated_at: nowIso(),
      });
      return post(app, `admin/payment-transactions/${row.id}/mark-failed`, { reason: 'Stuck' }, adminAuth);
    },
    'admin/payment-transactions': async () => {
      const user = await createUser(app);
      const body = { user_id: user.id, package_id: await paidPackage(), reason: 'Gift' };
      return post(app, 'admin/payment-transactions', body, adminAuth);
    },
    'admin/advertisements/:id/approve': async () =>
      post(app, `admin/advertisements/${await ad(1, 0)}/approve`, {}, adminAuth),
    'admin/advertisements/:id/reject': async () =>
      post(app, `admin/advertisements/${await ad(1, 0)}/reject`, { reason: 'No' }, adminAuth),
    'admin/advertisements/:id/disable': async () =>
      post(app, `admin/advertisements/${await ad(0, 1)}/disable`, {}, adminAuth),
    'admin/advertisements/:id/enable': async () =>
      post(app, `admin/advertisements/${await ad(0, 0)}/enable`, {}, adminAuth),
    'admin/advertisements/:id/expire': async () =>
      post(app, `admin/advertisements/${await ad(0, 1)}/expire`, {}, adminAuth),
    'POST admin/chat-messages': async () => operatorMessage(),
    'DELETE admin/chat-messages/:id': async () => {
      // Written without the console (no audit record of its own), so only the delete is counted.
      const user = await createUser(app);
      const home = await createProperty(app, { category_id: await category(), owner_id: null });
      const message = await app.services.chat.operator.send(
        0,
        { receiver_id: user.id, property_id: home.id, message: 'Hi' },
        null,
      );
      return send('DELETE', `admin/chat-messages/${message.id}`);
    },
    'POST admin/chat-blocks': async () =>
      post(app, 'admin/chat-blocks', { user_id: (await createUser(app)).id }, adminAuth),
    'DELETE admin/chat-blocks/:id': async () => {
      const user = await createUser(app);
      await app.services.chat.operator.block(0, user.id, null);
      return send('DELETE', `admin/chat-blocks/${user.id}`);
    },
    'admin/chat-reports/:id/resolve': async () => {
      const at = nowIso(app.clock.now);
      const report = await insertRow(app.deps.db, 'chat_reports', {
        reporter_id: (await createUser(app)).id,
        reported_user_id: (await createUser(app)).id,
        property_id: 1,
        property_title: 'Gone',
        reason: 'Scam',
        status: 'open',
        evidence: JSON.stringify({ messages: [] }),
        message_count: 0,
        created_at: at,
        updated_at: at,
      });
      return post(app, `admin/chat-reports/${report.id}/resolve`, { note: 'Handled' }, adminAuth);
    },
    'POST admin/properties': async () =>
      listingForm(
        'POST',
        'admin/properties',
        { ...(await listing()), property_type: 'sell', price: '9' },
        'title_image',
      ),
    'PATCH admin/properties/:id': async () => {
      const home = await createProperty(app, { category_id: await category(), owner_id: null });
      return listingForm('PATCH', `admin/properties/${home.id}`, {
        ...(await listing()),
        property_type: 'sell',
        price: '9',
      });
    },
    'POST admin/projects': async () =>
      listingForm(
        'POST',
        'admin/projects',
        { ...(await listing()), type: 'upcoming', location: 'Road' },
        'image',
      ),
    'PATCH admin/projects/:id': async () => {
      const project = await createProject(app, { category_id: await category(), owner_id: null });
      return listingForm('PATCH', `admin/projects/${project.id}`, {
        ...(await listing()),
        type: 'upcoming',
        location: 'Road',
      });
    },
    'PATCH admin/chat-settings': () => send('PATCH', 'admin/chat-settings', { chat_contact_mask_days: 7 }),
    'PATCH admin/settings/:group': () => send('PATCH', 'admin/settings/company', { company_name: 'Audited' }),
    'admin/settings/test-mail': () =>
      post(app, 'admin/settings/test-mail', { to: 'ops@example.test' }, adminAuth),
    'POST admin/sliders': async () =>
      upload('POST', '/api/admin/sliders', [
        { name: 'type', value: 'default' },
        { name: 'image', file: { filename: 's.png', data: await png(), contentType: 'image/png' } },
      ]),
    'PATCH admin/sliders/:id': async () =>
      upload('PATCH', `/api/admin/sliders/${(await slider()).id}`, [
        { name: 'type', value: 'link' },
        { name: 'link', value: 'https://example.com' },
      ]),
    'admin/sliders/:id/move': async () => {
      await slider(); // one before it, so it moves
      return post(app, `admin/sliders/${(await slider()).id}/move`, { direction: 'up' }, adminAuth);
    },
    'DELETE admin/sliders/:id': async () => send('DELETE', `admin/sliders/${(await slider()).id}`),
    'admin/homepage-sections': () =>
      send('PATCH', 'admin/homepage-sections', {
        sections: HOMEPAGE_SECTIONS.map((section) => ({ section, shown: section !== 'faq_section' })),
      }),
    'admin/seo-settings/:page': () =>
      send('PATCH', 'admin/seo-settings/home', { language_code: 'en', title: 'Audited home' }),
    'admin/seo-settings/:page/image': async () =>
      upload('POST', '/api/admin/seo-settings/home/image', [
        { name: 'language_code', value: 'en' },
        { name: 'image', file: { filename: 'a.png', data: await png(), contentType: 'image/png' } },
      ]),
    'admin/settings/images/:key': () => uploadPng('admin/settings/images/img_placeholder'),
    'admin/categories/:id/icon': async () =>
      uploadPng(`admin/categories/${(await createCategory(app)).id}/icon`),
    'admin/facilities/:id/icon': async () =>
      uploadPng(`admin/facilities/${(await createFacility(app)).id}/icon`),
    'admin/cities/:id/image': async () =>
      uploadPng(`admin/cities/${(await createCity(app, { name: `Pictured city ${next()}` })).id}/image`),
    'POST admin/languages': () => post(app, 'admin/languages', { code: 'fr', name: 'Français' }, adminAuth),
    'PATCH admin/languages/:code': async () =>
      send('PATCH', `admin/languages/${(await createLanguage(app, { code: 'de' })).code}`, {
        name: 'Renamed',
      }),
    'DELETE admin/languages/:code': async () =>
      send('DELETE', `admin/languages/${(await createLanguage(app, { code: 'it' })).code}`),
    'PATCH admin/languages/:code/strings': async () => {
      const language = await createLanguage(app, {
        code: 'nl',
        web_file: JSON.stringify({ homeTitle: 'Old' }),
      });
      return send('PATCH', `admin/languages/${language.code}/strings`, { strings: {}, replace: true });
    },
    'POST admin/verification-fields': () =>
      post(app, 'admin/verification-fields', { name: 'Licence number', field_type: 'text' }, adminAuth),
    'PATCH admin/verification-fields/:id': async () =>
      send('PATCH', `admin/verification-fields/${await field()}`, { rank: 2 }),
    'DELETE admin/verification-fields/:id': async () =>
      send('DELETE', `admin/verification-fields/${await field()}`),
    'admin/verifications/:id/approve': async () =>
      post(app, `admin/verifications/${await application('pending')}/approve`, {}, adminAuth),
    'admin/verifications/:id/fail': async () =>
      post(app, `admin/verifications/${await application('pending')}/fail`, { reason: 'No' }, adminAuth),
    'admin/verifications/:id/revoke': async () =>
      post(app, `admin/verifications/${await application('success')}/revoke`, { reason: 'No' }, adminAuth),
    'POST admin/categories': () => post(app, 'admin/categories', { category: 'Audited category' }, adminAuth),
    'PATCH admin/categories/:id': async () =>
      send('PATCH', `admin/categories/${(await createCategory(app)).id}`, { category: 'Audited edit' }),
    'DELETE admin/categories/:id': async () =>
      send('DELETE', `admin/categories/${(await createCategory(app)).id}`),
    'PATCH admin/cities/:id': async () =>
      send('PATCH', `admin/cities/${(await createCity(app, { name: `Audited city ${Date.now()}` })).id}`, {
        enabled: false,
      }),
    'POST admin/facilities': () => post(app, 'admin/facilities', { name: 'Audited place' }, adminAuth),
    'PATCH admin/facilities/:id': async () =>
      send('PATCH', `admin/facilities/${(await createFacility(app)).id}`, { name: 'Audited place 2' }),
    'DELETE admin/facilities/:id': async () =>
      send('DELETE', `admin/facilities/${(await createFacility(app)).id}`),
    'POST admin/articles': () =>
      post(app, 'admin/articles', { title: 'Audited article', description: '<p>Text</p>' }, adminAuth),
    'PATCH admin/articles/:id': async () =>
      send('PATCH', `admin/articles/${(await insertArticle()).id}`, { title: 'A3', description: 'y' }),
    'DELETE admin/articles/:id': async () => send('DELETE', `admin/articles/${(await insertArticle()).id}`),
    'admin/articles/:id/image': async () => uploadPng(`admin/articles/${(await insertArticle()).id}/image`),
    'admin/articles/:id/meta-image': async () =>
      uploadPng(`admin/articles/${(await insertArticle()).id}/meta-image`),
    'POST admin/faqs': () => post(app, 'admin/faqs', { question: 'Q?', answer: 'A.' }, adminAuth),
    'PATCH admin/faqs/:id': async () =>
      send('PATCH', `admin/faqs/${(await insertFaq()).id}`, { question: 'Q2?', answer: 'A2.' }),
    'admin/faqs/:id/status': async () =>
      post(app, `admin/faqs/${(await insertFaq()).id}/status`, { status: false }, adminAuth),
    'DELETE admin/faqs/:id': async () => send('DELETE', `admin/faqs/${(await insertFaq()).id}`),
    'admin/pages/:page': () =>
      send('PATCH', 'admin/pages/about_us', { language_code: 'en', content: '<p>About</p>' }),
    'admin/notifications': async () =>
      post(
        app,
        'admin/notifications',
        { send_to: 'member', member: String((await createUser(app)).id), title: 'Hi', message: 'A word' },
        adminAuth,
      ),
    'POST admin/members': async () =>
      post(
        app,
        'admin/members',
        { name: 'New', email: `new${next()}@example.com`, password: 'secret-new' },
        adminAuth,
      ),
    'admin/members/:id/status': async () =>
      post(app, `admin/members/${(await createUser(app)).id}/status`, { active: false }, adminAuth),
    'admin/members/:id/password-reset': async () => {
      const email = `reset${next()}@example.com`;
      const user = await createUser(app, { email, email_key: email, logintype: 3 });
      return post(app, `admin/members/${user.id}/password-reset`, {}, adminAuth);
    },
    'DELETE admin/members/:id': async () => send('DELETE', `admin/members/${(await createUser(app)).id}`),
    'POST admin/staff': async () =>
      post(
        app,
        'admin/staff',
        { name: 'Staff', email: `staff${next()}@example.com`, password: 'secret-st', role: 'admin' },
        adminAuth,
      ),
    'PATCH admin/staff/:id': async () =>
      send('PATCH', `admin/staff/${(await createUser(app)).id}`, { role: 'admin' }),
    'DELETE admin/staff/:id': async () =>
      send('DELETE', `admin/staff/${(await createUser(app, { role: 'admin' })).id}`),
    'POST admin/staff-roles': async () =>
      post(app, 'admin/staff-roles', { name: `role-${next()}`, permissions: 'users.read' }, adminAuth),
    'PATCH admin/staff-roles/:id': async () =>
      send('PATCH', `admin/staff-roles/${await staffRole()}`, {
        name: `role-${next()}`,
        permissions: 'audit.read',
      }),
    'DELETE admin/staff-roles/:id': async () => send('DELETE', `admin/staff-roles/${await staffRole()}`),
    'admin/listing-reports/:id/dismiss': async () =>
      post(app, `admin/listing-reports/${await listingReport()}/dismiss`, {}, adminAuth),
    'admin/listing-reports/:id/deactivate-listing': async () =>
      post(app, `admin/listing-reports/${await listingReport()}/deactivate-listing`, {}, adminAuth),
    'admin/listing-reports/:id/deactivate-member': async () =>
      post(app, `admin/listing-reports/${await listingReport()}/deactivate-member`, {}, adminAuth),
    'POST admin/report-reasons': () => post(app, 'admin/report-reasons', { reason: 'Audited' }, adminAuth),
    'PATCH admin/report-reasons/:id': async () =>
      send('PATCH', `admin/report-reasons/${(await createReportReason(app)).id}`, { reason: 'Audited 2' }),
    'DELETE admin/report-reasons/:id': async () =>
      send('DELETE', `admin/report-reasons/${(await createReportReason(app)).id}`),
    'admin/contact-requests/:id/reply': async () =>
      post(app, `admin/contact-requests/${await contactMessage()}/reply`, { message: 'Hi' }, adminAuth),
    'admin/contact-requests/:id/handled': async () =>
      post(app, `admin/contact-requests/${await contactMessage()}/handled`, { handled: true }, adminAuth),
    'DELETE admin/contact-requests/:id': async () =>
      send('DELETE', `admin/contact-requests/${await contactMessage()}`),
  };
  /** Calls that act on two records: deactivating a reported listing's owner (the account, the report). */
  const TWO_RECORDS = new Set(['admin/listing-reports/:id/deactivate-member']);

  it('each admin call that is not a read leaves one audit record', async () => {
    const writes = app.calls.filter((call) => call.access === 'admin' && call.method !== 'GET');
    expect(writes.length).toBeGreaterThan(0);
    for (const call of writes) {
      const run = exercise[`${call.method} ${call.name}`] ?? exercise[call.name];
      expect(run, `${call.name}: add it to this test and record it in the audit log`).toBeDefined();
      const before = await countRows(app.deps.db, 'audit_log');
      // 200, or 201 for a call that creates its record.
      const status = (await (run as () => Promise<{ status: number }>)()).status;
      expect([call.name, [200, 201].includes(status)]).toEqual([call.name, true]);
      const records = TWO_RECORDS.has(call.name) ? 2 : 1;
      expect([call.name, await countRows(app.deps.db, 'audit_log')]).toEqual([call.name, before + records]);
    }
  });
});
