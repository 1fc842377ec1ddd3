import { PACKAGE_CHECK_TYPES } from '@domus/shared/constants/enums.constants';
import { nowIso } from '../db/dialect.js';
import type { NewRow } from '../db/types.js';
import {
  refreshProjectDerived,
  refreshPropertyDerived,
} from '../modules/properties/listing-derived.repository.js';
import { hashToken } from '../modules/sessions/session-token.js';
import type { TestApp } from './test-app.js';

/**
 * Small, explicit test data: each test states what it needs and asserts exact results.
 * Derived listing columns are computed by the same code the product uses.
 */
let counter = 0;
const next = () => {
  counter += 1;
  return counter;
};

function stamps(app: TestApp, at?: Date) {
  const iso = nowIso(at ?? app.clock.now);
  return { created_at: iso, updated_at: iso };
}

export async function createCategory(app: TestApp, values: Partial<NewRow<'categories'>> = {}) {
  const n = next();
  return app.deps.db
    .insertInto('categories')
    .values({
      category: `Category ${n}`,
      slug_id: `category-${n}`,
      sequence: n,
      status: 1,
      ...stamps(app),
      ...values,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function createUser(app: TestApp, values: Partial<NewRow<'users'>> = {}) {
  const n = next();
  return app.deps.db
    .insertInto('users')
    .values({
      name: `User ${n}`,
      slug_id: `user-${n}`,
      email: `user${n}@example.com`,
      email_key: `user${n}@example.com`,
      mobile: `+9198765${String(n).padStart(5, '0')}`,
      is_active: 1,
      is_email_verified: 1,
      ...stamps(app),
      ...values,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function createProperty(
  app: TestApp,
  values: Partial<NewRow<'properties'>> & { category_id: number },
) {
  const n = next();
  const row = await app.deps.db
    .insertInto('properties')
    .values({
      slug_id: `property-${n}`,
      title: `Property ${n}`,
      description: `<p>Description of property ${n}, a pleasant home.</p>`,
      property_type: 'sell',
      price: 100_000,
      address: `${n} Main Road`,
      city: 'Pune',
      state: 'Maharashtra',
      country: 'India',
      latitude: 18.52,
      longitude: 73.85,
      title_image: `test/p${n}.jpg`,
      owner_id: null,
      status: 1,
      request_status: 'approved',
      is_public: 0,
      ...stamps(app),
      ...values,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await refreshPropertyDerived(app.deps.db, app.clock.now, [row.id]);
  return app.deps.db.selectFrom('properties').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
}

export async function createProject(
  app: TestApp,
  values: Partial<NewRow<'projects'>> & { category_id: number },
) {
  const n = next();
  const row = await app.deps.db
    .insertInto('projects')
    .values({
      slug_id: `project-${n}`,
      title: `Project ${n}`,
      description: `<p>Project ${n} description.</p>`,
      type: 'under_construction',
      location: `${n} Tower Road`,
      city: 'Pune',
      state: 'Maharashtra',
      country: 'India',
      latitude: 18.5,
      longitude: 73.8,
      image: `test/pr${n}.jpg`,
      owner_id: null,
      status: 1,
      request_status: 'approved',
      is_public: 0,
      ...stamps(app),
      ...values,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await refreshProjectDerived(app.deps.db, app.clock.now, [row.id]);
  return row;
}

/** A live, approved list advertisement (featured) for a property or project. */
export async function createAdvertisement(
  app: TestApp,
  target: { property_id?: number; project_id?: number },
  values: Partial<NewRow<'advertisements'>> = {},
) {
  const start = new Date(app.clock.now.getTime() - 24 * 3600 * 1000);
  const end = new Date(app.clock.now.getTime() + 30 * 24 * 3600 * 1000);
  const row = await app.deps.db
    .insertInto('advertisements')
    .values({
      for: target.property_id ? 'property' : 'project',
      type: 'list',
      property_id: target.property_id ?? null,
      project_id: target.project_id ?? null,
      status: 0,
      is_enable: 1,
      start_date: nowIso(start),
      end_date: nowIso(end),
      ...stamps(app),
      ...values,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  if (target.property_id) await refreshPropertyDerived(app.deps.db, app.clock.now, [target.property_id]);
  if (target.project_id) await refreshProjectDerived(app.deps.db, app.clock.now, [target.project_id]);
  return row;
}

/** A session for a user; returns the raw token for `Authorization: Bearer`. */
export async function createSession(app: TestApp, userId: number, values: Partial<NewRow<'sessions'>> = {}) {
  const token = `test-token-${next()}-${Math.random().toString(36).slice(2)}`;
  const at = nowIso(app.clock.now);
  const expires = nowIso(new Date(app.clock.now.getTime() + 180 * 24 * 3600 * 1000));
  await app.deps.db
    .insertInto('sessions')
    .values({
      user_id: userId,
      token_hash: hashToken(token),
      created_at: at,
      last_used_at: at,
      expires_at: expires,
      ...values,
    })
    .execute();
  return token;
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

/** Gives a user an active subscription to a package with the given features (contract §4.5). */
export async function subscribe(
  app: TestApp,
  userId: number,
  features: { type: string; limit?: number | null }[],
  options: { endsInHours?: number | null } = {},
) {
  const db = app.deps.db;
  const catalogue: readonly string[] = PACKAGE_CHECK_TYPES; // ids 1–7 in contract order (§2.10)
  const existing = await db.selectFrom('package_features').select('id').execute();
  if (existing.length === 0) {
    await db
      .insertInto('package_features')
      .values(catalogue.map((type, i) => ({ id: i + 1, type, name: type, status: 1 })))
      .execute();
  }
  const pkg = await db
    .insertInto('packages')
    .values({
      name: `Package ${next()}`,
      package_type: 'paid',
      price: 10,
      duration: 720,
      status: 1,
      ...stamps(app),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const feature of features) {
    const featureId = catalogue.indexOf(feature.type) + 1;
    await db
      .insertInto('package_feature_limits')
      .values({
        package_id: pkg.id,
        feature_id: featureId,
        limit_type: feature.limit ? 'limited' : 'unlimited',
        limit: feature.limit ?? null,
      })
      .execute();
  }
  const hours = options.endsInHours === undefined ? 720 : options.endsInHours;
  const up = await db
    .insertInto('user_packages')
    .values({
      user_id: userId,
      package_id: pkg.id,
      start_date: nowIso(new Date(app.clock.now.getTime() - 3600 * 1000)),
      end_date: hours === null ? null : nowIso(new Date(app.clock.now.getTime() + hours * 3600 * 1000)),
      ...stamps(app),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const feature of features.filter((f) => f.limit)) {
    await db
      .insertInto('user_package_limits')
      .values({
        user_package_id: up.id,
        feature_id: catalogue.indexOf(feature.type) + 1,
        total_limit: feature.limit as number,
      })
      .execute();
  }
  return pkg.id;
}
