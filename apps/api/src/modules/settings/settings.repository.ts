import type { Kysely } from 'kysely';
import { nowIso, nullableNumber } from '../../db/dialect.js';
import type { DB } from '../../db/types.js';

export function settingsRepository(db: Kysely<DB>) {
  return {
    async all(): Promise<Map<string, unknown>> {
      const rows = await db.selectFrom('settings').select(['key', 'value']).execute();
      const map = new Map<string, unknown>();
      for (const row of rows) {
        try {
          map.set(row.key, row.value === null ? null : JSON.parse(row.value));
        } catch {
          map.set(row.key, row.value);
        }
      }
      return map;
    },

    async set(key: string, value: unknown, at: Date): Promise<void> {
      const encoded = JSON.stringify(value ?? null);
      await db
        .insertInto('settings')
        .values({ key, value: encoded, updated_at: nowIso(at) })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value: encoded, updated_at: nowIso(at) }))
        .execute();
    },

    /** Lowest and highest price over browsable listings: visible sell/rent (contract §4.17). */
    async priceBounds(): Promise<{ min: number | null; max: number | null }> {
      const row = await db
        .selectFrom('properties')
        .where('is_public', '=', 2)
        .select((eb) => [eb.fn.min('price').as('min'), eb.fn.max('price').as('max')])
        .executeTakeFirst();
      return { min: nullableNumber(row?.min), max: nullableNumber(row?.max) };
    },

    async enabledLanguages() {
      return db
        .selectFrom('languages')
        .select(['id', 'code', 'name', 'rtl'])
        .where('status', '=', 1)
        .orderBy('id')
        .execute();
    },
  };
}
