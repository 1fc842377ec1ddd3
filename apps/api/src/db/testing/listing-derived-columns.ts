import { type Kysely, sql } from 'kysely';
import {
  ADVERTISEMENT_STATUS,
  LISTING_STATUS,
  PROJECT_IS_PUBLIC,
  propertyVisibility,
  REQUEST_STATUS,
} from '../../modules/listings/listing-status.js';
import { searchDocument } from '../../modules/listings/search-document.js';
import type { DB } from '../types.js';

/**
 * The derived columns of listings (visibility, search text, promotion) as stored, next to the
 * values their inputs give when recomputed here from scratch: the base columns, the owner, the
 * category, parameter values, nearby places and live list advertisements at `at`. A test compares
 * the two to find rows a writer left stale. The recomputation reads the inputs itself rather than
 * calling the refresh code it checks; only the search document's wording is shared.
 */
export interface DerivedColumns {
  is_public: number;
  search_text: string;
  promoted_until: string | null;
  is_promoted: number;
}

export interface DerivedComparison {
  id: number;
  actual: DerivedColumns;
  expected: DerivedColumns;
}

const toIso = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string).toISOString());

/** The latest end of each listing's live, approved, enabled list advertisement at `at`. */
async function liveAdvertisementEnds(
  db: Kysely<DB>,
  key: 'property_id' | 'project_id',
  at: Date,
): Promise<Map<number, number>> {
  const ads = await db
    .selectFrom('advertisements')
    .select([key, 'end_date'])
    .where('type', '=', 'list')
    .where('status', '=', ADVERTISEMENT_STATUS.approved)
    .where('is_enable', '=', 1)
    .where(key, 'is not', null)
    .execute();
  const liveEnd = new Map<number, number>();
  for (const ad of ads) {
    const end = new Date(ad.end_date as string).getTime();
    const id = ad[key] as number;
    if (end > at.getTime()) liveEnd.set(id, Math.max(end, liveEnd.get(id) ?? 0));
  }
  return liveEnd;
}

const promotion = (end: number | undefined) => ({
  promoted_until: end === undefined ? null : new Date(end).toISOString(),
  is_promoted: end === undefined ? 0 : 1,
});

function grouped<T extends { property_id: number }, V>(rows: T[], pick: (row: T) => V) {
  const out = new Map<number, V[]>();
  for (const row of rows) out.set(row.property_id, [...(out.get(row.property_id) ?? []), pick(row)]);
  return out;
}

/** Stored and recomputed derived columns of every property (or those of `ids`) at `at`. */
export async function comparePropertyDerived(
  db: Kysely<DB>,
  at: Date,
  ids?: number[],
): Promise<DerivedComparison[]> {
  let query = db
    .selectFrom('properties as p')
    .leftJoin('users as u', 'u.id', 'p.owner_id')
    .leftJoin('categories as c', 'c.id', 'p.category_id')
    .select([
      'p.id',
      'p.status',
      'p.request_status',
      'p.property_type',
      'p.owner_id',
      'u.is_active',
      'p.title',
      'p.address',
      'p.city',
      'p.description',
      'c.category',
      'p.is_public',
      'p.search_text',
      'p.promoted_until',
      'p.is_promoted',
    ])
    .orderBy('p.id');
  if (ids) query = query.where('p.id', 'in', ids);
  const rows = await query.execute();
  const parameters = await db
    .selectFrom('property_parameters as pp')
    .innerJoin('parameters as pa', 'pa.id', 'pp.parameter_id')
    .select(['pp.property_id', 'pa.type_of_parameter as type', 'pp.value'])
    .orderBy('pp.property_id')
    .orderBy('pa.id')
    .execute();
  const facilities = await db
    .selectFrom('property_facilities as pf')
    .innerJoin('outdoor_facilities as f', 'f.id', 'pf.facility_id')
    .select(['pf.property_id', 'f.name'])
    .orderBy('pf.property_id')
    .orderBy('f.id')
    .execute();
  const valuesOf = grouped(parameters, (p) => ({ type: p.type, value: p.value }));
  const placesOf = grouped(facilities, (f) => f.name);
  const liveEnd = await liveAdvertisementEnds(db, 'property_id', at);
  return rows.map((row) => ({
    id: row.id,
    actual: {
      is_public: row.is_public,
      search_text: row.search_text,
      promoted_until: toIso(row.promoted_until),
      is_promoted: row.is_promoted,
    },
    expected: {
      is_public: propertyVisibility({
        status: row.status,
        request_status: row.request_status,
        property_type: row.property_type,
        ownerActive: row.owner_id === null || row.is_active === 1,
      }),
      search_text: searchDocument({
        title: row.title,
        address: row.address,
        city: row.city,
        category: row.category,
        description: row.description,
        parameters: valuesOf.get(row.id) ?? [],
        facilities: placesOf.get(row.id) ?? [],
      }),
      ...promotion(liveEnd.get(row.id)),
    },
  }));
}

