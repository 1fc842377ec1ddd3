import { describe, expect, it } from 'vitest';
import { PACKAGE_CHECK_TYPES } from './enums.constants';
import {
  ACCESS_ERROR_CODES,
  ERRORS,
  FEATURE_LABELS,
  featureMessage,
  invalidValueMessage,
  isErrorCode,
  SOMETHING_WENT_WRONG,
  unknownErrorMessage,
  VALIDATION_MESSAGES,
} from './messages.constants';

describe('validation messages', () => {
  it('quotes the field messages word for word', () => {
    expect(Object.values(VALIDATION_MESSAGES)).toEqual([
      'Title is required',
      'Description field is required',
      'Price is required',
      'Username is required',
      'Email is required',
      'Email address is invalid',
      'Name is required',
      'Subject is required',
      'Message is required',
      'Phone number is required',
      'Phone number is invalid',
      'Password is required',
      'Password must be 6 characters or more',
      'Passwords do not match',
      'Please enter OTP first',
      'Please enter a message before sending',
      'Please select a reason first',
      'Please write your reason',
      'Please select a Title Image',
      'Please select Category',
      'Please fill all fields',
      'fill all property or project address details',
      'select a location with city, state, country and formatted address',
      'fill the current floor details before adding a new floor',
    ]);
  });

  it('builds parameter messages', () => {
    expect(invalidValueMessage('Bedrooms')).toBe('Invalid value for Bedrooms');
  });
});

describe('feature messages', () => {
  it('has a label for each of the seven check types', () => {
    expect(Object.keys(FEATURE_LABELS)).toEqual([...PACKAGE_CHECK_TYPES]);
  });

  it('words package and limit messages exactly', () => {
    expect(featureMessage('package', 'property_list')).toBe('Package not available for property list');
    expect(featureMessage('limit', 'property_list')).toBe('Limit not available for property list');
    expect(featureMessage('package', 'premium_properties')).toBe(
      'Package not available for premium properties',
    );
    expect(featureMessage('package', 'mortgage_calculator_detail')).toBe(
      'Package not available for mortgage calculator',
    );
    expect(featureMessage('limit', 'project_feature')).toBe('Limit not available for project feature');
    expect(featureMessage('package', 'project_access')).toBe('Package not available for project access');
  });
});

describe('unknownErrorMessage', () => {
  it('appends the code to the generic text', () => {
    expect(unknownErrorMessage('auth/some-new-code')).toBe('An error occurred. auth/some-new-code');
  });
});

describe('ERRORS', () => {
  it('quotes the access dialogs word for word', () => {
    expect(ERRORS.LIMIT_NOT_AVAILABLE.message).toBe('Your Package Limit is Over. Please Purchase Package');
    expect(ERRORS.PACKAGE_NOT_AVAILABLE.message).toBe('You have not subscribed. Please subscribe first');
    expect(ERRORS.PROFILE_INCOMPLETE.message).toBe(
      'You have not completed your profile yet. Please complete first',
    );
    expect(ERRORS.VERIFICATION_REQUIRED.message).toBe(
      'You have not completed profile verification. Please complete first',
    );
    expect(ERRORS.ACCOUNT_DEACTIVATED.message).toBe('Your Account have been Deactivetd by Admin');
    expect(ERRORS.NOT_LOGGED_IN.message).toBe('You have not logged in. Please log in first');
    expect(ERRORS.NO_PAYMENT_METHOD.message).toBe('No payment method is enabled. Please contact the admin');
    expect(ERRORS.DEMO_MODE.message).toBe('This Action is Not Allowed in Demo Mode');
  });

  it('uses spec wording where the contract differs', () => {
    expect(ERRORS.INTERNAL_ERROR).toEqual({ status: 500, message: SOMETHING_WENT_WRONG });
    expect(SOMETHING_WENT_WRONG).toBe('Oops! Something went wrong. Please try again later');
    expect(ERRORS.INVALID_CREDENTIALS.message).toBe(
      'The details entered are incorrect Please enter the correct details and try again.',
    );
    expect(ERRORS.EMAIL_IN_USE).toEqual({ status: 409, message: 'Email already in use.' });
    expect(ERRORS.RATE_LIMITED).toEqual({ status: 429, message: 'Too many requests, try again later' });
    expect(ERRORS.PAYMENT_GATEWAY_ERROR).toEqual({ status: 502, message: 'Payment failed' });
  });

  it('gives each code the contract status', () => {
    const statuses: Record<number, string[]> = {};
    for (const [code, { status }] of Object.entries(ERRORS)) {
      statuses[status] = [...(statuses[status] ?? []), code];
    }
    expect(statuses[400]?.sort()).toEqual(
      [
        'OTP_EXPIRED',
        'OTP_INVALID',
        'OTP_NOT_FOUND',
        'RESET_TOKEN_INVALID',
        'UNSUBSCRIBE_LINK_INVALID',
        'VALIDATION_FAILED',
      ].sort(),
    );
    expect(statuses[401]?.sort()).toEqual(
      ['INVALID_CREDENTIALS', 'NOT_LOGGED_IN', 'SIGN_IN_TICKET_INVALID', 'TOKEN_INVALID'].sort(),
    );
    expect(statuses[404]?.sort()).toEqual(['LANGUAGE_NOT_FOUND', 'NOT_BLOCKED', 'NOT_FOUND']);
    expect(statuses[405]).toEqual(['METHOD_NOT_ALLOWED']);
    expect(statuses[413]).toEqual(['PAYLOAD_TOO_LARGE']);
    expect(statuses[415]).toEqual(['UNSUPPORTED_MEDIA_TYPE']);
    expect(statuses[429]?.sort()).toEqual(['OTP_ATTEMPTS_EXCEEDED', 'OTP_RESEND_TOO_SOON', 'RATE_LIMITED']);
    expect(statuses[500]).toEqual(['INTERNAL_ERROR']);
    expect(statuses[503]).toEqual(['UPSTREAM_UNAVAILABLE']);
    // The operators' refusals (admin console: packages, categories, gateways, transactions,
    // advertisements) are conflicts with stored state.
    for (const code of [
      'PACKAGE_IN_USE',
      'CATEGORY_IN_USE',
      'FACILITY_IN_USE',
      'PACKAGE_TERMS_LOCKED',
      'GATEWAY_NOT_CONFIGURED',
      'TRANSACTION_ALREADY_FAILED',
      'AD_STATUS_FINAL',
      'AD_TRANSITION_NOT_ALLOWED',
      'REPORT_NOT_OPEN',
      'LIMIT_REACHED',
      'ROLE_IN_USE',
      'REPORT_NO_OWNER',
    ] as const)
      expect(ERRORS[code].status).toBe(409);
    expect(Object.keys(ERRORS)).toHaveLength(69);
    for (const { message } of Object.values(ERRORS)) expect(message).not.toBe('');
  });

  it('answers every access code with 401 or 403', () => {
    for (const code of ACCESS_ERROR_CODES) expect([401, 403]).toContain(ERRORS[code].status);
  });

  it('recognises its own codes only', () => {
    expect(isErrorCode('NOT_OWNER')).toBe(true);
    expect(isErrorCode('toString')).toBe(false);
  });
});
