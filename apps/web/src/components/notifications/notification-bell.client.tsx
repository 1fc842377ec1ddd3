'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useEffect, useRef } from 'react';
import { QueryProvider } from '@/components/app/query-provider.component';
import { BellIcon } from '@/components/ui/icons.component';
import { useTranslation } from '@/lib/i18n/i18n-context';
import {
  UNREAD_COUNTS_KEY,
  type UnreadCounts,
  unreadCountsQueryOptions,
} from '@/lib/realtime/get-unread-counts';
import { useRealtimeFrame, useRealtimeLive } from '@/lib/realtime/use-realtime.hook';
import { NOTIFICATIONS_PATH } from './notification-paths';

/** Without the live socket the count is read again this often (contract §3.7: clients poll). */
const POLL_MS = 60_000;

// The header's bell for signed-in members: the number of unread notifications (get-unread-counts),
// raised by every `notification` frame of the realtime socket, and polled while the socket is not
// open. It links to /user/notifications, which marks them read.

export function NotificationBell() {
  return (
    <QueryProvider>
      <Bell />
    </QueryProvider>
  );
}

function Bell() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const live = useRealtimeLive();
  const { data } = useQuery({ ...unreadCountsQueryOptions(), refetchInterval: live ? false : POLL_MS });
  const wasLive = useRef<boolean | null>(null);

  useRealtimeFrame('notification', () => {
    const counts = queryClient.getQueryData<UnreadCounts>(UNREAD_COUNTS_KEY);
    if (counts) {
      queryClient.setQueryData<UnreadCounts>(UNREAD_COUNTS_KEY, {
        ...counts,
        notifications: counts.notifications + 1,
      });
    } else {
      void queryClient.invalidateQueries({ queryKey: UNREAD_COUNTS_KEY });
    }
  });

  // Frames sent while the socket was down are lost: read the count again once it is back.
  useEffect(() => {
    if (live && wasLive.current === false)
      void queryClient.invalidateQueries({ queryKey: UNREAD_COUNTS_KEY });
    wasLive.current = live;
  }, [live, queryClient]);

  const count = data?.notifications ?? 0;
  return (
    <Link
      href={NOTIFICATIONS_PATH}
      prefetch={false}
      aria-label={count > 0 ? t('notificationsBellUnread', { count }) : t('notificationsTitle')}
      className="relative inline-flex size-11 shrink-0 items-center justify-center rounded-md text-gray-800 hover:bg-gray-100"
      data-testid="notification-bell"
      data-count={count}
      data-live={live ? 'true' : 'false'}
    >
      <BellIcon />
      {count > 0 ? (
        <span
          aria-hidden="true"
          className="absolute end-0.5 top-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-red-700 px-1 text-xs font-bold leading-5 text-white"
        >
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  );
}
