'use client';

import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
import { useStore } from 'react-redux';
import { markSignedInHere } from '@/components/access/session-flag';
import type { ApiResult } from '@/lib/api-client';
import type { UserSelf } from '@/lib/api-types';
import type { PersistedRootState } from '@/lib/store/initial-state';
import { useAppDispatch } from '@/lib/store/store.hook';
import { signedInTarget } from './return-to.util';

// The user slice around a user_signup call (began → success | failed; success keeps the
// answer — the user, never a token: it is in the httpOnly cookie) and the redirect after it.

export function useSignIn() {
  const dispatch = useAppDispatch();
  const store = useStore<PersistedRootState>();
  const router = useRouter();

  /** This device's push registration, sent with user_signup so notifications follow the account. */
  const fcmToken = useCallback(() => store.getState().settings.fcmToken, [store]);

  /** Runs a user_signup call with the slice's states; on success, stores the user and moves on. */
  const signIn = useCallback(
    async (run: () => Promise<ApiResult<UserSelf>>, returnTo: unknown): Promise<ApiResult<UserSelf>> => {
      const slice = await import('@/lib/store/user.slice');
      dispatch(slice.signupBegan());
      const result = await run();
      if (result.kind !== 'success') {
        dispatch(slice.signupFailed());
        return result;
      }
      const user = result.body.data;
      // Before the user lands in the store: the header and the access layer then know it is a
      // sign-in on this page, not a stale user restored from storage.
      markSignedInHere();
      dispatch(slice.signupSuccess(user));
      router.replace(signedInTarget(user, returnTo));
      // The layout (header, per-user settings) was rendered for a guest: render it again.
      router.refresh();
      return result;
    },
    [dispatch, router],
  );

  return { signIn, fcmToken };
}
