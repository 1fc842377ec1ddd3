import { index, type MigrationContext } from './migration-helpers.js';

/**
 * Web Push subscriptions in the push registrations table. A registration that is a browser's
 * Web Push subscription keeps its parts in columns (the endpoint to post to, the keys to encrypt
 * for); other registration strings (device tokens) leave them null and are not sent to. Rows
 * belong to the session that registered them and go when it ends (looked up by session), and an
 * endpoint belongs to one account at a time (looked up by its key across accounts).
 */
export async function up(ctx: MigrationContext): Promise<void> {
  const alter = () => ctx.db.schema.alterTable('push_subscriptions');
  await alter().addColumn('endpoint', 'text').execute();
  await alter().addColumn('p256dh', 'varchar(128)').execute();
  await alter().addColumn('auth', 'varchar(64)').execute();
  await index(ctx, 'idx_push_subscriptions_session', 'push_subscriptions', ['session_id']);
  await index(ctx, 'idx_push_subscriptions_key', 'push_subscriptions', ['fcm_key']);
}
