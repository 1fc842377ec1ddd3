import { type ApiResult, buildApiUrl, type QueryValue, requestApi } from './api-client';
import { API_BROWSER_BASE } from './config';

// The web's one data pattern: each `features/<feature>/api/<verb-noun>.ts` exports a fetcher that
// takes the reader to use, and the TanStack Query options built on it. Server components pass the
// server's reader (lib/server-api.ts: internal URL, the visitor's cookie, memoised per request);
// client islands use the query options, which read through the browser's same-origin /api.

export type ReadParams = Record<string, QueryValue>;

/** A GET of one API call; it never throws, every outcome is a value. */
export type ApiRead = <T>(call: string, params?: ReadParams) => Promise<ApiResult<T>>;

/**
 * A GET for its effect on the API (a view counted), described as data: the page hands it to the
 * browser, which sends it once the page is shown. A page kept for many guests (the API's guest
 * page cache) so still counts each visitor's view, with the visitor's own address and session.
 */
export interface RecordedCall {
  call: string;
  params: ReadParams;
}

/** The browser's reader: same-origin `/api`, so the session cookie goes along by itself. */
export const browserRead: ApiRead = <T>(call: string, params?: ReadParams) =>
  requestApi<T>({ baseUrl: API_BROWSER_BASE, call, params });

/**
 * The browser's address of a recorded call (same-origin `/api`), built on the server so the
 * browser needs no API client to send it.
 */
export function recordedCallUrl({ call, params }: RecordedCall): string {
  return buildApiUrl(API_BROWSER_BASE, call, params);
}

/** A read that did not succeed: the API refused it, or no usable answer came. */
export type FailedRead = Exclude<ApiResult<unknown>, { kind: 'success' }>;

/** A failed read, thrown inside query functions so TanStack Query retries and reports it. */
export class ApiReadError extends Error {
  constructor(readonly result: FailedRead) {
    super(result.kind === 'error' ? result.body.message : result.message);
    this.name = 'ApiReadError';
  }
}

/** The answer's data, or an ApiReadError: what a query function returns. */
export async function dataOf<T>(pending: Promise<ApiResult<T>>): Promise<T> {
  const result = await pending;
  if (result.kind !== 'success') throw new ApiReadError(result);
  return result.body.data;
}
