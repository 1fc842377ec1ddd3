import { queryOptions } from '@tanstack/react-query';
import { type ApiRead, browserRead, dataOf } from '@/lib/api-read';
import type { PackageLimit } from '../property-form.types';

/** `check-package-limit?type=property_list`: may I post one more listing (contract §4.5)? */
export function checkPropertyListLimit(read: ApiRead) {
  return read<PackageLimit>('check-package-limit', { type: 'property_list' });
}

export function propertyListLimitQueryOptions() {
  return queryOptions({
    queryKey: ['check-package-limit', 'property_list'],
    queryFn: () => dataOf(checkPropertyListLimit(browserRead)),
  });
}
