import { type ExpressionBuilder, type SelectQueryBuilder, sql } from 'kysely';
import { containsLower, type DialectName, lowerEquals, nowIso } from '../../db/dialect.js';
import type { DB } from '../../db/types.js';
import { IS_PUBLIC } from '../listings/listing-status.js';

/**
 * The filters every property read shares, as one plain object resolved by the service (category
 * slug → id, posted_since → cutoff…), applied here as SQL. Repositories call applyPropertyFilters
 * on a query over `properties as p`.
 */
export interface PropertyFilters {
  /** 2 = browse sets (visible sell/rent); 1 = any visible listing (lookups, favourites). */
  minPublic: typeof IS_PUBLIC.lookupOnly | typeof IS_PUBLIC.browsable;
  propertyTypes?: string[];
  categoryId?: number;
  /** Any of these categories (personalised feed). */
  categoryIds?: number[];
  /** Has at least one of these nearby facilities (personalised feed). */
  anyFacilityIds?: number[];
  city?: string;
  state?: string;
  country?: string;
  minPrice?: number;
  maxPrice?: number;
  createdSince?: Date;
  promotedOnly?: boolean;
  search?: string;
  /** With `search`: only listings whose title holds it, or only those matched elsewhere. */
  searchScope?: 'title' | 'elsewhere';
  parameterIds?: number[];
  facilityIds?: number[];
  maxDistance?: number;
  near?: { latitude: number; longitude: number; radiusKm: number };
  /** null = operator listings. */
  ownerId?: number | null;
  excludePremium?: boolean;
  excludeIds?: number[];
  ids?: number[];
}

/** A query over `properties as p` (Kysely models the alias as its own table `p`). */
export type PropertyDB = DB & { p: DB['properties'] };
// biome-ignore lint/complexity/noBannedTypes: Kysely's own empty selection type
type Q = SelectQueryBuilder<PropertyDB, 'p', {}>;

/**
 * How the filters are written for one query. `count`: parameter filters as an IN list (one pass
 * over the parameter index beats a probe per listing when most listings match). `rangesNotIndexed`
 * (SQLite): price and date ranges are wrapped in unary `+` so the planner walks the ordering index
 * and stops after one page, instead of collecting every match in the range and sorting them.
 */
export interface FilterMode {
  count?: boolean;
  rangesNotIndexed?: boolean;
  /**
   * (SQLite) The same for place and category filters, and for sell/rent unless `keepTypeIndexed`
   * (the price orders have sell/rent indexes of their own): with an explicit sort and many
   * matches, the sort's index finds a page after a few rows, where the filter's index would
   * collect every match and sort them.
   */
  equalitiesNotIndexed?: boolean;
  keepTypeIndexed?: boolean;
  /**
   * (SQLite) The query is limited to a handful of listings by `ids` (saved-search alerts): a
   * keyword is matched against those rows' search text, where the FTS table would first collect
   * every match in the whole set (12–50 ms at 100k listings, against 0.1 ms).
   */
  fewRows?: boolean;
}

