'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useSearchParams } from 'next/navigation';
import { useId, useMemo, useRef } from 'react';
import { ChatIcon } from '@/components/ui/chat-icons.component';
import { CHAT_PATH, chatPath, chatRequestOf } from '@/lib/chat-path.util';
import { useTranslation } from '@/lib/i18n/i18n-context';
import { useRealtimeLive } from '@/lib/realtime/use-realtime.hook';
import { newChatOpened } from '@/lib/store/new-chat.action';
import { useAppDispatch, useAppSelector } from '@/lib/store/store.hook';
import { chatsQueryOptions } from './api/get-chats';
import { flattenConversations, sameThread, type ThreadKey } from './chat-cache.util';
import { ChatThread, type ThreadSubject } from './chat-thread.client';
import { ConversationList, type ListedConversation } from './conversation-list.client';
import { ListingChooser } from './listing-chooser.client';
import { useChatLive } from './use-chat-live.hook';

// /user/chat: the conversations and the open one. The open conversation is the address
// (`?user_id=…&property_id=…`), changed with the History API so the browser's back button and
// links work without asking the server again. Phones show the list or the thread (with a back
// button); wider screens show both side by side.

/** Without a live socket the list is read again this often. */
const LIST_POLL_MS = 30_000;

export function ChatScreen({ me }: { me: number }) {
  const { t } = useTranslation();
  const params = useSearchParams();
  const request = useMemo(
    () => chatRequestOf({ user_id: params.get('user_id'), property_id: params.get('property_id') }),
    [params],
  );
  // Nobody talks to themself (a link to one's own listing): such an address opens nothing.
  const other = request.other === me ? null : request.other;
  const open: ThreadKey | null =
    other !== null && request.propertyId !== null ? { other, propertyId: request.propertyId } : null;
  /** An owner named without a listing: the member first picks one of theirs. */
  const pickFor = other !== null && request.propertyId === null ? other : null;
  const dispatch = useAppDispatch();
  const newChat = useAppSelector((state) => state.cachedData.newUserChatData);
  const live = useRealtimeLive();
  const list = useInfiniteQuery({ ...chatsQueryOptions(), refetchInterval: live ? false : LIST_POLL_MS });
  const listHeading = useId();
  // Whether the open thread was pushed from the list here, so "back" can be the browser's own.
  const pushedFromList = useRef(false);
  useChatLive(me, open);

  const conversations = flattenConversations(list.data);
  const pending =
    newChat &&
    newChat.user_id !== me &&
    !conversations.some((c) => c.user_id === newChat.user_id && c.property_id === newChat.property_id)
      ? newChat
      : null;
  const listed: ListedConversation[] = [
    ...(pending
      ? [
          {
            key: { other: pending.user_id, propertyId: pending.property_id },
            name: pending.name,
            profile: pending.profile,
            title: pending.title,
            titleImage: pending.title_image,
            last: null,
            date: null,
            unread: 0,
            isNew: true,
          },
        ]
      : []),
    ...conversations.map((c) => ({
      key: { other: c.user_id, propertyId: c.property_id },
      name: c.name,
      profile: c.profile,
      title: c.title,
      titleImage: c.title_image,
      last: c.last_message,
      date: c.date,
      unread: c.unread_count,
      isNew: false,
    })),
  ];

  const current = open
    ? conversations.find((c) => sameThread({ other: c.user_id, propertyId: c.property_id }, open))
    : null;
  const subject: ThreadSubject | null = current
    ? {
        name: current.name,
        profile: current.profile,
        title: current.title,
        slug_id: current.slug_id,
        blockedByMe: current.is_blocked_by_me,
        blockedByUser: current.is_blocked_by_user,
        isNew: false,
      }
    : pending && sameThread({ other: pending.user_id, propertyId: pending.property_id }, open)
      ? {
          name: pending.name,
          profile: pending.profile,
          title: pending.title,
          slug_id: pending.slug_id,
          blockedByMe: false,
          blockedByUser: false,
          isNew: true,
        }
      : null;

  const selected = open !== null || pickFor !== null;
  const openThread = (key: ThreadKey) => {
    if (selected) {
      window.history.replaceState(null, '', chatPath(key));
    } else {
      pushedFromList.current = true;
      window.history.pushState(null, '', chatPath(key));
    }
  };
  const backToList = () => {
    if (pushedFromList.current) {
      pushedFromList.current = false;
      window.history.back();
    } else {
      window.history.replaceState(null, '', CHAT_PATH);
    }
  };

  return (
    <div className="grid h-[calc(100dvh-9rem)] min-h-[30rem] overflow-hidden border-y border-gray-200 bg-white grid-cols-[minmax(0,1fr)] sm:rounded-xl sm:border lg:grid-cols-[22rem_minmax(0,1fr)]">
      <section
        aria-labelledby={listHeading}
        className={`${selected ? 'hidden lg:flex' : 'flex'} min-h-0 flex-col border-gray-200 lg:border-e`}
      >
        <h2
          id={listHeading}
          className="border-b border-gray-200 px-4 py-3 text-lg font-semibold text-gray-900"
        >
          {t('chatConversations')}
        </h2>
        <div className="min-h-0 flex-1 overflow-y-auto">
          {listed.length === 0 ? (
            <div className="flex flex-col items-center gap-3 px-6 py-12 text-center">
              <ChatIcon width={40} height={40} className="text-gray-500" />
              <p className="font-semibold text-gray-900">{t('chatEmpty')}</p>
              <p className="text-gray-700">{t('chatEmptyHint')}</p>
              <Link
                href="/properties"
                className="inline-flex min-h-11 items-center rounded-md bg-(--brand) px-4 font-semibold text-(--on-brand)"
              >
                {t('chatBrowse')}
              </Link>
            </div>
          ) : (
            <ConversationList conversations={listed} open={open} onOpen={openThread} />
          )}
          {list.hasNextPage ? (
            <div className="p-4 text-center">
              <button
                type="button"
                onClick={() => void list.fetchNextPage()}
                disabled={list.isFetchingNextPage}
                className="inline-flex min-h-11 items-center rounded-md border border-gray-300 px-4 text-sm font-semibold text-gray-800 hover:bg-gray-50 disabled:opacity-70"
              >
                {list.isFetchingNextPage ? t('chatLoading') : t('chatMoreConversations')}
              </button>
            </div>
          ) : null}
        </div>
      </section>
      <section
        aria-label={subject?.name ?? t('chatTitle')}
        className={`${selected ? 'flex' : 'hidden lg:flex'} min-h-0 flex-col`}
      >
        {pickFor !== null ? (
          <ListingChooser
            owner={pickFor}
            onChoose={(chat) => {
              dispatch(newChatOpened(chat));
              window.history.replaceState(
                null,
                '',
                chatPath({ other: chat.user_id, propertyId: chat.property_id }),
              );
            }}
            onBack={backToList}
          />
        ) : open ? (
          <ChatThread
            key={`${open.other}:${open.propertyId}`}
            me={me}
            threadKey={open}
            subject={subject}
            onBack={backToList}
            onGone={() => window.history.replaceState(null, '', CHAT_PATH)}
          />
        ) : (
          <div className="flex flex-1 flex-col items-center justify-center gap-3 p-6 text-center text-gray-700">
            <ChatIcon width={40} height={40} className="text-gray-500" />
            <p>{t('chatPickConversation')}</p>
          </div>
        )}
      </section>
    </div>
  );
}
