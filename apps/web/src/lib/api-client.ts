import type { ApiFailure, ApiSuccess } from './api-types';

// The one HTTP door to the API, for server components (internal URL, forwarded cookie) and the
// browser (same-origin /api). It never throws: every outcome is a value the caller must handle.

export type QueryValue = string | number | boolean | null | undefined;

export type ApiResult<T> =
  | { kind: 'success'; status: number; body: ApiSuccess<T> }
  | { kind: 'error'; status: number; body: ApiFailure }
  /** No usable envelope: the request failed, or something other than the API answered. */
  | { kind: 'network'; status: number | null; message: string };

export interface ApiRequest {
  baseUrl: string;
  call: string;
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  params?: Record<string, QueryValue>;
  body?: FormData | Record<string, unknown>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  cache?: RequestCache;
  /** Next's data cache on the server (lib/server-api.ts); ignored by browsers. */
  next?: { revalidate: number };
}

/** Drops empty values, as the spec asks for list filters: `''`, null and undefined never go out. */
export function buildApiUrl(baseUrl: string, call: string, params: Record<string, QueryValue> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.append(key, typeof value === 'boolean' ? (value ? '1' : '0') : String(value));
  }
  const query = search.toString();
  return `${baseUrl.replace(/\/+$/, '')}/${call.replace(/^\/+/, '')}${query ? `?${query}` : ''}`;
}

function isEnvelope(value: unknown): value is { error: boolean; message?: unknown } {
  return (
    typeof value === 'object' && value !== null && typeof (value as { error?: unknown }).error === 'boolean'
  );
}

/** Classifies a raw HTTP answer; split out so it can be tested without a network. */
export function parseApiAnswer<T>(status: number, text: string): ApiResult<T> {
  let parsed: unknown;
  try {
    parsed = text === '' ? undefined : JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  if (!isEnvelope(parsed)) {
    return { kind: 'network', status, message: text.trim() };
  }
  const message = typeof parsed.message === 'string' ? parsed.message : '';
  if (parsed.error || status >= 400) {
    return { kind: 'error', status, body: { ...(parsed as ApiFailure), error: true, message } };
  }
  return { kind: 'success', status, body: { ...(parsed as ApiSuccess<T>), message } };
}

export async function requestApi<T>(request: ApiRequest): Promise<ApiResult<T>> {
  const method = request.method ?? 'GET';
  const url = buildApiUrl(request.baseUrl, request.call, request.params);
  const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
  let body: BodyInit | undefined;
  if (request.body instanceof FormData) {
    body = request.body;
  } else if (request.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(request.body);
  }
  try {
    const response = await fetch(url, {
      method,
      headers,
      body,
      signal: request.signal,
      cache: request.cache,
      ...(request.next ? { next: request.next } : {}),
      credentials: 'same-origin',
    });
    return parseApiAnswer<T>(response.status, await response.text());
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { kind: 'network', status: null, message };
  }
}
