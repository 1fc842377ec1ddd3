import type { ApiRead } from '@/lib/api-read';
import type { AdminArticle } from '../admin-content.types';

/** `admin/articles/{id}`: one article for its form. */
export function getAdminArticle(read: ApiRead, id: number) {
  return read<AdminArticle>(`admin/articles/${id}`);
}
