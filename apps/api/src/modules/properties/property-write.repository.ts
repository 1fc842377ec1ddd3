import type { Insertable, Kysely, Transaction, Updateable } from 'kysely';
import type { DB } from '../../db/types.js';
import { refreshPropertyDerived } from './listing-derived.repository.js';

type Db = Kysely<DB> | Transaction<DB>;

/**
 * Columns of `properties` computed from other columns and tables (listing-derived.repository).
 * A new derived column is added here and to `refreshPropertyDerived`: every writer below then
 * keeps it fresh without changes of its own.
 */
export const PROPERTY_DERIVED_COLUMNS = [
  'is_public',
  'search_text',
  'promoted_until',
  'is_promoted',
] as const;
type DerivedColumn = (typeof PROPERTY_DERIVED_COLUMNS)[number];

/** Engagement counters: not inputs of any derived column, so bumping one needs no refresh. */
type CounterColumn = 'total_view' | 'favourite_count' | 'interested_count';

export type NewPropertyRow = Omit<Insertable<DB['properties']>, DerivedColumn>;
export type PropertyPatch = Omit<Updateable<DB['properties']>, DerivedColumn | CounterColumn | 'id'>;

/** Rows per INSERT, so wide rows stay under SQLite's bound-parameter limit. */
const MAX_PARAMS = 30_000;

/**
 * The one write path of the `properties` table: each write of base columns refreshes the derived
 * ones of the rows it touched, in the same transaction when given one, so no writer can forget
 * them. A static test fails when another file writes to the table.
 */
export function propertyWriteRepository(db: Db) {
  return {
    /** Inserts rows (explicit ids allowed) and derives their columns; returns the new ids. */
    async insert(rows: readonly NewPropertyRow[], now: Date): Promise<number[]> {
      if (rows.length === 0) return [];
      const columns = Math.max(1, Object.keys(rows[0] as object).length);
      const perStatement = Math.max(1, Math.min(500, Math.floor(MAX_PARAMS / columns)));
      const ids: number[] = [];
      for (let start = 0; start < rows.length; start += perStatement) {
        const inserted = await db
          .insertInto('properties')
          .values(rows.slice(start, start + perStatement))
          .returning('id')
          .execute();
        ids.push(...inserted.map((r) => r.id));
      }
      await refreshPropertyDerived(db, now, ids);
      return ids;
    },

    /** Changes base columns of some rows and derives their columns again. */
    async update(ids: readonly number[], patch: PropertyPatch, now: Date): Promise<void> {
      if (ids.length === 0) return;
      await db
        .updateTable('properties')
        .set(patch)
        .where('id', 'in', [...ids])
        .execute();
      await refreshPropertyDerived(db, now, [...ids]);
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
