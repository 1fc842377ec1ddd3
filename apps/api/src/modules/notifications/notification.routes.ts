import { emptyQuerySchema, notificationListSchema } from '@domus/shared/schemas/chat.schema';
import { type CallDefinition, defineCall, ok, signedIn } from '../../lib/call.js';
import type { Services } from '../../services.js';

const TAG = 'Notifications';

/** get_notification_list, and marking notifications read. */
export function notificationCalls(services: Services): CallDefinition[] {
  return [
    defineCall({
      method: 'GET',
      name: 'get_notification_list',
      access: 'required',
      tag: TAG,
      summary:
        'My notifications and the broadcasts sent since my account was created, newest first; `is_read` from my read mark.',
      input: notificationListSchema,
      handler: async ({ input, viewer }) => {
        const { data, total } = await services.notifications.list(signedIn(viewer), input);
        return ok(data, 'Data fetched successfully', { total });
      },
    }),
    defineCall({
      method: 'POST',
      name: 'mark-notifications-read',
      access: 'required',
      tag: TAG,
      summary: 'Beyond the contract: every notification I have been sent so far counts as read.',
      input: emptyQuerySchema,
      handler: async ({ viewer }) => {
        await services.notifications.markAllRead(signedIn(viewer));
        return ok(null, 'Notifications marked as read');
      },
    }),
  ];
}
