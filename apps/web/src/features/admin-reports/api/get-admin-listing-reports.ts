import type { ApiRead } from '@/lib/api-read';
import type { ListingReport } from '../admin-reports.types';

export const LISTING_REPORTS_PAGE_SIZE = 20;

/** `GET admin/listing-reports`: newest first, in one state (or all), with search and the total. */
export function getAdminListingReports(
  read: ApiRead,
  filters: { status: string; search?: string },
  page: number,
) {
  return read<ListingReport[]>('admin/listing-reports', {
    ...filters,
    offset: (page - 1) * LISTING_REPORTS_PAGE_SIZE,
    limit: LISTING_REPORTS_PAGE_SIZE,
  });
}