export function applyPropertyFilters(
  query: Q,
  f: PropertyFilters,
  now: Date,
  dialect: DialectName,
  mode: FilterMode = {},
): Q {
  const sqlite = dialect === 'sqlite';
  const range = (column: 'p.price' | 'p.created_at') =>
    mode.rangesNotIndexed && sqlite ? sql`+${sql.ref(column)}` : sql.ref(column);
  const unindexed = mode.equalitiesNotIndexed === true && sqlite;
  const equality = (column: 'p.property_type' | 'p.category_id') =>
    unindexed && !(column === 'p.property_type' && mode.keepTypeIndexed)
      ? sql`+${sql.ref(column)}`
      : sql.ref(column);
  const place = (column: 'p.city' | 'p.state' | 'p.country', value: string) =>
    unindexed
      ? sql<boolean>`lower(+${sql.ref(column)}) = ${value.trim().toLowerCase()}`
      : lowerEquals(column, value);
  let q =
    f.minPublic === IS_PUBLIC.browsable
      ? query.where('p.is_public', '=', IS_PUBLIC.browsable)
      : query.where('p.is_public', '>=', IS_PUBLIC.lookupOnly);
  if (f.propertyTypes?.length) q = q.where(equality('p.property_type'), 'in', f.propertyTypes);
  if (f.categoryId !== undefined) q = q.where(equality('p.category_id'), '=', f.categoryId);
  if (f.categoryIds?.length) q = q.where(equality('p.category_id'), 'in', f.categoryIds);
  if (f.anyFacilityIds?.length) {
    const anyOf = f.anyFacilityIds;
    q = q.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('property_facilities as af')
          .select(sql.lit(1).as('one'))
          .whereRef('af.property_id', '=', 'p.id')
          .where('af.facility_id', 'in', anyOf),
      ),
    );
  }
  if (f.city) q = q.where(place('p.city', f.city));
  if (f.state) q = q.where(place('p.state', f.state));
  if (f.country) q = q.where(place('p.country', f.country));
  if (f.minPrice !== undefined) q = q.where(range('p.price'), '>=', f.minPrice);
  if (f.maxPrice !== undefined) q = q.where(range('p.price'), '<=', f.maxPrice);
  if (f.createdSince) q = q.where(range('p.created_at'), '>=', nowIso(f.createdSince));
  // The flag narrows through the index; the end date keeps the answer exact between sweeps.
  if (f.promotedOnly) q = q.where('p.is_promoted', '=', 1).where('p.promoted_until', '>', nowIso(now));
  if (f.search)
    q = q.where(
      searchCondition(
        f.search,
        dialect,
        f.searchScope,
        mode.rangesNotIndexed === true,
        mode.fewRows === true,
      ),
    );
  if (f.ownerId !== undefined) {
    q = f.ownerId === null ? q.where('p.owner_id', 'is', null) : q.where('p.owner_id', '=', f.ownerId);
  }
  if (f.excludePremium) q = q.where('p.is_premium', '=', 0);
  if (f.excludeIds?.length) q = q.where('p.id', 'not in', f.excludeIds);
  if (f.ids) q = q.where('p.id', 'in', f.ids.length ? f.ids : [0]);
  if (f.parameterIds?.length && mode.count) {
    const ids = f.parameterIds;
    q = q.where('p.id', 'in', (eb) =>
      eb.selectFrom('property_parameters as pp').select('pp.property_id').where('pp.parameter_id', 'in', ids),
    );
  } else if (f.parameterIds?.length) {
    const ids = f.parameterIds;
    q = q.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('property_parameters as pp')
          .select(sql.lit(1).as('one'))
          .whereRef('pp.property_id', '=', 'p.id')
          .where('pp.parameter_id', 'in', ids),
      ),
    );
  }
  for (const facilityId of f.facilityIds ?? []) {
    q = q.where(({ exists, selectFrom }) => {
      let sub = selectFrom('property_facilities as pf')
        .select(sql.lit(1).as('one'))
        .whereRef('pf.property_id', '=', 'p.id')
        .where('pf.facility_id', '=', facilityId);
      if (f.maxDistance !== undefined) sub = sub.where('pf.distance', '<=', f.maxDistance);
      return exists(sub);
    });
  }
  if (f.near) q = applyNear(q, f.near);
  return q;
}

/** Bounding box first (index-friendly), then the exact great-circle distance. */
function applyNear(q: Q, near: { latitude: number; longitude: number; radiusKm: number }): Q {
  const latDelta = near.radiusKm / 111.32;
  const cos = Math.max(0.01, Math.cos((near.latitude * Math.PI) / 180));
  const lngDelta = near.radiusKm / (111.32 * cos);
  return q
    .where('p.latitude', '>=', near.latitude - latDelta)
    .where('p.latitude', '<=', near.latitude + latDelta)
    .where('p.longitude', '>=', near.longitude - lngDelta)
    .where('p.longitude', '<=', near.longitude + lngDelta)
    .where(sql<boolean>`${distanceExpr(near.latitude, near.longitude)} <= ${near.radiusKm}`);
}

