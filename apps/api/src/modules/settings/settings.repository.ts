import type { Kysely } from 'kysely';
import { nowIso, nullableNumber } from '../../db/dialect.js';
import type { DB } from '../../db/types.js';
import { IS_PUBLIC } from '../listings/listing-status.js';

export function settingsRepository(db: Kysely<DB>) {
  return {
    /** Stored values, JSON-decoded; a value that is not JSON is kept as its text. */
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

    /** The pages' own text in `language` (content_pages), by page key. */
    async pagesIn(language: string): Promise<Map<string, string>> {
      const rows = await db
        .selectFrom('content_pages')
        .select(['page', 'content'])
        .where('language_code', '=', language)
        .execute();
      return new Map(rows.map((r) => [r.page, r.content]));
    },

    async enabledLanguages() {
      return db
        .selectFrom('languages')
        .select(['id', 'code', 'name', 'rtl'])
        .where('status', '=', 1)
        .orderBy('id')
        .execute();
    },

    /**
     * Price filter bounds: over browsable listings only (visible and for sale or rent). Two
     * queries, each one step into the (is_public, price) index: SQLite walks every row when one
     * query asks for both ends.
     */
    async priceBounds(): Promise<{ min: number | null; max: number | null }> {
      const end = (direction: 'asc' | 'desc') =>
        db
          .selectFrom('properties')
          .select('price')
          .where('is_public', '=', IS_PUBLIC.browsable)
          .orderBy('is_public')
          .orderBy('price', direction)
          .limit(1)
          .executeTakeFirst();
      const [low, high] = await Promise.all([end('asc'), end('desc')]);
      return { min: nullableNumber(low?.price), max: nullableNumber(high?.price) };
    },
  };
}
