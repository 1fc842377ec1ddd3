import type { AppConfig } from '../config.js';
import { createCategory, createProperty } from '../db/testing/listing.factory.js';
import { createSession, createUser } from '../db/testing/user.factory.js';
import type { NewRow } from '../db/types.js';
import { createTestApp, type TestApp } from './test-app.js';

/**
 * The world of the response-cache tests: an app whose cached answers and counts live an hour, so
 * only an announced change can refresh one, an operator, a category, and guests' raw GETs.
 */
export interface CacheWorld {
  app: TestApp;
  categoryId: number;
  adminToken: string;
}

export async function createCacheWorld(overrides: Partial<AppConfig> = {}): Promise<CacheWorld> {
  const app = await createTestApp({
    responseCache: true,
    countCache: true,
    responseCacheTtlMs: 3_600_000,
    ...overrides,
  });
  await app.services.settings.set('demo_mode', false);
  const admin = await createUser(app, { role: 'admin' });
  return {
    app,
    adminToken: await createSession(app, admin.id),
    categoryId: (await createCategory(app)).id,
  };
}

/** A guest's GET of a raw path and query, with optional headers. */
export async function guestGet(app: TestApp, url: string, headers: Record<string, string> = {}) {
  const res = await app.app.inject({ method: 'GET', url: `/api/${url}`, headers });
  return {
    status: res.statusCode,
    headers: res.headers,
    text: res.body,
    body: res.body ? safeJson(res.body) : null,
  };
}

function safeJson(text: string): any {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Fixtures write straight to the tables: the test announces them as a write path would. */
export async function cachedListing(world: CacheWorld, values: Partial<NewRow<'properties'>> = {}) {
  const property = await createProperty(world.app, { category_id: world.categoryId, ...values });
  await world.app.deps.changes.publish({ properties: [property.id] });
  return property;
}

/** A member with a session and one listing of their own. */
export async function cachedMember(world: CacheWorld, name: string) {
  const user = await createUser(world.app, { name, logintype: 0 });
  const token = await createSession(world.app, user.id);
  const property = await cachedListing(world, { owner_id: user.id, title: `${name}'s house` });
  return { user, token, property };
}

/** The ids a guest's first page of listings shows. */
export const listedIds = async (app: TestApp) =>
  ((await guestGet(app, 'get-property-list?limit=50')).body.data as { id: number }[]).map((p) => p.id);
