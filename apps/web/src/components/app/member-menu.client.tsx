'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useStore } from 'react-redux';
import { signOut } from '@/components/access/sign-out';
import { VerifiedIcon } from '@/components/ui/icons.component';
import type { UserSelf } from '@/lib/api-types';
import { useTranslation } from '@/lib/i18n/i18n-context';
import type { PersistedRootState } from '@/lib/store/initial-state';
import { useAppDispatch, useAppSelector } from '@/lib/store/store.hook';
import { showToast } from '@/lib/toast.util';

// The signed-in half of the header's account area, loaded only when someone is signed in (see
// account-menu.client.tsx): a menu button (WAI-ARIA menu pattern: arrows, Home/End, Esc, Tab
// closes) with the member's pages (profile, listings, favourites, notifications, chat…) and Sign out.

const ITEM =
  'flex min-h-11 w-full items-center px-4 text-start text-sm text-gray-800 hover:bg-gray-100 focus:bg-gray-100 focus:outline-none';

export function MemberMenu({ user }: { user: UserSelf | null }) {
  const { t } = useTranslation();
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const name = user?.name?.trim() || null;
  const dispatch = useAppDispatch();
  const store = useStore<PersistedRootState>();
  const verified = useAppSelector((state) => state.settings.data?.verification_status === 'success');

  async function onSignOut() {
    const ok = await signOut(dispatch, store.getState().settings.fcmToken);
    if (!ok) {
      void showToast({ type: 'error', message: t('errorMessage') });
      return;
    }
    // A full load, so nothing of the member's (cached queries, per-user settings) outlives them
    // in this tab; the header then shows "Sign in", which says it all.
    window.location.assign('/');
  }

  const items = () => [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  const focusItem = (index: number) => {
    const list = items();
    list[(index + list.length) % list.length]?.focus();
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };
  const openAt = (index: number) => {
    setOpen(true);
    // After the menu is shown, so it can take focus.
    requestAnimationFrame(() => focusItem(index));
  };

  // A followed link closes the menu.
  useEffect(() => {
    if (pathname) setOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openAt(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(-1);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: -1 };
    if (event.key in moves) {
      event.preventDefault();
      focusItem(moves[event.key] ?? 0);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onButtonKeyDown}
        className="inline-flex min-h-11 items-center gap-2 rounded-md border border-gray-300 px-1.5 text-sm font-medium text-gray-800 hover:bg-gray-50 sm:pe-3"
        data-testid="account-menu-button"
      >
        <Avatar user={user} />
        <span className="sr-only max-w-32 truncate sm:not-sr-only">{name ?? t('authMyAccount')}</span>
        <span className="sr-only">, {t('authAccountMenu')}</span>
      </button>
      <div
        ref={menuRef}
        id={menuId}
        role="menu"
        aria-label={name ?? t('authMyAccount')}
        hidden={!open}
        onKeyDown={onMenuKeyDown}
        className="absolute end-0 z-30 mt-2 min-w-48 rounded-md border border-gray-200 bg-white py-1 shadow-lg"
      >
        <Link href="/user/profile" role="menuitem" tabIndex={-1} prefetch={false} className={ITEM}>
          {t('authMyProfile')}
        </Link>
        <Link
          href="/user/agent-verification"
          role="menuitem"
          tabIndex={-1}
          prefetch={false}
          className={`${ITEM} gap-2`}
        >
          {t('accountVerificationTitle')}
          {verified ? (
            <>
              <VerifiedIcon width={16} height={16} aria-hidden="true" className="text-sky-700" />
              <span className="sr-only">({t('verified')})</span>
            </>
          ) : null}
        </Link>
        <Link href="/user/my-properties" role="menuitem" tabIndex={-1} prefetch={false} className={ITEM}>
          {t('myPropertiesTitle')}
        </Link>
        <Link href="/user/my-projects" role="menuitem" tabIndex={-1} prefetch={false} className={ITEM}>
          {t('myProjectsTitle')}
        </Link>
        <Link href="/user/advertisement" role="menuitem" tabIndex={-1} prefetch={false} className={ITEM}>
          {t('myAdvertisementsTitle')}
        </Link>
        <Link href="/user/chat" role="menuitem" tabIndex={-1} prefetch={false} className={ITEM}>
          {t('menuChat')}
        </Link>
        <Link href="/user/favourites" role="menuitem" tabIndex={-1} prefetch={false} className={ITEM}>
          {t('favouritesTitle')}
        </Link>
        <Link href="/user/personalised-feed" role="menuitem" tabIndex={-1} prefetch={false} className={ITEM}>
          {t('personalisedFeedTitle')}
        </Link>
        <Link href="/user/saved-searches" role="menuitem" tabIndex={-1} prefetch={false} className={ITEM}>
          {t('savedSearchesTitle')}
        </Link>
        <Link href="/user/notifications" role="menuitem" tabIndex={-1} prefetch={false} className={ITEM}>
          {t('notificationsTitle')}
        </Link>
        <Link href="/user/subscriptions" role="menuitem" tabIndex={-1} prefetch={false} className={ITEM}>
          {t('accountSubscriptionsTitle')}
        </Link>
        <Link
          href="/user/transaction-history"
          role="menuitem"
          tabIndex={-1}
          prefetch={false}
          className={ITEM}
        >
          {t('transactionsTitle')}
        </Link>
        <Link href="/user/sessions" role="menuitem" tabIndex={-1} prefetch={false} className={ITEM}>
          {t('authSessions')}
        </Link>
        <hr className="my-1 border-gray-200" />
        <button
          type="button"
          role="menuitem"
          tabIndex={-1}
          onClick={() => {
            close(true);
            void onSignOut();
          }}
          className={ITEM}
        >
          {t('authSignOut')}
        </button>
      </div>
    </div>
  );
}

function Avatar({ user }: { user: UserSelf | null }) {
  const initial = user?.name?.trim().charAt(0).toUpperCase() || null;
  if (user?.profile) {
    // A plain image: 32 px, and external avatars (social sign-in) are outside the optimiser's hosts.
    return (
      // biome-ignore lint/performance/noImgElement: see above.
      <img src={user.profile} alt="" width={32} height={32} className="size-8 rounded-full object-cover" />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="inline-flex size-8 items-center justify-center rounded-full bg-(--brand) text-sm font-bold text-(--on-brand)"
    >
      {initial ?? '•'}
    </span>
  );
}
