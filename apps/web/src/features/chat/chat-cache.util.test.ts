import { describe, expect, it } from 'vitest';
import type { ChatConversation, ChatMessage } from '@/lib/chat.types';
import {
  type ChatsPage,
  conversationsWithMessage,
  flattenConversations,
  flattenMessages,
  type MessagesPage,
  type Pages,
  showsMessage,
  threadOf,
  withBlock,
  withMessage,
  withoutConversation,
  withoutMessage,
  withReadUpTo,
} from './chat-cache.util';

const ME = 9;
const OWNER = 7;

function message(
  id: number,
  from: number,
  to: number,
  at: string,
  extra: Partial<ChatMessage> = {},
): ChatMessage {
  return {
    id,
    sender_id: from,
    receiver_id: to,
    property_id: 12,
    message: `m${id}`,
    file: null,
    audio: null,
    chat_message_type: 'text',
    read_at: null,
    created_at: at,
    updated_at: at,
    ...extra,
  };
}

function conversation(user: number, property: number, lastId: number, unread = 0): ChatConversation {
  return {
    property_id: property,
    slug_id: `p${property}`,
    title: `Listing ${property}`,
    title_image: null,
    user_id: user,
    name: `User ${user}`,
    profile: null,
    last_message: {
      id: lastId,
      sender_id: user,
      chat_message_type: 'text',
      message: 'hi',
      created_at: '2026-01-01T00:00:00Z',
    },
    date: '2026-01-01T00:00:00Z',
    is_blocked_by_me: false,
    is_blocked_by_user: false,
    unread_count: unread,
  };
}

const thread = (...pages: ChatMessage[][]): Pages<MessagesPage> => ({
  pages: pages.map((items, i) => ({ items, page: i + 1, lastPage: pages.length, total: 10 })),
  pageParams: pages.map((_, i) => i + 1),
});

const list = (...pages: ChatConversation[][]): Pages<ChatsPage> => ({
  pages: pages.map((items, i) => ({ items, page: i + 1, total: 5 })),
  pageParams: pages.map((_, i) => i + 1),
});

describe('thread cache', () => {
  const older = message(1, OWNER, ME, '2026-01-01T10:00:00Z');
  const newer = message(2, ME, OWNER, '2026-01-01T11:00:00Z');

  it('knows the conversation of a message from either side', () => {
    expect(threadOf(newer, ME)).toEqual({ other: OWNER, propertyId: 12 });
    expect(threadOf(older, ME)).toEqual({ other: OWNER, propertyId: 12 });
  });

  it('adds a live message at the newest end once, and flattens newest first without repeats', () => {
    const live = message(3, OWNER, ME, '2026-01-01T12:00:00Z');
    const once = withMessage(thread([newer], [older]), live);
    const twice = withMessage(once, live);
    expect(flattenMessages(twice).map((m) => m.id)).toEqual([3, 2, 1]);
    // A later page that now repeats a message (pages shift as messages arrive) still shows it once.
    const shifted = thread([live, newer], [newer, older]);
    expect(flattenMessages(shifted).map((m) => m.id)).toEqual([3, 2, 1]);
  });

  it('updates a message already there rather than adding it again', () => {
    const read = { ...newer, read_at: '2026-01-01T11:30:00Z' };
    const after = withMessage(thread([newer, older]), read);
    expect(flattenMessages(after)).toHaveLength(2);
    expect(flattenMessages(after)[0]?.read_at).toBe('2026-01-01T11:30:00Z');
  });

  it('removes a deleted message from whichever page holds it', () => {
    expect(flattenMessages(withoutMessage(thread([newer], [older]), 1)).map((m) => m.id)).toEqual([2]);
  });

  it('marks as read only my messages to the reader, sent up to the moment they read', () => {
    const mine1 = message(4, ME, OWNER, '2026-01-01T09:00:00Z');
    const mine2 = message(5, ME, OWNER, '2026-01-01T13:00:00Z');
    const theirs = message(6, OWNER, ME, '2026-01-01T09:30:00Z');
    const after = flattenMessages(
      withReadUpTo(thread([mine2, theirs, mine1]), OWNER, '2026-01-01T12:00:00Z'),
    );
    const readAt = Object.fromEntries(after.map((m) => [m.id, m.read_at]));
    expect(readAt).toEqual({ 4: '2026-01-01T12:00:00Z', 5: null, 6: null });
    expect(withReadUpTo(undefined, OWNER, 'x')).toBeUndefined();
  });
});

describe('conversation list cache', () => {
  it('moves the conversation of a new message to the top with it as the preview', () => {
    const a = conversation(OWNER, 12, 1);
    const b = conversation(3, 14, 2);
    const incoming = message(10, OWNER, ME, '2026-02-01T00:00:00Z', { message: 'Still free?' });
    const { data, found } = conversationsWithMessage(list([b], [a]), incoming, ME, false);
    expect(found).toBe(true);
    const all = flattenConversations(data);
    expect(all.map((c) => c.user_id)).toEqual([OWNER, 3]);
    expect(all[0]).toMatchObject({ unread_count: 1, date: '2026-02-01T00:00:00Z' });
    expect(all[0]?.last_message).toMatchObject({ id: 10, message: 'Still free?' });
  });

  it('counts nothing unread for my own message or a thread being read', () => {
    const a = conversation(OWNER, 12, 1, 2);
    const mine = message(11, ME, OWNER, '2026-02-01T00:00:00Z');
    expect(
      flattenConversations(conversationsWithMessage(list([a]), mine, ME, false).data)[0]?.unread_count,
    ).toBe(2);
    const theirs = message(12, OWNER, ME, '2026-02-01T00:00:00Z');
    expect(
      flattenConversations(conversationsWithMessage(list([a]), theirs, ME, true).data)[0]?.unread_count,
    ).toBe(2);
  });

  it('says when the conversation is not loaded, so the list is read again', () => {
    const stranger = message(13, 44, ME, '2026-02-01T00:00:00Z');
    expect(conversationsWithMessage(list([conversation(OWNER, 12, 1)]), stranger, ME, false).found).toBe(
      false,
    );
    expect(conversationsWithMessage(undefined, stranger, ME, false).found).toBe(false);
  });

  it('removes a conversation deleted for me and marks blocks on every conversation with that person', () => {
    const a = conversation(OWNER, 12, 1);
    const b = conversation(OWNER, 14, 2);
    const c = conversation(3, 15, 3);
    const left = flattenConversations(withoutConversation(list([a, b, c]), { other: OWNER, propertyId: 12 }));
    expect(left.map((x) => x.property_id)).toEqual([14, 15]);
    const blocked = flattenConversations(withBlock(list([a, b, c]), OWNER, { is_blocked_by_me: true }));
    expect(blocked.map((x) => x.is_blocked_by_me)).toEqual([true, true, false]);
  });

  it('knows when a deleted message was a conversation’s preview', () => {
    expect(showsMessage(list([conversation(OWNER, 12, 1)]), 1)).toBe(true);
    expect(showsMessage(list([conversation(OWNER, 12, 1)]), 2)).toBe(false);
  });
});
