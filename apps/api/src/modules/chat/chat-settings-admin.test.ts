import { DEFAULT_CHAT_SAFETY_RULES } from '@domus/shared/constants/chat-safety.constants';
import { beforeAll, describe, expect, it } from 'vitest';
import { findRows } from '../../db/testing/rows.js';
import { bearer, createSession, createUser } from '../../db/testing/user.factory.js';
import { chatWorld } from '../../testing/chat-world.js';
import { get } from '../../testing/test-app.js';

// The chat's settings in the console (issue 12): abuse limits, scam rules and contact masking are
// settings data, checked by the settings schema and effective at once.

const { world, member, pair, send } = chatWorld();

let admin: { id: number; auth: Record<string, string> };
beforeAll(async () => {
  const user = await createUser(world.app, { role: 'admin' });
  admin = { id: user.id, auth: bearer(await createSession(world.app, user.id)) };
});

async function patch(body: unknown, auth = admin.auth) {
  const res = await world.app.app.inject({
    method: 'PATCH',
    url: '/api/admin/chat-settings',
    payload: body as Record<string, unknown>,
    headers: auth,
  });
  return { status: res.statusCode, body: res.json() as any };
}

const RULE = { code: 'sunny', label: 'Sun', patterns: ['sunny terrace'], warning: 'Check the terrace' };

describe('admin/chat-settings', () => {
  it('reads the settings in force and their defaults', async () => {
    const res = await get(world.app, 'admin/chat-settings', {}, admin.auth);
    expect(res.status).toBe(200);
    const defaults = {
      chat_messages_per_minute: 30,
      chat_new_account_days: 7,
      chat_new_account_conversations_per_day: 10,
      chat_contact_mask_days: 7,
      chat_safety_rules: DEFAULT_CHAT_SAFETY_RULES,
    };
    expect(res.body.data).toEqual(defaults);
    expect(res.body.defaults).toEqual(defaults);
  });

  it('stores valid changes, audited, and chat follows them at once', async () => {
    try {
      const res = await patch({ chat_safety_rules: [RULE], chat_messages_per_minute: '1' });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ chat_safety_rules: [RULE], chat_messages_per_minute: 1 });
      const audit = await findRows(world.app.deps.db, 'audit_log', { action: 'chat_settings.update' });
      expect(audit).toHaveLength(1);
      expect(JSON.parse(audit[0]?.after as string)).toEqual({
        chat_messages_per_minute: 1,
        chat_safety_rules: [RULE],
      });
      expect(JSON.parse(audit[0]?.before as string).chat_messages_per_minute).toBe(30);

      const { owner, buyer, home } = await pair();
      const sent = await send(buyer.auth, {
        receiver_id: owner.id,
        property_id: home.id,
        message: 'A sunny terrace?',
      });
      expect(sent.status).toBe(201);
      const thread = await get(
        world.app,
        'get_messages',
        { user_id: buyer.id, property_id: home.id },
        owner.auth,
      );
      expect(thread.body.data.data[0].safety_warnings).toEqual([
        { code: 'sunny', text: 'Check the terrace' },
      ]);
      const second = await send(buyer.auth, {
        receiver_id: owner.id,
        property_id: home.id,
        message: 'Hello?',
      });
      expect([second.status, second.body.code]).toEqual([429, 'RATE_LIMITED']);
      expect(second.body.details.retry_after_s).toBeGreaterThan(0);
    } finally {
      await patch({ chat_safety_rules: DEFAULT_CHAT_SAFETY_RULES, chat_messages_per_minute: 30 });
    }
  });

  it('refuses a bad rule or limit with 400 naming the field, and stores none of the request', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ chat_safety_rules: [{ ...RULE, patterns: ['gi*ft'] }] }, 'chat_safety_rules.0.patterns.0'],
      [{ chat_safety_rules: [{ ...RULE, code: 'Not A Code' }] }, 'chat_safety_rules.0.code'],
      [{ chat_safety_rules: [RULE, RULE] }, 'chat_safety_rules.1.code'],
      [{ chat_safety_rules: [{ ...RULE, patterns: ['x'.repeat(61)] }] }, 'chat_safety_rules.0.patterns.0'],
      [{ chat_safety_rules: 'not json' }, 'chat_safety_rules'],
      [{ chat_messages_per_minute: 0 }, 'chat_messages_per_minute'],
      [{ chat_contact_mask_days: -1 }, 'chat_contact_mask_days'],
      [{ chat_new_account_conversations_per_day: 2.5 }, 'chat_new_account_conversations_per_day'],
    ];
    for (const [body, field] of cases) {
      const res = await patch({ chat_contact_mask_days: 0, ...body });
      expect([res.status, res.body.code]).toEqual([400, 'VALIDATION_FAILED']);
      expect(res.body.details.fields.map((f: { field: string }) => f.field)).toContain(field);
    }
    const now = await get(world.app, 'admin/chat-settings', {}, admin.auth);
    expect(now.body.data.chat_contact_mask_days).toBe(7);
    expect(now.body.data.chat_safety_rules).toEqual(DEFAULT_CHAT_SAFETY_RULES);
    // A form sends the rules as JSON text; the same schema reads them.
    const asText = await patch({ chat_safety_rules: JSON.stringify(DEFAULT_CHAT_SAFETY_RULES) });
    expect(asText.status).toBe(200);
  });

  it('needs the settings permissions', async () => {
    const someone = await member();
    const editor = await createUser(world.app, { role: 'editor' });
    for (const auth of [someone.auth, bearer(await createSession(world.app, editor.id))]) {
      expect((await get(world.app, 'admin/chat-settings', {}, auth)).status).toBe(403);
      expect((await patch({ chat_contact_mask_days: 0 }, auth)).status).toBe(403);
    }
    expect((await patch({ chat_contact_mask_days: 0 }, {})).status).toBe(401);
    expect(
      (await get(world.app, 'admin/chat-settings', {}, admin.auth)).body.data.chat_contact_mask_days,
    ).toBe(7);
  });
});
