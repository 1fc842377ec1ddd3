import { describe, expect, it } from 'vitest';
import { buildAccountWorld } from '../../db/testing/account-world.js';
import { countRows, findRows, getRow } from '../../db/testing/rows.js';
import { bearer, createSession, createUser } from '../../db/testing/user.factory.js';
import { appPerFile } from '../../testing/app-per-file.js';
import { get, post, type TestApp } from '../../testing/test-app.js';

// POST delete_user: everything personal goes in one transaction, payments stay
// unlinked, files go after the commit, and the old tokens and the address are free again.

let app: TestApp;
appPerFile(
  (built) => {
    app = built;
  },
  { demo_mode: false },
);

const db = () => app.deps.db;

describe('delete_user', () => {
  it('removes the account and everything personal, keeps payments unlinked and other members intact', async () => {
    const w = await buildAccountWorld(app);
    const u = w.user.id;
    const res = await post(app, 'delete_user', { userid: u }, bearer(w.tokens[0] as string));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ error: false, message: 'Account deleted successfully', data: null });

    // The row is an anonymous tombstone.
    const tomb = await getRow(db(), 'users', { id: u });
    expect(tomb).toMatchObject({
      name: null,
      slug_id: `~deleted-${u}`,
      email: null,
      email_key: null,
      mobile: null,
      password_hash: null,
      profile: null,
      address: null,
      role: 'deleted',
      is_active: 0,
    });

    // Rows keyed by the user, with or without a foreign key.
    for (const table of [
      'push_subscriptions',
      'user_identities',
      'password_resets',
      'notifications',
      'notification_reads',
      'user_interests',
      'verification_applications',
      'favourites',
      'interests',
      'reports',
      'user_packages',
    ] as const) {
      expect(await countRows(db(), table, { user_id: u }), table).toBe(0);
    }
    expect(await countRows(db(), 'verification_values', { application_id: w.application.id })).toBe(0);
    expect(await countRows(db(), 'properties', { owner_id: u })).toBe(0);
    expect(await countRows(db(), 'projects', { owner_id: u })).toBe(0);
    for (const table of [
      'property_images',
      'property_documents',
      'property_parameters',
      'property_facilities',
    ] as const) {
      expect(await countRows(db(), table, { property_id: w.own.id }), table).toBe(0);
    }
    for (const table of ['project_images', 'project_documents', 'project_plans'] as const) {
      expect(await countRows(db(), table, { project_id: w.project.id }), table).toBe(0);
    }
    expect(await countRows(db(), 'favourites', { property_id: w.own.id })).toBe(0);
    expect(await countRows(db(), 'advertisements', { customer_id: u })).toBe(0);
    expect(await countRows(db(), 'chat_messages', [{ sender_id: u }, { receiver_id: u }])).toBe(0);
    expect(await countRows(db(), 'chat_deletions', { other_user_id: u })).toBe(0);
    expect(await countRows(db(), 'blocks', [{ blocker_id: u }, { blocked_id: u }])).toBe(0);
    expect(await countRows(db(), 'listing_views', { viewer_key: `u:${u}` })).toBe(0);
    expect(await countRows(db(), 'listing_views', { entity_id: w.own.id, entity: 'property' })).toBe(0);
    expect(
      await countRows(db(), 'moderation_reasons', [
        { entity: 'property', entity_id: w.own.id },
        { entity: 'verification', entity_id: w.application.id },
        { entity: 'advertisement' },
      ]),
    ).toBe(0);
    expect(await countRows(db(), 'otps', { target: w.user.email })).toBe(0);
    const sessions = await findRows(db(), 'sessions', { user_id: u });
    expect(sessions.map((s) => [s.revoked_reason, s.ip, s.user_agent])).toEqual([
      ['deleted', null, null],
      ['deleted', null, null],
    ]);

    // Payments stay, no longer linked; the other member's stays theirs.
    const payments = await findRows(
      db(),
      'payment_transactions',
      {},
      { select: ['id', 'user_id'], orderBy: 'id' },
    );
    expect(payments.filter((p) => p.id === w.payment.id || p.id === w.otherPayment.id)).toEqual([
      { id: w.payment.id, user_id: null },
      { id: w.otherPayment.id, user_id: w.other.id },
    ]);

    // The others: their listing recounts its marks; their chat and block with the third member stay.
    const theirs = await getRow(db(), 'properties', { id: w.theirs.id });
    expect([theirs.favourite_count, theirs.interested_count]).toEqual([1, 1]);
    expect(await countRows(db(), 'chat_messages', { sender_id: w.third.id })).toBe(1);
    expect(await countRows(db(), 'blocks', { blocker_id: w.other.id })).toBe(1);
    expect((await get(app, 'get-sessions', {}, bearer(w.otherToken))).status).toBe(200);

    // Files: the member's are gone, shared and other members' files stay.
    for (const key of w.ownedFiles) expect(await app.deps.storage.exists(key), key).toBe(false);
    for (const key of w.keptFiles) expect(await app.deps.storage.exists(key), key).toBe(true);
  });

  it('leaves every old token answering 401 and the address free to register again', async () => {
    const w = await buildAccountWorld(app);
    expect((await post(app, 'delete_user', {}, bearer(w.tokens[1] as string))).status).toBe(200);
    for (const token of w.tokens) {
      const res = await get(app, 'get-sessions', {}, bearer(token));
      expect([res.status, res.body.code]).toEqual([401, 'TOKEN_INVALID']);
    }
    const again = await post(app, 'user-register', {
      name: 'Back Again',
      email: w.user.email,
      password: 'secret-1',
      re_password: 'secret-1',
    });
    expect(again.status).toBe(201);
    const fresh = await getRow(db(), 'users', { email_key: w.user.email_key });
    expect(fresh.id).not.toBe(w.user.id);
  });

  it('expires the session cookie when the account was used through it', async () => {
    const user = await createUser(app);
    const token = await createSession(app, user.id);
    const res = await post(
      app,
      'delete_user',
      {},
      { cookie: `domus_session=${token}`, origin: 'http://localhost:3000' },
    );
    expect(res.status).toBe(200);
    expect(String(res.headers['set-cookie'])).toMatch(/domus_session=;.*Max-Age=0/);
  });
});

