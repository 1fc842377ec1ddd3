import type { Kysely } from 'kysely';
import { containsLower, dialectOf, nowIso, toNumber } from '../../db/dialect.js';
import type { DB, Row } from '../../db/types.js';

export type ArticleAdminRow = Row<'articles'>;

export interface ArticleValues {
  slug_id: string;
  title: string;
  description: string;
  category_id: number | null;
  meta_title: string | null;
  meta_description: string | null;
  meta_keywords: string | null;
}

/** The operators' reads and writes of articles. */
export function articleAdminRepository(db: Kysely<DB>) {
  return {
    /** Newest first, by title (folded, so both dialects agree); `null` category: uncategorised. */
    async page(
      search: string | undefined,
      categoryId: number | null | undefined,
      offset: number,
      limit: number,
    ) {
      const base = db
        .selectFrom('articles as a')
        .$if(!!search, (q) => q.where(containsLower('a.title', search as string, true)))
        .$if(categoryId === null, (q) => q.where('a.category_id', 'is', null))
        .$if(typeof categoryId === 'number', (q) => q.where('a.category_id', '=', categoryId as number));
      const [rows, count] = await Promise.all([
        base
          .selectAll('a')
          .orderBy('a.created_at', 'desc')
          .orderBy('a.id', 'desc')
          .offset(offset)
          .limit(limit)
          .execute(),
        base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
      ]);
      return { rows, total: toNumber(count?.n) };
    },

    async find(id: number): Promise<ArticleAdminRow | undefined> {
      return db.selectFrom('articles').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** The article's row, locked against a concurrent operator write on PostgreSQL. */
    async lock(id: number): Promise<ArticleAdminRow | undefined> {
      const q = db.selectFrom('articles').selectAll().where('id', '=', id);
      return (dialectOf(db) === 'postgres' ? q.forUpdate() : q).executeTakeFirst();
    },

    async categoryNames(ids: number[]): Promise<Map<number, { category: string; slug_id: string }>> {
      const out = new Map<number, { category: string; slug_id: string }>();
      if (ids.length === 0) return out;
      const rows = await db
        .selectFrom('categories')
        .select(['id', 'category', 'slug_id'])
        .where('id', 'in', ids)
        .execute();
      for (const row of rows) out.set(row.id, { category: row.category, slug_id: row.slug_id });
      return out;
    },

    async slugsTaken(candidates: string[], exceptId?: number): Promise<Set<string>> {
      let q = db.selectFrom('articles').select('slug_id').where('slug_id', 'in', candidates);
      if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
      return new Set((await q.execute()).map((r) => r.slug_id));
    },

    async insert(values: ArticleValues, at: Date): Promise<number> {
      const stamp = nowIso(at);
      const row = await db
        .insertInto('articles')
        .values({ ...values, image: null, meta_image: null, created_at: stamp, updated_at: stamp })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async update(id: number, values: ArticleValues, at: Date): Promise<void> {
      await db
        .updateTable('articles')
        .set({ ...values, updated_at: nowIso(at) })
        .where('id', '=', id)
        .execute();
    },

    /** Replaces the article's picture or its social-share (meta) picture. */
    async setImage(id: number, column: 'image' | 'meta_image', key: string, at: Date): Promise<void> {
      await db
        .updateTable('articles')
        .set({ [column]: key, updated_at: nowIso(at) })
        .where('id', '=', id)
        .execute();
    },

    async remove(id: number): Promise<void> {
      await db.deleteFrom('articles').where('id', '=', id).execute();
    },
  };
}
