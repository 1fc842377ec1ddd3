// Chat shapes (contract §2.13) as the web reads them: the chat screen, the realtime frames and the
// header's badge share them, so they live outside any one feature.

export type ChatMessageType = 'text' | 'file' | 'file_and_text' | 'audio';

/** A safety note the server attaches to a message (a payment request, an outside link…). */
export interface ChatSafetyWarning {
  code: string;
  text: string;
}

/** Chat message (`get_messages`, `send_message`, the realtime `chat.message` frame). */
export interface ChatMessage {
  id: number;
  sender_id: number;
  receiver_id: number;
  property_id: number;
  message: string | null;
  file: string | null;
  audio: string | null;
  chat_message_type: ChatMessageType;
  /** Beyond the contract: when the receiver first read it, else null. */
  read_at: string | null;
  created_at: string;
  updated_at: string;
  /** Only when the server found something to warn the reader about. */
  safety_warnings?: ChatSafetyWarning[];
  /** Only when the server hid phone numbers or addresses in `message` until the reader replies. */
  contact_masked?: boolean;
}

/** Chat conversation (`get_chats`): the other party (0 = the operator) and the listing. */
export interface ChatConversation {
  property_id: number;
  slug_id: string | null;
  title: string | null;
  title_image: string | null;
  user_id: number;
  name: string | null;
  profile: string | null;
  last_message: {
    id: number;
    sender_id: number;
    chat_message_type: ChatMessageType;
    message: string | null;
    created_at: string;
  };
  date: string;
  is_blocked_by_me: boolean;
  is_blocked_by_user: boolean;
  /** Beyond the contract: my unread messages in it. */
  unread_count: number;
}
