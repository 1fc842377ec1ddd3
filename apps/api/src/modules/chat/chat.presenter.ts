import type { ChatMessageType } from '@domus/shared/constants/chat.constants';
import { mediaUrl, type StorageAdapter } from '../../adapters/storage/storage.adapter.js';
import { toIso, toNumber } from '../../db/dialect.js';
import type { ChatMessageRow, ChatRepository } from './chat.repository.js';
import { type MessageView, ownView } from './chat-safety.presenter.js';

type ConversationRow = Awaited<ReturnType<ChatRepository['conversations']>>['rows'][number];

/**
 * Message (contract §2.13): the fields that leave the server, as one reader sees it (`view`: by
 * default the sender's own copy). Beyond §2.13 (issue 12): `safety_warnings` for the receiver of a
 * message that matches a scam rule, and `contact_masked` when contacts were hidden from them.
 */
export function presentMessage(
  storage: StorageAdapter,
  row: ChatMessageRow,
  view: MessageView = ownView(row.message),
) {
  return {
    id: row.id,
    sender_id: row.sender_id,
    receiver_id: row.receiver_id,
    property_id: row.property_id,
    message: view.message,
    file: mediaUrl(storage, row.file),
    audio: mediaUrl(storage, row.audio),
    chat_message_type: row.chat_message_type as ChatMessageType,
    // Beyond §2.13: read receipts (when the receiver first opened the conversation after it).
    read_at: toIso(row.read_at),
    safety_warnings: view.safety_warnings,
    contact_masked: view.contact_masked,
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
  };
}

/** The other party as the list shows them: the operator by its settings' name and picture. */
export interface Party {
  name: string | null;
  profile: string | null;
}

/**
 * Conversation (contract §2.13), plus my unread count for the list's badge; its last message as I
 * read it (`last`: warnings and masking as in get_messages).
 */
export function presentConversation(
  storage: StorageAdapter,
  row: ConversationRow,
  party: Party,
  blocks: { byMe: boolean; byUser: boolean },
  last: MessageView,
) {
  const date = toIso(row.last_created_at);
  return {
    property_id: row.property_id,
    slug_id: row.slug_id,
    title: row.title,
    title_image: mediaUrl(storage, row.title_image),
    user_id: row.other_id,
    name: party.name,
    profile: party.profile,
    last_message: {
      id: row.last_id,
      sender_id: row.last_sender_id,
      chat_message_type: row.last_type as ChatMessageType,
      message: last.message,
      safety_warnings: last.safety_warnings,
      contact_masked: last.contact_masked,
      created_at: date,
    },
    date,
    is_blocked_by_me: blocks.byMe,
    is_blocked_by_user: blocks.byUser,
    unread_count: toNumber(row.unread),
  };
}

/** The contract's chat page keys (§1.10): `total_page` is 0 for an empty list. */
export function chatPage(total: number, page: number, perPage: number) {
  return { total, total_page: Math.ceil(total / perPage), page, per_page: perPage };
}
