import { isSettingKey, readSetting } from '@domus/shared/schemas/settings.schema';
import { describe, expect, it } from 'vitest';
import { demoSettings } from '../../db/seed/seed-content.js';
import { createCategory, createProperty } from '../../db/testing/listing.factory.js';
import { getRow } from '../../db/testing/rows.js';
import { setSettings } from '../../db/testing/settings.factory.js';
import { bearer, createSession, createUser } from '../../db/testing/user.factory.js';
import { appPerFile } from '../../testing/app-per-file.js';
import { get, post, type TestApp } from '../../testing/test-app.js';
import { hashPassword } from '../accounts/password.js';

// Operator settings are read through one schema: a switch stored as "1", 1, "true" or true is on
// everywhere (access guard, contact masking, demo-account refusals, web-settings), and "0", 0,
// "false", "" or false is off everywhere; an unreadable stored value falls back to its default.

let app: TestApp;
appPerFile((built) => {
  app = built;
});

/** Stores a raw value as the settings table holds it and drops the service's cache. */
async function store(settings: Record<string, unknown>) {
  await setSettings(app, settings);
  app.services.settings.invalidate();
}

async function demoWorld() {
  const category = await createCategory(app);
  const owner = await createUser(app, { mobile: '+919876543210' });
  const property = await createProperty(app, { category_id: category.id, owner_id: owner.id });
  const viewer = await createUser(app);
  const viewerToken = await createSession(app, viewer.id);
  const demo = await createUser(app, {
    is_demo: 1,
    logintype: 3,
    password_hash: await hashPassword('demo-secret-1'),
  });
  const demoToken = await createSession(app, demo.id);
  return { property, viewerToken, demoToken };
}

const ON = ['1', 1, 'true', true, 'TRUE '];
const OFF = ['0', 0, 'false', '', false];

describe('demo_mode read through the settings schema', () => {
  it.each(ON.map((v) => [JSON.stringify(v), v]))(
    'stored as %s: contacts are masked, demo-account and member writes are refused',
    async (_label, value) => {
      const w = await demoWorld();
      await store({ demo_mode: value });
      expect(await app.services.settings.get('demo_mode')).toBe(true);

      const seen = await get(app, 'get_property', { id: w.property.id }, bearer(w.viewerToken));
      expect(seen.body.data[0].mobile).toBe('+91******3210');

      const revoke = await post(app, 'revoke-session', { all: 1 }, bearer(w.demoToken));
      expect([revoke.status, revoke.body.code]).toEqual([403, 'DEMO_MODE']);
      const remove = await post(app, 'delete_user', {}, bearer(w.viewerToken));
      expect([remove.status, remove.body.code]).toEqual([403, 'DEMO_MODE']);

      const settings = await get(app, 'web-settings');
      expect(settings.body.data.demo_mode).toBe(true);
    },
  );

  it.each(OFF.map((v) => [JSON.stringify(v), v]))(
    'stored as %s: contacts are shown and the demo account may write',
    async (_label, value) => {
      const w = await demoWorld();
      await store({ demo_mode: value });
      expect(await app.services.settings.get('demo_mode')).toBe(false);

      const seen = await get(app, 'get_property', { id: w.property.id }, bearer(w.viewerToken));
      expect(seen.body.data[0].mobile).toBe('+919876543210');

      const revoke = await post(app, 'revoke-session', { all: 1 }, bearer(w.demoToken));
      expect([revoke.status, revoke.body.message]).toEqual([200, 'Session revoked']);

      const settings = await get(app, 'web-settings');
      expect(settings.body.data.demo_mode).toBe(false);
    },
  );
});

describe('typed settings', () => {
  it('knows every key the demo seed stores and reads each value as stored', () => {
    for (const [key, value] of Object.entries(demoSettings())) {
      expect(isSettingKey(key), key).toBe(true);
      if (!isSettingKey(key)) continue;
      expect(readSetting(key, JSON.parse(JSON.stringify(value))), key).toEqual({ value, invalid: false });
    }
  });

  it('falls back to the default for an unreadable stored value and warns once', async () => {
    const warnings: unknown[] = [];
    app.services.settings.useLog({ warn: (object) => warnings.push(object) });
    await store({ demo_mode: 'maybe', distance_option: 'furlong', auto_approve: { on: true } });
    expect(await app.services.settings.get('demo_mode')).toBe(false);
    expect(await app.services.settings.get('distance_option')).toBe('km');
    expect(await app.services.settings.get('auto_approve')).toBe(false);
    expect(await app.services.settings.get('demo_mode')).toBe(false);
    expect(warnings).toEqual([
      { setting: 'demo_mode' },
      { setting: 'distance_option' },
      { setting: 'auto_approve' },
    ]);

    const settings = await get(app, 'web-settings');
    expect(settings.status).toBe(200);
    expect(settings.body.data).toMatchObject({
      demo_mode: false,
      distance_option: 'km',
      auto_approve: false,
    });
    await store({ demo_mode: false, distance_option: 'km', auto_approve: false });
  });

  it('checks and normalises a value on the way in: a bad one is a 400 and leaves the stored one', async () => {
    await app.services.settings.set('demo_mode', '1');
    const stored = await getRow(app.deps.db, 'settings', { key: 'demo_mode' }, { select: ['value'] });
    expect(stored.value).toBe('true');
    const refused = await app.services.settings.set('demo_mode', 'maybe').catch((error: unknown) => error);
    expect(refused).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    expect(await app.services.settings.get('demo_mode')).toBe(true);
    await app.services.settings.set('demo_mode', false);
  });

  it('coerces numbers from numeric strings and keeps number_with_suffix as "1"/"0" on the wire', async () => {
    await store({
      latitude: '18.5204',
      longitude: ' 73.8567 ',
      number_with_suffix: true,
      company_tel1: 911234,
    });
    const on = (await get(app, 'web-settings')).body.data;
    expect(on).toMatchObject({
      latitude: 18.5204,
      longitude: 73.8567,
      number_with_suffix: '1',
      company_tel1: '911234',
    });
    await store({ number_with_suffix: 0, latitude: '', longitude: null });
    const off = (await get(app, 'web-settings')).body.data;
    expect(off).toMatchObject({ number_with_suffix: '0', latitude: null, longitude: null });
    expect(await app.services.settings.get('number_with_suffix')).toBe('0');
  });
});
