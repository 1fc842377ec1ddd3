'use client';

import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useEffect, useState } from 'react';
import { showAccessFailure } from '@/components/access/access-dialog.store';
import { ChevronStartIcon } from '@/components/ui/icons.component';
import { Spinner } from '@/components/ui/spinner.component';
import { failureOf } from '@/lib/api-answer.util';
import type { ChatMessage } from '@/lib/chat.types';
import { useTranslation } from '@/lib/i18n/i18n-context';
import { UNREAD_COUNTS_KEY } from '@/lib/realtime/get-unread-counts';
import { useRealtimeLive } from '@/lib/realtime/use-realtime.hook';
import { newChatOpened } from '@/lib/store/new-chat.action';
import { useAppDispatch } from '@/lib/store/store.hook';
import { blockUser } from './api/block-user';
import { deleteChatMessage, deleteConversation } from './api/delete-chat-message';
import { CHATS_KEY } from './api/get-chats';
import { messagesKey, messagesQueryOptions } from './api/get-messages';
import { propertySummaryQueryOptions } from './api/get-property-summary';
import { unblockUser } from './api/unblock-user';
import {
  type ChatsPage,
  conversationsWithMessage,
  flattenMessages,
  type Pages,
  showsMessage,
  type ThreadKey,
  updateConversation,
  withBlock,
  withMessage,
  withoutConversation,
  withoutMessage,
} from './chat-cache.util';
import { ChatComposer } from './chat-composer.client';
import { ConfirmDialog, type ConfirmRequest } from './confirm-dialog.client';
import { MessageList } from './message-list.client';
import { PartyAvatar } from './party-avatar.component';
import { ReportChatDialog } from './report-chat-dialog.client';
import { ThreadMenu } from './thread-menu.client';

// One conversation: who and which listing, the messages (earlier pages load on the way up), and
// the composer, or what a block leaves instead. Live frames reach it through the screen's hook;
// without a socket it reads the thread again every few seconds.

/** Without a live socket the open thread is read again this often. */
const THREAD_POLL_MS = 10_000;

export interface ThreadSubject {
  name: string | null;
  profile: string | null;
  title: string | null;
  slug_id: string | null;
  blockedByMe: boolean;
  blockedByUser: boolean;
  /** Opened from a listing, no message yet (spec §3 newUserChatData). */
  isNew: boolean;
}

