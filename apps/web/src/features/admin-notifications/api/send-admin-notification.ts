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

/** `POST admin/notifications`: as a multipart form when a picture goes with it. */
export function sendAdminNotification(
  body: SendNotificationBody,
  image: File | null,
  handlers: AnswerHandlers<SentNotification, BrowserApiRequest>,
) {
  let payload: FormData | Record<string, unknown> = { ...body };
  if (image) {
    const form = new FormData();
    for (const [key, value] of Object.entries(body)) if (value !== undefined) form.append(key, value);
    form.append('image', image);
    payload = form;
  }
  return callApi<SentNotification>({ call: 'admin/notifications', method: 'POST', body: payload }, handlers);
}
