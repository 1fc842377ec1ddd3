import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from './migrate.js';
import { migrations } from './migrations/migration-list.js';
import { createTestDatabase, type TestDatabase, testDialect } from './testing/test-db.js';

/** Every entity of the product has a table after migrating an empty DB. */
const TABLES = [
  'settings',
  'languages',
  'cities',
  'categories',
  'parameters',
  'category_parameters',
  'outdoor_facilities',
  'report_reasons',
  'faqs',
  'articles',
  'contact_messages',
  'users',
  'user_identities',
  'sessions',
  'otps',
  'sign_in_tickets',
  'password_resets',
  'push_subscriptions',
  'verification_fields',
  'verification_field_options',
  'verification_applications',
  'verification_values',
  'user_interests',
  'properties',
  'property_images',
  'property_documents',
  'property_parameters',
  'property_facilities',
  'favourites',
  'interests',
  'reports',
  'projects',
  'project_images',
  'project_documents',
  'project_plans',
  'listing_views',
  'owner_listing_counts',
  'sliders',
  'moderation_reasons',
  'package_features',
  'packages',
  'package_feature_limits',
  'payment_transactions',
  'payment_events',
  'user_packages',
  'user_package_limits',
  'advertisements',
  'chat_messages',
  'chat_deletions',
  'chat_reports',
  'blocks',
  'notifications',
  'audit_log',
];

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase({ migrate: false });
});
afterAll(async () => {
  await db.destroy();
});

async function tableNames(): Promise<string[]> {
  if (testDialect === 'postgres') {
    const result = await sql<{
      name: string;
    }>`select table_name as name from information_schema.tables where table_schema = 'public'`.execute(db.db);
    return result.rows.map((r) => r.name);
  }
  const result = await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(
    db.db,
  );
  return result.rows.map((r) => r.name);
}

describe(`migrations on ${testDialect}`, () => {
  it('creates every table of the product on an empty database, in order, once', async () => {
    expect(await tableNames()).not.toContain('users');
    const applied = await migrateToLatest(db);
    expect(applied).toEqual(migrations.map((m) => m.name));
    expect(await tableNames()).toEqual(expect.arrayContaining([...TABLES, 'domus_migrations']));
    expect(await migrateToLatest(db)).toEqual([]);
  });

  it('enforces the constraints the services rely on', async () => {
    const at = new Date().toISOString();
    await db.db
      .insertInto('categories')
      .values({ category: 'A', slug_id: 'a', created_at: at, updated_at: at })
      .execute();
    await expect(
      db.db
        .insertInto('categories')
        .values({ category: 'B', slug_id: 'a', created_at: at, updated_at: at })
        .execute(),
    ).rejects.toThrow();
    await db.db
      .insertInto('users')
      .values({ slug_id: 'u1', email_key: 'x@example.com', created_at: at, updated_at: at })
      .execute();
    await expect(
      db.db
        .insertInto('users')
        .values({ slug_id: 'u2', email_key: 'x@example.com', created_at: at, updated_at: at })
        .execute(),
    ).rejects.toThrow();
    // Foreign keys are on: a parameter value for a missing property is refused.
    await expect(
      db.db
        .insertInto('property_parameters')
        .values({ property_id: 999, parameter_id: 999, value: '1', created_at: at, updated_at: at })
        .execute(),
    ).rejects.toThrow();
  });

  it('rolls back a failed multi-table write as a whole', async () => {
    const at = new Date().toISOString();
    await expect(
      db.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('faqs')
          .values({ question: 'Q?', answer: 'A.', created_at: at, updated_at: at })
          .execute();
        await trx
          .insertInto('categories')
          .values({ category: 'Dup', slug_id: 'a', created_at: at, updated_at: at })
          .execute();
      }),
    ).rejects.toThrow();
    const faqs = await db.db.selectFrom('faqs').select('id').execute();
    expect(faqs).toHaveLength(0);
  });
});
