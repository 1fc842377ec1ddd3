import { type MigrationContext, table, withTimestamps } from './migration-helpers.js';

/**
 * About us, privacy policy and terms in languages other than the default (issue 14). The default
 * language's text stays in the settings (`about_us`, `privacy_policy`, `terms_conditions`), which
 * web-settings has always published; a row here replaces it for readers of `language_code`, and a
 * language without a row falls back to it.
 */
export async function up(ctx: MigrationContext): Promise<void> {
  await withTimestamps(
    ctx,
    table(ctx, 'content_pages')
      .addColumn('page', 'varchar(40)', (c) => c.notNull())
      .addColumn('language_code', 'varchar(20)', (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull())
      .addUniqueConstraint('uq_content_pages_page_language', ['page', 'language_code']),
  ).execute();
}
