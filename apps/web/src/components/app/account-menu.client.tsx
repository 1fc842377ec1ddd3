'use client';

import dynamic from 'next/dynamic';
import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { loginPath } from '@/components/access/login-path.util';
import { signedInHere } from '@/components/access/session-flag';
import type { SessionState } from '@/components/access/session-state.util';
import { PersonIcon } from '@/components/ui/icons.component';
import type { UserSelf } from '@/lib/api-types';
import { useTranslation } from '@/lib/i18n/i18n-context';
import { useAppSelector } from '@/lib/store/store.hook';

// The header's account area. The server decides signed-in or not for the first paint (session
// cookie + web-settings' per-user keys); the stored user adds the name and avatar once it loads.
// Keeping the stored user in line with the server is the access layer's job (access-layer.client).

// Loaded only for a signed-in visitor, so guests (and every first visit) do not download it; the
// server renders it in place for members, so there is no flash either way.
const MemberMenu = dynamic(() => import('./member-menu.client').then((m) => m.MemberMenu));
// The chat link with its unread badge (and the realtime socket it opens): members only, likewise.
const ChatLink = dynamic(() => import('./chat-link.client').then((m) => m.ChatLink));
const NotificationBell = dynamic(() =>
  import('@/components/notifications/notification-bell.client').then((m) => m.NotificationBell),
);

export function AccountMenu({ serverState }: { serverState: SessionState }) {
  const { t } = useTranslation();
  const pathname = usePathname();
  const router = useRouter();
  const user = useAppSelector((state) => state.user.data) as UserSelf | null;
  // The server's answer, or a sign-in on this very page that the server-rendered header has not
  // caught up with yet (it re-renders right after; see use-sign-in.hook.ts).
  const signedIn = serverState === 'member' || (user !== null && signedInHere());

  if (!signedIn) {
    return (
      <Link
        href={loginPath(pathname ?? '/')}
        prefetch={false}
        onClick={(event) => {
          // The query string is not known while rendering on the server; add it on the way out.
          const here = `${window.location.pathname}${window.location.search}`;
          if (here === pathname) return;
          event.preventDefault();
          router.push(loginPath(here));
        }}
        className="inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-md bg-(--brand) px-2.5 text-sm font-semibold text-(--on-brand) sm:px-4"
      >
        <PersonIcon className="sm:hidden" />
        {/* Phones keep the icon only; the words stay the link's name for assistive technology. */}
        <span className="sr-only sm:not-sr-only">{t('authSignIn')}</span>
      </Link>
    );
  }
  return (
    <>
      <NotificationBell />
      <ChatLink />
      <MemberMenu user={user} />
    </>
  );
}
