import type { ApiRead } from '@/lib/api-read';
import type { SentNotification } from '../admin-notifications.types';

export const NOTIFICATIONS_PAGE_SIZE = 20;

/** `GET admin/notifications`: what operators sent, newest first. */
export function getAdminNotifications(read: ApiRead, page: number) {
  return read<SentNotification[]>('admin/notifications', {
    offset: (page - 1) * NOTIFICATIONS_PAGE_SIZE,
    limit: NOTIFICATIONS_PAGE_SIZE,
  });
}
