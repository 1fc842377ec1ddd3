import { mediaUrl, type StorageAdapter } from '../../adapters/storage/storage.adapter.js';
import { toIso } from '../../db/dialect.js';
import type { Row } from '../../db/types.js';
import { presentCategoryNested } from '../properties/property.presenter.js';
import type { ArticleRow } from './article.repository.js';

/**
 * The fields of an article that leave the server (contract §2.15). `description` is operator HTML,
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
    category:
      row.category_id === null ? null : presentCategoryNested(storage, categories.get(row.category_id)),
    meta_title: row.meta_title,
    meta_description: row.meta_description,
    meta_keywords: row.meta_keywords,
    meta_image: mediaUrl(storage, row.meta_image),
    created_at: toIso(row.created_at),
  };
}
