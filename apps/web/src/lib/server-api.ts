import 'server-only';
import { cookies } from 'next/headers';
import { cache } from 'react';
import { type ApiResult, type QueryValue, requestApi } from './api-client';
import type { HomepageData, Language, WebSettings } from './api-types';
import { apiInternalUrl } from './config';
import { POSITION_COOKIE, SESSION_COOKIE } from './cookies.constants';

// Server-side reads for server components. Each is memoised per request with React's cache, so the
// layout and the page share one web-settings call.

async function sessionCookie(): Promise<string | null> {
  const store = await cookies();
  return store.get(SESSION_COOKIE)?.value ?? null;
}

/**
 * An optional-auth read (contract §1.4): sends the visitor's session when there is one; if the API
 * says the token is no longer valid, retries as a guest, as the contract tells clients to.
 */
async function optionalAuthGet<T>(call: string, params?: Record<string, QueryValue>): Promise<ApiResult<T>> {
  const session = await sessionCookie();
  const base = { baseUrl: apiInternalUrl(), call, params, cache: 'no-store' as const };
  if (session) {
    const result = await requestApi<T>({
      ...base,
      headers: { cookie: `${SESSION_COOKIE}=${encodeURIComponent(session)}` },
    });
    if (!(result.kind === 'error' && result.status === 401)) return result;
  }
  return requestApi<T>(base);
}

export const getWebSettings = cache(
  (): Promise<ApiResult<WebSettings>> => optionalAuthGet<WebSettings>('web-settings'),
);

export const getLanguage = cache(
  (code: string): Promise<ApiResult<Language>> =>
    requestApi<Language>({
      baseUrl: apiInternalUrl(),
      call: 'get_languages',
      params: { language_code: code, web_language_file: 1 },
      // A loopback call; uncached so an operator's edit shows on the next page view.
      cache: 'no-store',
    }),
);

/** The position cookie as `lat,lng`, or null when absent or malformed. */
export async function visitorPosition(): Promise<{ latitude: number; longitude: number } | null> {
  const raw = (await cookies()).get(POSITION_COOKIE)?.value;
  if (!raw) return null;
  const [lat, lng] = raw.split(',').map(Number);
  if (lat === undefined || lng === undefined || !Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { latitude: lat, longitude: lng };
}

export const getHomepageData = cache(async (): Promise<ApiResult<HomepageData>> => {
  const position = await visitorPosition();
  return optionalAuthGet<HomepageData>('homepage-data', position ?? {});
});
