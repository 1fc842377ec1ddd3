import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../../db/dialect.js';
import { createCategory, createProject, createProperty } from '../../db/testing/listing.factory.js';
import { countRows, findRows, getRow, insertRow } from '../../db/testing/rows.js';
import { createUser } from '../../db/testing/user.factory.js';
import type { RealtimeFrame } from '../../lib/realtime/realtime-hub.js';
import { photo, poster, postingCatalogue, propertyFields, sendForm } from '../../testing/listing-form.js';
import { outboxMailsTo } from '../../testing/outbox.js';
import { createTestApp, get, type TestApp } from '../../testing/test-app.js';
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
import { VERIFICATION_TRANSITIONS } from './verification-status.js';

// The operators' review of agent verification (contract §3.8, §4.8, §4.9, §4.13): the queue,
// approve / fail / revoke with every refusal, and each decision's effects: the member's state,
// notification and mail, the audit record, the badge and the agents' order on fresh public reads,
// and auto-approval of the member's listings.

let app: TestApp;
let admin: Member;
let form: Form;

beforeAll(async () => {
  // The response cache on: a decision must reach public answers already cached.
  app = await createTestApp({ responseCache: true });
  await app.services.settings.set('company_name', 'Domus Test');
  await app.services.settings.set('demo_mode', false);
  admin = await operator(app);
  form = await buildForm(app, admin);
});
afterAll(async () => {
  await app.close();
});

const answers = (): Parameters<typeof apply>[2] => [
  ...textAnswers(form),
  [form.scan, { filename: 'licence.pdf', data: pdf() }],
];

/** A member with a pending application; returns the member and the application's id. */
async function applicant(values: Parameters<typeof member>[1] = {}) {
  const who = await member(app, values);
  const res = await apply(app, who, answers());
  expect(res.status).toBe(201);
  return { who, id: res.body.data.id as number };
}

const review = (id: number, action: string, body: Record<string, unknown> = {}, who: Member | null = admin) =>
  call(app, 'POST', `admin/verifications/${id}/${action}`, who, body);

const statusOf = async (userId: number) =>
  (await getRow(app.deps.db, 'users', { id: userId })).verification_status;

describe('the transition table', () => {
  it('is §4.8’s table', () => {
    expect(VERIFICATION_TRANSITIONS).toEqual([
      ['initial', 'pending', 'apply'],
      ['failed', 'pending', 'apply'],
      ['pending', 'success', 'approve'],
      ['pending', 'failed', 'fail'],
      ['success', 'failed', 'revoke'],
    ]);
  });
});

describe('who may review', () => {
  it('answers 401 to a guest and 403 FORBIDDEN to a member on every operator call, changing nothing', async () => {
    const { id } = await applicant();
    const plain = await member(app);
    const calls: [Parameters<typeof call>[1], string, Record<string, unknown>?][] = [
      ['GET', 'admin/verifications'],
      ['GET', `admin/verifications/${id}`],
      ['POST', `admin/verifications/${id}/approve`, {}],
      ['POST', `admin/verifications/${id}/fail`, { reason: 'No' }],
      ['POST', `admin/verifications/${id}/revoke`, { reason: 'No' }],
      ['GET', 'admin/verification-fields'],
      ['POST', 'admin/verification-fields', { name: 'X', field_type: 'text' }],
      ['PATCH', `admin/verification-fields/${form.years}`, { rank: 9 }],
      ['DELETE', `admin/verification-fields/${form.years}`],
    ];
    const audits = await countRows(app.deps.db, 'audit_log');
    for (const [method, path, body] of calls) {
      const guest = await call(app, method, path, null, body);
      expect([guest.status, guest.body.code], path).toEqual([401, 'NOT_LOGGED_IN']);
      const refused = await call(app, method, path, plain, body);
      expect([refused.status, refused.body.code], path).toEqual([403, 'FORBIDDEN']);
    }
    expect(await countRows(app.deps.db, 'audit_log')).toBe(audits);
    expect((await getRow(app.deps.db, 'verification_applications', { id })).status).toBe('pending');
  });

  it('answers 404 for an unknown application', async () => {
    for (const action of ['approve', 'fail', 'revoke']) {
      const res = await review(99999999, action, { reason: 'No' });
      expect([res.status, res.body.code]).toEqual([404, 'NOT_FOUND']);
    }
    expect((await call(app, 'GET', 'admin/verifications/99999999', admin)).status).toBe(404);
  });
});

