import { index, type MigrationContext, table, types, withTimestamps } from './migration-helpers.js';

/** Members and everything that authenticates them: identities, sessions, OTPs, sign-in tickets,
 *  password resets, push registrations, agent verification, personalised interests. */
export async function up(ctx: MigrationContext): Promise<void> {
  const t = types(ctx);

  await withTimestamps(
    ctx,
    table(ctx, 'users')
      .addColumn('name', 'varchar(100)')
      .addColumn('slug_id', 'varchar(100)', (c) => c.notNull().unique())
      .addColumn('email', 'varchar(255)')
      // Lower-cased email; unique so two accounts can never claim one address.
      .addColumn('email_key', 'varchar(255)', (c) => c.unique())
      .addColumn('mobile', 'varchar(32)')
      .addColumn('password_hash', 'varchar(255)')
      .addColumn('profile', 'varchar(500)')
      .addColumn('address', 'varchar(500)')
      .addColumn('city', 'varchar(100)')
      .addColumn('state', 'varchar(100)')
      .addColumn('country', 'varchar(100)')
      .addColumn('latitude', t.float)
      .addColumn('longitude', t.float)
      .addColumn('about_me', 'text')
      .addColumn('facebook_id', 'varchar(255)')
      .addColumn('twiiter_id', 'varchar(255)')
      .addColumn('instagram_id', 'varchar(255)')
      .addColumn('youtube_id', 'varchar(255)')
      .addColumn('logintype', 'integer', (c) => c.notNull().defaultTo(3))
      .addColumn('role', 'varchar(20)', (c) => c.notNull().defaultTo('member'))
      .addColumn('is_email_verified', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('is_demo', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('notification', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('verification_status', 'varchar(20)', (c) => c.notNull().defaultTo('initial')),
  ).execute();
  await index(ctx, 'idx_users_mobile', 'users', ['mobile']);

  await withTimestamps(
    ctx,
    table(ctx, 'user_identities')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('provider', 'varchar(100)', (c) => c.notNull())
      .addColumn('subject', 'varchar(255)', (c) => c.notNull())
      .addColumn('email', 'varchar(255)'),
  ).execute();
  await index(ctx, 'uq_user_identities', 'user_identities', ['provider', 'subject'], { unique: true });
  await index(ctx, 'idx_user_identities_user', 'user_identities', ['user_id']);

  await table(ctx, 'sessions')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(128)', (c) => c.notNull().unique())
    .addColumn('created_at', t.ts, (c) => c.notNull())
    .addColumn('last_used_at', t.ts, (c) => c.notNull())
    .addColumn('expires_at', t.ts, (c) => c.notNull())
    .addColumn('revoked_at', t.ts)
    // 'logout' | 'password_reset' | 'deactivated' | 'deleted' | 'revoked'
    .addColumn('revoked_reason', 'varchar(30)')
    .addColumn('user_agent', 'varchar(500)')
    .addColumn('ip', 'varchar(64)')
    .execute();
  await index(ctx, 'idx_sessions_user', 'sessions', ['user_id']);

  await table(ctx, 'otps')
    .addColumn('target', 'varchar(255)', (c) => c.notNull()) // E.164 number or lower-cased email
    .addColumn('channel', 'varchar(10)', (c) => c.notNull()) // 'sms' | 'email'
    .addColumn('code_hash', 'varchar(128)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', t.ts, (c) => c.notNull())
    .addColumn('consumed_at', t.ts)
    .addColumn('invalidated_at', t.ts)
    .addColumn('ip', 'varchar(64)')
    .addColumn('created_at', t.ts, (c) => c.notNull())
    .execute();
  await index(ctx, 'idx_otps_target', 'otps', ['target', 'created_at']);

  await table(ctx, 'sign_in_tickets')
    .addColumn('ticket_hash', 'varchar(128)', (c) => c.notNull().unique())
    .addColumn('kind', 'varchar(10)', (c) => c.notNull()) // 'phone' | 'social'
    .addColumn('provider', 'varchar(100)', (c) => c.notNull())
    .addColumn('subject', 'varchar(255)', (c) => c.notNull())
    .addColumn('claims', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('expires_at', t.ts, (c) => c.notNull())
    .addColumn('used_at', t.ts)
    .addColumn('created_at', t.ts, (c) => c.notNull())
    .execute();

  await table(ctx, 'password_resets')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(128)', (c) => c.notNull().unique())
    .addColumn('expires_at', t.ts, (c) => c.notNull())
    .addColumn('used_at', t.ts)
    .addColumn('created_at', t.ts, (c) => c.notNull())
    .execute();
  await index(ctx, 'idx_password_resets_user', 'password_resets', ['user_id']);

  await withTimestamps(
    ctx,
    table(ctx, 'push_subscriptions')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('session_id', 'integer', (c) => c.references('sessions.id').onDelete('set null'))
      // The client's push registration string (a Web Push subscription JSON or a device token).
      .addColumn('fcm_id', 'text', (c) => c.notNull())
      .addColumn('fcm_key', 'varchar(128)', (c) => c.notNull()), // sha-256 of fcm_id, for lookups
  ).execute();
  await index(ctx, 'uq_push_subscriptions', 'push_subscriptions', ['user_id', 'fcm_key'], { unique: true });

  await withTimestamps(
    ctx,
    table(ctx, 'verification_fields')
      .addColumn('name', 'varchar(255)', (c) => c.notNull())
      .addColumn('field_type', 'varchar(20)', (c) => c.notNull())
      .addColumn('rank', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1)),
  ).execute();

  await table(ctx, 'verification_field_options')
    .addColumn('field_id', 'integer', (c) =>
      c.notNull().references('verification_fields.id').onDelete('cascade'),
    )
    .addColumn('value', 'varchar(255)', (c) => c.notNull())
    .addColumn('created_at', t.ts, (c) => c.notNull())
    .execute();
  await index(ctx, 'idx_verification_field_options_field', 'verification_field_options', ['field_id']);

  await withTimestamps(
    ctx,
    table(ctx, 'verification_applications')
      .addColumn('user_id', 'integer', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
      .addColumn('status', 'varchar(20)', (c) => c.notNull()),
  ).execute();

  await withTimestamps(
    ctx,
    table(ctx, 'verification_values')
      .addColumn('application_id', 'integer', (c) =>
        c.notNull().references('verification_applications.id').onDelete('cascade'),
      )
      // Answers survive the field's removal, so no cascading FK to the field.
      .addColumn('field_id', 'integer', (c) => c.notNull())
      .addColumn('value', 'text', (c) => c.notNull()), // JSON array for checkbox, storage key for file
  ).execute();
  await index(ctx, 'idx_verification_values_application', 'verification_values', ['application_id']);

  await withTimestamps(
    ctx,
    table(ctx, 'user_interests')
      .addColumn('user_id', 'integer', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
      .addColumn('category_ids', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('outdoor_facility_ids', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('price_min', t.money)
      .addColumn('price_max', t.money)
      .addColumn('property_types', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('city', 'varchar(100)'),
  ).execute();
}
