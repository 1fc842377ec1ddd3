import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../dialect.js';
import type { DB } from '../types.js';

/**
 * Every data table, children before parents, so plain DELETEs never trip a foreign key. Deleting
 * (rather than dropping or truncating) keeps the schema, the migration log and any triggers the
 * repositories rely on (for example full-text index maintenance).
 * `package_features` stays: it is the fixed package feature catalogue, not demo data.
 */
export const RESET_ORDER: ReadonlyArray<keyof DB> = [
  'audit_log',
  'chat_reports',
  'chat_deletions',
  'chat_messages',
  'blocks',
  'notifications',
  'advertisements',
  'user_package_limits',
  'user_packages',
  'payment_events',
  'payment_transactions',
  'package_feature_limits',
  'packages',
  'sliders',
  'moderation_reasons',
  'listing_history',
  'listing_views',
  'project_plans',
  'project_documents',
  'project_images',
  'projects',
  'reports',
  'interests',
  'favourites',
  'property_facilities',
  'property_parameters',
  'property_documents',
  'property_images',
  'properties',
  'owner_listing_counts',
  'user_interests',
  'verification_values',
  'verification_applications',
  'verification_field_options',
  'verification_fields',
  'push_subscriptions',
  'password_resets',
  'sign_in_tickets',
  'otps',
  'sessions',
  'user_identities',
  'users',
  'contact_messages',
  'articles',
  'faqs',
  'report_reasons',
  'outdoor_facilities',
  'category_parameters',
  'parameters',
  'categories',
  'cities',
  'languages',
  'settings',
];

/** Removes all rows (one transaction). Returns the number of tables emptied. */
export async function resetDatabase(db: Kysely<DB>, dialect: DialectName): Promise<number> {
  const existing = new Set((await db.introspection.getTables()).map((t) => t.name));
  const tables = RESET_ORDER.filter((t) => existing.has(t));
  await db.transaction().execute(async (trx) => {
    for (const table of tables) await sql`delete from ${sql.table(table)}`.execute(trx);
    // Restart the id counters so a reset demo gets the same ids as a fresh one.
    if (dialect === 'sqlite') {
      await sql`delete from sqlite_sequence where name in (${sql.join(tables)})`.execute(trx);
    } else {
      const serials = await sql<{ seq: string | null }>`
        select pg_get_serial_sequence(quote_ident(table_name), 'id') as seq
        from information_schema.columns
        where column_name = 'id' and table_schema = current_schema() and table_name in (${sql.join(tables)})`.execute(
        trx,
      );
      for (const { seq } of serials.rows) if (seq) await sql`select setval(${seq}, 1, false)`.execute(trx);
    }
  });
  return tables.length;
}
