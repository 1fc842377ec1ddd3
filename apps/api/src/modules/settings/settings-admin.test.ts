import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findRows } from '../../db/testing/rows.js';
import { bearer, createSession, createUser } from '../../db/testing/user.factory.js';
import { type SmtpListener, startSmtpListener } from '../../testing/smtp-listener.js';
import { createTestApp, get, post, type TestApp } from '../../testing/test-app.js';
import { gif, multipart, png } from '../../testing/upload-fixtures.js';

// The console's settings page (issue 14, contract §3.8, §4.17, §4.19): who may, validation, write-
// only keys never read back (in the audit log neither), changes in force at once past the response
// cache, and demo mode switched on here refusing a member's write.

let app: TestApp;
let admin: Record<string, string>;
let member: Record<string, string>;
let smtp: SmtpListener;
let adminEmail: string;

beforeAll(async () => {
  smtp = await startSmtpListener();
  app = await createTestApp({ responseCache: true, smtpUrl: smtp.url });
  const operator = await createUser(app, { role: 'admin' });
  adminEmail = operator.email as string;
  admin = bearer(await createSession(app, operator.id));
  member = bearer(await createSession(app, (await createUser(app)).id));
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

async function patch(group: string, payload: object, headers = admin) {
  const res = await app.app.inject({
    method: 'PATCH',
    url: `/api/admin/settings/${group}`,
    headers,
    payload,
  });
  return { status: res.statusCode, body: res.json() as any };
}

describe('admin/settings', () => {
  it('is refused to guests (401) and members (403)', async () => {
    expect((await get(app, 'admin/settings')).status).toBe(401);
    const read = await get(app, 'admin/settings', {}, member);
    expect([read.status, read.body.code]).toEqual([403, 'FORBIDDEN']);
    const write = await patch('company', { company_name: 'Mine' }, member);
    expect([write.status, write.body.code]).toEqual([403, 'FORBIDDEN']);
    expect((await patch('company', { company_name: 'Mine' }, {})).status).toBe(401);
    expect(await app.services.settings.get('company_name')).toBe('Domus');
  });

  it('answers every group with the values in force', async () => {
    const res = await get(app, 'admin/settings', {}, admin);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.data)).toEqual([
      'company',
      'currency',
      'colours',
      'images',
      'listings',
      'site',
      'maps',
      'apps',
      'pages',
    ]);
    expect(res.body.data.company.company_name).toBe('Domus');
    expect(res.body.data.currency).toMatchObject({ currency_symbol: '$', number_with_suffix: '1' });
    expect(res.body.data.site).toMatchObject({ demo_mode: false, demo_phone_number: { set: false } });
  });

  it('never answers a write-only or unknown stored key, nor writes one into the audit log', async () => {
    await app.services.settings.set('stripe_secret_key', 'sk_live_hidden');
    const saved = await patch('site', { demo_phone_number: '+15550001111' });
    expect(saved.status).toBe(200);
    expect(saved.body.data.demo_phone_number).toEqual({ set: true });
    const res = await get(app, 'admin/settings', {}, admin);
    const text = JSON.stringify(res.body);
    expect(text).not.toContain('15550001111');
    expect(text).not.toContain('sk_live_hidden');
    const audit = await findRows(app.deps.db, 'audit_log', { action: 'settings.update' });
    const last = audit.at(-1);
    expect(JSON.stringify(last)).not.toContain('15550001111');
    expect(JSON.parse(last?.after as string)).toEqual({ demo_phone_number: { set: true } });
    expect(JSON.parse(last?.before as string)).toEqual({ demo_phone_number: { set: false } });
    expect(await app.services.settings.get('demo_phone_number')).toBe('+15550001111');
  });

  it('refuses bad values naming the key, storing nothing of the group', async () => {
    const colour = await patch('colours', { system_color: '#123456', svg_clr: 'teal' });
    expect([colour.status, colour.body.code, colour.body.message]).toEqual([
      400,
      'VALIDATION_FAILED',
      'svg_clr: Not a hex colour',
    ]);
    expect(await app.services.settings.get('system_color')).toBe('#0F766E');
    const unknown = await patch('company', { currency_symbol: '€' });
    expect([unknown.status, unknown.body.message]).toEqual([
      400,
      'currency_symbol: not a setting of this group',
    ]);
    const distance = await patch('maps', { distance_option: 'league' });
    expect(distance.status).toBe(400);
    expect(distance.body.message).toMatch(/^distance_option: /);
    const group = await patch('nothing', { company_name: 'X' });
    expect([group.status, group.body.code]).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('applies a change at once (past the cached web-settings), audited with before and after', async () => {
    expect((await get(app, 'web-settings')).body.data.currency_symbol).toBe('$');
    const res = await patch('currency', { currency_symbol: '€', number_with_suffix: 0 });
    expect([res.status, res.body.message]).toEqual([200, 'Data Updated Successfully']);
    expect(res.body.data).toMatchObject({ currency_symbol: '€', number_with_suffix: '0' });
    const web = (await get(app, 'web-settings')).body.data;
    expect([web.currency_symbol, web.number_with_suffix]).toEqual(['€', '0']);
    const audit = await findRows(app.deps.db, 'audit_log', { action: 'settings.update' });
    const last = audit.at(-1);
    expect(JSON.parse(last?.before as string)).toEqual({ currency_symbol: '$', number_with_suffix: '1' });
    expect(JSON.parse(last?.after as string)).toEqual({ currency_symbol: '€', number_with_suffix: '0' });
  });

  it('demo mode switched on refuses a member write with the contract message', async () => {
    try {
      expect((await patch('site', { demo_mode: true })).status).toBe(200);
      expect((await get(app, 'web-settings')).body.data.demo_mode).toBe(true);
      const res = await post(app, 'update_profile', { name: 'Changed' }, member);
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({
        code: 'DEMO_MODE',
        message: 'This Action is Not Allowed in Demo Mode',
      });
    } finally {
      await patch('site', { demo_mode: false });
    }
  });
});

describe('admin/settings/test-mail', () => {
  it('sends a test mail to the operator (or the address given), audited; members are refused', async () => {
    expect((await post(app, 'admin/settings/test-mail', {}, member)).status).toBe(403);
    const mine = await post(app, 'admin/settings/test-mail', {}, admin);
    expect([mine.status, mine.body.data]).toEqual([200, { to: adminEmail }]);
    expect((await smtp.waitFor(adminEmail, 1)).subject).toBe('Domus: test mail');
    const other = await post(app, 'admin/settings/test-mail', { to: 'ops@example.test' }, admin);
    expect(other.status).toBe(200);
    await smtp.waitFor('ops@example.test', 1);
    const bad = await post(app, 'admin/settings/test-mail', { to: 'not-an-address' }, admin);
    expect([bad.status, bad.body.message]).toEqual([400, 'Enter a valid email address']);
    const audit = await findRows(app.deps.db, 'audit_log', { action: 'settings.test_mail' });
    expect(audit).toHaveLength(2);
  });

  it('answers 503 when the mail server refuses, never a 500', async () => {
    smtp.refuse(true);
    try {
      const res = await post(app, 'admin/settings/test-mail', {}, admin);
      expect([res.status, res.body.code]).toEqual([503, 'UPSTREAM_UNAVAILABLE']);
    } finally {
      smtp.refuse(false);
    }
  });
});

describe('admin/settings/images/{key}', () => {
  async function upload(key: string, data: Buffer, headers = admin) {
    const body = multipart([
      { name: 'image', file: { filename: 'logo.png', data, contentType: 'image/png' } },
    ]);
    const res = await app.app.inject({
      method: 'POST',
      url: `/api/admin/settings/images/${key}`,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
    return { status: res.statusCode, body: res.json() as any };
  }

  it('replaces a logo by upload, in force at once, and deletes the file it replaced', async () => {
    expect((await upload('web_logo', await png(), member)).status).toBe(403);
    const first = await upload('web_logo', await png());
    expect(first.status).toBe(200);
    const stored = (await app.services.settings.get('web_logo')) as string;
    expect(stored).toMatch(/^settings\/[0-9a-f]{32}\.png$/);
    expect(first.body.data.web_logo).toContain(stored);
    expect((await get(app, 'web-settings')).body.data.web_logo).toContain(stored);
    expect(await app.deps.storage.get(stored)).not.toBeNull();
    expect((await upload('web_logo', await png(300, 300))).status).toBe(200);
    expect(await app.deps.storage.get(stored)).toBeNull();
  });

  it('refuses what is not a JPEG or PNG, a missing file and an unknown key, storing nothing', async () => {
    const before = await app.services.settings.get('company_logo');
    const wrong = await upload('company_logo', await gif());
    expect([wrong.status, wrong.body.code]).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
    const none = await post(app, 'admin/settings/images/company_logo', {}, admin);
    expect([none.status, none.body.message]).toEqual([400, 'This field must be a file']);
    const key = await upload('company_name', await png());
    expect([key.status, key.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(await app.services.settings.get('company_logo')).toBe(before);
  });
});
