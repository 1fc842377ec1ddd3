import { ADMIN_PERMISSIONS } from '@domus/shared/constants/admin-permissions.constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../db/dialect.js';
import { countRows, insertRow } from '../db/testing/rows.js';
import { bearer, createSession, createUser } from '../db/testing/user.factory.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { permissionsOfCall } from './call-pipeline.plugin.js';

// Every operator call, found from the app's own call list (a new one is swept without touching
// this file): a guest gets 401, a member 403 FORBIDDEN, and a staff account whose role grants every
// permission except the ones the call accepts gets 403 FORBIDDEN too, and none of them writes an
// audit record. Each module's own tests check the same with real inputs; this sweep makes sure no
// call was left out of them.

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

/** A staff account whose stored role holds exactly these permissions. */
async function staffWith(permissions: readonly string[], serial: number): Promise<Record<string, string>> {
  const at = nowIso(app.clock.now);
  const name = `sweep-${serial}`;
  await insertRow(app.deps.db, 'staff_roles', {
    name,
    permissions: JSON.stringify(permissions),
    created_at: at,
    updated_at: at,
  });
  const user = await createUser(app, { role: name });
  return bearer(await createSession(app, user.id));
}

describe('every operator call refuses who may not use it', () => {
  it('401 for a guest, 403 for a member and for staff without the call’s permission; nothing audited', async () => {
    const calls = app.calls.filter((call) => call.access === 'admin');
    expect(calls.length).toBeGreaterThan(100);
    const member = bearer(await createSession(app, (await createUser(app)).id));
    const staff = new Map<string, Record<string, string>>();
    const audits = await countRows(app.deps.db, 'audit_log');
    for (const call of calls) {
      const accepted = permissionsOfCall(call);
      const others = ADMIN_PERMISSIONS.filter((p) => !accepted.includes(p));
      const key = others.join(',');
      if (!staff.has(key)) staff.set(key, await staffWith(others, staff.size));
      const url = `/api/${call.name.replace(/:[a-z_]+/g, '1')}`;
      for (const [who, headers, status, code] of [
        ['guest', {}, 401, 'NOT_LOGGED_IN'],
        ['member', member, 403, 'FORBIDDEN'],
        [`staff without ${accepted.join('/')}`, staff.get(key) ?? {}, 403, 'FORBIDDEN'],
      ] as const) {
        const res = await app.app.inject({
          method: call.method,
          url,
          headers,
          payload: call.method === 'GET' ? undefined : {},
        });
        const body = res.json() as { code?: string };
        expect([call.method, call.name, who, res.statusCode, body.code]).toEqual([
          call.method,
          call.name,
          who,
          status,
          code,
        ]);
      }
    }
    expect(await countRows(app.deps.db, 'audit_log')).toBe(audits);
  });
});
