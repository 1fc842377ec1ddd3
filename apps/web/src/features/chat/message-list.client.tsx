'use client';

import { useEffect, useLayoutEffect, useRef } from 'react';
import type { ChatMessage } from '@/lib/chat.types';
import { useTranslation } from '@/lib/i18n/i18n-context';
import { relativeTimeLabel } from '@/lib/relative-time-label.util';
import { MessageBubble } from './message-bubble.component';

// A thread's messages, oldest at the top, in a scrolling log: it opens at the newest message,
// follows new ones while the reader is at the bottom (or sent them), and keeps the reader's place
// when earlier messages load above (by themselves on reaching the top, or with the button).

/** Within this many pixels of the bottom the reader counts as following the conversation. */
const FOLLOW_PX = 80;

export function MessageList({
  messages,
  me,
  label,
  hasEarlier,
  loadingEarlier,
  onLoadEarlier,
  onDelete,
  empty,
}: {
  /** Newest first, as the API pages them. */
  messages: ChatMessage[];
  me: number;
  label: string;
  hasEarlier: boolean;
  loadingEarlier: boolean;
  onLoadEarlier: () => void;
  onDelete: (message: ChatMessage) => void;
  empty: React.ReactNode;
}) {
  const { t, code } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  const top = useRef<HTMLDivElement>(null);
  const following = useRef(true);
  const seen = useRef<{ newest: number | null; oldest: number | null; height: number }>({
    newest: null,
    oldest: null,
    height: 0,
  });
  const newest = messages[0] ?? null;
  const oldest = messages.at(-1) ?? null;

  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box) return;
    const before = seen.current;
    if (before.newest === null) {
      box.scrollTop = box.scrollHeight;
    } else if (oldest?.id !== before.oldest && newest?.id === before.newest) {
      // Earlier messages came in above: stay on what the reader was looking at.
      box.scrollTop += box.scrollHeight - before.height;
    } else if (newest && newest.id !== before.newest && (following.current || newest.sender_id === me)) {
      box.scrollTop = box.scrollHeight;
    }
    seen.current = { newest: newest?.id ?? null, oldest: oldest?.id ?? null, height: box.scrollHeight };
  }, [newest, oldest, me]);

  // Reaching the top loads the page before it, as long as there is one.
  const load = useRef(onLoadEarlier);
  useEffect(() => {
    load.current = onLoadEarlier;
  });
  useEffect(() => {
    const sentinel = top.current;
    const box = scroller.current;
    if (!sentinel || !box || !hasEarlier || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) load.current();
      },
      { root: box, rootMargin: '200px 0px 0px 0px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [hasEarlier]);

  const now = new Date();
  return (
    <section
      ref={scroller}
      onScroll={(event) => {
        const box = event.currentTarget;
        following.current = box.scrollHeight - box.scrollTop - box.clientHeight < FOLLOW_PX;
      }}
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to be scrolled by it.
      tabIndex={0}
      className="min-h-0 flex-1 overflow-y-auto px-3 py-4 sm:px-5"
      data-testid="chat-thread-messages"
    >
      <div ref={top} />
      {hasEarlier ? (
        <div className="mb-4 text-center">
          <button
            type="button"
            onClick={onLoadEarlier}
            disabled={loadingEarlier}
            className="inline-flex min-h-11 items-center rounded-md border border-gray-300 px-4 text-sm font-semibold text-gray-800 hover:bg-gray-50 disabled:opacity-70"
          >
            {loadingEarlier ? t('chatLoading') : t('chatLoadEarlier')}
          </button>
        </div>
      ) : null}
      {messages.length === 0 ? empty : null}
      {/* role=log: what arrives is read out politely, without moving focus. */}
      <div role="log">
        <ol className="flex flex-col gap-3">
          {[...messages].reverse().map((message) => {
            const mine = message.sender_id === me;
            return (
              <MessageBubble
                key={message.id}
                message={message}
                mine={mine}
                time={relativeTimeLabel(message.created_at, now, code, t('chatJustNow'))}
                onDelete={mine ? () => onDelete(message) : undefined}
                t={t}
              />
            );
          })}
        </ol>
      </div>
    </section>
  );
}
