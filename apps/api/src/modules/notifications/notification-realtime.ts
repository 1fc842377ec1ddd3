import type { AppDeps } from '../../app-deps.js';
import { presentNotification } from './notification.presenter.js';
import { notificationRepository } from './notification.repository.js';
import type { NotificationChannel } from './notification.service.js';

/**
 * The realtime copy of each stored notification (§4.13): a `notification` frame with the
 * notification as `get_notification_list` shows it, to every connection of its recipient. It runs
 * after the write committed, like every channel, so the frame never announces a rolled-back change.
 */
export function notificationRealtimeChannel(deps: AppDeps): NotificationChannel {
  return {
    name: 'realtime',
    async deliver({ notification }) {
      const row = await notificationRepository(deps.db).withListing(notification.id);
      if (!row) return;
      await deps.realtime.publish([notification.user_id], {
        type: 'notification',
        data: presentNotification(deps.storage, row, null),
      });
    },
    async deliverBroadcast(notificationId, userIds) {
      const row = await notificationRepository(deps.db).withListing(notificationId);
      if (!row) return;
      await deps.realtime.publish(userIds, {
        type: 'notification',
        data: presentNotification(deps.storage, row, null),
      });
    },
    async deliverMany(pendings) {
      const rows = await notificationRepository(deps.db).withListings(pendings.map((p) => p.notification.id));
      for (const row of rows) {
        if (row.user_id === null) continue;
        await deps.realtime.publish([row.user_id], {
          type: 'notification',
          data: presentNotification(deps.storage, row, null),
        });
      }
    },
  };
}
