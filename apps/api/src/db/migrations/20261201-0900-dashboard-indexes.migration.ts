import { index, type MigrationContext } from './migration-helpers.js';

/**
 * The admin dashboard's figures (admin/dashboard) each read one index range instead of a table:
 * accounts and successful payments of the last 30 days, open listing reports and unhandled
 * contact requests. Pending ads, verifications and chat reports already have theirs.
 */
export async function up(ctx: MigrationContext): Promise<void> {
  await index(ctx, 'idx_users_created', 'users', ['created_at']);
  await index(ctx, 'idx_payment_transactions_status_created', 'payment_transactions', [
    'payment_status',
    'created_at',
  ]);
  await index(ctx, 'idx_reports_status', 'reports', ['status']);
  await index(ctx, 'idx_contact_messages_handled', 'contact_messages', ['handled']);
}
