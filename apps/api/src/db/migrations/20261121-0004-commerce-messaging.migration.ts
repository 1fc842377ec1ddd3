import { index, type MigrationContext, table, types, withTimestamps } from './migration-helpers.js';

/** Packages, subscriptions, payments, advertisements, chat, blocks and notifications. */
export async function up(ctx: MigrationContext): Promise<void> {
  const { db } = ctx;
  const t = types(ctx);

  // The fixed catalogue of seven features; ids are part of the public API, so never renumber.
  await db.schema
    .createTable('package_features')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('type', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await withTimestamps(
    ctx,
    table(ctx, 'packages')
      .addColumn('name', 'varchar(150)', (c) => c.notNull())
      .addColumn('package_type', 'varchar(10)', (c) => c.notNull()) // free | paid
      .addColumn('price', t.money, (c) => c.notNull().defaultTo(0))
      .addColumn('duration', 'integer') // hours; null = never expires
      .addColumn('ios_product_id', 'varchar(255)')
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1)), // on sale
  ).execute();

  await table(ctx, 'package_feature_limits')
    .addColumn('package_id', 'integer', (c) => c.notNull().references('packages.id').onDelete('cascade'))
    .addColumn('feature_id', 'integer', (c) => c.notNull().references('package_features.id'))
    .addColumn('limit_type', 'varchar(10)', (c) => c.notNull()) // limited | unlimited
    .addColumn('limit', 'integer')
    .execute();
  await index(ctx, 'uq_package_feature_limits', 'package_feature_limits', ['package_id', 'feature_id'], {
    unique: true,
  });

  await withTimestamps(
    ctx,
    table(ctx, 'payment_transactions')
      // Kept for accounting when the account is deleted: the user reference is anonymised (null).
      .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('package_id', 'integer', (c) => c.notNull().references('packages.id'))
      .addColumn('amount', t.money, (c) => c.notNull())
      .addColumn('currency', 'varchar(3)', (c) => c.notNull())
      .addColumn('payment_gateway', 'varchar(20)', (c) => c.notNull())
      .addColumn('platform_type', 'varchar(10)', (c) => c.notNull().defaultTo('web'))
      .addColumn('order_id', 'varchar(255)')
      .addColumn('transaction_id', 'varchar(255)')
      .addColumn('payment_status', 'varchar(10)', (c) => c.notNull())
      .addColumn('flagged_reason', 'varchar(255)'), // e.g. amount mismatch, for operators
  ).execute();
  await index(ctx, 'idx_payment_transactions_user', 'payment_transactions', ['user_id', 'created_at']);
  await index(ctx, 'idx_payment_transactions_order', 'payment_transactions', ['payment_gateway', 'order_id']);

  await table(ctx, 'payment_events')
    .addColumn('gateway', 'varchar(20)', (c) => c.notNull())
    .addColumn('event_id', 'varchar(255)', (c) => c.notNull())
    .addColumn('transaction_id', 'integer')
    .addColumn('created_at', t.ts, (c) => c.notNull())
    .execute();
  await index(ctx, 'uq_payment_events', 'payment_events', ['gateway', 'event_id'], { unique: true });

  await withTimestamps(
    ctx,
    table(ctx, 'user_packages')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('package_id', 'integer', (c) => c.notNull().references('packages.id'))
      .addColumn('payment_transaction_id', 'integer', (c) =>
        c.unique().references('payment_transactions.id').onDelete('set null'),
      )
      .addColumn('start_date', t.ts, (c) => c.notNull())
      .addColumn('end_date', t.ts),
  ).execute();
  await index(ctx, 'idx_user_packages_user', 'user_packages', ['user_id', 'end_date']);

  await table(ctx, 'user_package_limits')
    .addColumn('user_package_id', 'integer', (c) =>
      c.notNull().references('user_packages.id').onDelete('cascade'),
    )
    .addColumn('feature_id', 'integer', (c) => c.notNull().references('package_features.id'))
    .addColumn('total_limit', 'integer', (c) => c.notNull())
    .addColumn('used_limit', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await index(ctx, 'uq_user_package_limits', 'user_package_limits', ['user_package_id', 'feature_id'], {
    unique: true,
  });

  await withTimestamps(
    ctx,
    table(ctx, 'advertisements')
      .addColumn('for', 'varchar(10)', (c) => c.notNull()) // property | project
      .addColumn('type', 'varchar(10)', (c) => c.notNull()) // list | slider
      .addColumn('property_id', 'integer', (c) => c.references('properties.id').onDelete('cascade'))
      .addColumn('project_id', 'integer', (c) => c.references('projects.id').onDelete('cascade'))
      .addColumn('package_id', 'integer', (c) => c.references('packages.id'))
      .addColumn('user_package_id', 'integer', (c) => c.references('user_packages.id').onDelete('set null'))
      .addColumn('customer_id', 'integer', (c) => c.references('users.id').onDelete('cascade')) // null = operator
      .addColumn('status', 'integer', (c) => c.notNull()) // 0 approved, 1 pending, 2 rejected, 3 expired
      .addColumn('is_enable', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('start_date', t.ts, (c) => c.notNull())
      .addColumn('end_date', t.ts, (c) => c.notNull()),
  ).execute();
  await index(ctx, 'idx_advertisements_property', 'advertisements', ['property_id', 'status']);
  await index(ctx, 'idx_advertisements_project', 'advertisements', ['project_id', 'status']);
  await index(ctx, 'idx_advertisements_customer', 'advertisements', ['customer_id', 'created_at']);
  await index(ctx, 'idx_advertisements_expiry', 'advertisements', ['status', 'end_date']);

  // Participants: 0 is the operator ("Admin"), so no foreign keys on sender/receiver.
  await withTimestamps(
    ctx,
    table(ctx, 'chat_messages')
      .addColumn('sender_id', 'integer', (c) => c.notNull())
      .addColumn('receiver_id', 'integer', (c) => c.notNull())
      .addColumn('property_id', 'integer', (c) => c.notNull().references('properties.id').onDelete('cascade'))
      .addColumn('message', 'text')
      .addColumn('file', 'varchar(500)')
      .addColumn('audio', 'varchar(500)')
      .addColumn('chat_message_type', 'varchar(20)', (c) => c.notNull()),
  ).execute();
  await index(ctx, 'idx_chat_messages_pair', 'chat_messages', [
    'sender_id',
    'receiver_id',
    'property_id',
    'created_at',
  ]);
  await index(ctx, 'idx_chat_messages_receiver', 'chat_messages', ['receiver_id', 'created_at']);

  // "Delete conversation" hides it for one participant up to this moment.
  await table(ctx, 'chat_deletions')
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('other_user_id', 'integer', (c) => c.notNull())
    .addColumn('property_id', 'integer', (c) => c.notNull().references('properties.id').onDelete('cascade'))
    .addColumn('deleted_at', t.ts, (c) => c.notNull())
    .execute();
  await index(ctx, 'uq_chat_deletions', 'chat_deletions', ['user_id', 'other_user_id', 'property_id'], {
    unique: true,
  });

  await table(ctx, 'blocks')
    .addColumn('blocker_id', 'integer', (c) => c.notNull()) // 0 = operator
    .addColumn('blocked_id', 'integer', (c) => c.notNull()) // 0 = operator
    .addColumn('reason', 'varchar(500)')
    .addColumn('created_at', t.ts, (c) => c.notNull())
    .execute();
  await index(ctx, 'uq_blocks', 'blocks', ['blocker_id', 'blocked_id'], { unique: true });
  await index(ctx, 'idx_blocks_blocked', 'blocks', ['blocked_id']);

  await table(ctx, 'notifications')
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade')) // null = broadcast
    .addColumn('title', 'varchar(255)', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('type', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('event', 'varchar(40)', (c) => c.notNull())
    .addColumn('send_type', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('property_id', 'integer', (c) => c.references('properties.id').onDelete('set null'))
    .addColumn('project_id', 'integer', (c) => c.references('projects.id').onDelete('set null'))
    .addColumn('image', 'varchar(500)')
    .addColumn('created_at', t.ts, (c) => c.notNull())
    .execute();
  await index(ctx, 'idx_notifications_user', 'notifications', ['user_id', 'created_at']);
}
