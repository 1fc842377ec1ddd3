import { index, type MigrationContext, table, types, withTimestamps } from './migration-helpers.js';

/**
 * Saved searches with alerts (issue 13, contract §3.8 "Saved searches").
 *
 * - `saved_searches`: a member's search (the get-property-list query, normalised), how often they
 *   want alerts, whether paused, and the back-off (`backoff_frequency`: the slower frequency the
 *   sweep stepped down to after 30 days of ignored alerts; null = none).
 * - `alert_deliveries`: one row per alert a member is owed or was sent. The unique key (member,
 *   listing, kind, value) is what makes every alert go out at most once: `value` is the saved
 *   search's id for a match, the listing_history row's id for a favourite's price or status
 *   change. Racing sweeps insert the same row; one wins, the other's insert does nothing. A row
 *   is sent by whoever sets its `sent_at` (a conditional UPDATE), so no two sweeps mail it.
 * - `favourite_alert_optouts`: members who turned favourite alerts off by their mail's link.
 * - `job_leases`: which process runs a named job until when (acquired by one conditional upsert),
 *   so one instance does a sweep's work while the others skip it.
 * - `job_watermarks`: how far a sweep has read (the last listing_history id and property id).
 *
 * Account deletion keeps the users row as a tombstone, so these rows are removed by
 * accounts/account-deletion.repository, not by the cascade (which covers hard deletes).
 */
export async function up(ctx: MigrationContext): Promise<void> {
  const t = types(ctx);
  await withTimestamps(
    ctx,
    table(ctx, 'saved_searches')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('name', 'varchar(100)', (c) => c.notNull())
      .addColumn('query', 'text', (c) => c.notNull())
      .addColumn('frequency', 'varchar(10)', (c) => c.notNull().defaultTo('instant'))
      .addColumn('paused', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('backoff_frequency', 'varchar(10)')
      .addColumn('backoff_at', t.ts)
      .addColumn('last_alert_at', t.ts)
      .addColumn('last_engaged_at', t.ts),
  ).execute();
  await index(ctx, 'idx_saved_searches_user', 'saved_searches', ['user_id', 'created_at']);
  // The sweep reads the live searches (not paused) in id order.
  await index(ctx, 'idx_saved_searches_sweep', 'saved_searches', ['paused', 'id']);

  await table(ctx, 'alert_deliveries')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('saved_search_id', 'integer', (c) => c.references('saved_searches.id').onDelete('cascade'))
    .addColumn('property_id', 'integer', (c) => c.notNull().references('properties.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(30)', (c) => c.notNull())
    .addColumn('value', 'varchar(40)', (c) => c.notNull())
    .addColumn('created_at', t.ts, (c) => c.notNull())
    .addColumn('sent_at', t.ts)
    .execute();
  await index(ctx, 'uq_alert_deliveries', 'alert_deliveries', ['user_id', 'property_id', 'kind', 'value'], {
    unique: true,
  });
  await index(ctx, 'idx_alert_deliveries_search', 'alert_deliveries', ['saved_search_id', 'sent_at']);
  await index(ctx, 'idx_alert_deliveries_pending', 'alert_deliveries', ['sent_at', 'kind']);

  await table(ctx, 'favourite_alert_optouts')
    .addColumn('user_id', 'integer', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
    .addColumn('created_at', t.ts, (c) => c.notNull())
    .execute();

  await ctx.db.schema
    .createTable('job_leases')
    .addColumn('name', 'varchar(60)', (c) => c.primaryKey())
    .addColumn('holder', 'varchar(80)', (c) => c.notNull())
    .addColumn('expires_at', t.ts, (c) => c.notNull())
    .execute();
  await ctx.db.schema
    .createTable('job_watermarks')
    .addColumn('name', 'varchar(60)', (c) => c.primaryKey())
    .addColumn('value', 'integer', (c) => c.notNull())
    .addColumn('updated_at', t.ts, (c) => c.notNull())
    .execute();
}
