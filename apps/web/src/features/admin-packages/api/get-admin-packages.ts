import type { ApiRead } from '@/lib/api-read';
import type { AdminPackage } from '../admin-packages.types';

export const ADMIN_PACKAGES_PAGE_SIZE = 20;

export interface AdminPackageFilters {
  search?: string;
  on_sale?: boolean;
}

/** `admin/packages`: one page of packages, newest first, with the total. */
export function getAdminPackages(read: ApiRead, filters: AdminPackageFilters, page = 1) {
  return read<AdminPackage[]>('admin/packages', {
    ...filters,
    offset: (page - 1) * ADMIN_PACKAGES_PAGE_SIZE,
    limit: ADMIN_PACKAGES_PAGE_SIZE,
  });
}
