import { describe, expect, it } from 'vitest';
import { AUTH_ERROR_CATALOGUE, authErrorMessage } from './auth-errors.constants';
import { ERRORS } from './messages.constants';

describe('authErrorMessage', () => {
  it('quotes the sign-in error texts', () => {
    expect(authErrorMessage('email-already-in-use')).toBe('Email already in use.');
    expect(authErrorMessage('invalid-email')).toBe('Invalid email address.');
    expect(authErrorMessage('weak-password')).toBe('Password is too weak.');
    expect(authErrorMessage('user-disabled')).toBe('User account has been disabled');
    expect(authErrorMessage('too-many-requests')).toBe('Too many requests, try again later');
    expect(authErrorMessage('invalid-credential')).toBe(
      'The details entered are incorrect Please enter the correct details and try again.',
    );
  });

  it('does not reveal whether an account exists', () => {
    expect(authErrorMessage('user-not-found')).toBe(authErrorMessage('wrong-password'));
    expect(authErrorMessage('user-not-found')).toBe(ERRORS.INVALID_CREDENTIALS.message);
  });

  it('accepts provider-prefixed codes', () => {
    expect(authErrorMessage('auth/weak-password')).toBe('Password is too weak.');
  });

  it('shows unknown codes after the generic text', () => {
    expect(authErrorMessage('auth/brand-new')).toBe('An error occurred. auth/brand-new');
    expect(authErrorMessage('constructor')).toBe('An error occurred. constructor');
  });

  it('maps server-side failures onto contract codes', () => {
    expect(AUTH_ERROR_CATALOGUE['user-not-found'].apiCode).toBe('INVALID_CREDENTIALS');
    expect(AUTH_ERROR_CATALOGUE['email-already-in-use'].apiCode).toBe('EMAIL_IN_USE');
    expect(AUTH_ERROR_CATALOGUE['user-disabled'].apiCode).toBe('ACCOUNT_DEACTIVATED');
    expect(AUTH_ERROR_CATALOGUE['too-many-requests'].apiCode).toBe('RATE_LIMITED');
    expect(AUTH_ERROR_CATALOGUE['popup-closed-by-user'].apiCode).toBeNull();
  });
});