/** Stored and recomputed derived columns of every project at `at`. */
export async function compareProjectDerived(db: Kysely<DB>, at: Date): Promise<DerivedComparison[]> {
  const rows = await db
    .selectFrom('projects as p')
    .leftJoin('users as u', 'u.id', 'p.owner_id')
    .select([
      'p.id',
      'p.status',
      'p.request_status',
      'p.owner_id',
      'u.is_active',
      'p.is_public',
      'p.search_text',
      'p.promoted_until',
      'p.is_promoted',
      // The database's own lower(): SQLite folds ASCII only, and the stored text is folded so.
      sql<string>`lower(p.title || ' ' || p.location || ' ' || p.city)`.as('expected_search'),
    ])
    .orderBy('p.id')
    .execute();
  const liveEnd = await liveAdvertisementEnds(db, 'project_id', at);
  return rows.map((row) => {
    const visible =
      row.status === LISTING_STATUS.active &&
      row.request_status === REQUEST_STATUS.approved &&
      (row.owner_id === null || row.is_active === 1);
    return {
      id: row.id,
      actual: {
        is_public: row.is_public,
        search_text: row.search_text,
        promoted_until: toIso(row.promoted_until),
        is_promoted: row.is_promoted,
      },
      expected: {
        is_public: visible ? PROJECT_IS_PUBLIC.visible : PROJECT_IS_PUBLIC.hidden,
        search_text: row.expected_search,
        ...promotion(liveEnd.get(row.id)),
      },
    };
  });
}

/**
 * owner_listing_counts rows that differ from a recount from scratch (owner 0 = the operator):
 * `[owner, stored, recounted]` per wrong or missing row; owners with nothing visible may have a
 * zero row or none.
 */
export async function staleOwnerCounts(db: Kysely<DB>): Promise<[number, string, string][]> {
  const recount = new Map<number, { p: number; j: number }>();
  const add = (owner: number | null, key: 'p' | 'j') => {
    const k = owner ?? 0;
    const entry = recount.get(k) ?? { p: 0, j: 0 };
    entry[key] += 1;
    recount.set(k, entry);
  };
  for (const r of await db.selectFrom('properties').select('owner_id').where('is_public', '=', 2).execute())
    add(r.owner_id, 'p');
  for (const r of await db
    .selectFrom('projects')
    .select('owner_id')
    .where('is_public', '=', PROJECT_IS_PUBLIC.visible)
    .execute())
    add(r.owner_id, 'j');
  const stored = new Map(
    (await db.selectFrom('owner_listing_counts').selectAll().execute()).map((r) => [
      Number(r.owner_id),
      { p: Number(r.property_count), j: Number(r.project_count) },
    ]),
  );
  const out: [number, string, string][] = [];
  for (const owner of new Set([...recount.keys(), ...stored.keys()])) {
    const want = recount.get(owner) ?? { p: 0, j: 0 };
    const have = stored.get(owner) ?? { p: 0, j: 0 };
    if (want.p !== have.p || want.j !== have.j)
      out.push([
        owner,
        `${have.p} properties, ${have.j} projects`,
        `${want.p} properties, ${want.j} projects`,
      ]);
  }
  return out;
}
