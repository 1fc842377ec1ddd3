import type { ApiRead } from '@/lib/api-read';
import type { AdminCategory } from '../admin-categories.types';

export const ADMIN_CATEGORIES_PAGE_SIZE = 20;

/** `admin/categories`: one page of categories in the operator's order, with the total. */
export function getAdminCategories(read: ApiRead, page = 1) {
  return read<AdminCategory[]>('admin/categories', {
    offset: (page - 1) * ADMIN_CATEGORIES_PAGE_SIZE,
    limit: ADMIN_CATEGORIES_PAGE_SIZE,
  });
}
