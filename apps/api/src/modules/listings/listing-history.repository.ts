import type { Kysely, Transaction } from 'kysely';
import { nowIso, toIso } from '../../db/dialect.js';
import type { DB } from '../../db/types.js';

type Db = Kysely<DB> | Transaction<DB>;

export type HistoryEntity = 'property' | 'project';

/** The columns whose changes are a listing's history (prices and the three state axes of §4.1). */
export const PROPERTY_HISTORY_FIELDS = ['price', 'property_type', 'request_status', 'status'] as const;
export const PROJECT_HISTORY_FIELDS = ['request_status', 'status'] as const;
type HistoryField = (typeof PROPERTY_HISTORY_FIELDS)[number];

export interface HistoryEntry {
  id: number;
  entity_id: number;
  field: string;
  old_value: string | null;
  new_value: string;
  created_at: string | null;
}

/** Stored as text: numbers without their dialect's formatting ("250000", not "250000.00"). */
function asText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value))) {
    return String(Number(value));
  }
  return String(value);
}

/**
 * listing_history rows. The listings' write path records them (listing-write.repository), so every
 * writer's price and state changes land here without any writer having to remember it.
 */
export function listingHistoryRepository(db: Db) {
  return {
    /** The tracked columns of `ids` before a write, for `record` to compare with. */
    async before(
      entity: HistoryEntity,
      ids: readonly number[],
      fields: readonly HistoryField[],
    ): Promise<Map<number, Record<string, string | null>>> {
      if (ids.length === 0 || fields.length === 0) return new Map();
      const rows =
        entity === 'property'
          ? await db
              .selectFrom('properties')
              .select(['id', ...fields])
              .where('id', 'in', [...ids])
              .execute()
          : await db
              .selectFrom('projects')
              .select([
                'id',
                ...fields.filter(
                  (f): f is 'request_status' | 'status' => f !== 'price' && f !== 'property_type',
                ),
              ])
              .where('id', 'in', [...ids])
              .execute();
      const out = new Map<number, Record<string, string | null>>();
      for (const row of rows as Array<Record<string, unknown> & { id: number }>) {
        const values: Record<string, string | null> = {};
        for (const field of fields) if (field in row) values[field] = asText(row[field]);
        out.set(row.id, values);
      }
      return out;
    },

    /** One row per changed field of each listing, against the values read by `before`. */
    async record(
      entity: HistoryEntity,
      before: Map<number, Record<string, string | null>>,
      patch: Record<string, unknown>,
      now: Date,
    ): Promise<void> {
      const rows = [];
      for (const [id, old] of before) {
        for (const [field, previous] of Object.entries(old)) {
          const next = asText(patch[field]);
          if (next === null || next === previous) continue;
          rows.push({
            entity,
            entity_id: id,
            field,
            old_value: previous,
            new_value: next,
            created_at: nowIso(now),
          });
        }
      }
      if (rows.length > 0) await db.insertInto('listing_history').values(rows).execute();
    },

    /** A listing's history, oldest first (a listing has a handful of changes, not thousands). */
    async of(entity: HistoryEntity, id: number, fields?: readonly string[]): Promise<HistoryEntry[]> {
      let q = db
        .selectFrom('listing_history')
        .select(['id', 'entity_id', 'field', 'old_value', 'new_value', 'created_at'])
        .where('entity', '=', entity)
        .where('entity_id', '=', id);
      if (fields) q = q.where('field', 'in', [...fields]);
      const rows = await q.orderBy('created_at').orderBy('id').limit(200).execute();
      return rows.map((r) => ({ ...r, created_at: toIso(r.created_at) }));
    },
  };
}
