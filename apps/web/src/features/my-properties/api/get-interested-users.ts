import { queryOptions } from '@tanstack/react-query';
import { type ApiRead, browserRead, dataOf } from '@/lib/api-read';

export interface InterestedUser {
  id: number;
  name: string;
  slug_id: string | null;
  profile: string | null;
  email: string | null;
  mobile: string | null;
  created_at: string;
}

/** `get_interested_users`: who marked interest in my listing, the latest first. */
export function getInterestedUsers(read: ApiRead, propertyId: number) {
  return read<InterestedUser[]>('get_interested_users', { property_id: propertyId, limit: 100 });
}

export function interestedUsersQueryOptions(propertyId: number) {
  return queryOptions({
    queryKey: ['get_interested_users', propertyId],
    queryFn: () => dataOf(getInterestedUsers(browserRead, propertyId)),
  });
}
