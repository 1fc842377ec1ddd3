import type { ApiRead } from '@/lib/api-read';
import type { AdminCategory } from '../admin-categories.types';

/** `admin/categories/{id}`: one category with its parameters in order. */
export function getAdminCategory(read: ApiRead, id: number) {
  return read<AdminCategory>(`admin/categories/${id}`);
}
