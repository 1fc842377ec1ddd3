import { nowIso } from '../db/dialect.js';
import { subscribe } from '../db/testing/package.factory.js';
import { clearTables, updateRows } from '../db/testing/rows.js';
import { OPERATOR_SETTINGS, setSettings } from '../db/testing/settings.factory.js';
import { bearer, createSession, createUser } from '../db/testing/user.factory.js';
import type { NewRow } from '../db/types.js';
import { refreshOwnerListings } from '../modules/listings/listing-derived.repository.js';
import { createTestApp, type TestApp } from './test-app.js';

/** A signed-in member: the user row and the headers that carry their session. */
export interface Member {
  user: Awaited<ReturnType<typeof createUser>>;
  headers: ReturnType<typeof bearer>;
}

/**
 * The app the project read tests share: operator settings set once, before the first request
 * (settings are cached by the app), and the helpers every test uses. Each test builds its own
 * data after `reset()` has emptied every table these tests write.
 */
export interface ProjectWorld {
  app: TestApp;
  url: (key: string) => string;
  ago: (hours: number) => string;
  reset: () => Promise<void>;
  member: (values?: Partial<NewRow<'users'>>) => Promise<Member>;
  withAccess: (features?: Parameters<typeof subscribe>[2]) => Promise<Member>;
  deactivate: (userId: number) => Promise<void>;
}

export const HOUR = 3600 * 1000;

/** Every table these tests write, children first, so each test starts from nothing. */
const TABLES = [
  'listing_views',
  'advertisements',
  'project_plans',
  'project_documents',
  'project_images',
  'projects',
  'properties',
  'owner_listing_counts',
  'user_package_limits',
  'user_packages',
  'package_feature_limits',
  'packages',
  'sessions',
  'users',
  'categories',
] as const;

export async function createProjectWorld(): Promise<ProjectWorld> {
  const app = await createTestApp();
  // Settings are cached by the app: set them once, before the first request.
  await setSettings(app, OPERATOR_SETTINGS);

  const url = (key: string) => app.deps.storage.publicUrl(key);
  const ago = (hours: number) => nowIso(new Date(app.clock.now.getTime() - hours * HOUR));

  async function reset() {
    app.clock.now = new Date('2026-06-15T12:00:00.000Z');
    await clearTables(app.deps.db, TABLES);
  }

  async function member(values: Partial<NewRow<'users'>> = {}) {
    const user = await createUser(app, values);
    return { user, headers: bearer(await createSession(app, user.id)) };
  }

  async function withAccess(features = [{ type: 'project_access' }]) {
    const m = await member();
    await subscribe(app, m.user.id, features);
    return m;
  }

  async function deactivate(userId: number) {
    await updateRows(app.deps.db, 'users', { id: userId }, { is_active: 0 });
    await refreshOwnerListings(app.deps.db, app.clock.now, userId);
  }

  return { app, url, ago, reset, member, withAccess, deactivate };
}

export const ids = (body: { data: { id: number }[] }) => body.data.map((p) => p.id);
