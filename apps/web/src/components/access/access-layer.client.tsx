'use client';

import { useEffect, useRef } from 'react';
import { useStore } from 'react-redux';
import type { PersistedRootState } from '@/lib/store/initial-state';
import { useAppDispatch, useRehydrated } from '@/lib/store/store.hook';
import { showAccessError } from './access-dialog.store';
import { AccessDialogHost } from './access-dialog-host.client';
import { signedInHere } from './session-flag';
import type { SessionState } from './session-state.util';
import { clearStoredUser } from './sign-out';

// What keeps the browser's idea of the session in line with the server's, loaded right after
// hydration (see access-layer-mount): the access dialog host, the stored user dropped when the
// server says there is no valid session, and the deactivated-account dialog.

export function AccessLayer({ serverState }: { serverState: SessionState }) {
  const dispatch = useAppDispatch();
  const store = useStore<PersistedRootState>();
  const rehydrated = useRehydrated();

  useEffect(() => {
    if (!rehydrated || serverState === 'member' || signedInHere()) return;
    // A user restored from storage while the server sees no valid session: stale (expired,
    // revoked, signed out elsewhere). It must not gate features as if signed in.
    if (store.getState().user.data) void clearStoredUser(dispatch);
  }, [rehydrated, serverState, store, dispatch]);

  // A deactivated account: the dialog signs the session out and says why.
  const toldDeactivated = useRef(false);
  useEffect(() => {
    if (serverState !== 'deactivated' || toldDeactivated.current) return;
    toldDeactivated.current = true;
    showAccessError('ACCOUNT_DEACTIVATED');
  }, [serverState]);

  return <AccessDialogHost />;
}
