import { nowIso } from '../db/dialect.js';
import { createCategory, createProject, createProperty } from '../db/testing/listing.factory.js';
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
 * The app the agent read tests share: operator settings set once, before the first request
 * (settings are cached by the app), and the helpers every test uses. Each test builds its own
 * data after `reset()` has emptied every table these tests write and created one category,
 * which `property()` and `project()` file their listings under.
 */
export interface AgentWorld {
  app: TestApp;
  url: (key: string) => string;
  ago: (hours: number) => string;
  reset: () => Promise<void>;
  member: (values?: Partial<NewRow<'users'>>) => Promise<Member>;
  property: (values?: Partial<NewRow<'properties'>>) => ReturnType<typeof createProperty>;
  project: (values?: Partial<NewRow<'projects'>>) => ReturnType<typeof createProject>;
  deactivate: (userId: number) => Promise<void>;
}

const HOUR = 3600 * 1000;

/** Every table these tests write, children first, so each test starts from nothing. */
const TABLES = [
  'listing_views',
  'advertisements',
  'project_images',
  'projects',
  'property_images',
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

export async function createAgentWorld(): Promise<AgentWorld> {
  let categoryId: number;
  const app = await createTestApp();
  // Settings are cached by the app: set them once, before the first request.
  await setSettings(app, {
    ...OPERATOR_SETTINGS,
    facebook_id: 'https://facebook.com/domus',
    twitter_id: 'https://x.com/domus',
  });

  const url = (key: string) => app.deps.storage.publicUrl(key);
  const ago = (hours: number) => nowIso(new Date(app.clock.now.getTime() - hours * HOUR));

  async function reset() {
    app.clock.now = new Date('2026-06-15T12:00:00.000Z');
    await clearTables(app.deps.db, TABLES);
    categoryId = (await createCategory(app)).id;
  }

  async function member(values: Partial<NewRow<'users'>> = {}) {
    const user = await createUser(app, values);
    return { user, headers: bearer(await createSession(app, user.id)) };
  }

  const property = (values: Partial<NewRow<'properties'>> = {}) =>
    createProperty(app, { category_id: categoryId, ...values });
  const project = (values: Partial<NewRow<'projects'>> = {}) =>
    createProject(app, { category_id: categoryId, ...values });

  async function deactivate(userId: number) {
    await updateRows(app.deps.db, 'users', { id: userId }, { is_active: 0 });
    await refreshOwnerListings(app.deps.db, app.clock.now, userId);
  }

  return { app, url, ago, reset, member, property, project, deactivate };
}

export const ids = (items: { id: number }[]) => items.map((i) => i.id);
