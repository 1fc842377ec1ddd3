import type { ChatConversation, ChatMessage } from '@/lib/chat.types';

// How the chat screen's cached lists change when something happens (a frame arrives, I send, I
// delete, I block): pure functions over TanStack Query's infinite data, so each rule is tested
// on its own and the components only decide when to apply them.

export interface ChatsPage {
  items: ChatConversation[];
  page: number;
  total: number;
}

export interface MessagesPage {
  /** Newest first, as get_messages pages them. */
  items: ChatMessage[];
  page: number;
  lastPage: number;
  total: number;
}

export interface Pages<P> {
  pages: P[];
  pageParams: unknown[];
}

/** A conversation: the other party (0 = the operator) and the listing. */
export interface ThreadKey {
  other: number;
  propertyId: number;
}

export const sameThread = (a: ThreadKey | null, b: ThreadKey | null): boolean =>
  a !== null && b !== null && a.other === b.other && a.propertyId === b.propertyId;

/** The conversation a message belongs to, seen from `me`. */
export function threadOf(
  message: Pick<ChatMessage, 'sender_id' | 'receiver_id' | 'property_id'>,
  me: number,
) {
  return {
    other: message.sender_id === me ? message.receiver_id : message.sender_id,
    propertyId: message.property_id,
  };
}

const isThread = (conversation: ChatConversation, key: ThreadKey) =>
  conversation.user_id === key.other && conversation.property_id === key.propertyId;

/** The thread's messages, newest first, each once (a live message can shift into a later page). */
export function flattenMessages(data: Pages<MessagesPage> | undefined): ChatMessage[] {
  const seen = new Set<number>();
  const all: ChatMessage[] = [];
  for (const page of data?.pages ?? []) {
    for (const message of page.items) {
      if (seen.has(message.id)) continue;
      seen.add(message.id);
      all.push(message);
    }
  }
  return all.sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
}

/** The thread with `message` added at the newest end, or updated in place when already there. */
export function withMessage(
  data: Pages<MessagesPage> | undefined,
  message: ChatMessage,
): Pages<MessagesPage> | undefined {
  if (!data || data.pages.length === 0) return data;
  const present = data.pages.some((page) => page.items.some((m) => m.id === message.id));
  if (present) {
    return {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        items: page.items.map((m) => (m.id === message.id ? { ...m, ...message } : m)),
      })),
    };
  }
  const [first, ...rest] = data.pages as [MessagesPage, ...MessagesPage[]];
  return {
    ...data,
    pages: [{ ...first, items: [message, ...first.items], total: first.total + 1 }, ...rest],
  };
}

/** The thread without message `id` (deleted by its sender). */
export function withoutMessage(
  data: Pages<MessagesPage> | undefined,
  id: number,
): Pages<MessagesPage> | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({ ...page, items: page.items.filter((m) => m.id !== id) })),
  };
}

/** My messages to `other` sent up to `readAt` are read (a `chat.read` frame from `other`). */
export function withReadUpTo(
  data: Pages<MessagesPage> | undefined,
  other: number,
  readAt: string,
): Pages<MessagesPage> | undefined {
  if (!data) return data;
  const until = Date.parse(readAt);
  if (Number.isNaN(until)) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.map((m) =>
        m.receiver_id === other && m.read_at === null && Date.parse(m.created_at) <= until
          ? { ...m, read_at: readAt }
          : m,
      ),
    })),
  };
}

/**
 * The list after `message` (sent or received by `me`): its conversation shows it as the last
 * message and moves to the top; a received one counts as unread unless the thread is being read.
 * `found: false` when the conversation is not in the loaded pages (the caller reads the list again).
 */
export function conversationsWithMessage(
  data: Pages<ChatsPage> | undefined,
  message: ChatMessage,
  me: number,
  reading: boolean,
): { data: Pages<ChatsPage> | undefined; found: boolean } {
  if (!data || data.pages.length === 0) return { data, found: false };
  const key = threadOf(message, me);
  const current = data.pages.flatMap((page) => page.items).find((c) => isThread(c, key));
  if (!current) return { data, found: false };
  const incoming = message.sender_id !== me;
  const updated: ChatConversation = {
    ...current,
    last_message: {
      id: message.id,
      sender_id: message.sender_id,
      chat_message_type: message.chat_message_type,
      message: message.message,
      created_at: message.created_at,
    },
    date: message.created_at,
    unread_count: incoming && !reading ? current.unread_count + 1 : current.unread_count,
  };
  const pages = data.pages.map((page) => ({ ...page, items: page.items.filter((c) => !isThread(c, key)) }));
  const [first, ...rest] = pages as [ChatsPage, ...ChatsPage[]];
  return { data: { ...data, pages: [{ ...first, items: [updated, ...first.items] }, ...rest] }, found: true };
}

/** The list with one conversation changed by `change` (nothing else touched). */
export function updateConversation(
  data: Pages<ChatsPage> | undefined,
  key: ThreadKey,
  change: (conversation: ChatConversation) => ChatConversation,
): Pages<ChatsPage> | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.map((c) => (isThread(c, key) ? change(c) : c)),
    })),
  };
}

/** The list without a conversation (deleted for me). */
export function withoutConversation(
  data: Pages<ChatsPage> | undefined,
  key: ThreadKey,
): Pages<ChatsPage> | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.filter((c) => !isThread(c, key)),
      total: page.items.some((c) => isThread(c, key)) ? page.total - 1 : page.total,
    })),
  };
}

/** A block is between two people, so every conversation with `other` shows it. */
export function withBlock(
  data: Pages<ChatsPage> | undefined,
  other: number,
  block: Partial<Pick<ChatConversation, 'is_blocked_by_me' | 'is_blocked_by_user'>>,
): Pages<ChatsPage> | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.map((c) => (c.user_id === other ? { ...c, ...block } : c)),
    })),
  };
}

/** Whether a deleted message was some conversation's last one (its preview must be read again). */
export function showsMessage(data: Pages<ChatsPage> | undefined, id: number): boolean {
  return (data?.pages ?? []).some((page) => page.items.some((c) => c.last_message.id === id));
}

/** The loaded conversations, each once, latest first. */
export function flattenConversations(data: Pages<ChatsPage> | undefined): ChatConversation[] {
  const seen = new Set<string>();
  const all: ChatConversation[] = [];
  for (const page of data?.pages ?? []) {
    for (const c of page.items) {
      const id = `${c.user_id}:${c.property_id}`;
      if (seen.has(id)) continue;
      seen.add(id);
      all.push(c);
    }
  }
  return all;
}
