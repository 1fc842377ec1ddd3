import { requestApi } from '@/lib/api-client';
import { API_BROWSER_BASE } from '@/lib/config';
import { newChatOpened } from '@/lib/store/new-chat.action';

// Signing out (before-logout): the server revokes this session and clears the
// httpOnly cookie; then the stored user goes (logout resets the user slice). Shared by the
// account menu and the deactivated-account dialog.

type Dispatch = (action: { type: string }) => unknown;

/**
 * Returns false when the server could not be reached or refused for another reason than an
 * already-ended session; the cookie then still works, so the local user is kept too.
 */
export async function signOut(dispatch: Dispatch, fcmId?: string | null): Promise<boolean> {
  const result = await requestApi<null>({
    baseUrl: API_BROWSER_BASE,
    call: 'before-logout',
    method: 'POST',
    // This device's push registration goes with the session, so it stops receiving notifications.
    body: fcmId ? { fcm_id: fcmId } : {},
  });
  // A 401 means the session had already ended (expired, revoked elsewhere): signed out all the same.
  const ended = result.kind === 'success' || (result.kind === 'error' && result.status === 401);
  if (!ended) return false;
  await clearStoredUser(dispatch);
  return true;
}

/**
 * Resets the user slice, and drops a conversation begun but not sent (it is the member's, and the
 * next person on this browser must not find it). The slice module loads on demand to keep Redux
 * Toolkit out of first loads.
 */
export async function clearStoredUser(dispatch: Dispatch): Promise<void> {
  const { loggedOut } = await import('@/lib/store/user.slice');
  dispatch(loggedOut());
  dispatch(newChatOpened(null));
}
