import type { ApiResult } from './api-client';
import type { ApiFailure, ApiSuccess } from './api-types';
import { API_BROWSER_BASE } from './config';

// A multipart POST from the browser that reports upload progress. fetch() cannot tell how much of
// a request body has gone out; XMLHttpRequest's upload events can. Same origin, so the session
// cookie goes along and the browser's Origin header satisfies the API's CSRF check. Like
// requestApi, it never throws: every outcome is an ApiResult.
//
// The answer is classified here rather than with api-client's parseApiAnswer (a unit test holds
// the two to the same rules): public pages carry api-client, and the bundler keeps a module's
// helpers inlined only while no other route imports them, so reusing it here would add bytes to
// every public page.

export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface UploadOptions {
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
  /** The operators' listing edits (admin/properties/{id}) are PATCH; every member upload POSTs. */
  method?: 'POST' | 'PATCH';
}

/** The same classification as parseApiAnswer: an envelope, or what else answered. */
export function uploadAnswer<T>(status: number, text: string): ApiResult<T> {
  let parsed: unknown;
  try {
    parsed = text === '' ? undefined : JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  const envelope = parsed as { error?: unknown; message?: unknown } | undefined;
  if (typeof envelope !== 'object' || envelope === null || typeof envelope.error !== 'boolean') {
    return { kind: 'network', status, message: text.trim() };
  }
  const message = typeof envelope.message === 'string' ? envelope.message : '';
  if (envelope.error || status >= 400) {
    return { kind: 'error', status, body: { ...(envelope as ApiFailure), error: true, message } };
  }
  return { kind: 'success', status, body: { ...(envelope as ApiSuccess<T>), message } };
}

export function uploadApi<T>(
  call: string,
  body: FormData,
  options: UploadOptions = {},
): Promise<ApiResult<T>> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open(options.method ?? 'POST', `${API_BROWSER_BASE.replace(/\/+$/, '')}/${call}`);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) options.onProgress?.({ loaded: event.loaded, total: event.total });
    });
    xhr.addEventListener('load', () => resolve(uploadAnswer<T>(xhr.status, xhr.responseText)));
    xhr.addEventListener('error', () =>
      resolve({ kind: 'network', status: null, message: 'Network request failed' }),
    );
    xhr.addEventListener('abort', () =>
      resolve({ kind: 'network', status: null, message: 'Upload canceled' }),
    );
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}
