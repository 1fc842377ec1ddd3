import { CONTACT_REPLY_MESSAGES } from '@domus/shared/schemas/admin-contact.schema';
import { describe, expect, it } from 'vitest';
import { nowIso } from '../../db/dialect.js';
import { countRows, findRows, getRow, insertRow } from '../../db/testing/rows.js';
import { bearer, createSession, createUser } from '../../db/testing/user.factory.js';
import { mailingAppPerFile } from '../../testing/app-per-file.js';
import type { SmtpListener } from '../../testing/smtp-listener.js';
import { get, post, type TestApp } from '../../testing/test-app.js';

// Issue 14, the contact inbox (admin/contact-requests): who may, filters, validation, a reply
// that goes out through a real SMTP server and marks the request handled, and the audit records.

let app: TestApp;
let smtp: SmtpListener;
mailingAppPerFile((built, listener) => {
  app = built;
  smtp = listener;
});

let serial = 0;
async function message(values: Record<string, unknown> = {}) {
  const at = nowIso(app.clock.now);
  return insertRow(app.deps.db, 'contact_messages', {
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: `ada${++serial}@example.com`,
    subject: 'Viewing request',
    message: 'Can I visit on Saturday?',
    ip: '192.0.2.1',
    handled: 0,
    created_at: at,
    updated_at: at,
    ...values,
  });
}

async function signedIn(values: Record<string, unknown> = {}) {
  const user = await createUser(app, values);
  return { user, auth: bearer(await createSession(app, user.id)) };
}

async function remove(id: number, headers: Record<string, string>) {
  const res = await app.app.inject({ method: 'DELETE', url: `/api/admin/contact-requests/${id}`, headers });
  return { status: res.statusCode, body: res.json() as any };
}

const auditOf = (id: number) =>
  findRows(app.deps.db, 'audit_log', { target_type: 'contact_request', target_id: id }, { orderBy: 'id' });

describe('who may', () => {
  it('answers 401 to a guest, 403 to a member and to staff without the permission', async () => {
    const row = await message();
    const admin = await signedIn({ role: 'admin' });
    expect(
      (
        await post(
          app,
          'admin/staff-roles',
          { name: 'cr-listings', permissions: 'listings.read' },
          admin.auth,
        )
      ).status,
    ).toBe(201);
    expect(
      (await post(app, 'admin/staff-roles', { name: 'cr-readers', permissions: 'users.read' }, admin.auth))
        .status,
    ).toBe(201);
    const member = await signedIn();
    const other = await signedIn({ role: 'cr-listings' });
    const reader = await signedIn({ role: 'cr-readers' });
    const reads = (h: Record<string, string>) => [
      get(app, 'admin/contact-requests', {}, h),
      get(app, `admin/contact-requests/${row.id}`, {}, h),
    ];
    const writes = (h: Record<string, string>) => [
      post(app, `admin/contact-requests/${row.id}/reply`, { message: 'Hello' }, h),
      post(app, `admin/contact-requests/${row.id}/handled`, { handled: true }, h),
      remove(row.id, h),
    ];
    for (const [h, expected] of [
      [{}, [401, 'NOT_LOGGED_IN']],
      [member.auth, [403, 'FORBIDDEN']],
      [other.auth, [403, 'FORBIDDEN']],
    ] as const) {
      for (const res of await Promise.all([...reads(h), ...writes(h)]))
        expect([res.status, res.body.code]).toEqual(expected);
    }
    for (const res of await Promise.all(reads(reader.auth))) expect(res.status).toBe(200);
    for (const res of await Promise.all(writes(reader.auth)))
      expect([res.status, res.body.code]).toEqual([403, 'FORBIDDEN']);
    expect(await countRows(app.deps.db, 'audit_log', { target_type: 'contact_request' })).toBe(0);
    expect(smtp.to(row.email)).toHaveLength(0);
  });

  it.each([
    ['no message', {}, CONTACT_REPLY_MESSAGES.messageRequired],
    ['an empty message', { message: '  ' }, CONTACT_REPLY_MESSAGES.messageRequired],
    ['a long message', { message: 'x'.repeat(5001) }, 'Message must be at most 5000 characters'],
    ['a message that is not text', { message: ['a'] }, 'Message must be text'],
  ])('refuses a reply with %s, sending nothing', async (_, body, text) => {
    const row = await message();
    const { auth } = await signedIn({ role: 'admin' });
    const res = await post(app, `admin/contact-requests/${row.id}/reply`, body, auth);
    expect([res.status, res.body.code, res.body.message]).toEqual([400, 'VALIDATION_FAILED', text]);
    expect(smtp.to(row.email)).toHaveLength(0);
    expect((await getRow(app.deps.db, 'contact_messages', { id: row.id })).handled).toBe(0);
  });
});

