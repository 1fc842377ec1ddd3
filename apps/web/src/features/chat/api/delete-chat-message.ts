import { callApi } from '@/lib/api-answer.util';
import type { ThreadKey } from '../chat-cache.util';

/** `delete_chat_message` with `message_id`: one of my messages, gone for both of us. */
export function deleteChatMessage(messageId: number) {
  return callApi<null>({ call: 'delete_chat_message', method: 'POST', body: { message_id: messageId } });
}

/** `delete_chat_message` without `message_id`: the whole conversation, hidden for me only. */
export function deleteConversation(key: ThreadKey) {
  return callApi<null>(
    {
      call: 'delete_chat_message',
      method: 'POST',
      body: { receiver_id: key.other, property_id: key.propertyId },
    },
    { successToast: true },
  );
}
