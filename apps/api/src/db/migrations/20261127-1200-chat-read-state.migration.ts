import { index, type MigrationContext, table, types } from './migration-helpers.js';

/**
 * Read state for chat and notifications. A message records when its receiver first saw it
 * (unread counts, read receipts). Notifications include broadcasts shared by every member, so a
 * member's read state is one mark per member: everything created up to `read_at` is read.
 */
export async function up(ctx: MigrationContext): Promise<void> {
  const t = types(ctx);
  await ctx.db.schema.alterTable('chat_messages').addColumn('read_at', t.ts).execute();
  await index(ctx, 'idx_chat_messages_unread', 'chat_messages', ['receiver_id', 'read_at']);

  await table(ctx, 'notification_reads')
    .addColumn('user_id', 'integer', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
    .addColumn('read_at', t.ts, (c) => c.notNull())
    .execute();
}
