import type { Kysely } from 'kysely';
import { nowIso } from '../../db/dialect.js';
import type { DB } from '../../db/types.js';

export interface SeoValues {
  title: string | null;
  description: string | null;
  keywords: string | null;
  image: string | null;
}

const COLUMNS = ['page', 'language_code', 'title', 'description', 'keywords', 'image'] as const;

/** seo_settings: one row per public page and language. */
export function seoSettingsRepository(db: Kysely<DB>) {
  return {
    /** The rows of the languages asked (the reader's and the default), every page or one. */
    async rows(languages: string[], page?: string) {
      let q = db.selectFrom('seo_settings').select(COLUMNS).where('language_code', 'in', languages);
      if (page) q = q.where('page', '=', page);
      return q.execute();
    },

    async find(page: string, language: string) {
      return db
        .selectFrom('seo_settings')
        .select(COLUMNS)
        .where('page', '=', page)
        .where('language_code', '=', language)
        .executeTakeFirst();
    },

    async languageExists(code: string): Promise<boolean> {
      const row = await db.selectFrom('languages').select('id').where('code', '=', code).executeTakeFirst();
      return row !== undefined;
    },

    /** Insert or replace one page's values in one language (unique page + language). */
    async upsert(page: string, language: string, values: Partial<SeoValues>, now: Date) {
      const at = nowIso(now);
      const existing = await db
        .selectFrom('seo_settings')
        .select('id')
        .where('page', '=', page)
        .where('language_code', '=', language)
        .executeTakeFirst();
      if (existing) {
        await db
          .updateTable('seo_settings')
          .set({ ...values, updated_at: at })
          .where('id', '=', existing.id)
          .execute();
      } else {
        await db
          .insertInto('seo_settings')
          .values({
            page,
            language_code: language,
            title: null,
            description: null,
            keywords: null,
            image: null,
            ...values,
            created_at: at,
            updated_at: at,
          })
          .execute();
      }
    },
  };
}
