import { type AnswerHandlers, type BrowserApiRequest, callApi } from '@/lib/api-answer.util';
import type { ChatSettings } from '../admin-chat-settings.types';

/** `PATCH admin/chat-settings`: the form's values; `chat_safety_rules` as the JSON text typed. */
export function updateAdminChatSettings(
  body: Record<string, string>,
  handlers: AnswerHandlers<ChatSettings, BrowserApiRequest>,
) {
  return callApi<ChatSettings>({ call: 'admin/chat-settings', method: 'PATCH', body: { ...body } }, handlers);
}
