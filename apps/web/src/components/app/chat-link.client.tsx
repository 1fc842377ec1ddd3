'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useSessionRevoked } from '@/components/access/use-session-revoked.hook';
import { ChatIcon } from '@/components/ui/chat-icons.component';
import { CHAT_PATH } from '@/lib/chat-path.util';
import { useTranslation } from '@/lib/i18n/i18n-context';
import { countLabel } from '@/lib/plural.util';
import { useUnreadCounts } from '@/lib/realtime/use-unread-counts.hook';
import { QueryProvider } from './query-provider.component';

// The header's way to the chat screen, for a signed-in member only (it loads with the member menu):
// a chat icon with the number of unread messages, kept current by the realtime frames (or polling
// when the socket is down). Mounting it is what opens the tab's realtime socket, and it is where
// the page learns that the server ended its session.

export function ChatLink() {
  return (
    <QueryProvider>
      <ChatLinkBadge />
    </QueryProvider>
  );
}

function ChatLinkBadge() {
  const { t } = useTranslation();
  // The header's socket is the member's: when the server ends the session, the page signs out.
  useSessionRevoked();
  const pathname = usePathname();
  const { data } = useUnreadCounts();
  const unread = data?.chat_messages ?? 0;
  const name =
    unread > 0
      ? `${t('menuChat')}, ${countLabel(unread, 'menuChatUnreadOne', 'menuChatUnreadMany', t)}`
      : t('menuChat');
  return (
    <Link
      href={CHAT_PATH}
      prefetch={false}
      aria-label={name}
      aria-current={pathname === CHAT_PATH ? 'page' : undefined}
      className="relative inline-flex size-11 items-center justify-center rounded-md text-gray-800 hover:bg-gray-100 aria-[current=page]:text-(--brand-ink)"
      data-testid="chat-link"
    >
      <ChatIcon width={24} height={24} />
      {unread > 0 ? (
        <span
          aria-hidden="true"
          className="absolute end-0.5 top-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-red-700 px-1 text-xs leading-5 font-bold text-white"
          data-testid="chat-unread-badge"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </Link>
  );
}
