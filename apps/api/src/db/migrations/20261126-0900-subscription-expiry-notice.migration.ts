import { index, type MigrationContext, types } from './migration-helpers.js';

/**
 * The subscription expiry notice (settings `subscription_expiry_notice_days`): each subscription
 * records when its owner was told it ends soon, so the sweep tells everyone once however often it
 * runs. The index lets the sweep find the not-yet-told subscriptions ending in the window without
 * reading the whole history.
 */
export async function up(ctx: MigrationContext): Promise<void> {
  const t = types(ctx);
  await ctx.db.schema.alterTable('user_packages').addColumn('expiry_noticed_at', t.ts).execute();
  await index(ctx, 'idx_user_packages_expiry_notice', 'user_packages', ['expiry_noticed_at', 'end_date']);
}
