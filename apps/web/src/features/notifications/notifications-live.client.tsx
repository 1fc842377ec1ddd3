'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { QueryProvider } from '@/components/app/query-provider.component';
import { getQueryClient } from '@/lib/query-client';
import { UNREAD_COUNTS_KEY, type UnreadCounts } from '@/lib/realtime/get-unread-counts';
import { useRealtimeFrame } from '@/lib/realtime/use-realtime.hook';
import { markNotificationsRead } from './api/mark-notifications-read';

// The list of /user/notifications is rendered on the server; this island makes it live. Viewing the
// page reads every notification so far (mark-notifications-read), which empties the header's
// badge; a notification arriving while the first page is open appears at once (the server renders
// the list again) and counts as read too.

export function NotificationsLive({ firstPage, newest }: { firstPage: boolean; newest: number }) {
  return (
    <QueryProvider>
      <Live firstPage={firstPage} newest={newest} />
    </QueryProvider>
  );
}

function Live({ firstPage, newest }: { firstPage: boolean; newest: number }) {
  const router = useRouter();
  const marked = useRef<number | null>(null);

  // Each time the list shows a newer notification (on arrival, and after a live refresh), what it
  // shows is read — after it was rendered, so the new one still stands out as unread.
  useEffect(() => {
    if (marked.current === newest) return;
    marked.current = newest;
    void (async () => {
      const result = await markNotificationsRead();
      if (result.kind !== 'success') return;
      const client = getQueryClient();
      const counts = client.getQueryData<UnreadCounts>(UNREAD_COUNTS_KEY);
      if (counts) client.setQueryData<UnreadCounts>(UNREAD_COUNTS_KEY, { ...counts, notifications: 0 });
      else void client.invalidateQueries({ queryKey: UNREAD_COUNTS_KEY });
    })();
  }, [newest]);

  useRealtimeFrame('notification', () => {
    if (firstPage) router.refresh();
  });

  return null;
}
