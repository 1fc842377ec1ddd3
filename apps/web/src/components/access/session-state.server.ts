import 'server-only';
import { cookies } from 'next/headers';
import { cache } from 'react';
import { SESSION_COOKIE } from '@/lib/cookies.constants';
import { getWebSettings } from '@/lib/server-api';
import { type SessionState, sessionStateOf } from './session-state.util';

/** This request's session state (see session-state.util.ts); one settings read per request. */
export const getSessionState = cache(async (): Promise<SessionState> => {
  const [store, settings] = await Promise.all([cookies(), getWebSettings()]);
  const hasCookie = Boolean(store.get(SESSION_COOKIE)?.value);
  return sessionStateOf(hasCookie, settings.kind === 'success' ? settings.body.data : null);
});
