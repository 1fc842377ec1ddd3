import { describe, expect, it } from 'vitest';
import {
  apiFieldErrors,
  attemptsLeft,
  authErrorText,
  authFailureText,
  retryAfterSeconds,
} from './auth-errors.util';

const failure = (code: string | null, status: number | null, message = '') => ({ code, status, message });

describe('authFailureText', () => {
  it('shows the catalogue text of a known code, whatever the server wrote', () => {
    expect(authFailureText(failure('INVALID_CREDENTIALS', 401, 'x'))).toBe(
      'The details entered are incorrect Please enter the correct details and try again.',
    );
    expect(authFailureText(failure('EMAIL_IN_USE', 409))).toBe('Email already in use.');
    expect(authFailureText(failure('RESET_TOKEN_INVALID', 400))).toBe(
      'This reset link is invalid or has expired',
    );
    expect(authFailureText(failure('OTP_EXPIRED', 400))).toBe('OTP expired.');
    expect(authFailureText(failure('SIGN_IN_TICKET_INVALID', 401))).toBe('Sign-in expired. Please try again');
  });

  it('shows "Too many requests, try again later" for a 429', () => {
    expect(authFailureText(failure('RATE_LIMITED', 429))).toBe('Too many requests, try again later');
    expect(authFailureText(failure(null, 429))).toBe('Too many requests, try again later');
  });

  it('keeps the OTP-specific 429 texts, which tell the person what to do', () => {
    expect(authFailureText(failure('OTP_RESEND_TOO_SOON', 429))).toBe(
      'Please wait before requesting a new OTP',
    );
    expect(authFailureText(failure('OTP_ATTEMPTS_EXCEEDED', 429))).toBe(
      'Too many attempts. Please request a new OTP',
    );
  });

  it('shows the first field message for a validation failure', () => {
    expect(authFailureText(failure('VALIDATION_FAILED', 400, 'Email is required'))).toBe('Email is required');
    expect(authFailureText(failure('VALIDATION_FAILED', 400))).toBe('Please fill all fields');
  });

  it('shows "An error occurred." and the code for an unknown code', () => {
    expect(authFailureText(failure('OIDC_PROVIDER_ERROR', 400))).toBe(
      'An error occurred. OIDC_PROVIDER_ERROR',
    );
    expect(authErrorText('SOMETHING_NEW')).toBe('An error occurred. SOMETHING_NEW');
  });

  it('maps provider-style codes from the sign-in catalogue', () => {
    expect(authErrorText('auth/popup-closed-by-user')).toBe('The sign-in window was closed before finishing');
    expect(authErrorText('too-many-requests')).toBe('Too many requests, try again later');
  });

  it('explains failures without an API answer', () => {
    expect(authFailureText(failure(null, null, 'fetch failed'))).toBe(
      'Network error. Please check your connection',
    );
    expect(authFailureText(failure(null, 502, '<html>'))).toBe(
      'Oops! Something went wrong. Please try again later',
    );
  });
});

describe('apiFieldErrors', () => {
  it('keeps the first message per top-level field', () => {
    expect(
      apiFieldErrors({
        fields: [
          { field: 'email', message: 'Email is required' },
          { field: 'email', message: 'second' },
          { field: 're_password', message: 'Passwords do not match' },
          { field: 'plans.2.title', message: 'x' },
        ],
      }),
    ).toEqual({ email: 'Email is required', re_password: 'Passwords do not match', plans: 'x' });
  });

  it('ignores anything malformed', () => {
    expect(apiFieldErrors(null)).toEqual({});
    expect(apiFieldErrors({ fields: 'nope' })).toEqual({});
    expect(apiFieldErrors({ fields: [null, { field: 1, message: 'x' }, { field: 'a' }] })).toEqual({});
  });
});

describe('details helpers', () => {
  it('reads attempts_left and retry_after_s only when they are sane', () => {
    expect(attemptsLeft({ attempts_left: 3 })).toBe(3);
    expect(attemptsLeft({ attempts_left: '3' })).toBeNull();
    expect(attemptsLeft(null)).toBeNull();
    expect(retryAfterSeconds({ retry_after_s: 42 })).toBe(42);
    expect(retryAfterSeconds({ retry_after_s: 0 })).toBeNull();
    expect(retryAfterSeconds(undefined)).toBeNull();
  });
});
