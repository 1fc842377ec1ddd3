import { nowIso } from '../dialect.js';
import type { FactoryApp } from './factory-context.js';

/** Writes an operator setting the way the settings table stores it (JSON-encoded). */
export async function setSetting(
  app: FactoryApp & { services?: { settings: { invalidate(): void } } },
  key: string,
  value: unknown,
) {
  const row = { key, value: JSON.stringify(value), updated_at: nowIso(app.clock.now) };
  await app.deps.db
    .insertInto('settings')
    .values(row)
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: row.value, updated_at: row.updated_at }))
    .execute();
  // The settings service caches for a few seconds: a test that writes the table reads it next.
  app.services?.settings.invalidate();
}

/** The operator (the site's own "Admin" profile) as the worlds' listings and contacts show it. */
export const OPERATOR_SETTINGS = {
  admin_name: 'Domus Team',
  admin_image: 'test/admin.png',
  company_email: 'hello@domus.test',
  company_tel1: '+911234567890',
  company_address: '1 Harbour Street, Mumbai',
} as const;

/** Several settings at once; before an app's first request (settings are cached after it). */
export async function setSettings(app: Parameters<typeof setSetting>[0], settings: Record<string, unknown>) {
  for (const [key, value] of Object.entries(settings)) await setSetting(app, key, value);
}
