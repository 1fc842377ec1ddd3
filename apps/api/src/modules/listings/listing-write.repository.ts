import type { Insertable, Kysely, Transaction, Updateable } from 'kysely';
import type { DB } from '../../db/types.js';
import { refreshProjectDerived, refreshPropertyDerived } from './listing-derived.repository.js';
import {
  listingHistoryRepository,
  PROJECT_HISTORY_FIELDS,
  PROPERTY_HISTORY_FIELDS,
} from './listing-history.repository.js';
import { ownersOf, refreshOwnerCounts } from './owner-counts.repository.js';

type Db = Kysely<DB> | Transaction<DB>;

/**
 * Columns of `properties` and `projects` computed from other columns and tables
 * (listing-derived.repository). A new derived column is added here and to the table's refresh
 * function: every writer below then keeps it fresh without changes of its own.
 */
export const PROPERTY_DERIVED_COLUMNS = [
  'is_public',
  'sort_price',
  'search_text',
  'promoted_until',
  'is_promoted',
] as const;
export const PROJECT_DERIVED_COLUMNS = ['is_public', 'search_text', 'promoted_until', 'is_promoted'] as const;
type DerivedColumn = (typeof PROPERTY_DERIVED_COLUMNS)[number];
type ProjectDerivedColumn = (typeof PROJECT_DERIVED_COLUMNS)[number];

/** Engagement counters: not inputs of any derived column, so bumping one needs no refresh. */
type CounterColumn = 'total_view' | 'favourite_count' | 'interested_count';

export type NewPropertyRow = Omit<Insertable<DB['properties']>, DerivedColumn>;
export type PropertyPatch = Omit<Updateable<DB['properties']>, DerivedColumn | CounterColumn | 'id'>;

export type NewProjectRow = Omit<Insertable<DB['projects']>, ProjectDerivedColumn>;
export type ProjectPatch = Omit<Updateable<DB['projects']>, ProjectDerivedColumn | 'total_click' | 'id'>;

/** Rows per INSERT, so wide rows stay under SQLite's bound-parameter limit. */
const MAX_PARAMS = 30_000;

function batches<T>(rows: readonly T[]): T[][] {
  const columns = Math.max(1, Object.keys((rows[0] ?? {}) as object).length);
  const size = Math.max(1, Math.min(500, Math.floor(MAX_PARAMS / columns)));
  const out: T[][] = [];
  for (let start = 0; start < rows.length; start += size) out.push(rows.slice(start, start + size));
  return out;
}

/**
 * The one write path of the `properties` table: each write of base columns refreshes the derived
 * ones of the rows it touched, in the same transaction when given one, so no writer can forget
 * them. A static test fails when another file writes to the table.
 */