describe('approving', () => {
  it('verifies the member, tells them by notification and mail, and records the decision', async () => {
    const { who, id } = await applicant({ name: 'Ravi Patel', email: 'ravi@example.com' });
    const res = await review(id, 'approve');
    expect([res.status, res.body.message]).toEqual([200, 'Verification approved']);
    expect(res.body.data).toMatchObject({
      id,
      status: 'success',
      reason: null,
      reviewed_at: expect.stringMatching(/^2026-06-15T12:00:00(\.000)?Z$/),
      user: { id: who.id, name: 'Ravi Patel', email: 'ravi@example.com', slug_id: expect.any(String) },
    });
    expect(await statusOf(who.id)).toBe('success');
    const settings = await get(app, 'web-settings', {}, who.auth);
    expect(settings.body.data.verification_status).toBe('success');

    const notes = await findRows(app.deps.db, 'notifications', { user_id: who.id });
    expect(notes).toEqual([
      expect.objectContaining({ event: 'verification_success', title: 'Verification approved', type: 1 }),
    ]);
    const mails = await outboxMailsTo(app, 'ravi@example.com');
    expect(mails.map((m) => m.subject)).toEqual(['Verification approved - Domus Test']);
    expect(mails[0]?.text).toContain('http://localhost:3000/user/agent-verification');

    const log = await get(app, 'admin/audit-log', { target_type: 'verification', target_id: id }, admin.auth);
    expect(log.body.data).toEqual([
      expect.objectContaining({
        actor: expect.objectContaining({ id: admin.id }),
        action: 'verification.approve',
        target: { type: 'verification', id },
        before: { status: 'pending', reason: null, user_id: who.id },
        after: { status: 'success', reason: null, user_id: who.id },
      }),
    ]);

    // Out of turn: a second approval, a failure of a verified member.
    const twice = await review(id, 'approve');
    expect([twice.status, twice.body.code]).toEqual([409, 'INVALID_STATUS_TRANSITION']);
    expect((await review(id, 'fail', { reason: 'Late' })).status).toBe(409);
    expect(await countRows(app.deps.db, 'notifications', { user_id: who.id })).toBe(1);
  });
});

