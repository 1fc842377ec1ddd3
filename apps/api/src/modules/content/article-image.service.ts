import type { OperatorRequest } from '../../lib/call.js';
import { assertMay } from '../../lib/viewer-may.js';
import type { CatalogueImageService } from '../catalogue/catalogue-image.service.js';
import { articleAdminRepository } from './article-admin.repository.js';

/** The two pictures of an article: the one the list and the page show, and the share picture. */
export type ArticleImageColumn = 'image' | 'meta_image';

/**
 * An article's picture and meta (social-share) picture replaced by upload (contract §2.15, §3.8).
 * The file goes through the catalogue pictures' pipeline (catalogue-image.service.ts: typed by its
 * bytes, at most 3 MB, re-encoded, stored before the row changes, the old file deleted after,
 * audited with before and after); only the row and the permission are the article's. The change
 * is announced as the article writes are, so get_articles and the homepage show it at once.
 */
export function articleImageService(images: CatalogueImageService) {
  return {
    async replace(operator: OperatorRequest, id: number, column: ArticleImageColumn, file: unknown) {
      // The call pipeline checked this already; repeated so no other caller can skip it.
      assertMay(operator.viewer, 'content.write');
      const answer = await images.replaceSlot(
        operator,
        {
          field: 'image',
          column,
          folder: 'articles',
          action: 'article.update',
          target: { type: 'article', id },
          changes: { catalogue: true, homepage: true },
          lock: async (db) => {
            const row = await articleAdminRepository(db).lock(id);
            return row && { current: row[column] };
          },
          set: (db, key, at) => articleAdminRepository(db).setImage(id, column, key, at),
        },
        file,
      );
      return { id, [column]: answer[column] ?? null };
    },
  };
}

export type ArticleImageService = ReturnType<typeof articleImageService>;
