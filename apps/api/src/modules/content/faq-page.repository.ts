import type { Kysely } from 'kysely';
import { containsLower, dialectOf, nowIso, toNumber } from '../../db/dialect.js';
import type { DB, Row } from '../../db/types.js';

export type FaqRow = Row<'faqs'>;
export type ContentPageRow = Row<'content_pages'>;

/** The operators' reads and writes of FAQs and of the pages' translations. */
export function faqPageRepository(db: Kysely<DB>) {
  return {
    /** Newest first, as the public list shows them; search in the question. */
    async faqPage(search: string | undefined, offset: number, limit: number) {
      const base = db
        .selectFrom('faqs as f')
        .$if(!!search, (q) => q.where(containsLower('f.question', search as string, true)));
      const [rows, count] = await Promise.all([
        base
          .selectAll('f')
          .orderBy('f.created_at', 'desc')
          .orderBy('f.id', 'desc')
          .offset(offset)
          .limit(limit)
          .execute(),
        base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
      ]);
      return { rows, total: toNumber(count?.n) };
    },

    async findFaq(id: number): Promise<FaqRow | undefined> {
      return db.selectFrom('faqs').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async lockFaq(id: number): Promise<FaqRow | undefined> {
      const q = db.selectFrom('faqs').selectAll().where('id', '=', id);
      return (dialectOf(db) === 'postgres' ? q.forUpdate() : q).executeTakeFirst();
    },

    async insertFaq(values: { question: string; answer: string; status: number }, at: Date): Promise<number> {
      const stamp = nowIso(at);
      const row = await db
        .insertInto('faqs')
        .values({ ...values, created_at: stamp, updated_at: stamp })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async updateFaq(
      id: number,
      values: { question?: string; answer?: string; status?: number },
      at: Date,
    ): Promise<void> {
      await db
        .updateTable('faqs')
        .set({ ...values, updated_at: nowIso(at) })
        .where('id', '=', id)
        .execute();
    },

    async removeFaq(id: number): Promise<void> {
      await db.deleteFrom('faqs').where('id', '=', id).execute();
    },

    /** Every stored translation of the pages. */
    async pageTranslations(): Promise<ContentPageRow[]> {
      return db.selectFrom('content_pages').selectAll().orderBy('page').orderBy('language_code').execute();
    },

    async findPage(page: string, language: string): Promise<ContentPageRow | undefined> {
      return db
        .selectFrom('content_pages')
        .selectAll()
        .where('page', '=', page)
        .where('language_code', '=', language)
        .executeTakeFirst();
    },

    /** Insert or replace; the unique (page, language) pair is the key. */
    async savePage(page: string, language: string, content: string, at: Date): Promise<void> {
      const stamp = nowIso(at);
      await db
        .insertInto('content_pages')
        .values({ page, language_code: language, content, created_at: stamp, updated_at: stamp })
        .onConflict((oc) => oc.columns(['page', 'language_code']).doUpdateSet({ content, updated_at: stamp }))
        .execute();
    },

    async removePage(page: string, language: string): Promise<void> {
      await db
        .deleteFrom('content_pages')
        .where('page', '=', page)
        .where('language_code', '=', language)
        .execute();
    },
  };
}
