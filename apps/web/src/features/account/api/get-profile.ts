import { queryOptions } from '@tanstack/react-query';
import { type ApiRead, browserRead, dataOf } from '@/lib/api-read';
import type { UserSelf } from '@/lib/api-types';

/** `get-profile`: the member's own profile as the database holds it now (not a stored copy). */
export function getProfile(read: ApiRead) {
  return read<UserSelf>('get-profile');
}

export function profileQueryOptions() {
  return queryOptions({ queryKey: ['get-profile'], queryFn: () => dataOf(getProfile(browserRead)) });
}
