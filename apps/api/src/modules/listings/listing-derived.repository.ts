import { RENT_PERIOD_MONTHS } from '@domus/shared/constants/enums.constants';
import { type Kysely, sql } from 'kysely';
import { nowIso } from '../../db/dialect.js';
import type { DB } from '../../db/types.js';
import {
  ADVERTISEMENT_STATUS,
  BROWSABLE_PROPERTY_TYPES,
  IS_PUBLIC,
  LISTING_STATUS,
  PROJECT_IS_PUBLIC,
  REQUEST_STATUS,
} from './listing-status.js';

/** Visible: switched on, approved, and an operator listing or an active owner's. */
function visibleSql(table: 'properties' | 'projects') {
  return sql`status = ${sql.lit(LISTING_STATUS.active)} and request_status = ${sql.lit(REQUEST_STATUS.approved)} and (
    owner_id is null or exists (select 1 from users u where u.id = ${sql.ref(`${table}.owner_id`)} and u.is_active = 1))`;
}

import { ownersOf, refreshOwnerCounts } from './owner-counts.repository.js';
import { searchDocument } from './search-document.js';

/**
 * promoted_until / is_promoted of a listing: its live, approved, enabled list advertisement.
 * Both tables share the rule; only the foreign key differs.
 */
function promotionColumns(table: 'properties' | 'projects', at: string) {
  const key = sql.ref(table === 'properties' ? 'a.property_id' : 'a.project_id');
  const live = sql`from advertisements a where ${key} = ${sql.ref(`${table}.id`)} and a.type = 'list'
    and a.status = ${sql.lit(ADVERTISEMENT_STATUS.approved)} and a.is_enable = 1 and a.end_date > ${at}`;
  return {
    promoted_until: sql<string | null>`(select max(a.end_date) ${live})`,
    is_promoted: sql<number>`case when exists (select 1 ${live}) then 1 else 0 end`,
  };
}

/**
 * sort_price: the sale price, or a rent as its monthly equivalent (price divided by the months
 * its period covers), so price orders compare like with like.
 */
function sortPriceColumn() {
  const periods = Object.entries(RENT_PERIOD_MONTHS).filter(([, months]) => months !== 1);
  const cases = periods.map(
    ([period, months]) => sql`when ${period.toLowerCase()} then price / ${sql.lit(months)}`,
  );
  return sql<number>`case when property_type in ('rent', 'rented')
    then case lower(coalesce(rentduration, 'monthly')) ${sql.join(cases, sql` `)} else price end
    else price end`;
}

/**
 * Recomputes the derived columns of listings (see the listings migrations): visibility, the sort
 * price, the search text and the live-advertisement end. Properties are written only through
 * listing-write.repository, which calls this after every write of base columns; writers of the
 * other inputs (owner (de)activation, advertisements, category names, parameter values, nearby
 * places) call it for the listings they affect. `ids` limits the work; without it every row is
 * refreshed (seed, sweeps).
 */
export async function refreshPropertyDerived(db: Kysely<DB>, now: Date, ids?: number[]): Promise<void> {
  if (ids && ids.length === 0) return;
  const at = nowIso(now);
  let q = db.updateTable('properties').set({
    is_public: sql<number>`case when ${visibleSql('properties')} then (case when property_type in (${sql.join(
      BROWSABLE_PROPERTY_TYPES.map((t) => sql.lit(t)),
    )}) then ${sql.lit(IS_PUBLIC.browsable)} else ${sql.lit(IS_PUBLIC.lookupOnly)} end) else ${sql.lit(IS_PUBLIC.hidden)} end`,
    sort_price: sortPriceColumn(),
    ...promotionColumns('properties', at),
  });
  if (ids) q = q.where('id', 'in', ids);
  await q.execute();
  await refreshSearchText(db, ids);
  await refreshOwnerCounts(db, ids ? await ownersOf(db, 'properties', ids) : 'all');
}

const SEARCH_CHUNK = 500;

/** search_text is built in code (descriptions are HTML, checkbox values JSON): chunk by chunk. */
async function refreshSearchText(db: Kysely<DB>, ids?: number[]): Promise<void> {
  let after = 0;
  for (;;) {
    let q = db
      .selectFrom('properties as p')
      .leftJoin('categories as c', 'c.id', 'p.category_id')
      .select(['p.id', 'p.title', 'p.address', 'p.city', 'p.description', 'p.search_text', 'c.category'])
      .where('p.id', '>', after)
      .orderBy('p.id')
      .limit(SEARCH_CHUNK);
    if (ids) q = q.where('p.id', 'in', ids);
    const rows = await q.execute();
    if (rows.length === 0) return;
    const chunk = rows.map((r) => r.id);
    after = chunk[chunk.length - 1] as number;
    const [parameters, facilities] = await Promise.all([
      db
        .selectFrom('property_parameters as pp')
        .innerJoin('parameters as pa', 'pa.id', 'pp.parameter_id')
        .select(['pp.property_id', 'pa.type_of_parameter as type', 'pp.value'])
        .where('pp.property_id', 'in', chunk)
        .orderBy('pp.property_id')
        .orderBy('pa.id')
        .execute(),
      db
        .selectFrom('property_facilities as pf')
        .innerJoin('outdoor_facilities as f', 'f.id', 'pf.facility_id')
        .select(['pf.property_id', 'f.name'])
        .where('pf.property_id', 'in', chunk)
        .orderBy('pf.property_id')
        .orderBy('f.id')
        .execute(),
    ]);
    const valuesOf = groupByProperty(parameters, (p) => ({ type: p.type, value: p.value }));
    const placesOf = groupByProperty(facilities, (f) => f.name);
    for (const row of rows) {
      const text = searchDocument({
        ...row,
        parameters: valuesOf.get(row.id) ?? [],
        facilities: placesOf.get(row.id) ?? [],
      });
      if (text !== row.search_text) {
        await db.updateTable('properties').set({ search_text: text }).where('id', '=', row.id).execute();
      }
    }
  }
}

