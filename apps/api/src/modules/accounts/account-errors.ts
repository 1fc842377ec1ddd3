import { INVALID_CREDENTIALS_MESSAGE } from '@domus/shared/constants/messages.constants';
import { AppError } from '../../lib/app-error.js';

/** Account and sign-in codes of contract §1.7, with their texts word for word. */
export const accountErrors = {
  invalidCredentials: () => new AppError(401, 'INVALID_CREDENTIALS', INVALID_CREDENTIALS_MESSAGE),
  ticketInvalid: () => new AppError(401, 'SIGN_IN_TICKET_INVALID', 'Sign-in expired. Please try again'),
  emailNotVerified: (email: string) =>
    new AppError(403, 'EMAIL_NOT_VERIFIED', 'Email is not verified', { email }),
  emailInUse: () => new AppError(409, 'EMAIL_IN_USE', 'Email already in use.'),
  otpMethodDisabled: () =>
    new AppError(403, 'OTP_METHOD_DISABLED', 'Sign-in with a phone number is not enabled'),
  otpNotFound: () => new AppError(400, 'OTP_NOT_FOUND', 'OTP not found. Please request a new one'),
  otpInvalid: (attemptsLeft: number) =>
    new AppError(400, 'OTP_INVALID', 'Invalid OTP.', { attempts_left: attemptsLeft }),
  otpExpired: () => new AppError(400, 'OTP_EXPIRED', 'OTP expired.'),
  otpAttemptsExceeded: () =>
    new AppError(429, 'OTP_ATTEMPTS_EXCEEDED', 'Too many attempts. Please request a new OTP'),
  otpResendTooSoon: (seconds: number) =>
    new AppError(
      429,
      'OTP_RESEND_TOO_SOON',
      'Please wait before requesting a new OTP',
      { retry_after_s: seconds },
      { 'retry-after': String(seconds) },
    ),
  resetTokenInvalid: () =>
    new AppError(400, 'RESET_TOKEN_INVALID', 'This reset link is invalid or has expired'),
  upstreamUnavailable: () =>
    new AppError(503, 'UPSTREAM_UNAVAILABLE', 'Service temporarily unavailable. Please try again later'),
  demoMode: () => new AppError(403, 'DEMO_MODE', 'This Action is Not Allowed in Demo Mode'),
};
