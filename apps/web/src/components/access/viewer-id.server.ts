import 'server-only';
import { cookies } from 'next/headers';
import { cache } from 'react';
import { apiInternalUrl } from '@/lib/config';
import { SESSION_COOKIE } from '@/lib/cookies.constants';
import { serverRequest } from '@/lib/server-api';
import { getSessionState } from './session-state.server';

/**
 * The signed-in visitor's user id, or null for a guest; once per request. Only a member costs a
 * read (get-profile): a guest's page, the one kept in caches, never asks. Lets a public page leave
 * out what makes no sense for the visitor themself (messaging yourself about your own listing).
 */
export const getViewerId = cache(async (): Promise<number | null> => {
  if ((await getSessionState()) !== 'member') return null;
  const session = (await cookies()).get(SESSION_COOKIE)?.value;
  if (!session) return null;
  const result = await serverRequest<{ id?: unknown }>({
    baseUrl: apiInternalUrl(),
    call: 'get-profile',
    headers: { cookie: `${SESSION_COOKIE}=${encodeURIComponent(session)}` },
    cache: 'no-store',
  });
  return result.kind === 'success' && typeof result.body.data?.id === 'number' ? result.body.data.id : null;
});
