import { queryOptions } from '@tanstack/react-query';
import { type ApiRead, browserRead, dataOf } from '@/lib/api-read';
import type { ListingRow, ListingsKind } from '../listings.types';

export const LISTINGS_PAGE_SIZE = 20;

/** `admin/properties` / `admin/projects`: one page of the table with its filters, and the total. */
export function getListings(
  read: ApiRead,
  kind: ListingsKind,
  filters: Record<string, string | number>,
  page = 1,
) {
  return read<ListingRow[]>(`admin/${kind}`, {
    ...filters,
    offset: (page - 1) * LISTINGS_PAGE_SIZE,
    limit: LISTINGS_PAGE_SIZE,
  });
}

export function listingsQueryOptions(kind: ListingsKind, filters: Record<string, string | number>, page = 1) {
  return queryOptions({
    queryKey: [`admin/${kind}`, filters, page],
    queryFn: () => dataOf(getListings(browserRead, kind, filters, page)),
  });
}
