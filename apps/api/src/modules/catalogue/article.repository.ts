import type { Kysely } from 'kysely';
import { toNumber } from '../../db/dialect.js';
import type { DB, Row } from '../../db/types.js';

export type ArticleRow = Row<'articles'>;

/** `null` selects the uncategorised articles; `undefined` all of them. */
export type ArticleCategory = number | null | undefined;

export function articleRepository(db: Kysely<DB>) {
  function inCategory(categoryId: ArticleCategory) {
    const q = db.selectFrom('articles');
    if (categoryId === undefined) return q;
    return categoryId === null ? q.where('category_id', 'is', null) : q.where('category_id', '=', categoryId);
  }

  return {
    async find(key: { id: number } | { slug_id: string }): Promise<ArticleRow | undefined> {
      const q = db.selectFrom('articles').selectAll();
      return 'id' in key
        ? q.where('id', '=', key.id).executeTakeFirst()
        : q.where('slug_id', '=', key.slug_id).executeTakeFirst();
    },

    /** Newest first, `id` as the tie-breaker; the total ignores offset/limit. */
    async page(categoryId: ArticleCategory, offset: number, limit: number) {
      const [rows, countRow] = await Promise.all([
        inCategory(categoryId)
          .selectAll()
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .offset(offset)
          .limit(limit)
          .execute(),
        inCategory(categoryId)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirst(),
      ]);
      return { rows, total: toNumber(countRow?.n) };
    },

    /** Other articles filed under the same category (or likewise uncategorised), newest first. */
    async similar(article: ArticleRow, limit: number): Promise<ArticleRow[]> {
      return inCategory(article.category_id)
        .selectAll()
        .where('id', '!=', article.id)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },

    async categories(ids: number[]): Promise<Row<'categories'>[]> {
      if (ids.length === 0) return [];
      return db.selectFrom('categories').selectAll().where('id', 'in', ids).execute();
    },
  };
}

export type ArticleRepository = ReturnType<typeof articleRepository>;
