import { queryOptions } from '@tanstack/react-query';
import { type ApiRead, browserRead, dataOf } from '@/lib/api-read';
import type { Facility } from '../property-form.types';

/** `get_facilities`: every outdoor facility (school, hospital…), by name. */
export function getFacilities(read: ApiRead) {
  return read<Facility[]>('get_facilities');
}

export function facilitiesQueryOptions() {
  return queryOptions({ queryKey: ['get_facilities'], queryFn: () => dataOf(getFacilities(browserRead)) });
}
