import { authErrorMessage } from '@domus/shared/constants/auth-errors.constants';
import {
  ERRORS,
  FILL_ALL_FIELDS,
  isErrorCode,
  SOMETHING_WENT_WRONG,
  TOO_MANY_REQUESTS,
} from '@domus/shared/constants/messages.constants';
import type { ApiFailureInfo } from '@/lib/api-answer.util';

// What a failed sign-in, registration, OTP or reset call shows. Clients
// switch on `code`, never on the message: a known code shows its catalogue text, a provider-style
// code (from the social sign-in callback) its sign-in catalogue text, and anything else
// 'An error occurred.' followed by the code.

/** 429s that say something more useful than "too many requests". */
const SPECIFIC_429 = new Set(['OTP_RESEND_TOO_SOON', 'OTP_ATTEMPTS_EXCEEDED']);

export function authErrorText(code: string): string {
  return isErrorCode(code) ? ERRORS[code].message : authErrorMessage(code);
}

export function authFailureText(failure: Pick<ApiFailureInfo, 'code' | 'status' | 'message'>): string {
  const { code, status } = failure;
  if (code && SPECIFIC_429.has(code)) return authErrorText(code);
  if (status === 429 || code === 'RATE_LIMITED') return TOO_MANY_REQUESTS;
  if (code === 'VALIDATION_FAILED') return failure.message || FILL_ALL_FIELDS;
  if (code) return authErrorText(code);
  // No envelope: the request never got an answer, or something other than the API answered.
  if (status === null) return authErrorMessage('network-request-failed');
  return SOMETHING_WENT_WRONG;
}

/** `details.fields` as field → first message, for showing next to each field. */
export function apiFieldErrors(details: Record<string, unknown> | null | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  const fields = details?.fields;
  if (!Array.isArray(fields)) return out;
  for (const entry of fields) {
    if (!entry || typeof entry !== 'object') continue;
    const { field, message } = entry as { field?: unknown; message?: unknown };
    if (typeof field !== 'string' || typeof message !== 'string') continue;
    const key = field.split('.')[0] ?? field;
    if (!(key in out)) out[key] = message;
  }
  return out;
}

/** `details.attempts_left` of OTP_INVALID, when the server sent a usable one. */
export function attemptsLeft(details: Record<string, unknown> | null | undefined): number | null {
  const value = details?.attempts_left;
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;
}

/** `details.retry_after_s` of a 429, in seconds, when present. */
export function retryAfterSeconds(details: Record<string, unknown> | null | undefined): number | null {
  const value = details?.retry_after_s;
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;
}
