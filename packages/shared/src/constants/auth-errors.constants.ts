import {
  type ErrorCode,
  INVALID_CREDENTIALS_MESSAGE,
  PHONE_INVALID,
  SOMETHING_WENT_WRONG,
  TOO_MANY_REQUESTS,
  unknownErrorMessage,
} from './messages.constants';

// The sign-in error catalogue. Keys are the provider-style codes the sign-in flow reports
// (hyphenated, without any `auth/` prefix); `apiCode` is the API error code the same failure
// has when it comes from our API, or null when it can only arise in the browser.

export interface AuthErrorEntry {
  message: string;
  apiCode: ErrorCode | null;
}

export const AUTH_ERROR_CATALOGUE = {
  // Unknown email and wrong password share one text so sign-in never reveals which accounts exist.
  'user-not-found': { message: INVALID_CREDENTIALS_MESSAGE, apiCode: 'INVALID_CREDENTIALS' },
  'wrong-password': { message: INVALID_CREDENTIALS_MESSAGE, apiCode: 'INVALID_CREDENTIALS' },
  'invalid-credential': { message: INVALID_CREDENTIALS_MESSAGE, apiCode: 'INVALID_CREDENTIALS' },
  'email-already-in-use': { message: 'Email already in use.', apiCode: 'EMAIL_IN_USE' },
  'invalid-email': { message: 'Invalid email address.', apiCode: 'VALIDATION_FAILED' },
  'weak-password': { message: 'Password is too weak.', apiCode: 'VALIDATION_FAILED' },
  'invalid-phone-number': { message: PHONE_INVALID, apiCode: 'VALIDATION_FAILED' },
  'user-disabled': { message: 'User account has been disabled', apiCode: 'ACCOUNT_DEACTIVATED' },
  'too-many-requests': { message: TOO_MANY_REQUESTS, apiCode: 'RATE_LIMITED' },
  'quota-exceeded': {
    message: 'Service temporarily unavailable. Please try again later',
    apiCode: 'UPSTREAM_UNAVAILABLE',
  },
  'internal-error': { message: SOMETHING_WENT_WRONG, apiCode: 'INTERNAL_ERROR' },
  // The spec names these without a text; they only happen in the browser.
  'operation-not-allowed': { message: 'This sign-in method is not enabled', apiCode: null },
  'popup-closed-by-user': { message: 'The sign-in window was closed before finishing', apiCode: null },
  'popup-blocked': { message: 'The sign-in window was blocked by the browser', apiCode: null },
  'network-request-failed': { message: 'Network error. Please check your connection', apiCode: null },
  'requires-recent-login': { message: 'Please sign in again to continue', apiCode: null },
} as const satisfies Record<string, AuthErrorEntry>;

export type AuthErrorCode = keyof typeof AUTH_ERROR_CATALOGUE;

/** The text for a sign-in error code; unknown codes read 'An error occurred. <code>'. */
export function authErrorMessage(code: string): string {
  const key = code.replace(/^auth\//, '');
  return Object.hasOwn(AUTH_ERROR_CATALOGUE, key)
    ? AUTH_ERROR_CATALOGUE[key as AuthErrorCode].message
    : unknownErrorMessage(code);
}
