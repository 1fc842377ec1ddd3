import 'server-only';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { getSessionState } from '@/components/access/session-state.server';
import type { ApiRead, ReadParams } from '@/lib/api-read';
import { apiInternalUrl } from '@/lib/config';
import { SESSION_COOKIE } from '@/lib/cookies.constants';
import { serverRequest } from '@/lib/server-api';

// Server-side checks and reads of the member pages (/user/profile, /user/sessions,
// /user/delete-account). No page reads the database: whether the visitor is signed in is what
// the API says about the session cookie.

async function sessionCookie(): Promise<string | null> {
  return (await cookies()).get(SESSION_COOKIE)?.value ?? null;
}

/**
 * Signed in = the session cookie exists and web-settings answered it as a valid, active session
 * (the header's own test). Everyone else — no cookie, an expired, revoked or deactivated session —
 * is sent to sign in and brought back here afterwards; a deactivated account meets its dialog
 * there, from the header.
 */
export async function requireMember(path: string): Promise<void> {
  if ((await getSessionState()) !== 'member') redirect(`/login?return_to=${path}`);
}

/**
 * The reader of a member page's fetchers: the visitor's session cookie goes along, and a refused
 * session sends them to sign in and back to `path`.
 */
export function memberReader(path: string): ApiRead {
  return async <T>(call: string, params?: ReadParams) => {
    const cookie = await sessionCookie();
    if (!cookie) redirect(`/login?return_to=${path}`);
    const result = await serverRequest<T>({
      baseUrl: apiInternalUrl(),
      call,
      params,
      headers: { cookie: `${SESSION_COOKIE}=${encodeURIComponent(cookie)}` },
      cache: 'no-store',
    });
    if (result.kind === 'error' && (result.status === 401 || result.body.code === 'ACCOUNT_DEACTIVATED')) {
      redirect(`/login?return_to=${path}`);
    }
    return result;
  };
}
