import { mediaUrl, type StorageAdapter } from '../../adapters/storage/storage.adapter.js';
import { toIso } from '../../db/dialect.js';
import type { Row } from '../../db/types.js';
import type { ArticleRow } from './article.repository.js';

/**
 * The fields of an article that leave the server. `description` is operator HTML,
 * sanitised when saved, so it is returned as stored.
 */
export function presentArticle(
  storage: StorageAdapter,
  row: ArticleRow,
  categories: Map<number, Row<'categories'>>,
) {
  return {
    id: row.id,
    slug_id: row.slug_id,
    title: row.title,
    image: mediaUrl(storage, row.image),
    description: row.description,
    category_id: row.category_id ?? 0,
    category: articleCategory(categories.get(row.category_id ?? -1)),
    meta_title: row.meta_title,
    meta_description: row.meta_description,
    meta_keywords: row.meta_keywords,
    meta_image: mediaUrl(storage, row.meta_image),
    created_at: toIso(row.created_at),
  };
}

/** Articles nest their category as {id, category, slug_id}, without an image. */
function articleCategory(category: { id: number; category: string; slug_id: string } | undefined) {
  return category ? { id: category.id, category: category.category, slug_id: category.slug_id } : null;
}
