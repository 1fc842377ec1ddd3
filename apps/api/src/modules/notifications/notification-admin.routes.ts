import {
  adminNotificationListSchema,
  adminNotificationSendSchema,
} from '@domus/shared/schemas/admin-notification.schema';
import { type CallDefinition, defineCall, ok, operatorRequest, signedIn } from '../../lib/call.js';
import type { Services } from '../../services.js';

const TAG = 'Operator: notifications';

export function notificationAdminCalls(services: Services): CallDefinition[] {
  return [
    defineCall({
      method: 'GET',
      name: 'admin/notifications',
      access: 'admin',
      permission: 'users.read',
      tag: TAG,
      summary:
        'Operator: the notifications operators sent (broadcasts to all members and messages to one), newest first, with offset/limit (20, ≤ 100) and total.',
      input: adminNotificationListSchema,
      handler: async ({ input, viewer }) => {
        const answer = await services.notificationAdmin.list(signedIn(viewer), input);
        return ok(answer.data, 'Data fetched successfully', { total: answer.total });
      },
    }),
    defineCall({
      method: 'POST',
      name: 'admin/notifications',
      access: 'admin',
      permission: 'users.manage',
      tag: TAG,
      summary:
        'Operator: send a notification — `send_to` `all` (every active member, event admin_broadcast, delivered in chunks) or `member` (`member`: id or email, event admin_message) — with `title` (≤ 100), `message` (≤ 1000) and an optional `property_id` link; stored for get_notification_list, sent over realtime and Web Push; audited.',
      input: adminNotificationSendSchema,
      handler: async ({ input, viewer, request }) =>
        ok(
          await services.notificationAdmin.send(operatorRequest(viewer, request), input),
          'Notification sent',
        ),
    }),
  ];
}
