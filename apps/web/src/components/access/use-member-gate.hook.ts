'use client';

import { useCallback } from 'react';
import { useAppSelector, useRehydrated } from '@/lib/store/store.hook';
import { showAccessError } from './access-dialog.store';
import { type GateOptions, type GateSettings, type GateUser, memberGateFailure } from './member-gate.util';

/**
 * `const gate = useMemberGate(); … onClick={() => { if (gate()) openEditor(); }}` — true when the
 * member feature may open; otherwise the matching access dialog opens and it returns false.
 * Until the stored state has loaded it lets the action through: the server guards every member
 * call anyway, and its refusal opens the same dialog (showAccessFailure).
 */
export function useMemberGate(options: GateOptions = {}): () => boolean {
  const rehydrated = useRehydrated();
  const user = useAppSelector((state) => state.user.data) as GateUser | null;
  const settings = useAppSelector((state) => state.settings.data) as GateSettings | null;
  const { profile, verification } = options;
  return useCallback(() => {
    if (!rehydrated) return true;
    const failure = memberGateFailure(user, settings, { profile, verification });
    if (!failure) return true;
    showAccessError(failure.code, failure.details);
    return false;
  }, [rehydrated, user, settings, profile, verification]);
}
