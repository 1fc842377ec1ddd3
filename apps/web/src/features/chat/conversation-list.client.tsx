'use client';

import type { MouseEvent } from 'react';
import type { ChatConversation } from '@/lib/chat.types';
import { chatPath } from '@/lib/chat-path.util';
import { useTranslation } from '@/lib/i18n/i18n-context';
import { countLabel } from '@/lib/plural.util';
import { relativeTimeLabel } from '@/lib/relative-time-label.util';
import type { ThreadKey } from './chat-cache.util';
import { previewOf } from './chat-preview.util';
import { PartyAvatar } from './party-avatar.component';

// The member's conversations: the listing's picture with the other party's face on it, their name,
// the listing, the last message (files and voice notes by name), when, and how many are unread.
// Each is a link to its own address, so it opens in a new tab too; a plain press opens it here.

export interface ListedConversation {
  key: ThreadKey;
  name: string | null;
  profile: string | null;
  title: string | null;
  titleImage: string | null;
  last: ChatConversation['last_message'] | null;
  date: string | null;
  unread: number;
  /** Opened from a listing, nothing sent yet. */
  isNew: boolean;
}

export function ConversationList({
  conversations,
  open,
  onOpen,
}: {
  conversations: ListedConversation[];
  open: ThreadKey | null;
  onOpen: (key: ThreadKey) => void;
}) {
  const { t, code } = useTranslation();
  const now = new Date();
  const press = (event: MouseEvent<HTMLAnchorElement>, key: ThreadKey) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    onOpen(key);
  };
  return (
    <ul className="divide-y divide-gray-100" data-testid="chat-conversations">
      {conversations.map((c) => {
        const current = open !== null && open.other === c.key.other && open.propertyId === c.key.propertyId;
        const name = c.name || t('chatMember');
        const preview = previewOf(c.last, c.key.other, t);
        return (
          <li key={`${c.key.other}:${c.key.propertyId}`}>
            <a
              href={chatPath(c.key)}
              onClick={(event) => press(event, c.key)}
              aria-current={current ? 'true' : undefined}
              className="flex gap-3 px-4 py-3 hover:bg-gray-50 aria-[current=true]:bg-gray-100"
              data-testid="chat-conversation"
            >
              <span className="relative shrink-0">
                {c.titleImage ? (
                  // biome-ignore lint/performance/noImgElement: a 56 px thumbnail in a long list.
                  <img
                    src={c.titleImage}
                    alt=""
                    width={56}
                    height={56}
                    loading="lazy"
                    className="size-14 rounded-lg bg-gray-200 object-cover"
                  />
                ) : (
                  <span className="block size-14 rounded-lg bg-gray-200" />
                )}
                <span className="absolute -end-1 -bottom-1 rounded-full ring-2 ring-white">
                  <PartyAvatar name={name} profile={c.profile} size={24} />
                </span>
              </span>
              <span className="min-w-0 flex-1">
                <span className="flex items-baseline gap-2">
                  <span
                    className={`min-w-0 flex-1 truncate text-gray-900 ${c.unread > 0 ? 'font-bold' : 'font-semibold'}`}
                  >
                    {name}
                  </span>
                  {c.date ? (
                    <time
                      dateTime={c.date}
                      className="shrink-0 text-xs text-gray-700"
                      suppressHydrationWarning
                    >
                      {relativeTimeLabel(c.date, now, code, t('chatJustNow'))}
                    </time>
                  ) : null}
                </span>
                <span dir="auto" className="block truncate [text-align:match-parent] text-sm text-gray-700">
                  {c.title}
                </span>
                <span className="flex items-center gap-2">
                  <span
                    dir="auto"
                    className={`min-w-0 flex-1 truncate [text-align:match-parent] text-sm ${c.unread > 0 ? 'font-semibold text-gray-900' : 'text-gray-700'}`}
                  >
                    {c.isNew ? t('chatNewLabel') : preview}
                  </span>
                  {c.unread > 0 ? (
                    <span
                      className="inline-flex min-w-6 shrink-0 items-center justify-center rounded-full bg-red-700 px-1.5 text-xs leading-6 font-bold text-white"
                      data-testid="chat-unread"
                    >
                      <span aria-hidden="true">{c.unread > 99 ? '99+' : c.unread}</span>
                      <span className="sr-only">
                        {countLabel(c.unread, 'chatUnreadOne', 'chatUnreadMany', t)}
                      </span>
                    </span>
                  ) : null}
                </span>
              </span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
