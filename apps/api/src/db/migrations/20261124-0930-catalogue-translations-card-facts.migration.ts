import { sql } from 'kysely';
import type { MigrationContext } from './migration-helpers.js';

/**
 * Category and parameter names in the caller's language, and the parameters listing cards show.
 *
 * - categories.translations, parameters.translations: JSON text, `{"fr": {"category": "…"}}` /
 *   `{"fr": {"name": "…"}}`. The plain columns stay the English (default) text and the fallback
 *   for any language or field without a translation.
 * - parameters.card_fact: which key fact a parameter is on a listing card (bedrooms, bathrooms,
 *   area), so cards pick it without reading its (translated, operator-chosen) name; and
 *   parameters.unit: the area unit of an area parameter (a key of the shared area units).
 */
export async function up(ctx: MigrationContext): Promise<void> {
  for (const name of ['categories', 'parameters']) {
    await ctx.db.schema
      .alterTable(name)
      .addColumn('translations', 'text', (c) => c.notNull().defaultTo('{}'))
      .execute();
  }
  await ctx.db.schema.alterTable('parameters').addColumn('card_fact', 'varchar(20)').execute();
  await ctx.db.schema.alterTable('parameters').addColumn('unit', 'varchar(20)').execute();
  // Existing catalogues (the demo's, and operators' who kept its names) get their card facts.
  await sql`update parameters set card_fact = 'bedrooms' where lower(name) = 'bedrooms'`.execute(ctx.db);
  await sql`update parameters set card_fact = 'bathrooms' where lower(name) = 'bathrooms'`.execute(ctx.db);
  await sql`update parameters set card_fact = 'area', unit = 'sq_ft'
    where type_of_parameter = 'number' and lower(name) in ('area (sq ft)', 'area')`.execute(ctx.db);
  await sql`update parameters set card_fact = 'area', unit = 'sq_m'
    where type_of_parameter = 'number' and lower(name) = 'area (sq m)'`.execute(ctx.db);
}