describe('failing and revoking', () => {
  it('fails with the reason the member reads, and refuses a missing or long reason', async () => {
    const { who, id } = await applicant({ email: 'failed@example.com' });
    const missing = await review(id, 'fail', {});
    expect([missing.status, missing.body.code, missing.body.message]).toEqual([
      400,
      'VALIDATION_FAILED',
      'Please give a reason',
    ]);
    expect((await review(id, 'fail', { reason: 'x'.repeat(501) })).status).toBe(400);
    expect((await review(id, 'revoke', { reason: 'Not verified yet' })).status).toBe(409);

    const res = await review(id, 'fail', { reason: 'Licence scan unreadable' });
    expect(res.body.data).toMatchObject({ status: 'failed', reason: 'Licence scan unreadable' });
    expect(await statusOf(who.id)).toBe('failed');
    const [note] = await findRows(app.deps.db, 'notifications', { user_id: who.id });
    expect(note).toMatchObject({
      event: 'verification_failed',
      title: 'Verification failed',
      message: 'Your agent verification was not approved. Reason: Licence scan unreadable',
    });
    expect((await outboxMailsTo(app, 'failed@example.com')).map((m) => m.subject)).toEqual([
      'Verification failed - Domus Test',
    ]);
    const mine = await get(app, 'get-agent-verification-form-values', {}, who.auth);
    expect(mine.body.data).toMatchObject({ status: 'failed', reason: 'Licence scan unreadable' });
  });

  it('revokes a verified member with a reason; they may apply again', async () => {
    const { who, id } = await applicant({ email: 'revoked@example.com' });
    await review(id, 'approve');
    const res = await review(id, 'revoke', { reason: 'Licence expired' });
    expect(res.body.data).toMatchObject({ status: 'failed', reason: 'Licence expired' });
    expect(await statusOf(who.id)).toBe('failed');
    const notes = await findRows(app.deps.db, 'notifications', { user_id: who.id });
    expect(notes.map((n) => [n.event, n.title])).toEqual([
      ['verification_success', 'Verification approved'],
      ['verification_failed', 'Verification revoked'],
    ]);
    const log = await get(app, 'admin/audit-log', { target_type: 'verification', target_id: id }, admin.auth);
    expect((log.body.data as { action: string }[]).map((e) => e.action)).toEqual([
      'verification.revoke',
      'verification.approve',
    ]);
    expect((await apply(app, who, answers())).status).toBe(201);
    expect(await statusOf(who.id)).toBe('pending');
  });

  it('lets only one of two racing reviews win', async () => {
    const { who, id } = await applicant();
    const [a, b] = await Promise.all([review(id, 'approve'), review(id, 'fail', { reason: 'No' })]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const expected = a.status === 200 ? 'success' : 'failed';
    expect(await statusOf(who.id)).toBe(expected);
    expect((await getRow(app.deps.db, 'verification_applications', { id })).status).toBe(expected);
    expect(await countRows(app.deps.db, 'notifications', { user_id: who.id })).toBe(1);
  });
});

describe('the queue', () => {
  it('filters by status and name or email, pages with a total, pending oldest first', async () => {
    const local = await createTestApp();
    try {
      const op = await operator(local);
      const localForm = await buildForm(local, op);
      const send = async (name: string, at: string) => {
        local.clock.now = new Date(at);
        const who = await member(local, { name, email: `${name.toLowerCase()}@example.com` });
        const res = await apply(local, who, [
          ...textAnswers(localForm),
          [localForm.scan, { filename: 'l.pdf', data: pdf() }],
        ]);
        return res.body.data.id as number;
      };
      const late = await send('Late', '2026-06-15T12:00:00Z');
      const early = await send('Early', '2026-06-14T12:00:00Z');
      const decided = await send('Decided', '2026-06-13T12:00:00Z');
      local.clock.now = new Date('2026-06-16T12:00:00Z');
      await call(local, 'POST', `admin/verifications/${decided}/approve`, op);

      const all = await call(local, 'GET', 'admin/verifications', op);
      expect([all.body.total, all.body.data.map((a: { id: number }) => a.id)]).toEqual([
        3,
        [early, late, decided],
      ]);
      const pending = await call(local, 'GET', 'admin/verifications?status=pending&limit=1&offset=1', op);
      expect([pending.body.total, pending.body.data.map((a: { id: number }) => a.id)]).toEqual([2, [late]]);
      const success = await call(local, 'GET', 'admin/verifications?status=success', op);
      expect(success.body.data.map((a: { id: number }) => a.id)).toEqual([decided]);
      const byEmail = await call(local, 'GET', 'admin/verifications?search=EARLY%40example', op);
      expect(byEmail.body.data.map((a: { id: number }) => a.id)).toEqual([early]);
      const bad = await call(local, 'GET', 'admin/verifications?status=initial&limit=500', op);
      expect(bad.status).toBe(400);

      const one = await call(local, 'GET', `admin/verifications/${early}`, op);
      expect(one.body.data).toMatchObject({
        id: early,
        status: 'pending',
        user: { name: 'Early', email: 'early@example.com', mobile: expect.any(String) },
      });
      expect(one.body.data.verify_customer_values).toHaveLength(7);
    } finally {
      await local.close();
    }
  });

  it('tells the operators in realtime when a member applies', async () => {
    const frames: RealtimeFrame[] = [];
    const stop = app.deps.realtime.subscribe(admin.id, (frame) => frames.push(frame));
    try {
      const { who, id } = await applicant();
      expect(frames).toContainEqual({
        type: 'admin.verification_pending',
        data: { id, user_id: who.id, pending: expect.any(Number) },
      });
    } finally {
      stop();
    }
  });

  it('tells every staff account whose stored role grants users.read, and no other', async () => {
    for (const [name, permissions] of [
      ['vf_reviewer', ['users.read']],
      ['vf_cashier', ['payments.read']],
    ] as const)
      await insertRow(app.deps.db, 'staff_roles', {
        name,
        permissions: JSON.stringify(permissions),
        created_at: nowIso(),
        updated_at: nowIso(),
      });
    const reviewer = await createUser(app, { role: 'vf_reviewer' });
    const cashier = await createUser(app, { role: 'vf_cashier' });
    const heard = new Map<number, RealtimeFrame[]>([
      [reviewer.id, []],
      [cashier.id, []],
    ]);
    const stops = [...heard].map(([id, frames]) => app.deps.realtime.subscribe(id, (f) => frames.push(f)));
    try {
      const { id } = await applicant();
      const pending = (frames: RealtimeFrame[]) =>
        frames
          .filter((f) => f.type === 'admin.verification_pending')
          .map((f) => (f.data as { id: number }).id);
      expect(pending(heard.get(reviewer.id) ?? [])).toEqual([id]);
      expect(pending(heard.get(cashier.id) ?? [])).toEqual([]);
    } finally {
      for (const stop of stops) stop();
    }
  });
});

describe('effects on public pages', () => {
  it('shows the badge and the verified-first order at once, cached answers included', async () => {
    const categoryId = (await createCategory(app)).id;
    const { who, id } = await applicant({ name: 'Badge Agent' });
    const rival = await member(app, { name: 'Busy Rival' });
    const home = await createProperty(app, { category_id: categoryId, owner_id: who.id });
    for (let i = 0; i < 3; i++) await createProperty(app, { category_id: categoryId, owner_id: rival.id });
    await createProject(app, {
      category_id: categoryId,
      owner_id: who.id,
      request_status: 'approved',
      status: 1,
    });

    const slug = (await getRow(app.deps.db, 'users', { id: who.id })).slug_id;
    const profileBadge = async () =>
      (await get(app, 'agent-properties', { slug_id: slug })).body.data.customer_data.is_verify;
    const order = async () =>
      ((await get(app, 'agent-list', { limit: 100 })).body.data as { id: number }[])
        .map((a) => a.id)
        .filter((agent) => agent === who.id || agent === rival.id);
    const badge = async () => (await get(app, 'get_property', { id: home.id })).body.data[0].is_verified;
    // Read once so the response cache holds the unverified answers.
    expect(await order()).toEqual([rival.id, who.id]);
    expect(await badge()).toBe(false);
    expect(await profileBadge()).toBe(false);

    await review(id, 'approve');
    expect(await order()).toEqual([who.id, rival.id]);
    expect(await badge()).toBe(true);
    expect(await profileBadge()).toBe(true);

    await review(id, 'revoke', { reason: 'Expired' });
    expect(await order()).toEqual([rival.id, who.id]);
    expect(await badge()).toBe(false);
    expect(await profileBadge()).toBe(false);
  });
});

describe('auto-approval (§4.9)', () => {
  it('approves a member’s listing on the spot only with auto_approve on AND verification success', async () => {
    const catalogue = await postingCatalogue(app);
    const { user, auth } = await poster(app, 10);
    const who: Member = { id: user.id, email: user.email ?? '', auth };
    const post = async () => {
      const res = await sendForm(
        app,
        'post_property',
        [...propertyFields(catalogue), await photo('title_image')],
        auth,
      );
      expect(res.status).toBe(201);
      return res.body.data.request_status as string;
    };
    await app.services.settings.set('auto_approve', true);
    expect(await post()).toBe('pending');
    const res = await apply(app, who, answers());
    expect(await post()).toBe('pending'); // under review is not verified
    await review(res.body.data.id, 'approve');
    expect(await post()).toBe('approved');
    await app.services.settings.set('auto_approve', false);
    expect(await post()).toBe('pending');
    await app.services.settings.set('auto_approve', true);
    await review(res.body.data.id, 'revoke', { reason: 'Expired' });
    expect(await post()).toBe('pending');
    await app.services.settings.set('auto_approve', false);
  });
});

describe('verification required to post (§4.4)', () => {
  it('answers each state’s 403 until the operator approves', async () => {
    const catalogue = await postingCatalogue(app);
    const { user, auth } = await poster(app, 10);
    const who: Member = { id: user.id, email: user.email ?? '', auth };
    const post = async () =>
      (await sendForm(app, 'post_property', [...propertyFields(catalogue), await photo('title_image')], auth))
        .body;
    await app.services.settings.set('verification_required_for_user', true);
    try {
      expect((await post()).code).toBe('VERIFICATION_REQUIRED');
      const res = await apply(app, who, answers());
      expect((await post()).code).toBe('VERIFICATION_PENDING');
      await review(res.body.data.id, 'fail', { reason: 'Blurry' });
      expect((await post()).code).toBe('VERIFICATION_FAILED');
      await apply(app, who, answers());
      await review(res.body.data.id, 'approve');
      expect((await post()).data.request_status).toBe('pending');
    } finally {
      await app.services.settings.set('verification_required_for_user', false);
    }
  });
});
