import { queryOptions } from '@tanstack/react-query';
import { type ApiRead, browserRead, dataOf } from '@/lib/api-read';

/** The header's badges: unread chat messages and unread notifications. */
export interface UnreadCounts {
  chat_messages: number;
  notifications: number;
}

/** `get-unread-counts` (beyond the contract). */
export function getUnreadCounts(read: ApiRead) {
  return read<UnreadCounts>('get-unread-counts');
}

export const UNREAD_COUNTS_KEY = ['get-unread-counts'] as const;

export function unreadCountsQueryOptions() {
  return queryOptions({ queryKey: UNREAD_COUNTS_KEY, queryFn: () => dataOf(getUnreadCounts(browserRead)) });
}
