import type { ApiRead } from '@/lib/api-read';
import type { AdminCity } from '../admin-places.types';

export const ADMIN_CITIES_PAGE_SIZE = 50;

/** `admin/cities`: one page of cities by name, with the total. */
export function getAdminCities(read: ApiRead, page = 1) {
  return read<AdminCity[]>('admin/cities', {
    offset: (page - 1) * ADMIN_CITIES_PAGE_SIZE,
    limit: ADMIN_CITIES_PAGE_SIZE,
  });
}
