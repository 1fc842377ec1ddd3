import { SOMETHING_WENT_WRONG, unknownErrorMessage } from '@domus/shared/constants/messages.constants';
import { type ApiRequest, type ApiResult, requestApi } from './api-client';
import type { ApiSuccess } from './api-types';
import { API_BROWSER_BASE } from './config';
import { showToast, type ToastRequest } from './toast.util';

// Answer handling, in one place for every browser-side call:
// - error true → the server's message as an error toast, then the error handlers;
// - success → the caller stores the answer and the request data; a success toast only when asked
//   (off by default);
// - network failure → the response body (or the failure's text) as an error toast.

export interface ApiFailureInfo {
  message: string;
  code: string | null;
  status: number | null;
  details: Record<string, unknown> | null;
}

export interface AnswerHandlers<T, R = unknown> {
  onStart?: () => void;
  onSuccess?: (body: ApiSuccess<T>, requestData: R) => void;
  onError?: (failure: ApiFailureInfo, requestData: R) => void;
  /** Show the server's message as a success toast. Off by default, as the spec says. */
  successToast?: boolean;
}

export function failureOf(result: ApiResult<unknown>): ApiFailureInfo | null {
  if (result.kind === 'success') return null;
  if (result.kind === 'error') {
    const code = result.body.code ?? null;
    const message = result.body.message || (code ? unknownErrorMessage(code) : SOMETHING_WENT_WRONG);
    return { message, code, status: result.status, details: result.body.details ?? null };
  }
  return {
    message: result.message || SOMETHING_WENT_WRONG,
    code: null,
    status: result.status,
    details: null,
  };
}

/** A refusal's field messages (`details.fields` of a 400), in the API's order; none otherwise. */
export function fieldErrorsOf(failure: ApiFailureInfo): { field: string; message: string }[] {
  const fields = failure.details?.fields;
  return Array.isArray(fields) ? (fields as { field: string; message: string }[]) : [];
}

/** The first field's message of a refusal, else the refusal's own message (one-field forms). */
export function firstFieldMessage(failure: ApiFailureInfo): string {
  return fieldErrorsOf(failure)[0]?.message ?? failure.message;
}

/** Which toast, if any, an answer produces. Pure, so the rule is testable on its own. */
export function toastFor(result: ApiResult<unknown>, successToast = false): ToastRequest | null {
  if (result.kind === 'success') {
    return successToast && result.body.message ? { type: 'success', message: result.body.message } : null;
  }
  const failure = failureOf(result);
  return failure ? { type: 'error', message: failure.message } : null;
}

/** Applies the answer handling to an answer already received: toast, then the matching handler. */
export function handleAnswer<T, R>(
  result: ApiResult<T>,
  handlers: AnswerHandlers<T, R>,
  requestData: R,
): void {
  const toast = toastFor(result, handlers.successToast);
  if (toast) void showToast(toast);
  if (result.kind === 'success') {
    handlers.onSuccess?.(result.body, requestData);
    return;
  }
  const failure = failureOf(result);
  if (failure) handlers.onError?.(failure, requestData);
}

export type BrowserApiRequest = Omit<ApiRequest, 'baseUrl'>;

/** A browser-side call with the answer handling. Resolves with the raw result for callers that need it. */
export async function callApi<T>(
  request: BrowserApiRequest,
  handlers: AnswerHandlers<T, BrowserApiRequest> = {},
): Promise<ApiResult<T>> {
  handlers.onStart?.();
  const result = await requestApi<T>({ ...request, baseUrl: API_BROWSER_BASE });
  handleAnswer(result, handlers, request);
  return result;
}
