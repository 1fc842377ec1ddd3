import { sql } from 'kysely';
import { searchDocument } from '../../modules/properties/search-document.js';
import { index, type MigrationContext, types } from './migration-helpers.js';

/**
 * Listings sort by price like with like, and keyword search reads the whole listing.
 *
 * - properties.sort_price (derived): the sale price, or a rent converted to its monthly
 *   equivalent, so a daily rent does not sort below a yearly one.
 * - An explicit sort is now the whole order (featured placement belongs to the default order
 *   only), so the price, views and likes indexes no longer lead with is_promoted.
 * - properties.search_text (derived) grows from title, address, city and category to the
 *   description's words, worded parameter values and nearby-place names.
 */
export async function up(ctx: MigrationContext): Promise<void> {
  const t = types(ctx);
  await ctx.db.schema
    .alterTable('properties')
    .addColumn('sort_price', t.money, (c) => c.notNull().defaultTo(0))
    .execute();
  // Months per rent period, frozen here as they were when this migration was written.
  await sql`update properties set sort_price = case
      when property_type in ('rent', 'rented') then case lower(coalesce(rentduration, 'monthly'))
        when 'daily' then price * 365.0 / 12
        when 'quarterly' then price / 3.0
        when 'yearly' then price / 12.0
        else price end
      else price end`.execute(ctx.db);

  for (const name of [
    'idx_properties_price_asc',
    'idx_properties_price_desc',
    'idx_properties_views',
    'idx_properties_likes',
  ]) {
    await ctx.db.schema.dropIndex(name).execute();
  }
  // One per explicit order ("…, then id desc"), with and without the sell/rent filter for price,
  // so a page is one ordered index walk.
  await index(ctx, 'idx_properties_sort_price_asc', 'properties', [], {
    expression: 'is_public, sort_price asc, id desc',
  });
  await index(ctx, 'idx_properties_sort_price_desc', 'properties', [], {
    expression: 'is_public, sort_price, id',
  });
  await index(ctx, 'idx_properties_type_sort_price_asc', 'properties', [], {
    expression: 'is_public, property_type, sort_price asc, id desc',
  });
  await index(ctx, 'idx_properties_type_sort_price_desc', 'properties', [], {
    expression: 'is_public, property_type, sort_price, id',
  });
  await index(ctx, 'idx_properties_views', 'properties', [], {
    expression: 'is_public, total_view, created_at, id',
  });
  await index(ctx, 'idx_properties_likes', 'properties', [], {
    expression: 'is_public, favourite_count, created_at, id',
  });

  await backfillSearchText(ctx);
}

const CHUNK = 500;

async function backfillSearchText(ctx: MigrationContext): Promise<void> {
  const db = ctx.db;
  let after = 0;
  for (;;) {
    const rows = await db
      .selectFrom('properties as p')
      .leftJoin('categories as c', 'c.id', 'p.category_id')
      .select(['p.id', 'p.title', 'p.address', 'p.city', 'p.description', 'p.search_text', 'c.category'])
      .where('p.id', '>', after)
      .orderBy('p.id')
      .limit(CHUNK)
      .execute();
    if (rows.length === 0) return;
    const ids = rows.map((r) => r.id as number);
    after = ids[ids.length - 1] as number;
    const parameters = await db
      .selectFrom('property_parameters as pp')
      .innerJoin('parameters as pa', 'pa.id', 'pp.parameter_id')
      .select(['pp.property_id', 'pa.type_of_parameter', 'pp.value'])
      .where('pp.property_id', 'in', ids)
      .orderBy('pp.property_id')
      .orderBy('pa.id')
      .execute();
    const facilities = await db
      .selectFrom('property_facilities as pf')
      .innerJoin('outdoor_facilities as f', 'f.id', 'pf.facility_id')
      .select(['pf.property_id', 'f.name'])
      .where('pf.property_id', 'in', ids)
      .orderBy('pf.property_id')
      .orderBy('f.id')
      .execute();
    const valuesOf = groupBy(parameters, (p) => ({ type: p.type_of_parameter, value: p.value }));
    const placesOf = groupBy(facilities, (f) => f.name as string);
    for (const row of rows) {
      const text = searchDocument({
        title: row.title,
        address: row.address,
        city: row.city,
        category: row.category,
        description: row.description,
        parameters: valuesOf.get(row.id) ?? [],
        facilities: placesOf.get(row.id) ?? [],
      });
      if (text !== row.search_text) {
        await db.updateTable('properties').set({ search_text: text }).where('id', '=', row.id).execute();
      }
    }
  }
}

function groupBy<T extends { property_id: unknown }, V>(rows: T[], pick: (row: T) => V): Map<number, V[]> {
  const out = new Map<number, V[]>();
  for (const row of rows) {
    const key = row.property_id as number;
    const list = out.get(key) ?? [];
    list.push(pick(row));
    out.set(key, list);
  }
  return out;
}
