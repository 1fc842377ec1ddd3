import 'server-only';
import { cookies, headers } from 'next/headers';
import { cache } from 'react';
import { type ApiRequest, type ApiResult, type QueryValue, requestApi } from './api-client';
import type {
  Category,
  CityItem,
  FilterParameter,
  HomepageData,
  Language,
  OutdoorFacility,
  PropertyListItem,
  WebSettings,
} from './api-types';
import { apiInternalUrl, internalApiSecret } from './config';

/** Marks the web server's own calls; the API exempts them from the per-visitor budget. */
const INTERNAL_HEADER = 'x-domus-internal';

import { LANGUAGE_COOKIE, POSITION_COOKIE, SESSION_COOKIE } from './cookies.constants';

// Server-side reads for server components. Each is memoised per request with React's cache, so the
// layout and the page share one web-settings call.

/**
 * Server-side renders call the API from this machine; the visitor's address and user agent go
 * along so the API limits and counts per visitor, not per web server (it trusts the forwarded
 * address from loopback only).
 */
async function visitorHeaders(): Promise<Record<string, string>> {
  const incoming = await headers();
  const out: Record<string, string> = {};
  const forwarded = incoming.get('x-forwarded-for');
  if (forwarded) out['x-forwarded-for'] = forwarded;
  const agent = incoming.get('user-agent');
  if (agent) out['user-agent'] = agent;
  const secret = internalApiSecret();
  if (secret) out[INTERNAL_HEADER] = secret;
  // Category and parameter names come back in the language the visitor chose.
  const language = (await cookies()).get(LANGUAGE_COOKIE)?.value;
  if (language && /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/.test(language)) out['accept-language'] = language;
  return out;
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
 * An optional-auth read (contract §1.4): sends the visitor's session when there is one; if the API
 * says the token is no longer valid, retries as a guest, as the contract tells clients to.
 */
async function optionalAuthGet<T>(call: string, params?: Record<string, QueryValue>): Promise<ApiResult<T>> {
  const session = await sessionCookie();
  const base = { baseUrl: apiInternalUrl(), call, params, cache: 'no-store' as const };
  if (session) {
    const result = await serverRequest<T>({
      ...base,
      headers: { cookie: `${SESSION_COOKIE}=${encodeURIComponent(session)}` },
    });
    if (!(result.kind === 'error' && result.status === 401)) return result;
  }
  return serverRequest<T>(base);
}

export const getWebSettings = cache(
  (): Promise<ApiResult<WebSettings>> => optionalAuthGet<WebSettings>('web-settings'),
);

export const getLanguage = cache(
  (code: string): Promise<ApiResult<Language>> =>
    serverRequest<Language>({
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

// Search and catalogue reads (issue 3: /properties, /categories, /cities).

/** `get-property-list` with the page's filters (empty values are dropped by the client). */
export const getPropertyList = cache(
  (paramsKey: string): Promise<ApiResult<PropertyListItem[]>> =>
    optionalAuthGet<PropertyListItem[]>(
      'get-property-list',
      Object.fromEntries(new URLSearchParams(paramsKey)),
    ),
);

/** Active categories; `has_property` adds `properties_count` and drops empty ones. */
export const getCategories = cache(
  (hasProperty: boolean, slug?: string): Promise<ApiResult<Category[]>> =>
    serverRequest<Category[]>({
      baseUrl: apiInternalUrl(),
      call: 'get_categories',
      params: { has_property: hasProperty ? 1 : undefined, slug_id: slug, limit: 100 },
      cache: 'no-store',
    }),
);

/** Cities with at least one public listing, most listings first. */
export const getCitiesData = cache(
  (offset: number, limit: number): Promise<ApiResult<CityItem[]>> =>
    serverRequest<CityItem[]>({
      baseUrl: apiInternalUrl(),
      call: 'get-cities-data',
      params: { offset, limit },
      cache: 'no-store',
    }),
);

/** The category parameters offered as search chips (the call's name notwithstanding). */
export const getFilterParameters = cache(
  (): Promise<ApiResult<FilterParameter[]>> =>
    serverRequest<FilterParameter[]>({
      baseUrl: apiInternalUrl(),
      call: 'get-facilities-for-filter',
      cache: 'no-store',
    }),
);

/** Nearby-place types (school, hospital…) for the distance filter. */
export const getOutdoorFacilities = cache(
  (): Promise<ApiResult<OutdoorFacility[]>> =>
    serverRequest<OutdoorFacility[]>({
      baseUrl: apiInternalUrl(),
      call: 'get_facilities',
      cache: 'no-store',
    }),
);

/**
 * A property page's lookup (`get_property` by slug, with similar listings). The page counts the
 * visitor's view; generateMetadata passes `countView = false` so a page view is counted once.
 */
export const getPropertyDetail = cache((slugId: string, countView: boolean) =>
  optionalAuthGet<import('./api-types').PropertyDetail[]>('get_property', {
    slug_id: slugId,
    get_simiilar: 1,
    count_view: countView ? 1 : 0,
  }),
);

/** A project page's lookup (`get-project-detail`, with similar projects); views as above. */
export const getProjectDetail = cache((slugId: string, countView: boolean) =>
  optionalAuthGet<import('./api-types').ProjectDetail>('get-project-detail', {
    slug_id: slugId,
    get_similar: 1,
    count_view: countView ? 1 : 0,
  }),
);

// Content pages (issue 3: projects, agents, articles, FAQs, tools).

/** Any optional-auth read by call name and query string (`a=1&b=2`), memoised per request. */
export const getApiRead = cache(
  <T>(call: string, query = ''): Promise<ApiResult<T>> =>
    optionalAuthGet<T>(call, Object.fromEntries(new URLSearchParams(query))),
);
