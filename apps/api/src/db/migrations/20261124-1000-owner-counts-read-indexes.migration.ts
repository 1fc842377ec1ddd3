import { sql } from 'kysely';
import { index, type MigrationContext } from './migration-helpers.js';

/**
 * Reads that scaled with the whole catalogue become index lookups.
 *
 * - owner_listing_counts: each owner's visible listings (browsable properties, visible projects),
 *   owner 0 being the operator. Kept by the listing write path, so the agents list and the
 *   operator's entry read a few rows instead of grouping every listing by owner.
 * - properties/projects (owner_id, is_public): an owner's visible listings counted and recounted
 *   from the index alone.
 * - properties (category_id, price, is_public): "apartments between 100k and 400k" — a category
 *   with a budget, the most common narrowing on a portal — counted from the index alone. Price
 *   before visibility, so pages (which read the range off the rows) keep the category index that
 *   is already in their order.
 */
export async function up(ctx: MigrationContext): Promise<void> {
  await ctx.db.schema
    .createTable('owner_listing_counts')
    .addColumn('owner_id', 'integer', (c) => c.primaryKey())
    .addColumn('property_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('project_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await index(ctx, 'idx_properties_owner_public', 'properties', ['owner_id', 'is_public']);
  await index(ctx, 'idx_projects_owner_public', 'projects', ['owner_id', 'is_public']);
  await index(ctx, 'idx_properties_category_price', 'properties', ['category_id', 'price', 'is_public']);
  // Frozen here as the visibility codes were when this was written: 2 = browsable property,
  // 1 = visible project.
  await sql`insert into owner_listing_counts (owner_id, property_count, project_count)
    select owner_key, sum(p), sum(j) from (
      select coalesce(owner_id, 0) as owner_key, 1 as p, 0 as j from properties where is_public = 2
      union all
      select coalesce(owner_id, 0), 0, 1 from projects where is_public = 1
    ) as visible group by owner_key`.execute(ctx.db);
}
