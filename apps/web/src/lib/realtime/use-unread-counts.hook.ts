'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { UNREAD_COUNTS_KEY, unreadCountsQueryOptions } from './get-unread-counts';
import { useRealtimeFrame, useRealtimeLive, useRealtimeReconnected } from './use-realtime.hook';

/** Without a live socket the badges are read again this often. */
export const UNREAD_POLL_MS = 30_000;

/**
 * My unread chat messages and notifications (`get-unread-counts`), kept current: read again on
 * every frame that can change them, after a reconnect, and every 30 s while the socket is down.
 * Needs a QueryProvider above it.
 */
export function useUnreadCounts() {
  const queryClient = useQueryClient();
  const live = useRealtimeLive();
  const query = useQuery({ ...unreadCountsQueryOptions(), refetchInterval: live ? false : UNREAD_POLL_MS });
  const refresh = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: UNREAD_COUNTS_KEY }),
    [queryClient],
  );
  useRealtimeFrame('chat.message', refresh);
  useRealtimeFrame('chat.message_deleted', refresh);
  useRealtimeFrame('chat.read', refresh);
  useRealtimeFrame('notification', refresh);
  useRealtimeReconnected(refresh);
  return query;
}
