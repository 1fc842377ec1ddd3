import { queryOptions } from '@tanstack/react-query';
import { type ApiRead, browserRead, dataOf } from '@/lib/api-read';

/** What a thread's header shows of its listing and owner. */
export interface PropertySummary {
  id: number;
  slug_id: string | null;
  title: string | null;
  title_image: string | null;
  customer_id: number | null;
  customer_name: string | null;
  profile: string | null;
}

/**
 * `get_property` by id: the listing of a conversation opened by link that has no message yet and
 * was not opened from the listing's page (which brings these itself).
 */
export function getPropertySummary(read: ApiRead, id: number) {
  return read<PropertySummary[]>('get_property', { id });
}

export function propertySummaryQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['get_property', 'summary', id],
    queryFn: async () => (await dataOf(getPropertySummary(browserRead, id)))[0] ?? null,
  });
}
