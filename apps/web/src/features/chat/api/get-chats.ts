import { infiniteQueryOptions } from '@tanstack/react-query';
import { type ApiRead, ApiReadError, browserRead } from '@/lib/api-read';
import type { ApiSuccess } from '@/lib/api-types';
import type { ChatConversation } from '@/lib/chat.types';
import type { ChatsPage } from '../chat-cache.util';

export const CHATS_PER_PAGE = 20;
export const CHATS_KEY = ['get_chats'] as const;

/** `get_chats`: my conversations, latest message first, a page at a time. */
export function getChats(read: ApiRead, page = 1) {
  return read<ChatConversation[]>('get_chats', { page, per_page: CHATS_PER_PAGE });
}

/** One page of the list as the screen keeps it. */
export function toChatsPage(body: ApiSuccess<ChatConversation[]>, page: number): ChatsPage {
  return { items: body.data, page, total: body.total ?? body.data.length };
}

export function chatsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: CHATS_KEY,
    queryFn: async ({ pageParam }) => {
      const result = await getChats(browserRead, pageParam);
      if (result.kind !== 'success') throw new ApiReadError(result);
      return toChatsPage(result.body, pageParam);
    },
    initialPageParam: 1,
    getNextPageParam: (last: ChatsPage) =>
      last.page * CHATS_PER_PAGE < last.total ? last.page + 1 : undefined,
  });
}
