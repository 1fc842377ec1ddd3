import { infiniteQueryOptions } from '@tanstack/react-query';
import { type ApiRead, browserRead, dataOf } from '@/lib/api-read';
import type { ChatMessage } from '@/lib/chat.types';
import type { MessagesPage, ThreadKey } from '../chat-cache.util';

export const MESSAGES_PER_PAGE = 20;

interface MessagesData {
  current_page: number;
  last_page: number;
  total: number;
  data: ChatMessage[];
}

/**
 * `get_messages`: one conversation, newest first. Reading it is what marks the messages I received
 * there as read (the server's rule), so it is also the "I have read this" call.
 */
export function getMessages(read: ApiRead, key: ThreadKey, page = 1, perPage = MESSAGES_PER_PAGE) {
  return read<MessagesData>('get_messages', {
    user_id: key.other,
    property_id: key.propertyId,
    page,
    per_page: perPage,
  });
}

/** Tells the server I have read the thread, reading as little of it as it allows. */
export async function markThreadRead(key: ThreadKey): Promise<boolean> {
  return (await getMessages(browserRead, key, 1, 1)).kind === 'success';
}

export const messagesKey = (key: ThreadKey) => ['get_messages', key.other, key.propertyId] as const;

export function messagesQueryOptions(key: ThreadKey) {
  return infiniteQueryOptions({
    queryKey: messagesKey(key),
    queryFn: async ({ pageParam }): Promise<MessagesPage> => {
      const data = await dataOf(getMessages(browserRead, key, pageParam));
      return { items: data.data, page: data.current_page, lastPage: data.last_page, total: data.total };
    },
    initialPageParam: 1,
    getNextPageParam: (last: MessagesPage) => (last.page < last.lastPage ? last.page + 1 : undefined),
    // A thread is read live (frames) or by polling; what it held ten minutes ago is not worth showing
    // first when it is opened again.
    staleTime: 0,
  });
}
