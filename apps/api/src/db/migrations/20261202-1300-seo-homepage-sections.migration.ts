import { index, type MigrationContext, table, withTimestamps } from './migration-helpers.js';

/**
 * The console's SEO and homepage pages (issue 14).
 *
 * - `seo_settings`: an operator's title, description, keywords and preview image for one public
 *   page in one language (unique per page and language). A page or language without a row falls
 *   back to the default language's row, then to the settings (company name, logo).
 * - `homepage_sections`: which homepage-data sections the web home page shows, in which order,
 *   under which title. A section without a row is shown in its built-in place.
 */
export async function up(ctx: MigrationContext): Promise<void> {
  await withTimestamps(
    ctx,
    table(ctx, 'seo_settings')
      .addColumn('page', 'varchar(20)', (c) => c.notNull())
      .addColumn('language_code', 'varchar(10)', (c) => c.notNull())
      .addColumn('title', 'varchar(255)')
      .addColumn('description', 'varchar(1000)')
      .addColumn('keywords', 'varchar(500)')
      .addColumn('image', 'varchar(255)'),
  ).execute();
  await index(ctx, 'uq_seo_settings_page_language', 'seo_settings', ['page', 'language_code'], {
    unique: true,
  });

  await withTimestamps(
    ctx,
    table(ctx, 'homepage_sections')
      .addColumn('section', 'varchar(40)', (c) => c.notNull().unique())
      .addColumn('sequence', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('title', 'varchar(100)'),
  ).execute();
}
