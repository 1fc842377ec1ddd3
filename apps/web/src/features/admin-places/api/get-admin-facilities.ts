import type { ApiRead } from '@/lib/api-read';
import type { AdminFacility } from '../admin-places.types';

/** `admin/facilities`: every place by name (the list is short: one page of 100). */
export function getAdminFacilities(read: ApiRead) {
  return read<AdminFacility[]>('admin/facilities', { limit: 100 });
}
