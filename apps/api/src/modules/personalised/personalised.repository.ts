import type { Kysely } from 'kysely';
import { nowIso, nullableNumber } from '../../db/dialect.js';
import type { DB } from '../../db/types.js';

/** One member's saved interests, lists parsed; unset criteria are empty lists or null. */
export interface InterestsRecord {
  userId: number;
  categoryIds: number[];
  facilityIds: number[];
  propertyTypes: string[];
  minPrice: number | null;
  maxPrice: number | null;
  city: string | null;
}

export type InterestsValues = Omit<InterestsRecord, 'userId'>;

/** A stored JSON list; anything else (a hand-edited row) reads as no criterion. */
function list(text: string): unknown[] {
  try {
    const parsed = JSON.parse(text);
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

export function personalisedRepository(db: Kysely<DB>) {
  return {
    async find(userId: number): Promise<InterestsRecord | null> {
      const row = await db
        .selectFrom('user_interests')
        .selectAll()
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (!row) return null;
      return {
        userId: row.user_id,
        categoryIds: list(row.category_ids).map(Number).filter(Number.isInteger),
        facilityIds: list(row.outdoor_facility_ids).map(Number).filter(Number.isInteger),
        propertyTypes: list(row.property_types).map(String),
        minPrice: nullableNumber(row.price_min),
        maxPrice: nullableNumber(row.price_max),
        city: row.city,
      };
    },

    /**
     * Creates or replaces the member's one record in a single statement (the user_id is unique),
     * so two saves at once cannot leave two rows or fail on the second insert.
     */
    async save(userId: number, values: InterestsValues, at: Date): Promise<void> {
      const stamp = nowIso(at);
      const columns = {
        category_ids: JSON.stringify(values.categoryIds),
        outdoor_facility_ids: JSON.stringify(values.facilityIds),
        property_types: JSON.stringify(values.propertyTypes),
        price_min: values.minPrice,
        price_max: values.maxPrice,
        city: values.city,
        updated_at: stamp,
      };
      await db
        .insertInto('user_interests')
        .values({ user_id: userId, created_at: stamp, ...columns })
        .onConflict((oc) => oc.column('user_id').doUpdateSet(columns))
        .execute();
    },

    async remove(userId: number): Promise<void> {
      await db.deleteFrom('user_interests').where('user_id', '=', userId).execute();
    },
  };
}