describe('delete_user refusals store nothing', () => {
  async function unchanged(userId: number) {
    const row = await getRow(db(), 'users', { id: userId });
    expect(row.role).not.toBe('deleted');
    expect(await countRows(db(), 'sessions', { user_id: userId, revoked_at: null })).toBe(1);
  }

  it('refuses another user id with 403 FORBIDDEN', async () => {
    const user = await createUser(app);
    const other = await createUser(app);
    const token = await createSession(app, user.id);
    await createSession(app, other.id);
    const res = await post(app, 'delete_user', { userid: other.id }, bearer(token));
    expect([res.status, res.body.code, res.body.message]).toEqual([
      403,
      'FORBIDDEN',
      'You are not allowed to do this',
    ]);
    await unchanged(user.id);
    await unchanged(other.id);
  });

  it('refuses in demo mode', async () => {
    const user = await createUser(app);
    const token = await createSession(app, user.id);
    await app.services.settings.set('demo_mode', true);
    const res = await post(app, 'delete_user', {}, bearer(token));
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'DEMO_MODE', message: 'This Action is Not Allowed in Demo Mode' });
    await unchanged(user.id);
  });

  it('refuses an invalid userid, a missing or revoked session and a deactivated account', async () => {
    const user = await createUser(app);
    const token = await createSession(app, user.id);
    const bad = await post(app, 'delete_user', { userid: 0 }, bearer(token));
    expect([bad.status, bad.body.message]).toEqual([400, 'userid must be at least 1']);
    expect((await post(app, 'delete_user', {})).body.code).toBe('NOT_LOGGED_IN');
    const revoked = await createSession(app, user.id, {
      revoked_at: app.clock.now.toISOString(),
      revoked_reason: 'logout',
    });
    expect((await post(app, 'delete_user', {}, bearer(revoked))).body.code).toBe('TOKEN_INVALID');
    await unchanged(user.id);
    const off = await createUser(app, { is_active: 0 });
    const offToken = await createSession(app, off.id);
    const res = await post(app, 'delete_user', {}, bearer(offToken));
    expect([res.status, res.body.code]).toEqual([403, 'ACCOUNT_DEACTIVATED']);
    expect((await getRow(db(), 'users', { id: off.id }, { select: ['role'] })).role).toBe('member');
  });

  it('keeps the operator login out of reach of the member call', async () => {
    const admin = await createUser(app, { role: 'admin' });
    const token = await createSession(app, admin.id);
    const res = await post(app, 'delete_user', {}, bearer(token));
    expect([res.status, res.body.code]).toEqual([403, 'FORBIDDEN']);
    await unchanged(admin.id);
  });
});
