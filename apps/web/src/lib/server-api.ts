import 'server-only';
import { cookies, headers } from 'next/headers';
import { cache } from 'react';
import { type ApiRequest, type ApiResult, type QueryValue, requestApi } from './api-client';
import type { ApiRead, ReadParams } from './api-read';
import type { Language, SeoSettings, WebSettings } from './api-types';
import { apiInternalUrl, internalApiSecret } from './config';
import { spoilSharedPage } from './page-cache/guest-pages.util';

/** Marks the web server's own calls; the API exempts them from the per-visitor budget. */
const INTERNAL_HEADER = 'x-domus-internal';

import { LANGUAGE_COOKIE, POSITION_COOKIE, SESSION_COOKIE } from './cookies.constants';

// Server-side reads for server components. Each is memoised per request with React's cache, so the
// layout and the page share one web-settings call. Feature data goes through `serverRead`, handed
// to the features' fetchers.
//
// A guest's reads (no session cookie) go through Next's data cache, shared by every guest of this
// process: the cache handler (data-cache/data-cache.handler.mjs) keeps only answers the API marked
// shareable, under the API's own cache tags, and the API's change feed in this process empties the
// entries a write touches the moment it commits. A visitor with a session never reads or fills it.

/**
 * A guest read's time limit in Next's data cache, should a change never be announced. The API
 * sends its own (its response cache's, usually shorter) with each answer; the shorter one holds.
 */
const GUEST_READ_REVALIDATE_SECONDS = 60;

/**
 * Server-side renders call the API from this machine; the visitor's address and user agent go
 * along so the API limits and counts per visitor, not per web server (it trusts the forwarded
 * address from loopback only).
 */
async function visitorHeaders(): Promise<Record<string, string>> {
  const incoming = await headers();
  const out: Record<string, string> = await sharedHeaders();
  const forwarded = incoming.get('x-forwarded-for');
  if (forwarded) out['x-forwarded-for'] = forwarded;
  const agent = incoming.get('user-agent');
  if (agent) out['user-agent'] = agent;
  return out;
}

/**
 * The headers of a read every guest shares: the server's secret and the visitor's language, which
 * so become part of the data cache's key (Next keys a fetch by URL and headers). Nothing that names
 * the visitor: an answer the API shares among guests cannot depend on who asks.
 */
async function sharedHeaders(): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  const secret = internalApiSecret();
  if (secret) out[INTERNAL_HEADER] = secret;
  // Category and parameter names come back in the language the visitor chose.
  const language = (await cookies()).get(LANGUAGE_COOKIE)?.value;
  if (language && /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/.test(language)) out['accept-language'] = language;
  return out;
}

/**
 * A read without the visitor's session, through the data cache. Only with the server's secret:
 * without it the API neither marks answers shareable nor exempts this server from the per-visitor
 * budget, so the read goes uncached with the visitor's own headers.
 */
async function guestRead<T>(call: string, params?: Record<string, QueryValue>): Promise<ApiResult<T>> {
  const baseUrl = apiInternalUrl();
  if (!internalApiSecret()) {
    // Read with this visitor's own headers: the page is theirs, not one to share.
    spoilSharedPage();
    return serverRequest<T>({ baseUrl, call, params, cache: 'no-store' });
  }
  const result = await requestApi<T>({
    baseUrl,
    call,
    params,
    headers: await sharedHeaders(),
    next: { revalidate: GUEST_READ_REVALIDATE_SECONDS },
  });
  // A failed read (the API down, a bad parameter, a listing gone) renders an error state or a
  // 404: this visitor's page, never kept for the next guests.
  if (result.kind !== 'success') spoilSharedPage();
  return result;
}

/** requestApi with the visitor's headers: every server-side read goes through it. */
export async function serverRequest<T>(request: ApiRequest): Promise<ApiResult<T>> {
  return requestApi<T>({ ...request, headers: { ...(await visitorHeaders()), ...request.headers } });
}

async function sessionCookie(): Promise<string | null> {
  const store = await cookies();
  return store.get(SESSION_COOKIE)?.value ?? null;
}

/**
 * An optional-auth read: sends the visitor's session when there is one; if the API
 * says the token is no longer valid, retries as a guest, as the contract tells clients to.
 * A visitor with a session cookie never touches the shared cache, not even for that retry:
 * favourites, premium access and the like must not leak into (or out of) guests' answers.
 */
async function optionalAuthGet<T>(call: string, params?: Record<string, QueryValue>): Promise<ApiResult<T>> {
  const session = await sessionCookie();
  if (!session) return guestRead<T>(call, params);
  const base = { baseUrl: apiInternalUrl(), call, params, cache: 'no-store' as const };
  const result = await serverRequest<T>({
    ...base,
    headers: { cookie: `${SESSION_COOKIE}=${encodeURIComponent(session)}` },
  });
  if (!(result.kind === 'error' && result.status === 401)) return result;
  return serverRequest<T>(base);
}

export const getWebSettings = cache(
  (): Promise<ApiResult<WebSettings>> => optionalAuthGet<WebSettings>('web-settings'),
);

export const getLanguage = cache(
  (code: string): Promise<ApiResult<Language>> =>
    // Never sent with a session (a public call), so every visitor shares it; an operator's edit
    // is a catalogue change, which empties it at once.
    guestRead<Language>('get_languages', { language_code: code, web_language_file: 1 }),
);

/** get_seo_settings: every public page's SEO values in one language, shared by all visitors. */
export const getSeoSettings = cache(
  (code: string): Promise<ApiResult<SeoSettings[]>> =>
    guestRead<SeoSettings[]>('get_seo_settings', { language_code: code }),
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

/** Parameters as a query string, empty values dropped: the memo key of a read. */
function queryKeyOf(params: ReadParams = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.append(key, typeof value === 'boolean' ? (value ? '1' : '0') : String(value));
  }
  return search.toString();
}

const memoisedRead = cache(
  <T>(call: string, query: string): Promise<ApiResult<T>> =>
    optionalAuthGet<T>(call, Object.fromEntries(new URLSearchParams(query))),
);

/**
 * The server's reader for the features' fetchers (`features/<feature>/api/*`): an optional-auth GET
 * with the visitor's session and headers, memoised per request, so the page, its layout and its
 * metadata share one call.
 */
export const serverRead: ApiRead = <T>(call: string, params?: ReadParams) =>
  memoisedRead<T>(call, queryKeyOf(params));
