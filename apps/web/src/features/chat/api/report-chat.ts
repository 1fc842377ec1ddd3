import { callApi } from '@/lib/api-answer.util';
import type { ThreadKey } from '../chat-cache.util';

/**
 * `report-chat` (beyond the contract): tells the operators about a conversation, in the member's
 * words. Answered like every call: a message, and `data` the API's record of it.
 */
export function reportChat(key: ThreadKey, reason: string) {
  return callApi<unknown>(
    {
      call: 'report-chat',
      method: 'POST',
      body: { user_id: key.other, property_id: key.propertyId, reason },
    },
    { successToast: true },
  );
}
