import { ERRORS, type ErrorCode } from '@domus/shared/constants/messages.constants';
import { AppError, errors } from '../../lib/app-error.js';

/** Account and sign-in error codes; status and text come from the shared catalogue. */
function coded(code: ErrorCode, details?: Record<string, unknown>, headers?: Record<string, string>) {
  return new AppError(ERRORS[code].status, code, ERRORS[code].message, details, headers);
}

export const accountErrors = {
  invalidCredentials: () => coded('INVALID_CREDENTIALS'),
  ticketInvalid: () => coded('SIGN_IN_TICKET_INVALID'),
  emailNotVerified: (email: string) => coded('EMAIL_NOT_VERIFIED', { email }),
  emailInUse: () => coded('EMAIL_IN_USE'),
  // A field error rather than a new code, so every client already shows it next to the number.
  mobileInUse: () => errors.field('mobile', 'This phone number already signs in to another account'),
  otpMethodDisabled: () => coded('OTP_METHOD_DISABLED'),
  otpNotFound: () => coded('OTP_NOT_FOUND'),
  otpInvalid: (attemptsLeft: number) => coded('OTP_INVALID', { attempts_left: attemptsLeft }),
  otpExpired: () => coded('OTP_EXPIRED'),
  otpAttemptsExceeded: () => coded('OTP_ATTEMPTS_EXCEEDED'),
  otpResendTooSoon: (seconds: number) =>
    coded('OTP_RESEND_TOO_SOON', { retry_after_s: seconds }, { 'retry-after': String(seconds) }),
  resetTokenInvalid: () => coded('RESET_TOKEN_INVALID'),
  upstreamUnavailable: () => coded('UPSTREAM_UNAVAILABLE'),
  demoMode: () => errors.demoMode(),
};
