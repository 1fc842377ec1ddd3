'use client';

import { useRouter } from 'next/navigation';
import { useRealtimeFrame } from '@/lib/realtime/use-realtime.hook';
import { useAppDispatch } from '@/lib/store/store.hook';
import { clearStoredUser } from './sign-out';

/**
 * The server ended this tab's session (signed out elsewhere, revoked from the sessions page,
 * expired, or the account deactivated) and said so over the realtime socket: the page stops acting
 * signed in at once instead of at its next refused call. The refresh renders the page as the
 * server now sees the visitor (a deactivated account then gets its dialog from the access layer).
 */
export function useSessionRevoked(): void {
  const dispatch = useAppDispatch();
  const router = useRouter();
  useRealtimeFrame('session.revoked', () => {
    void clearStoredUser(dispatch).then(() => router.refresh());
  });
}
