import { sql } from 'kysely';
import { searchDocument } from '../../modules/listings/search-document.js';
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
  // Price range filters count through an index (the dropped ones above used to carry price).
  await index(ctx, 'idx_properties_price', 'properties', [], { expression: 'is_public, price, id' });

  if (ctx.dialect === 'sqlite') await dropSqliteSearchIndex(ctx);
  await backfillSearchText(ctx);
  if (ctx.dialect === 'sqlite') await createSqliteSearchIndex(ctx);
}

/**
 * SQLite: the FTS5 trigram table gains the title as its own column, so "title matches first" is
 * one indexed query (`title : "…"`) rather than a look at every matching row. Rebuilt after the
 * backfill, in one pass. (PostgreSQL keeps its pg_trgm index on search_text.)
 */
async function dropSqliteSearchIndex(ctx: MigrationContext): Promise<void> {
  for (const trigger of [
    'properties_search_insert',
    'properties_search_delete',
    'properties_search_update',
  ]) {
    await sql`drop trigger if exists ${sql.raw(trigger)}`.execute(ctx.db);
  }
  await sql`drop table if exists properties_search`.execute(ctx.db);
}

async function createSqliteSearchIndex(ctx: MigrationContext): Promise<void> {
  await sql`create virtual table properties_search using fts5(
    title, search_text, content='properties', content_rowid='id', tokenize='trigram')`.execute(ctx.db);
  await sql`create trigger properties_search_insert after insert on properties begin
    insert into properties_search(rowid, title, search_text) values (new.id, new.title, new.search_text);
    end`.execute(ctx.db);
  await sql`create trigger properties_search_delete after delete on properties begin
    insert into properties_search(properties_search, rowid, title, search_text)
      values ('delete', old.id, old.title, old.search_text);
    end`.execute(ctx.db);
  await sql`create trigger properties_search_update after update of title, search_text on properties
    when old.title is not new.title or old.search_text is not new.search_text begin
    insert into properties_search(properties_search, rowid, title, search_text)
      values ('delete', old.id, old.title, old.search_text);
    insert into properties_search(rowid, title, search_text) values (new.id, new.title, new.search_text);
    end`.execute(ctx.db);
  await sql`insert into properties_search(properties_search) values ('rebuild')`.execute(ctx.db);
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
