import { beforeAll, describe, expect, it } from 'vitest';
import { findRows } from '../../db/testing/rows.js';
import { bearer, createSession, createUser } from '../../db/testing/user.factory.js';
import { chatWorld } from '../../testing/chat-world.js';
import { get, post } from '../../testing/test-app.js';

// "Report this conversation" (issue 12), the operators' side: the console's list, detail, badge
// count and resolution of chat reports, under the chat permissions (users.read, users.manage).

const { world, later, member, pair, send } = chatWorld();

let admin: { id: number; auth: Record<string, string> };
beforeAll(async () => {
  const user = await createUser(world.app, { role: 'admin', name: 'Olga Operator' });
  admin = { id: user.id, auth: bearer(await createSession(world.app, user.id)) };
});

/** A buyer's report of a conversation with an owner about a new listing. */
async function filed(reason: string) {
  const { owner, buyer, home } = await pair();
  await send(owner.auth, { receiver_id: buyer.id, property_id: home.id, message: 'Gift cards only' });
  const res = await post(
    world.app,
    'report-chat',
    { user_id: owner.id, property_id: home.id, reason },
    buyer.auth,
  );
  expect(res.status).toBe(201);
  return { owner, buyer, home, id: res.body.data.id as number };
}

const list = (query: Record<string, unknown>) => get(world.app, 'admin/chat-reports', query, admin.auth);

describe('admin/chat-reports', () => {
  it('lists reports newest first, by status and search, with the parties and no evidence', async () => {
    const first = await filed('Asked for gift cards xylophone');
    later(1);
    const second = await filed('Rude messages');
    const all = await list({ limit: 100 });
    expect(all.status).toBe(200);
    const ids = all.body.data.map((r: { id: number }) => r.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(all.body.total).toBeGreaterThanOrEqual(2);
    const item = all.body.data.find((r: { id: number }) => r.id === first.id);
    expect(item).toEqual({
      id: first.id,
      status: 'open',
      reason: 'Asked for gift cards xylophone',
      property: { id: first.home.id, title: first.home.title },
      reporter: { id: first.buyer.id, name: 'Buyer', account: 'active' },
      reported_user: { id: first.owner.id, name: 'Owner', account: 'active' },
      message_count: 1,
      created_at: expect.stringMatching(/Z$/),
      resolved_at: null,
    });

    const found = await list({ search: 'XYLOPHONE' });
    expect(found.body.data.map((r: { id: number }) => r.id)).toEqual([first.id]);
    expect(found.body.total).toBe(1);
    const byTitle = (await list({ search: first.home.title })).body.data.map((r: { id: number }) => r.id);
    expect(byTitle).toContain(first.id);
    expect(byTitle).not.toContain(second.id);
    expect((await list({ search: String(second.id) })).body.data.map((r: { id: number }) => r.id)).toContain(
      second.id,
    );
    await post(world.app, `admin/chat-reports/${second.id}/resolve`, { note: 'Done' }, admin.auth);
    const open = await list({ status: 'open', limit: 100 });
    expect(open.body.data.every((r: { status: string }) => r.status === 'open')).toBe(true);
    const resolved = await list({ status: 'resolved', limit: 100 });
    expect(resolved.body.data.map((r: { id: number }) => r.id)).toContain(second.id);
    expect(resolved.body.data.map((r: { id: number }) => r.id)).not.toContain(first.id);
    for (const bad of [{ status: 'closed' }, { limit: 0 }, { offset: -1 }, { search: 'x'.repeat(101) }]) {
      expect((await list(bad)).status).toBe(400);
    }
  });

  it('shows one report with its evidence; 404 for an unknown one', async () => {
    const { owner, buyer, home, id } = await filed('Scam');
    const detail = await get(world.app, `admin/chat-reports/${id}`, {}, admin.auth);
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({
      id,
      status: 'open',
      resolution_note: null,
      resolved_by: null,
      evidence: {
        property: { id: home.id, title: home.title, slug_id: home.slug_id },
        parties: [
          { id: buyer.id, name: 'Buyer' },
          { id: owner.id, name: 'Owner' },
        ],
        messages: [
          {
            sender_id: owner.id,
            receiver_id: buyer.id,
            message: 'Gift cards only',
            file: null,
            audio: null,
            chat_message_type: 'text',
          },
        ],
      },
    });
    expect(detail.body.data.evidence.taken_at).toMatch(/:\d{2}Z$/);
    expect((await get(world.app, 'admin/chat-reports/987654', {}, admin.auth)).status).toBe(404);
    expect((await get(world.app, 'admin/chat-reports/abc', {}, admin.auth)).status).toBe(400);
  });

  it('resolves an open report once, with a note, audited; the badge count follows', async () => {
    const { id } = await filed('Threats');
    const before = (await get(world.app, 'admin/chat-report-counts', {}, admin.auth)).body.data
      .open_chat_reports;
    expect(before).toBeGreaterThanOrEqual(1);
    const noNote = await post(world.app, `admin/chat-reports/${id}/resolve`, {}, admin.auth);
    expect([noNote.status, noNote.body.message]).toEqual([400, 'Please write a note about what was done']);
    const long = await post(
      world.app,
      `admin/chat-reports/${id}/resolve`,
      { note: 'x'.repeat(1001) },
      admin.auth,
    );
    expect(long.status).toBe(400);

    const res = await post(
      world.app,
      `admin/chat-reports/${id}/resolve`,
      { note: 'Account blocked' },
      admin.auth,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: 'Report resolved',
      data: { id, status: 'resolved', resolution_note: 'Account blocked', resolved_by: admin.id },
    });
    expect(res.body.data.resolved_at).toMatch(/Z$/);
    const counts = await get(world.app, 'admin/chat-report-counts', {}, admin.auth);
    expect(counts.body.data).toEqual({ open_chat_reports: before - 1 });
    const audit = await findRows(world.app.deps.db, 'audit_log', {
      target_type: 'chat_report',
      target_id: id,
    });
    expect(audit.map((a) => [a.action, a.actor_id])).toEqual([['chat_report.resolve', admin.id]]);

    const again = await post(world.app, `admin/chat-reports/${id}/resolve`, { note: 'Again' }, admin.auth);
    expect([again.status, again.body.code]).toEqual([409, 'REPORT_NOT_OPEN']);
    expect(
      (await post(world.app, 'admin/chat-reports/987654/resolve', { note: 'x' }, admin.auth)).status,
    ).toBe(404);
  });

  it('is for staff with the chat permissions only (401, 403), touching nothing', async () => {
    const { id } = await filed('Spam');
    const someone = await member();
    const editor = await createUser(world.app, { role: 'editor' });
    const editorAuth = bearer(await createSession(world.app, editor.id));
    const calls = [
      (auth: Record<string, string>) => get(world.app, 'admin/chat-reports', {}, auth),
      (auth: Record<string, string>) => get(world.app, `admin/chat-reports/${id}`, {}, auth),
      (auth: Record<string, string>) => get(world.app, 'admin/chat-report-counts', {}, auth),
      (auth: Record<string, string>) =>
        post(world.app, `admin/chat-reports/${id}/resolve`, { note: 'x' }, auth),
    ];
    for (const call of calls) {
      expect((await call({})).status).toBe(401);
      for (const auth of [someone.auth, editorAuth]) {
        const res = await call(auth);
        expect([res.status, res.body.code]).toEqual([403, 'FORBIDDEN']);
      }
    }
    const [row] = await findRows(world.app.deps.db, 'chat_reports', { id });
    expect(row?.status).toBe('open');
  });
});