function groupByProperty<T extends { property_id: number }, V>(rows: T[], pick: (row: T) => V) {
  const out = new Map<number, V[]>();
  for (const row of rows) {
    const list = out.get(row.property_id) ?? [];
    list.push(pick(row));
    out.set(row.property_id, list);
  }
  return out;
}

export async function refreshProjectDerived(db: Kysely<DB>, now: Date, ids?: number[]): Promise<void> {
  if (ids && ids.length === 0) return;
  const at = nowIso(now);
  let q = db.updateTable('projects').set({
    is_public: sql<number>`case when ${visibleSql('projects')} then ${sql.lit(PROJECT_IS_PUBLIC.visible)} else ${sql.lit(PROJECT_IS_PUBLIC.hidden)} end`,
    search_text: sql<string>`lower(title || ' ' || location || ' ' || city)`,
    ...promotionColumns('projects', at),
  });
  if (ids) q = q.where('id', 'in', ids);
  await q.execute();
  await refreshOwnerCounts(db, ids ? await ownersOf(db, 'projects', ids) : 'all');
}

/** Listings a write touched, for the change it announces. */
export interface ListingIds {
  propertyIds: number[];
  projectIds: number[];
}

/** An owner's (de)activation changes the visibility of everything they listed. */
export async function refreshOwnerListings(db: Kysely<DB>, now: Date, ownerId: number): Promise<ListingIds> {
  const properties = await db.selectFrom('properties').select('id').where('owner_id', '=', ownerId).execute();
  const projects = await db.selectFrom('projects').select('id').where('owner_id', '=', ownerId).execute();
  await refreshPropertyDerived(
    db,
    now,
    properties.map((p) => p.id),
  );
  await refreshProjectDerived(
    db,
    now,
    projects.map((p) => p.id),
  );
  return { propertyIds: properties.map((p) => p.id), projectIds: projects.map((p) => p.id) };
}

/**
 * Ends promotions whose advertisement has run out (reads treat end_date <= now as
 * expired at once). Idempotent; run by the promotion sweep at each expiry instant.
 */
export async function expirePromotions(db: Kysely<DB>, now: Date): Promise<number> {
  const { propertyIds, projectIds } = await expirePromotionsOf(db, now);
  return propertyIds.length + projectIds.length;
}

/** expirePromotions, naming the listings whose promotion ended. */
export async function expirePromotionsOf(db: Kysely<DB>, now: Date): Promise<ListingIds> {
  const at = nowIso(now);
  const properties = await db
    .selectFrom('properties')
    .select('id')
    .where('is_promoted', '=', 1)
    .where((eb) => eb.or([eb('promoted_until', 'is', null), eb('promoted_until', '<=', at)]))
    .execute();
  const projects = await db
    .selectFrom('projects')
    .select('id')
    .where('is_promoted', '=', 1)
    .where((eb) => eb.or([eb('promoted_until', 'is', null), eb('promoted_until', '<=', at)]))
    .execute();
  await refreshPropertyDerived(
    db,
    now,
    properties.map((p) => p.id),
  );
  await refreshProjectDerived(
    db,
    now,
    projects.map((p) => p.id),
  );
  return { propertyIds: properties.map((p) => p.id), projectIds: projects.map((p) => p.id) };
}

/** The next moment a promotion ends, if any (the sweep sleeps until then). */
export async function nextPromotionEnd(db: Kysely<DB>, now: Date): Promise<Date | null> {
  const at = nowIso(now);
  const [p, q] = await Promise.all([
    db
      .selectFrom('properties')
      .select((eb) => eb.fn.min('promoted_until').as('t'))
      .where('is_promoted', '=', 1)
      .where('promoted_until', '>', at)
      .executeTakeFirst(),
    db
      .selectFrom('projects')
      .select((eb) => eb.fn.min('promoted_until').as('t'))
      .where('is_promoted', '=', 1)
      .where('promoted_until', '>', at)
      .executeTakeFirst(),
  ]);
  const times = [p?.t, q?.t]
    .filter((t) => t !== null && t !== undefined)
    .map((t) => new Date(t as string).getTime());
  return times.length ? new Date(Math.min(...times)) : null;
}
