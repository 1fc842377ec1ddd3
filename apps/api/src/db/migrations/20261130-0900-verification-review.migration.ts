import { index, type MigrationContext, types } from './migration-helpers.js';

/**
 * Agent verification review (issue 13, contract §4.8): the operator's form builder groups fields
 * under optional sections and removes a field softly (`deleted_at`), since answers to a removed
 * field stay with their applications and still need its name and type; each answer keeps the
 * type it was given under, so a later change of the field's type never misreads it (a file key
 * shown as text). An application records the operator's latest reason, when and by whom it was
 * reviewed; the queue reads it by status and time. `reviewed_by` is a plain id: an operator's
 * account may go while the review stays.
 */
export async function up(ctx: MigrationContext): Promise<void> {
  const t = types(ctx);
  await ctx.db.schema.alterTable('verification_fields').addColumn('section', 'varchar(100)').execute();
  await ctx.db.schema.alterTable('verification_fields').addColumn('deleted_at', t.ts).execute();
  await ctx.db.schema.alterTable('verification_values').addColumn('field_type', 'varchar(20)').execute();
  await ctx.db.schema.alterTable('verification_applications').addColumn('reason', 'text').execute();
  await ctx.db.schema.alterTable('verification_applications').addColumn('reviewed_at', t.ts).execute();
  await ctx.db.schema.alterTable('verification_applications').addColumn('reviewed_by', 'integer').execute();
  await index(ctx, 'idx_verification_applications_queue', 'verification_applications', [
    'status',
    'updated_at',
  ]);
  await index(ctx, 'idx_verification_values_field', 'verification_values', ['field_id']);
}
