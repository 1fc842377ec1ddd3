import type { ApiRead } from '@/lib/api-read';
import type { AdminArticle } from '../admin-content.types';

export const ADMIN_ARTICLES_PAGE_SIZE = 20;

/** `admin/articles`: newest first, by title and category, one page of 20. */
export function getAdminArticles(read: ApiRead, page: number, search?: string, categoryId?: string) {
  return read<AdminArticle[]>('admin/articles', {
    offset: (page - 1) * ADMIN_ARTICLES_PAGE_SIZE,
    limit: ADMIN_ARTICLES_PAGE_SIZE,
    search: search || undefined,
    category_id: categoryId || undefined,
  });
}