describe('the inbox', () => {
  it('lists newest first with handled and search filters, paging and total; hides the IP', async () => {
    const { auth } = await signedIn({ role: 'admin' });
    const open = await message({ subject: 'Quokka question' });
    await message({ subject: 'Quokka answer', handled: 1 });
    const all = await get(app, 'admin/contact-requests', { search: 'quokka', limit: 1 }, auth);
    expect([all.status, all.body.total, all.body.data.length]).toEqual([200, 2, 1]);
    const unhandled = await get(app, 'admin/contact-requests', { search: 'QUOKKA', handled: false }, auth);
    expect(unhandled.body.data.map((m: any) => m.id)).toEqual([open.id]);
    expect(unhandled.body.data[0]).toMatchObject({ first_name: 'Ada', handled: false });
    expect(unhandled.body.data[0]).not.toHaveProperty('ip');
    expect((await get(app, 'admin/contact-requests', { handled: 'maybe' }, auth)).status).toBe(400);
    expect((await get(app, 'admin/contact-requests/999999', {}, auth)).status).toBe(404);
  });

  it('replies by mail to the sender, marks the request handled and audits the reply', async () => {
    const row = await message({ subject: 'Parking' });
    const { auth, user } = await signedIn({ role: 'admin' });
    const res = await post(
      app,
      `admin/contact-requests/${row.id}/reply`,
      { message: 'Yes, two spaces.' },
      auth,
    );
    expect([res.status, res.body.data.handled]).toEqual([200, true]);
    const mail = await smtp.waitFor(row.email, 1);
    expect(mail.subject).toBe('Re: Parking');
    expect(mail.text).toContain('Yes, two spaces.');
    expect(mail.text).toContain('> Can I visit on Saturday?');
    const [record] = await auditOf(row.id);
    expect([record?.action, record?.actor_id]).toEqual(['contact_request.reply', user.id]);
    expect(JSON.parse(String(record?.before))).toEqual({ handled: false });
    expect(JSON.parse(String(record?.after))).toEqual({ handled: true, reply: 'Yes, two spaces.' });
  });

  it('changes nothing when the mail server refuses the reply (503)', async () => {
    const row = await message();
    const { auth } = await signedIn({ role: 'admin' });
    smtp.refuse(true);
    const res = await post(app, `admin/contact-requests/${row.id}/reply`, { message: 'Lost' }, auth);
    expect([res.status, res.body.code]).toEqual([503, 'UPSTREAM_UNAVAILABLE']);
    expect((await getRow(app.deps.db, 'contact_messages', { id: row.id })).handled).toBe(0);
    expect(await auditOf(row.id)).toHaveLength(0);
  });

  it('marks handled and back, and deletes, each audited with before and after', async () => {
    const row = await message();
    const { auth } = await signedIn({ role: 'admin' });
    expect(
      (await post(app, `admin/contact-requests/${row.id}/handled`, { handled: true }, auth)).body.data
        .handled,
    ).toBe(true);
    expect(
      (await post(app, `admin/contact-requests/${row.id}/handled`, { handled: 'false' }, auth)).body.data
        .handled,
    ).toBe(false);
    const bad = await post(app, `admin/contact-requests/${row.id}/handled`, { handled: 'yes' }, auth);
    expect([bad.status, bad.body.message]).toEqual([400, 'handled must be true or false']);
    expect((await remove(row.id, auth)).status).toBe(200);
    expect(await countRows(app.deps.db, 'contact_messages', { id: row.id })).toBe(0);
    const records = await auditOf(row.id);
    expect(records.map((r) => r.action)).toEqual([
      'contact_request.handled',
      'contact_request.handled',
      'contact_request.delete',
    ]);
    expect(JSON.parse(String(records[1]?.after))).toEqual({ handled: false });
    expect(JSON.parse(String(records[2]?.before))).toMatchObject({
      email: row.email,
      subject: 'Viewing request',
    });
    expect((await remove(row.id, auth)).status).toBe(404);
  });
});
