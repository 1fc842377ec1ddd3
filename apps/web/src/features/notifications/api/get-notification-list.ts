import { queryOptions } from '@tanstack/react-query';
import { type ApiRead, ApiReadError, browserRead } from '@/lib/api-read';
import type { NotificationItem } from '../notification.types';

export const NOTIFICATIONS_PAGE_SIZE = 20;

/** `get_notification_list`: mine and the broadcasts since I joined, newest first, with `total`. */
export function getNotificationList(read: ApiRead, offset = 0) {
  return read<NotificationItem[]>('get_notification_list', { offset, limit: NOTIFICATIONS_PAGE_SIZE });
}

export interface NotificationPage {
  items: NotificationItem[];
  total: number;
}

export function notificationListQueryOptions(offset = 0) {
  return queryOptions({
    queryKey: ['get_notification_list', offset],
    queryFn: async (): Promise<NotificationPage> => {
      const result = await getNotificationList(browserRead, offset);
      if (result.kind !== 'success') throw new ApiReadError(result);
      return { items: result.body.data, total: result.body.total ?? result.body.data.length };
    },
  });
}