export function ChatThread({
  me,
  threadKey,
  subject,
  onBack,
  onGone,
}: {
  me: number;
  threadKey: ThreadKey;
  /** From the list or the store; null: read from the listing. */
  subject: ThreadSubject | null;
  onBack: () => void;
  /** The conversation was deleted for me. */
  onGone: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const dispatch = useAppDispatch();
  const live = useRealtimeLive();
  const thread = useInfiniteQuery({
    ...messagesQueryOptions(threadKey),
    refetchInterval: live ? false : THREAD_POLL_MS,
  });
  const summary = useQuery({
    ...propertySummaryQueryOptions(threadKey.propertyId),
    enabled: subject === null,
  });
  const [blocks, setBlocks] = useState<{ byMe?: boolean; byUser?: boolean }>({});
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const [reporting, setReporting] = useState(false);

  const owner = summary.data && summary.data.customer_id === threadKey.other ? summary.data : null;
  const shown: ThreadSubject = subject ?? {
    name: owner?.customer_name ?? null,
    profile: owner?.profile ?? null,
    title: summary.data?.title ?? null,
    slug_id: summary.data?.slug_id ?? null,
    blockedByMe: false,
    blockedByUser: false,
    isNew: false,
  };
  const name = shown.name || t('chatMember');
  const blockedByMe = blocks.byMe ?? shown.blockedByMe;
  const blockedByUser = blocks.byUser ?? shown.blockedByUser;
  const { other, propertyId } = threadKey;

  const chats = () => queryClient.getQueryData<Pages<ChatsPage>>(CHATS_KEY);
  const setChats = (change: (data: Pages<ChatsPage> | undefined) => Pages<ChatsPage> | undefined) =>
    queryClient.setQueryData<Pages<ChatsPage>>(CHATS_KEY, change);

  // Reading the thread marked it read on the server: its badge goes, and the header's total changes.
  useEffect(() => {
    if (!thread.isFetchedAfterMount) return;
    queryClient.setQueryData<Pages<ChatsPage>>(CHATS_KEY, (data) =>
      updateConversation(data, { other, propertyId }, (c) =>
        c.unread_count ? { ...c, unread_count: 0 } : c,
      ),
    );
    void queryClient.invalidateQueries({ queryKey: UNREAD_COUNTS_KEY });
  }, [thread.isFetchedAfterMount, queryClient, other, propertyId]);

  // A link to a conversation with a listing's owner that has no message yet: it becomes the new
  // conversation kept in the store (spec §3 newUserChatData), listed until its first message.
  const messageCount = thread.data ? flattenMessages(thread.data).length : null;
  const adopt = subject === null && owner !== null && messageCount === 0 ? owner : null;
  useEffect(() => {
    if (!adopt) return;
    dispatch(
      newChatOpened({
        user_id: other,
        name: adopt.customer_name,
        profile: adopt.profile,
        property_id: propertyId,
        title: adopt.title,
        title_image: adopt.title_image,
        slug_id: adopt.slug_id,
      }),
    );
  }, [adopt, dispatch, other, propertyId]);

  const setBlock = (change: { byMe?: boolean; byUser?: boolean }) => {
    setBlocks((current) => ({ ...current, ...change }));
    setChats((data) =>
      withBlock(data, other, {
        ...(change.byMe === undefined ? {} : { is_blocked_by_me: change.byMe }),
        ...(change.byUser === undefined ? {} : { is_blocked_by_user: change.byUser }),
      }),
    );
  };

  async function sent(message: ChatMessage) {
    queryClient.setQueryData(messagesKey(threadKey), (data: Parameters<typeof withMessage>[0]) =>
      withMessage(data, message),
    );
    const { data, found } = conversationsWithMessage(chats(), message, me, true);
    if (found) setChats(() => data);
    else await queryClient.invalidateQueries({ queryKey: CHATS_KEY });
    // The conversation is a real one now: the list holds it, the store need not.
    if (shown.isNew) dispatch(newChatOpened(null));
  }

  function refused(code: string | null) {
    if (code === 'BLOCKED_BY_USER') setBlock({ byUser: true });
    if (code === 'BLOCKED_BY_YOU') setBlock({ byMe: true });
  }

  const askToDelete = (message: ChatMessage) =>
    setConfirm({
      message: t('chatDeleteMessageConfirm'),
      confirm: t('chatDelete'),
      onConfirm: async () => {
        const failure = failureOf(await deleteChatMessage(message.id));
        if (failure) return void showAccessFailure(failure);
        queryClient.setQueryData(messagesKey(threadKey), (data: Parameters<typeof withoutMessage>[0]) =>
          withoutMessage(data, message.id),
        );
        if (showsMessage(chats(), message.id)) void queryClient.invalidateQueries({ queryKey: CHATS_KEY });
      },
    });

  const actions = [
    {
      label: t('chatDeleteConversation'),
      danger: true,
      run: () =>
        setConfirm({
          message: t('chatDeleteConversationConfirm', { name }),
          confirm: t('chatDelete'),
          onConfirm: async () => {
            // A conversation with no message yet exists only in this browser.
            if (!(shown.isNew && flattenMessages(thread.data).length === 0)) {
              const failure = failureOf(await deleteConversation(threadKey));
              if (failure) return void showAccessFailure(failure);
            }
            setChats((data) => withoutConversation(data, threadKey));
            queryClient.removeQueries({ queryKey: messagesKey(threadKey) });
            if (shown.isNew) dispatch(newChatOpened(null));
            onGone();
          },
        }),
    },
    blockedByMe
      ? {
          label: t('chatUnblock', { name }),
          run: () => void unblock(),
        }
      : {
          label: t('chatBlock', { name }),
          danger: true,
          run: () =>
            setConfirm({
              message: t('chatBlockConfirm', { name }),
              confirm: t('chatBlockAction'),
              onConfirm: async () => {
                const failure = failureOf(await blockUser(other));
                if (!failure || failure.code === 'ALREADY_BLOCKED') setBlock({ byMe: true });
                else showAccessFailure(failure);
              },
            }),
        },
    { label: t('chatReport'), run: () => setReporting(true) },
  ];

  async function unblock() {
    const failure = failureOf(await unblockUser(other));
    if (!failure || failure.code === 'NOT_BLOCKED') setBlock({ byMe: false });
    else showAccessFailure(failure);
  }

  const messages = flattenMessages(thread.data);
  return (
    <div className="flex min-h-0 flex-1 flex-col" data-testid="chat-thread">
      <header className="flex items-center gap-2 border-b border-gray-200 px-2 py-2 sm:px-4">
        <button
          type="button"
          onClick={onBack}
          aria-label={t('chatBack')}
          title={t('chatBack')}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-gray-800 hover:bg-gray-100 lg:hidden"
        >
          <ChevronStartIcon className="rtl:rotate-180" />
        </button>
        <PartyAvatar name={name} profile={shown.profile} />
        <div className="min-w-0 flex-1">
          <h2 className="truncate font-semibold text-gray-900">{name}</h2>
          {shown.title ? (
            shown.slug_id ? (
              <Link
                href={`/properties-details/${encodeURIComponent(shown.slug_id)}`}
                prefetch={false}
                className="block truncate text-sm text-(--brand-ink) underline-offset-2 hover:underline"
              >
                {t('chatAboutListing', { title: shown.title })}
              </Link>
            ) : (
              <p className="truncate text-sm text-gray-700">
                {t('chatAboutListing', { title: shown.title })}
              </p>
            )
          ) : null}
        </div>
        <ThreadMenu actions={actions} />
      </header>
      {thread.isPending ? (
        <div className="flex flex-1 items-center justify-center">
          <Spinner label={t('chatLoading')} />
        </div>
      ) : thread.isError ? (
        <div className="flex flex-1 flex-col items-center justify-center gap-3 p-6 text-center" role="alert">
          <p className="font-semibold text-gray-900">{t('chatThreadFailed')}</p>
          <button
            type="button"
            onClick={() => void thread.refetch()}
            className="inline-flex min-h-11 items-center rounded-md border border-gray-400 px-4 font-semibold text-gray-900"
          >
            {t('chatTryAgain')}
          </button>
        </div>
      ) : (
        <MessageList
          messages={messages}
          me={me}
          label={t('chatMessagesWith', { name })}
          hasEarlier={thread.hasNextPage}
          loadingEarlier={thread.isFetchingNextPage}
          onLoadEarlier={() => {
            if (!thread.isFetchingNextPage) void thread.fetchNextPage();
          }}
          onDelete={askToDelete}
          empty={<p className="py-8 text-center text-gray-700">{t('chatNewConversation')}</p>}
        />
      )}
      {blockedByMe ? (
        <div
          className="flex flex-wrap items-center gap-3 border-t border-gray-200 bg-gray-50 p-3"
          role="status"
        >
          <p className="min-w-0 flex-1 text-gray-900">{t('chatBlockedByYou')}</p>
          <button
            type="button"
            onClick={() => void unblock()}
            className="inline-flex min-h-11 items-center rounded-md bg-(--brand) px-4 font-semibold text-(--on-brand)"
          >
            {t('chatUnblockAction')}
          </button>
        </div>
      ) : blockedByUser ? (
        <p
          className="border-t border-gray-200 bg-gray-50 p-3 text-gray-900"
          role="status"
          data-testid="chat-blocked"
        >
          {t('chatBlockedByUser')}
        </p>
      ) : (
        <ChatComposer threadKey={threadKey} onSent={(message) => void sent(message)} onRefused={refused} />
      )}
      {confirm ? (
        <ConfirmDialog request={confirm} cancel={t('chatCancel')} onClose={() => setConfirm(null)} />
      ) : null}
      {reporting ? <ReportChatDialog threadKey={threadKey} onClose={() => setReporting(false)} /> : null}
    </div>
  );
}
