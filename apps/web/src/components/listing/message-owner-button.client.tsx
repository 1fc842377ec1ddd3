'use client';

import { usePathname, useRouter } from 'next/navigation';
import { type ComponentType, useState } from 'react';
import { useStore } from 'react-redux';
import { loginPath } from '@/components/access/login-path.util';
import { ChatIcon } from '@/components/ui/chat-icons.component';
import { chatPath } from '@/lib/chat-path.util';
import type { NewUserChatData, PersistedRootState } from '@/lib/store/initial-state';
import { newChatOpened } from '@/lib/store/new-chat.action';
import { useAppSelector, useRehydrated } from '@/lib/store/store.hook';
import type { ChatListing, ChatOwner, OwnerListingChooserProps } from './owner-listing-chooser.client';

// "Message the owner" (property pages), "Message" (agent and project pages): opens the chat screen
// on a new conversation kept in the store (spec §3 newUserChatData) until its first message. A
// guest is sent to sign in and back to this page; the owner never sees it on their own listing.
// Without a listing (agent, project) the member picks one of the owner's: the chooser and its
// reads load on the first press, so the page carries only this button.

export interface ChooserLabels {
  title: string;
  start: string;
  none: string;
  cancel: string;
  loading: string;
}

export interface MessageOwnerButtonProps {
  owner: ChatOwner;
  /** The listing the conversation is about; without it the member picks one of the owner's. */
  listing?: ChatListing;
  label: string;
  /** The button's full name when `label` alone is not enough ("Message Ravi Patel"). */
  accessibleName?: string;
  chooser?: ChooserLabels;
  className?: string;
}

/** The stored user once the store has been restored from storage (it loads after hydration). */
function storedUser(store: { getState(): PersistedRootState; subscribe(l: () => void): () => void }) {
  return new Promise<{ id: number } | null>((resolve) => {
    let done = false;
    let stop: (() => void) | null = null;
    const check = () => {
      const state = store.getState();
      if (done || !state._persist?.rehydrated) return;
      done = true;
      stop?.();
      const user = state.user.data as { id?: unknown } | null;
      resolve(user && typeof user.id === 'number' ? { id: user.id } : null);
    };
    stop = store.subscribe(check);
    check();
    if (done) stop();
  });
}

export function MessageOwnerButton({
  owner,
  listing,
  label,
  accessibleName,
  chooser,
  className = 'inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-md border-2 border-(--brand) bg-white px-5 font-semibold text-(--brand-ink) hover:bg-gray-50 disabled:opacity-70',
}: MessageOwnerButtonProps) {
  const router = useRouter();
  const pathname = usePathname();
  const store = useStore<PersistedRootState>();
  const rehydrated = useRehydrated();
  const me = useAppSelector((state) => (state.user.data as { id?: number } | null)?.id ?? null);
  const [busy, setBusy] = useState(false);
  const [Chooser, setChooser] = useState<ComponentType<OwnerListingChooserProps> | null>(null);

  if (rehydrated && me === owner.id) return null;

  function open(about: ChatListing) {
    const chat: NewUserChatData = {
      user_id: owner.id,
      name: owner.name,
      profile: owner.profile,
      property_id: about.id,
      title: about.title,
      title_image: about.title_image,
      slug_id: about.slug_id,
    };
    store.dispatch(newChatOpened(chat));
    router.push(chatPath({ other: owner.id, propertyId: about.id }));
  }

  async function press() {
    setBusy(true);
    try {
      const user = await storedUser(store);
      if (!user) {
        router.push(loginPath(`${window.location.pathname}${window.location.search}` || pathname || '/'));
        return;
      }
      if (user.id === owner.id) return;
      if (listing) return open(listing);
      const module = await import('./owner-listing-chooser.client');
      setChooser(() => module.OwnerListingChooser);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <button
        type="button"
        onClick={() => void press()}
        disabled={busy}
        aria-label={accessibleName}
        className={className}
        data-testid="message-owner-button"
      >
        <ChatIcon />
        {label}
      </button>
      {Chooser && chooser ? (
        <Chooser
          owner={owner}
          labels={chooser}
          onChoose={(about) => {
            setChooser(null);
            open(about);
          }}
          onClose={() => setChooser(null)}
        />
      ) : null}
    </>
  );
}
