import { sql } from 'kysely';
import { index, type MigrationContext, table, types, withTimestamps } from './migration-helpers.js';

/**
 * Members' reports of a conversation (issue 12, "Report this conversation"). Each report keeps an
 * evidence snapshot (the conversation's last messages as they were, with copies of their files)
 * in the row itself, so deleting messages, the listing or an account cannot erase it: the listing
 * and the other party (0: the operator) are plain ids, not foreign keys. One open report per
 * reporter and conversation, decided by a partial unique index.
 */
export async function up(ctx: MigrationContext): Promise<void> {
  const t = types(ctx);
  await withTimestamps(
    ctx,
    table(ctx, 'chat_reports')
      .addColumn('reporter_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('reported_user_id', 'integer', (c) => c.notNull())
      .addColumn('property_id', 'integer', (c) => c.notNull())
      .addColumn('property_title', 'varchar(255)', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('open')) // open | resolved
      .addColumn('evidence', 'text', (c) => c.notNull()) // JSON snapshot
      .addColumn('message_count', 'integer', (c) => c.notNull())
      .addColumn('resolution_note', 'text')
      .addColumn('resolved_by', 'integer', (c) => c.references('users.id'))
      .addColumn('resolved_at', t.ts),
  ).execute();
  await ctx.db.schema
    .createIndex('uq_chat_reports_open')
    .on('chat_reports')
    .columns(['reporter_id', 'reported_user_id', 'property_id'])
    .unique()
    .where(sql<boolean>`status = 'open'`)
    .execute();
  await index(ctx, 'idx_chat_reports_status', 'chat_reports', ['status', 'created_at']);
}
