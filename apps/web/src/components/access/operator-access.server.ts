import 'server-only';
import type { AdminPermission } from '@domus/shared/constants/admin-permissions.constants';
import { cookies } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import { cache } from 'react';
import type { ApiRead, ReadParams } from '@/lib/api-read';
import { apiInternalUrl } from '@/lib/config';
import { SESSION_COOKIE } from '@/lib/cookies.constants';
import { serverRequest } from '@/lib/server-api';

// Server-side access of the admin console (/admin…). Whether the visitor is an operator, and with
// which permissions, is what the API answers to the page's own admin calls: a guest or a refused
// session goes to sign in and comes back; any other account meets the site's 404, exactly as for
// a page that does not exist, so the console does not announce itself to members.

/**
 * The reader of an admin page's fetchers: the visitor's session cookie goes along; 401 (or a
 * deactivated account) sends them to sign in and back to `path`; 403 renders the 404 page.
 */
export function operatorReader(path: string): ApiRead {
  return async <T>(call: string, params?: ReadParams) => {
    const cookie = (await cookies()).get(SESSION_COOKIE)?.value;
    if (!cookie) redirect(`/login?return_to=${encodeURIComponent(path)}`);
    const result = await serverRequest<T>({
      baseUrl: apiInternalUrl(),
      call,
      params,
      headers: { cookie: `${SESSION_COOKIE}=${encodeURIComponent(cookie)}` },
      cache: 'no-store',
    });
    if (result.kind === 'error') {
      if (result.status === 401 || result.body.code === 'ACCOUNT_DEACTIVATED') {
        redirect(`/login?return_to=${encodeURIComponent(path)}`);
      }
      if (result.status === 403) notFound();
    }
    return result;
  };
}

/**
 * What the signed-in operator may do (`admin/me`), once per render: the console shows only the
 * sections and actions these allow. Empty when the API cannot say (the page's own read decides
 * access; the navigation then shows nothing rather than what might be refused).
 */
export const getOperatorPermissions = cache(async (): Promise<readonly AdminPermission[]> => {
  const cookie = (await cookies()).get(SESSION_COOKIE)?.value;
  if (!cookie) return [];
  const result = await serverRequest<{ permissions: AdminPermission[] }>({
    baseUrl: apiInternalUrl(),
    call: 'admin/me',
    headers: { cookie: `${SESSION_COOKIE}=${encodeURIComponent(cookie)}` },
    cache: 'no-store',
  });
  return result.kind === 'success' ? result.body.data.permissions : [];
});
