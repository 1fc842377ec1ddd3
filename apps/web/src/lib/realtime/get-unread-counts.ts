import { queryOptions } from '@tanstack/react-query';
import { type ApiRead, browserRead, dataOf } from '../api-read';

// `get-unread-counts` (beyond the contract): the header's badges. Lives beside the realtime client
// because every badge (chat, notifications) reads it and refreshes it on the same frames.

export interface UnreadCounts {
  chat_messages: number;
  notifications: number;
}

export function getUnreadCounts(read: ApiRead) {
  return read<UnreadCounts>('get-unread-counts');
}

export const UNREAD_COUNTS_KEY = ['get-unread-counts'] as const;

export function unreadCountsQueryOptions() {
  return queryOptions({ queryKey: UNREAD_COUNTS_KEY, queryFn: () => dataOf(getUnreadCounts(browserRead)) });
}
