import type { Kysely } from 'kysely';
import { nowIso, toNumber } from '../../db/dialect.js';
import type { DB, Row } from '../../db/types.js';

export type FieldRow = Row<'verification_fields'>;

export interface OptionRow {
  id: number;
  field_id: number;
  value: string;
}

export interface FieldValues {
  name: string;
  field_type: string;
  rank: number;
  status: number;
  section: string | null;
}

/** The operator-defined verification form: fields (removed softly) and their options. */
export function verificationFormRepository(db: Kysely<DB>) {
  return {
    /** Fields not removed, by rank then id; `activeOnly` for the member's form. */
    async fields(activeOnly: boolean): Promise<FieldRow[]> {
      return db
        .selectFrom('verification_fields')
        .selectAll()
        .where('deleted_at', 'is', null)
        .$if(activeOnly, (q) => q.where('status', '=', 1))
        .orderBy('rank')
        .orderBy('id')
        .execute();
    },

    async field(id: number): Promise<FieldRow | undefined> {
      return db
        .selectFrom('verification_fields')
        .selectAll()
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
    },

    async options(fieldIds: number[]): Promise<OptionRow[]> {
      if (fieldIds.length === 0) return [];
      return db
        .selectFrom('verification_field_options')
        .select(['id', 'field_id', 'value'])
        .where('field_id', 'in', fieldIds)
        .orderBy('id')
        .execute();
    },

    /** How many answers each field holds. */
    async answerCounts(fieldIds: number[]): Promise<Map<number, number>> {
      if (fieldIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('verification_values')
        .select(['field_id', (eb) => eb.fn.countAll().as('n')])
        .where('field_id', 'in', fieldIds)
        .groupBy('field_id')
        .execute();
      return new Map(rows.map((row) => [row.field_id, toNumber(row.n)]));
    },

    async insertField(values: FieldValues, at: Date): Promise<number> {
      const row = await db
        .insertInto('verification_fields')
        .values({ ...values, created_at: nowIso(at), updated_at: nowIso(at) })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async updateField(id: number, values: Partial<FieldValues>, at: Date): Promise<void> {
      await db
        .updateTable('verification_fields')
        .set({ ...values, updated_at: nowIso(at) })
        .where('id', '=', id)
        .execute();
    },

    /** Off the form for good; its answers stay with their applications. */
    async removeField(id: number, at: Date): Promise<void> {
      await db
        .updateTable('verification_fields')
        .set({ deleted_at: nowIso(at), status: 0, updated_at: nowIso(at) })
        .where('id', '=', id)
        .execute();
    },

    /** The options become `values`: an unchanged value keeps its row (and id), the rest go. */
    async replaceOptions(fieldId: number, values: string[], at: Date): Promise<void> {
      const existing = await db
        .selectFrom('verification_field_options')
        .select(['id', 'value'])
        .where('field_id', '=', fieldId)
        .execute();
      const stale = existing.filter((row) => !values.includes(row.value)).map((row) => row.id);
      if (stale.length > 0)
        await db.deleteFrom('verification_field_options').where('id', 'in', stale).execute();
      const kept = new Set(existing.map((row) => row.value));
      const fresh = values.filter((value) => !kept.has(value));
      if (fresh.length > 0)
        await db
          .insertInto('verification_field_options')
          .values(fresh.map((value) => ({ field_id: fieldId, value, created_at: nowIso(at) })))
          .execute();
    },
  };
}

export type VerificationFormRepository = ReturnType<typeof verificationFormRepository>;