export function distanceExpr(latitude: number, longitude: number) {
  return sql<number>`(6371.0 * 2 * asin(sqrt(
    power(sin((radians(p.latitude) - radians(${latitude})) / 2), 2) +
    cos(radians(${latitude})) * cos(radians(p.latitude)) *
    power(sin((radians(p.longitude) - radians(${longitude})) / 2), 2))))`;
}

export type PropertyOrder = 'newest' | 'price_asc' | 'price_desc' | 'most_viewed' | 'most_liked' | 'nearest';

/**
 * The requested order, then id desc. With `promotedFirst`, listings with a live advertisement come
 * first across the whole result; the browse indexes lead with the same flag. Price orders use
 * sort_price, where a rent is its monthly equivalent.
 */
export function applyOrder(
  query: Q,
  order: PropertyOrder,
  near?: { latitude: number; longitude: number },
  promotedFirst = false,
): Q {
  const q = promotedFirst ? query.orderBy('p.is_promoted', 'desc') : query;
  switch (order) {
    case 'price_asc':
      return q.orderBy('p.sort_price', 'asc').orderBy('p.id', 'desc');
    case 'price_desc':
      return q.orderBy('p.sort_price', 'desc').orderBy('p.id', 'desc');
    case 'most_viewed':
      return q.orderBy('p.total_view', 'desc').orderBy('p.created_at', 'desc').orderBy('p.id', 'desc');
    case 'most_liked':
      return q.orderBy('p.favourite_count', 'desc').orderBy('p.created_at', 'desc').orderBy('p.id', 'desc');
    case 'nearest':
      return near
        ? q.orderBy(distanceExpr(near.latitude, near.longitude), 'asc').orderBy('p.id', 'desc')
        : q.orderBy('p.created_at', 'desc').orderBy('p.id', 'desc');
    default:
      return q.orderBy('p.created_at', 'desc').orderBy('p.id', 'desc');
  }
}

export type PropertyExpression = ExpressionBuilder<PropertyDB, 'p'>;

/**
 * Substring search over the listing's search document (title, address, city, category name,
 * description, worded parameter values, nearby places); `scope` narrows it to title matches or to
 * the other matches. SQLite answers needles of three or more characters from the FTS5 trigram
 * table (a quoted phrase: substring match with Unicode case folding, every character literal;
 * the title is a column of its own); PostgreSQL's LIKE uses the pg_trgm index. Shorter needles
 * scan, on both. `walkIndex`: many matches, so the page walks the ordering index and only probes
 * the match set (`+p.id` keeps the planner from driving the query from the matches).
 */
function searchCondition(
  needle: string,
  dialect: DialectName,
  scope: PropertyFilters['searchScope'],
  walkIndex: boolean,
  fewRows = false,
) {
  const text = needle.trim();
  if (dialect === 'sqlite' && !fewRows && [...text].length >= 3) {
    const phrase = `"${text.replace(/"/g, '""')}"`;
    const query =
      scope === 'title'
        ? `title : ${phrase}`
        : scope === 'elsewhere'
          ? `${phrase} NOT title : ${phrase}`
          : phrase;
    const id = walkIndex ? sql`+p.id` : sql`p.id`;
    return sql<boolean>`${id} in (select rowid from properties_search where properties_search match ${query})`;
  }
  const anywhere = containsLower('p.search_text', text);
  if (scope === 'title') return sql<boolean>`${anywhere} and ${containsLower('p.title', text, true)}`;
  if (scope === 'elsewhere') return sql<boolean>`${anywhere} and not ${containsLower('p.title', text, true)}`;
  return anywhere;
}
