import type { ApiRead } from '@/lib/api-read';
import type { ChatSettings } from '../admin-chat-settings.types';

/** `GET admin/chat-settings`: the chat settings in force. */
export function getAdminChatSettings(read: ApiRead) {
  return read<ChatSettings>('admin/chat-settings');
}
