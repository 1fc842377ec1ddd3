import { OPERATOR_USER_ID } from '@domus/shared/constants/chat.constants';
import { queryOptions } from '@tanstack/react-query';
import { type ApiRead, browserRead, dataOf } from '@/lib/api-read';

/** What the listing chooser shows of an owner and their listings. */
export interface OwnerListings {
  customer_data: { id: number; name: string | null; profile: string | null };
  properties_data: Array<{
    id: number;
    slug_id: string | null;
    title: string | null;
    title_image: string | null;
  }>;
}

/** The most listings the chooser offers (the owner's newest, premium first, as the API orders them). */
export const OWNER_LISTINGS_LIMIT = 50;

/**
 * `agent-properties` by owner id (the operator's by `is_admin`): a conversation is always about one
 * listing, so a message from an agent's or a project's page first picks one of the owner's.
 */
export function getOwnerListings(read: ApiRead, owner: number) {
  return read<OwnerListings>('agent-properties', {
    ...(owner === OPERATOR_USER_ID ? { is_admin: 1 } : { id: owner }),
    limit: OWNER_LISTINGS_LIMIT,
  });
}

export function ownerListingsQueryOptions(owner: number) {
  return queryOptions({
    queryKey: ['agent-properties', 'owner', owner],
    queryFn: () => dataOf(getOwnerListings(browserRead, owner)),
  });
}
