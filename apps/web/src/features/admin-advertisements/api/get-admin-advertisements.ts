import type { AdStatusName } from '@domus/shared/constants/advertisement-admin.constants';
import type { ApiRead } from '@/lib/api-read';
import type { AdminAdvertisement } from '../admin-advertisements.types';

export const ADS_PAGE_SIZE = 20;

export interface AdFilters {
  status: AdStatusName;
  for?: 'property' | 'project';
  type?: 'list' | 'slider';
  search?: string;
}

/** `admin/advertisements`: one page of one status (pending oldest first), with the total. */
export function getAdminAdvertisements(read: ApiRead, filters: AdFilters, page = 1) {
  return read<AdminAdvertisement[]>('admin/advertisements', {
    ...filters,
    offset: (page - 1) * ADS_PAGE_SIZE,
    limit: ADS_PAGE_SIZE,
  });
}
