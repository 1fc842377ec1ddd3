import { index, type MigrationContext, table, types } from './migration-helpers.js';

/**
 * Every change of a listing's price or state (type, moderation, on/off), kept so that the property
 * page can say "Price reduced 5% on 3 Nov" and the owner sees the whole story. Like
 * moderation_reasons it names its listing without a foreign key (properties and projects share
 * it); the listings' write path deletes a listing's history with the listing.
 */
export async function up(ctx: MigrationContext): Promise<void> {
  const t = types(ctx);
  await table(ctx, 'listing_history')
    .addColumn('entity', 'varchar(20)', (c) => c.notNull())
    .addColumn('entity_id', 'integer', (c) => c.notNull())
    .addColumn('field', 'varchar(30)', (c) => c.notNull())
    .addColumn('old_value', 'varchar(100)')
    .addColumn('new_value', 'varchar(100)', (c) => c.notNull())
    .addColumn('created_at', t.ts, (c) => c.notNull())
    .execute();
  await index(ctx, 'idx_listing_history_entity', 'listing_history', ['entity', 'entity_id', 'created_at']);
}
