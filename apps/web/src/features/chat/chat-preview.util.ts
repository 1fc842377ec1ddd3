import type { ChatConversation } from '@/lib/chat.types';
import type { Translate } from '@/lib/i18n/translate.util';

/**
 * A conversation's last message as one line of the list: its text, or what kind of attachment it
 * was ("File", "Voice note"), prefixed "You: " when I sent it. `other` is the other party.
 */
export function previewOf(
  last: ChatConversation['last_message'] | null,
  other: number,
  t: Translate,
): string {
  if (!last) return '';
  const body =
    last.chat_message_type === 'audio'
      ? t('chatPreviewVoice')
      : last.message?.trim() || (last.chat_message_type === 'text' ? '' : t('chatPreviewFile'));
  return last.sender_id === other ? body : t('chatYou', { text: body });
}