export function propertyWriteRepository(db: Db) {
  return {
    /**
     * Inserts rows (explicit ids allowed) and derives their columns; returns the new ids.
     * `dependents` writes the rows that hang off the new listings (parameter values, nearby
     * places…) before the derivation, which reads them: one derivation instead of two.
     */
    async insert(
      rows: readonly NewPropertyRow[],
      now: Date,
      dependents?: (ids: number[]) => Promise<void>,
    ): Promise<number[]> {
      if (rows.length === 0) return [];
      const ids: number[] = [];
      for (const batch of batches(rows)) {
        const inserted = await db.insertInto('properties').values(batch).returning('id').execute();
        ids.push(...inserted.map((r) => r.id));
      }
      if (dependents) await dependents(ids);
      await refreshPropertyDerived(db, now, ids);
      return ids;
    },

    /** Changes base columns of some rows and derives their columns again. */
    async update(ids: readonly number[], patch: PropertyPatch, now: Date): Promise<void> {
      if (ids.length === 0) return;
      // A listing handed to another owner leaves its former owner's counts.
      const formerOwners = patch.owner_id !== undefined ? await ownersOf(db, 'properties', ids) : [];
      const history = listingHistoryRepository(db);
      const tracked = PROPERTY_HISTORY_FIELDS.filter((f) => patch[f] !== undefined);
      const before = await history.before('property', ids, tracked);
      await db
        .updateTable('properties')
        .set(patch)
        .where('id', 'in', [...ids])
        .execute();
      await history.record('property', before, patch, now);
      await refreshPropertyDerived(db, now, [...ids]);
      await refreshOwnerCounts(db, formerOwners);
    },

    /**
     * Deletes listings. Their media rows, parameter values, facility distances, marks, reports,
     * advertisements and chat messages go with them by cascade; moderation reasons and view
     * markers name them without a foreign key, so they are deleted here; owners' counts follow.
     */
    async remove(ids: readonly number[]): Promise<void> {
      if (ids.length === 0) return;
      const owners = await ownersOf(db, 'properties', ids);
      for (const table of ['moderation_reasons', 'listing_views', 'listing_history'] as const) {
        await db
          .deleteFrom(table)
          .where('entity', '=', 'property')
          .where('entity_id', 'in', [...ids])
          .execute();
      }
      await db
        .deleteFrom('properties')
        .where('id', 'in', [...ids])
        .execute();
      await refreshOwnerCounts(db, owners);
    },

    /**
     * Derived columns also read users (owner active), categories (name) and advertisements:
     * writers of those tables call this for the listings they affect.
     */
    async refresh(now: Date, ids?: readonly number[]): Promise<void> {
      await refreshPropertyDerived(db, now, ids ? [...ids] : undefined);
    },

    async addView(id: number): Promise<void> {
      await db
        .updateTable('properties')
        .set((eb) => ({ total_view: eb('total_view', '+', 1) }))
        .where('id', '=', id)
        .execute();
    },

    /** favourite_count / interested_count recounted from their mark tables. */
    async recountMarks(table: 'favourites' | 'interests', ids: readonly number[]): Promise<void> {
      if (ids.length === 0) return;
      const column = table === 'favourites' ? 'favourite_count' : 'interested_count';
      await db
        .updateTable('properties')
        .set((eb) => ({
          [column]: eb
            .selectFrom(table)
            .select((e) => e.fn.countAll<number>().as('n'))
            .whereRef(`${table}.property_id`, '=', 'properties.id'),
        }))
        .where('id', 'in', [...ids])
        .execute();
    },
  };
}

/** The same single write path for `projects`. */
export function projectWriteRepository(db: Db) {
  return {
    async insert(rows: readonly NewProjectRow[], now: Date): Promise<number[]> {
      if (rows.length === 0) return [];
      const ids: number[] = [];
      for (const batch of batches(rows)) {
        const inserted = await db.insertInto('projects').values(batch).returning('id').execute();
        ids.push(...inserted.map((r) => r.id));
      }
      await refreshProjectDerived(db, now, ids);
      return ids;
    },

    async update(ids: readonly number[], patch: ProjectPatch, now: Date): Promise<void> {
      if (ids.length === 0) return;
      const formerOwners = patch.owner_id !== undefined ? await ownersOf(db, 'projects', ids) : [];
      const history = listingHistoryRepository(db);
      const before = await history.before(
        'project',
        ids,
        PROJECT_HISTORY_FIELDS.filter((f) => patch[f] !== undefined),
      );
      await db
        .updateTable('projects')
        .set(patch)
        .where('id', 'in', [...ids])
        .execute();
      await history.record('project', before, patch, now);
      await refreshProjectDerived(db, now, [...ids]);
      await refreshOwnerCounts(db, formerOwners);
    },

    /**
     * Deletes projects. Gallery, documents, plans and advertisements go with them by cascade
     * (notifications keep their text and lose the link); moderation reasons, view markers and
     * history name them without a foreign key, so they are deleted here; owners' counts follow.
     */
    async remove(ids: readonly number[]): Promise<void> {
      if (ids.length === 0) return;
      const owners = await ownersOf(db, 'projects', ids);
      for (const table of ['moderation_reasons', 'listing_views', 'listing_history'] as const) {
        await db
          .deleteFrom(table)
          .where('entity', '=', 'project')
          .where('entity_id', 'in', [...ids])
          .execute();
      }
      await db
        .deleteFrom('projects')
        .where('id', 'in', [...ids])
        .execute();
      await refreshOwnerCounts(db, owners);
    },

    /** For writers of the other inputs (owner activation, advertisements). */
    async refresh(now: Date, ids?: readonly number[]): Promise<void> {
      await refreshProjectDerived(db, now, ids ? [...ids] : undefined);
    },

    /** total_click is a counter, not an input of any derived column. */
    async addClick(id: number): Promise<void> {
      await db
        .updateTable('projects')
        .set((eb) => ({ total_click: eb('total_click', '+', 1) }))
        .where('id', '=', id)
        .execute();
    },
  };
}
