'use client';

import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { UNREAD_COUNTS_KEY } from '@/lib/realtime/get-unread-counts';
import { useRealtimeFrame, useRealtimeReconnected } from '@/lib/realtime/use-realtime.hook';
import { CHATS_KEY } from './api/get-chats';
import { markThreadRead, messagesKey } from './api/get-messages';
import {
  type ChatsPage,
  conversationsWithMessage,
  type MessagesPage,
  type Pages,
  sameThread,
  showsMessage,
  type ThreadKey,
  threadOf,
  updateConversation,
  withMessage,
  withoutMessage,
  withReadUpTo,
} from './chat-cache.util';

const isVisible = () => typeof document === 'undefined' || document.visibilityState === 'visible';

/**
 * Keeps the chat screen's lists in step with the realtime frames: a message lands in its thread and
 * moves its conversation to the top (unread unless I am reading that thread right now, which then
 * tells the server I read it); a deleted message leaves; a read receipt marks mine "Seen". After a
 * reconnect, what frames may have been missed is read again.
 */
export function useChatLive(me: number, open: ThreadKey | null): void {
  const queryClient = useQueryClient();
  const openRef = useRef(open);
  useEffect(() => {
    openRef.current = open;
  });

  const readOpenThread = async (key: ThreadKey) => {
    if (!(await markThreadRead(key))) return;
    queryClient.setQueryData<Pages<ChatsPage>>(CHATS_KEY, (data) =>
      updateConversation(data, key, (c) => ({ ...c, unread_count: 0 })),
    );
    void queryClient.invalidateQueries({ queryKey: UNREAD_COUNTS_KEY });
  };

  useRealtimeFrame('chat.message', (message) => {
    const key = threadOf(message, me);
    const reading = sameThread(key, openRef.current) && isVisible();
    queryClient.setQueryData<Pages<MessagesPage>>(messagesKey(key), (data) => withMessage(data, message));
    const { data, found } = conversationsWithMessage(
      queryClient.getQueryData<Pages<ChatsPage>>(CHATS_KEY),
      message,
      me,
      reading,
    );
    if (found) queryClient.setQueryData(CHATS_KEY, data);
    else void queryClient.invalidateQueries({ queryKey: CHATS_KEY });
    if (reading && message.sender_id !== me) void readOpenThread(key);
  });

  useRealtimeFrame('chat.message_deleted', ({ id }) => {
    // The frame names the sender, not the receiver: drop it from whichever thread holds it.
    for (const [queryKey] of queryClient.getQueriesData<Pages<MessagesPage>>({
      queryKey: ['get_messages'],
    })) {
      queryClient.setQueryData<Pages<MessagesPage>>(queryKey as QueryKey, (data) => withoutMessage(data, id));
    }
    if (showsMessage(queryClient.getQueryData<Pages<ChatsPage>>(CHATS_KEY), id))
      void queryClient.invalidateQueries({ queryKey: CHATS_KEY });
  });

  useRealtimeFrame('chat.read', ({ user_id, property_id, read_at }) => {
    if (user_id === me) return;
    queryClient.setQueryData<Pages<MessagesPage>>(
      messagesKey({ other: user_id, propertyId: property_id }),
      (data) => withReadUpTo(data, user_id, read_at),
    );
  });

  useRealtimeReconnected(() => {
    void queryClient.invalidateQueries({ queryKey: CHATS_KEY });
    void queryClient.invalidateQueries({ queryKey: ['get_messages'] });
  });

  // Messages that came while the tab was hidden are read once it is looked at again.
  useEffect(() => {
    const onVisible = () => {
      const key = openRef.current;
      if (!key || !isVisible()) return;
      const conversation = queryClient
        .getQueryData<Pages<ChatsPage>>(CHATS_KEY)
        ?.pages.flatMap((page) => page.items)
        .find((c) => c.user_id === key.other && c.property_id === key.propertyId);
      if (conversation && conversation.unread_count > 0) void readOpenThread(key);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  });
}
