import { sql } from 'kysely';
import { index, type MigrationContext, table, types, withTimestamps } from './migration-helpers.js';

/** Properties and projects with their media, parameter values, facility distances, favourites,
 *  interest marks, reports, view de-duplication, sliders and moderation reasons. */
export async function up(ctx: MigrationContext): Promise<void> {
  const t = types(ctx);

  await withTimestamps(
    ctx,
    table(ctx, 'properties')
      .addColumn('slug_id', 'varchar(100)', (c) => c.notNull().unique())
      .addColumn('title', 'varchar(255)', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id'))
      .addColumn('property_type', 'varchar(10)', (c) => c.notNull()) // sell | rent | sold | rented
      .addColumn('price', t.money, (c) => c.notNull())
      .addColumn('rentduration', 'varchar(20)')
      .addColumn('address', 'varchar(500)', (c) => c.notNull())
      .addColumn('client_address', 'varchar(500)')
      .addColumn('city', 'varchar(100)', (c) => c.notNull())
      .addColumn('state', 'varchar(100)', (c) => c.notNull())
      .addColumn('country', 'varchar(100)', (c) => c.notNull())
      .addColumn('latitude', t.float, (c) => c.notNull())
      .addColumn('longitude', t.float, (c) => c.notNull())
      .addColumn('title_image', 'varchar(500)', (c) => c.notNull())
      .addColumn('three_d_image', 'varchar(500)')
      .addColumn('video_link', 'varchar(500)')
      .addColumn('meta_title', 'varchar(255)')
      .addColumn('meta_description', 'text')
      .addColumn('meta_keywords', 'text')
      .addColumn('meta_image', 'varchar(500)')
      .addColumn('is_premium', 'integer', (c) => c.notNull().defaultTo(0))
      // null = an operator listing (the API shows added_by: 0)
      .addColumn('owner_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('request_status', 'varchar(10)', (c) => c.notNull().defaultTo('pending'))
      .addColumn('total_view', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('favourite_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('interested_count', 'integer', (c) => c.notNull().defaultTo(0))
      // Derived, kept by the listing repository: 0 hidden; 1 publicly visible
      // (status 1, approved, owner active) but sold/rented, so reachable by lookups only; 2 visible
      // and browsable (sell/rent). One column lets browse queries walk a single ordered index.
      .addColumn('is_public', 'integer', (c) => c.notNull().defaultTo(0))
      // Derived: end_date of the live, approved, enabled list advertisement, and
      // a flag for "promoted first" ordering (kept exact by the promotion-expiry sweep).
      .addColumn('promoted_until', t.ts)
      .addColumn('is_promoted', 'integer', (c) => c.notNull().defaultTo(0))
      // Derived: lower-cased title, address, city and category name for substring search.
      .addColumn('search_text', 'text', (c) => c.notNull().defaultTo('')),
  ).execute();
  // Browse indexes: each matches one ordering of get-property-list ("promoted first, then …, then
  // id desc") so a page is one ordered index walk, and counts are covering-index scans.
  await index(ctx, 'idx_properties_browse', 'properties', [], {
    expression: 'is_public, is_promoted, created_at, id',
  });
  await index(ctx, 'idx_properties_type', 'properties', [], {
    expression: 'is_public, property_type, is_promoted, created_at, id',
  });
  await index(ctx, 'idx_properties_city', 'properties', [], {
    expression: 'lower(city), is_public, is_promoted, created_at, id',
  });
  await index(ctx, 'idx_properties_state', 'properties', [], {
    expression: 'lower(state), is_public, is_promoted, created_at, id',
  });
  await index(ctx, 'idx_properties_country', 'properties', [], {
    expression: 'lower(country), is_public, is_promoted, created_at, id',
  });
  await index(ctx, 'idx_properties_category', 'properties', [], {
    expression: 'category_id, is_public, is_promoted, created_at, id',
  });
  await index(ctx, 'idx_properties_price_asc', 'properties', [], {
    expression: 'is_public, is_promoted desc, price asc, id desc',
  });
  await index(ctx, 'idx_properties_price_desc', 'properties', [], {
    expression: 'is_public, is_promoted, price, id',
  });
  await index(ctx, 'idx_properties_views', 'properties', [], {
    expression: 'is_public, is_promoted, total_view, created_at, id',
  });
  await index(ctx, 'idx_properties_likes', 'properties', [], {
    expression: 'is_public, is_promoted, favourite_count, created_at, id',
  });
  // Visibility by id, without touching the wide rows (parameter and facility filters join on it).
  await index(ctx, 'idx_properties_public_id', 'properties', ['id', 'is_public']);
  await createSearchIndex(ctx);
  await index(ctx, 'idx_properties_owner', 'properties', ['owner_id', 'created_at']);
  await index(ctx, 'idx_properties_promoted', 'properties', ['is_promoted', 'promoted_until']);
  await index(ctx, 'idx_properties_geo', 'properties', ['latitude', 'longitude']);

  await withTimestamps(
    ctx,
    table(ctx, 'property_images')
      .addColumn('property_id', 'integer', (c) => c.notNull().references('properties.id').onDelete('cascade'))
      .addColumn('image', 'varchar(500)', (c) => c.notNull())
      .addColumn('sequence', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute();
  await index(ctx, 'idx_property_images_property', 'property_images', ['property_id']);

  await withTimestamps(
    ctx,
    table(ctx, 'property_documents')
      .addColumn('property_id', 'integer', (c) => c.notNull().references('properties.id').onDelete('cascade'))
      .addColumn('file', 'varchar(500)', (c) => c.notNull())
      .addColumn('file_name', 'varchar(255)', (c) => c.notNull())
      .addColumn('type', 'varchar(10)', (c) => c.notNull()),
  ).execute();
  await index(ctx, 'idx_property_documents_property', 'property_documents', ['property_id']);

  await withTimestamps(
    ctx,
    table(ctx, 'property_parameters')
      .addColumn('property_id', 'integer', (c) => c.notNull().references('properties.id').onDelete('cascade'))
      .addColumn('parameter_id', 'integer', (c) =>
        c.notNull().references('parameters.id').onDelete('cascade'),
      )
      .addColumn('value', 'text', (c) => c.notNull()), // JSON array for checkbox, storage key for file
  ).execute();
  await index(ctx, 'uq_property_parameters', 'property_parameters', ['property_id', 'parameter_id'], {
    unique: true,
  });
  await index(ctx, 'idx_property_parameters_parameter', 'property_parameters', [
    'parameter_id',
    'property_id',
  ]);

  await withTimestamps(
    ctx,
    table(ctx, 'property_facilities')
      .addColumn('property_id', 'integer', (c) => c.notNull().references('properties.id').onDelete('cascade'))
      .addColumn('facility_id', 'integer', (c) =>
        c.notNull().references('outdoor_facilities.id').onDelete('cascade'),
      )
      .addColumn('distance', t.float, (c) => c.notNull()),
  ).execute();
  await index(ctx, 'uq_property_facilities', 'property_facilities', ['property_id', 'facility_id'], {
    unique: true,
  });
  await index(ctx, 'idx_property_facilities_facility', 'property_facilities', [
    'facility_id',
    'distance',
    'property_id',
  ]);

  for (const name of ['favourites', 'interests'] as const) {
    await table(ctx, name)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('property_id', 'integer', (c) => c.notNull().references('properties.id').onDelete('cascade'))
      .addColumn('created_at', t.ts, (c) => c.notNull())
      .execute();
    await index(ctx, `uq_${name}`, name, ['user_id', 'property_id'], { unique: true });
    await index(ctx, `idx_${name}_property`, name, ['property_id', 'created_at']);
  }

  await withTimestamps(
    ctx,
    table(ctx, 'reports')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('property_id', 'integer', (c) => c.notNull().references('properties.id').onDelete('cascade'))
      // null = "Other" (reason 0 on the wire); the reason text is then other_message.
      .addColumn('reason_id', 'integer', (c) => c.references('report_reasons.id').onDelete('set null'))
      .addColumn('other_message', 'text')
      .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('open')),
  ).execute();
  await index(ctx, 'uq_reports', 'reports', ['user_id', 'property_id'], { unique: true });
  await index(ctx, 'idx_reports_property', 'reports', ['property_id']);

  await withTimestamps(
    ctx,
    table(ctx, 'projects')
      .addColumn('slug_id', 'varchar(100)', (c) => c.notNull().unique())
      .addColumn('title', 'varchar(255)', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id'))
      .addColumn('type', 'varchar(30)', (c) => c.notNull()) // under_construction | upcoming
      .addColumn('location', 'varchar(500)', (c) => c.notNull())
      .addColumn('city', 'varchar(100)', (c) => c.notNull())
      .addColumn('state', 'varchar(100)', (c) => c.notNull())
      .addColumn('country', 'varchar(100)', (c) => c.notNull())
      .addColumn('latitude', t.float, (c) => c.notNull())
      .addColumn('longitude', t.float, (c) => c.notNull())
      .addColumn('image', 'varchar(500)', (c) => c.notNull())
      .addColumn('video_link', 'varchar(500)')
      .addColumn('meta_title', 'varchar(255)')
      .addColumn('meta_description', 'text')
      .addColumn('meta_keywords', 'text')
      .addColumn('meta_image', 'varchar(500)')
      .addColumn('owner_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('request_status', 'varchar(10)', (c) => c.notNull().defaultTo('pending'))
      .addColumn('total_click', 'integer', (c) => c.notNull().defaultTo(0))
      // Derived: 1 when approved, status 1 and owner active, else 0.
      .addColumn('is_public', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('promoted_until', t.ts)
      .addColumn('is_promoted', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('search_text', 'text', (c) => c.notNull().defaultTo('')),
  ).execute();
  await index(ctx, 'idx_projects_browse', 'projects', ['is_public', 'is_promoted', 'created_at', 'id']);
  await index(ctx, 'idx_projects_owner', 'projects', ['owner_id', 'created_at']);
  await index(ctx, 'idx_projects_category', 'projects', ['category_id', 'is_public']);
  await index(ctx, 'idx_projects_city', 'projects', [], { expression: 'lower(city), is_public' });
  await index(ctx, 'idx_projects_promoted', 'projects', ['promoted_until']);

  for (const [name, column] of [
    ['project_images', 'image'],
    ['project_documents', 'file'],
  ] as const) {
    await withTimestamps(
      ctx,
      table(ctx, name)
        .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
        .addColumn(column, 'varchar(500)', (c) => c.notNull())
        .addColumn('sequence', 'integer', (c) => c.notNull().defaultTo(0)),
    ).execute();
    await index(ctx, `idx_${name}_project`, name, ['project_id']);
  }

  await withTimestamps(
    ctx,
    table(ctx, 'project_plans')
      .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
      .addColumn('title', 'varchar(255)', (c) => c.notNull())
      .addColumn('document', 'varchar(500)', (c) => c.notNull()),
  ).execute();
  await index(ctx, 'idx_project_plans_project', 'project_plans', ['project_id']);

  // One row per (item, viewer) and 24 h window start: de-duplicates view counting.
  await table(ctx, 'listing_views')
    .addColumn('entity', 'varchar(10)', (c) => c.notNull()) // property | project
    .addColumn('entity_id', 'integer', (c) => c.notNull())
    .addColumn('viewer_key', 'varchar(128)', (c) => c.notNull())
    .addColumn('viewed_at', t.ts, (c) => c.notNull())
    .execute();
  await index(ctx, 'uq_listing_views', 'listing_views', ['entity', 'entity_id', 'viewer_key'], {
    unique: true,
  });

  await withTimestamps(
    ctx,
    table(ctx, 'sliders')
      .addColumn('type', 'varchar(2)', (c) => c.notNull()) // "1" image, "2" category, "3" property, "4" link
      .addColumn('image', 'varchar(500)')
      .addColumn('web_image', 'varchar(500)')
      .addColumn('link', 'varchar(500)')
      .addColumn('category_id', 'integer', (c) => c.references('categories.id').onDelete('cascade'))
      .addColumn('property_id', 'integer', (c) => c.references('properties.id').onDelete('cascade'))
      .addColumn('show_property_details', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('sequence', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1)),
  ).execute();

  // Why an operator rejected a listing, project, advertisement or verification application.
  await table(ctx, 'moderation_reasons')
    .addColumn('entity', 'varchar(20)', (c) => c.notNull())
    .addColumn('entity_id', 'integer', (c) => c.notNull())
    .addColumn('reason', 'varchar(300)', (c) => c.notNull())
    .addColumn('created_at', t.ts, (c) => c.notNull())
    .execute();
  await index(ctx, 'idx_moderation_reasons_entity', 'moderation_reasons', [
    'entity',
    'entity_id',
    'created_at',
  ]);
}

/**
 * Substring search on properties.search_text through an index: an FTS5 trigram table kept in step
 * by triggers on SQLite (it also folds case beyond ASCII), a pg_trgm GIN index on PostgreSQL
 * (LIKE '%…%' uses it directly). Without pg_trgm the search still works, by a scan.
 */
async function createSearchIndex(ctx: MigrationContext): Promise<void> {
  if (ctx.dialect === 'sqlite') {
    await sql`create virtual table properties_search using fts5(
      search_text, content='properties', content_rowid='id', tokenize='trigram')`.execute(ctx.db);
    await sql`create trigger properties_search_insert after insert on properties begin
      insert into properties_search(rowid, search_text) values (new.id, new.search_text); end`.execute(
      ctx.db,
    );
    await sql`create trigger properties_search_delete after delete on properties begin
      insert into properties_search(properties_search, rowid, search_text) values ('delete', old.id, old.search_text);
      end`.execute(ctx.db);
    await sql`create trigger properties_search_update after update of search_text on properties
      when old.search_text is not new.search_text begin
      insert into properties_search(properties_search, rowid, search_text) values ('delete', old.id, old.search_text);
      insert into properties_search(rowid, search_text) values (new.id, new.search_text); end`.execute(
      ctx.db,
    );
    return;
  }
  const available = await sql<{
    n: number;
  }>`select count(*)::int as n from pg_available_extensions where name = 'pg_trgm'`.execute(ctx.db);
  if (!available.rows[0]?.n) return;
  await sql`savepoint domus_trgm`.execute(ctx.db);
  try {
    await sql`create extension if not exists pg_trgm`.execute(ctx.db);
    await sql`create index idx_properties_search on properties using gin (search_text gin_trgm_ops)`.execute(
      ctx.db,
    );
    await sql`release savepoint domus_trgm`.execute(ctx.db);
  } catch {
    // No right to create the extension here: keep going without the index (search scans).
    await sql`rollback to savepoint domus_trgm`.execute(ctx.db);
  }
}
