import type { BroadcastAudience } from '@domus/shared/schemas/admin-notification.schema';
import { type AnswerHandlers, type BrowserApiRequest, callApi } from '@/lib/api-answer.util';
import type { SentNotification } from '../admin-notifications.types';

export interface SendNotificationBody {
  send_to: BroadcastAudience;
  member?: string;
  title: string;
  message: string;
  property_id?: string;
}

/** `POST admin/notifications`. */
export function sendAdminNotification(
  body: SendNotificationBody,
  handlers: AnswerHandlers<SentNotification, BrowserApiRequest>,
) {
  return callApi<SentNotification>(
    { call: 'admin/notifications', method: 'POST', body: { ...body } },
    handlers,
  );
}
