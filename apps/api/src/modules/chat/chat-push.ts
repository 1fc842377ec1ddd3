import { OPERATOR_USER_ID } from '@domus/shared/constants/chat.constants';
import { mediaUrl } from '../../adapters/storage/storage.adapter.js';
import type { AppDeps } from '../../app-deps.js';
import { toIso } from '../../db/dialect.js';
import type { PushService } from '../push/push.service.js';
import type { SettingsService } from '../settings/settings.service.js';
import { type ChatMessageRow, chatRepository } from './chat.repository.js';

/** A message's text shown in a push: enough to recognise it, far below the push size limit. */
const PREVIEW_MAX = 200;

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** What a message without text says in the push (the web shows its own words in the app). */
const NO_TEXT_PREVIEW: Record<string, string> = {
  file: 'Sent a file',
  audio: 'Sent a voice message',
};

/**
 * The push copies of chat (contract §4.12): a `type: "chat"` push to the receiver of each message
 * (sender's name and avatar, the listing's title and image, a preview, the message type, ids,
 * `created_at`), and a `delete_message` push to the other party when its sender deletes one.
 * Chat messages are not stored notifications: this is their only way to a closed browser.
 */
export function chatPush(deps: AppDeps, settings: SettingsService, push: PushService) {
  async function party(id: number) {
    if (id === OPERATOR_USER_ID) {
      return {
        name: await settings.get('admin_name'),
        profile: mediaUrl(deps.storage, await settings.get('admin_image')),
      };
    }
    const user = await chatRepository(deps.db).user(id);
    return { name: user?.name ?? null, profile: mediaUrl(deps.storage, user?.profile ?? null) };
  }

  return {
    message(row: ChatMessageRow): void {
      push.send([row.receiver_id], async () => {
        const repo = chatRepository(deps.db);
        const [sender, listing] = await Promise.all([party(row.sender_id), repo.listing(row.property_id)]);
        const preview = row.message
          ? clip(row.message, PREVIEW_MAX)
          : (NO_TEXT_PREVIEW[row.chat_message_type] ?? NO_TEXT_PREVIEW.file);
        const propertyImage = mediaUrl(deps.storage, listing?.title_image ?? null);
        return {
          type: 'chat',
          event: 'chat_message',
          title: sender.name ?? 'New message',
          body: preview,
          image: propertyImage,
          icon: sender.profile,
          sender_id: row.sender_id,
          sender_name: sender.name,
          sender_profile: sender.profile,
          receiver_id: row.receiver_id,
          property_id: row.property_id,
          property_title: listing ? clip(listing.title, PREVIEW_MAX) : null,
          property_image: propertyImage,
          message_id: row.id,
          message: preview,
          chat_message_type: row.chat_message_type,
          created_at: toIso(row.created_at),
          url: `/user/chat?user_id=${row.sender_id}&property_id=${row.property_id}`,
        };
      });
    },

    /** The deleted message's other party; the sender deleted it, so it is the receiver. */
    deleted(row: ChatMessageRow): void {
      push.send([row.receiver_id], async () => ({
        type: 'delete_message',
        event: 'delete_message',
        id: row.id,
        message_id: row.id,
        property_id: row.property_id,
        sender_id: row.sender_id,
      }));
    },
  };
}
