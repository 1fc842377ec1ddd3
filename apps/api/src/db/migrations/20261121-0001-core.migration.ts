import { index, type MigrationContext, table, types, withTimestamps } from './migration-helpers.js';

/** Configuration and catalogue: settings, languages, cities, categories and their parameters,
 *  facilities, report reasons, FAQs, articles, sliders, contact messages. */
export async function up(ctx: MigrationContext): Promise<void> {
  const { db } = ctx;
  const t = types(ctx);

  await db.schema
    .createTable('settings')
    .addColumn('key', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('value', 'text') // JSON-encoded
    .addColumn('updated_at', t.ts, (c) => c.notNull())
    .execute();

  await withTimestamps(
    ctx,
    table(ctx, 'languages')
      .addColumn('code', 'varchar(20)', (c) => c.notNull().unique())
      .addColumn('name', 'varchar(100)', (c) => c.notNull())
      .addColumn('rtl', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('app_file', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('web_file', 'text', (c) => c.notNull().defaultTo('{}')),
  ).execute();

  await withTimestamps(
    ctx,
    table(ctx, 'cities')
      .addColumn('name', 'varchar(100)', (c) => c.notNull())
      .addColumn('name_key', 'varchar(100)', (c) => c.notNull().unique())
      .addColumn('image', 'varchar(500)')
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1)),
  ).execute();

  await withTimestamps(
    ctx,
    table(ctx, 'categories')
      .addColumn('category', 'varchar(150)', (c) => c.notNull())
      .addColumn('slug_id', 'varchar(100)', (c) => c.notNull().unique())
      .addColumn('image', 'varchar(500)')
      .addColumn('sequence', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('meta_title', 'varchar(255)')
      .addColumn('meta_description', 'text')
      .addColumn('meta_keywords', 'text')
      .addColumn('meta_image', 'varchar(500)'),
  ).execute();

  await withTimestamps(
    ctx,
    table(ctx, 'parameters')
      .addColumn('name', 'varchar(150)', (c) => c.notNull())
      .addColumn('type_of_parameter', 'varchar(20)', (c) => c.notNull())
      .addColumn('type_values', 'text') // JSON array of options, null for free types
      .addColumn('image', 'varchar(500)'),
  ).execute();

  await db.schema
    .createTable('category_parameters')
    .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id').onDelete('cascade'))
    .addColumn('parameter_id', 'integer', (c) => c.notNull().references('parameters.id').onDelete('cascade'))
    .addColumn('sequence', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_required', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('category_parameters_pk', ['category_id', 'parameter_id'])
    .execute();
  await index(ctx, 'idx_category_parameters_parameter', 'category_parameters', ['parameter_id']);

  await withTimestamps(
    ctx,
    table(ctx, 'outdoor_facilities')
      .addColumn('name', 'varchar(150)', (c) => c.notNull())
      .addColumn('image', 'varchar(500)'),
  ).execute();

  await withTimestamps(
    ctx,
    table(ctx, 'report_reasons').addColumn('reason', 'varchar(500)', (c) => c.notNull()),
  ).execute();

  await withTimestamps(
    ctx,
    table(ctx, 'faqs')
      .addColumn('question', 'text', (c) => c.notNull())
      .addColumn('answer', 'text', (c) => c.notNull())
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1)),
  ).execute();

  await withTimestamps(
    ctx,
    table(ctx, 'articles')
      .addColumn('slug_id', 'varchar(100)', (c) => c.notNull().unique())
      .addColumn('title', 'varchar(255)', (c) => c.notNull())
      .addColumn('image', 'varchar(500)')
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('category_id', 'integer', (c) => c.references('categories.id').onDelete('set null'))
      .addColumn('meta_title', 'varchar(255)')
      .addColumn('meta_description', 'text')
      .addColumn('meta_keywords', 'text')
      .addColumn('meta_image', 'varchar(500)'),
  ).execute();
  await index(ctx, 'idx_articles_category', 'articles', ['category_id', 'created_at']);

  await withTimestamps(
    ctx,
    table(ctx, 'contact_messages')
      .addColumn('first_name', 'varchar(100)', (c) => c.notNull())
      .addColumn('last_name', 'varchar(100)', (c) => c.notNull())
      .addColumn('email', 'varchar(255)', (c) => c.notNull())
      .addColumn('subject', 'varchar(200)', (c) => c.notNull())
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('ip', 'varchar(64)')
      .addColumn('handled', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute();
}
