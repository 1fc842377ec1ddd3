import { index, type MigrationContext, table, types } from './migration-helpers.js';

/**
 * The operators' audit log and the moderation queue's indexes.
 *
 * `audit_log` records every operator write (contract §3.8): who, what, on which record, the
 * record's state before and after (JSON text on both dialects), when and from which address. The
 * actor is kept as a plain id, not a foreign key: the log outlives the accounts it names.
 *
 * The queue lists listings of one moderation state newest first; pending ones are a few percent
 * of a large catalogue, so without these indexes each page would scan every listing.
 */
export async function up(ctx: MigrationContext): Promise<void> {
  const t = types(ctx);
  await table(ctx, 'audit_log')
    .addColumn('actor_id', 'integer', (c) => c.notNull())
    .addColumn('action', 'varchar(60)', (c) => c.notNull())
    .addColumn('target_type', 'varchar(30)', (c) => c.notNull())
    .addColumn('target_id', 'integer')
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .addColumn('ip_address', 'varchar(64)')
    .addColumn('created_at', t.ts, (c) => c.notNull())
    .execute();
  await index(ctx, 'idx_audit_log_time', 'audit_log', ['created_at', 'id']);
  await index(ctx, 'idx_audit_log_target', 'audit_log', ['target_type', 'target_id', 'created_at']);

  await index(ctx, 'idx_properties_moderation', 'properties', ['request_status', 'created_at', 'id']);
  await index(ctx, 'idx_projects_moderation', 'projects', ['request_status', 'created_at', 'id']);
}
