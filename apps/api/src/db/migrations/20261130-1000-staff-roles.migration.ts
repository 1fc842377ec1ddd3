import { type MigrationContext, table, withTimestamps } from './migration-helpers.js';

/**
 * Staff roles as data (issue 14). `users.role` names a row here (or the built-in `admin`, which
 * holds every permission and is not stored so nobody can edit it). `permissions` is the JSON
 * array of granted ADMIN_PERMISSIONS names; the call pipeline reads it on every request, so an
 * edit takes effect at the next call.
 */
export async function up(ctx: MigrationContext): Promise<void> {
  await withTimestamps(
    ctx,
    table(ctx, 'staff_roles')
      .addColumn('name', 'varchar(40)', (c) => c.notNull().unique())
      .addColumn('permissions', 'text', (c) => c.notNull()),
  ).execute();
}
