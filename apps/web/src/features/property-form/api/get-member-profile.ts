import { queryOptions } from '@tanstack/react-query';
import { type ApiRead, browserRead, dataOf } from '@/lib/api-read';
import type { UserSelf } from '@/lib/api-types';

/**
 * `get-profile`: the member as the database holds them now. The form's page reads it for the
 * complete-profile check (and the draft's owner), which a stored copy could get wrong.
 */
export function getMemberProfile(read: ApiRead) {
  return read<UserSelf>('get-profile');
}

export function memberProfileQueryOptions() {
  return queryOptions({ queryKey: ['get-profile'], queryFn: () => dataOf(getMemberProfile(browserRead)) });
}
