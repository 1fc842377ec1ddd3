import { ERRORS } from '@domus/shared/constants/messages.constants';

/**
 * The one error type services throw. The error plugin turns it into the contract's failure
 * envelope `{error:true, message, code, details?}` with its HTTP status.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: Record<string, unknown>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export interface FieldError {
  field: string;
  message: string;
}

export const errors = {
  /** A contract error by its code: the status and message of the shared ERRORS table. */
  coded(code: keyof typeof ERRORS, details?: Record<string, unknown>): AppError {
    return new AppError(ERRORS[code].status, code, ERRORS[code].message, details);
  },
  validation(fields: FieldError[]): AppError {
    return new AppError(400, 'VALIDATION_FAILED', fields[0]?.message ?? 'Invalid input', { fields });
  },
  field(field: string, message: string): AppError {
    return errors.validation([{ field, message }]);
  },
  notFound(message = 'No data found', code = 'NOT_FOUND'): AppError {
    return new AppError(404, code, message);
  },
  notLoggedIn(): AppError {
    return new AppError(401, 'NOT_LOGGED_IN', 'You have not logged in. Please log in first');
  },
  tokenInvalid(): AppError {
    return new AppError(401, 'TOKEN_INVALID', 'You have not logged in. Please log in first');
  },
  deactivated(): AppError {
    return new AppError(403, 'ACCOUNT_DEACTIVATED', 'Your Account have been Deactivetd by Admin');
  },
  /** The write is refused for every account while `demo_mode` is on. */
  demoMode(): AppError {
    return new AppError(403, 'DEMO_MODE', ERRORS.DEMO_MODE.message);
  },
  /** `missing` names the empty fields of the five a complete profile needs. */
  profileIncomplete(missing: string[]): AppError {
    return new AppError(403, 'PROFILE_INCOMPLETE', ERRORS.PROFILE_INCOMPLETE.message, { missing });
  },
  /** Agent verification not (yet) successful; each state opens its own dialog. */
  verification(status: string): AppError {
    const code =
      status === 'pending'
        ? 'VERIFICATION_PENDING'
        : status === 'failed'
          ? 'VERIFICATION_FAILED'
          : 'VERIFICATION_REQUIRED';
    return new AppError(403, code, ERRORS[code].message, { verification_status: status });
  },
  forbidden(message = 'You are not allowed to do this'): AppError {
    return new AppError(403, 'FORBIDDEN', message);
  },
  methodNotAllowed(): AppError {
    return new AppError(405, 'METHOD_NOT_ALLOWED', 'Method not allowed');
  },
  rateLimited(retryAfterSeconds: number): AppError {
    const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
    return new AppError(
      429,
      'RATE_LIMITED',
      'Too many requests, try again later',
      { retry_after_s: seconds },
      { 'retry-after': String(seconds) },
    );
  },
  unsupportedMediaType(field: string | null, allowed: string[]): AppError {
    return new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'This file type is not allowed', { field, allowed });
  },
  payloadTooLarge(field: string | null, maxBytes: number): AppError {
    return new AppError(413, 'PAYLOAD_TOO_LARGE', 'File is too large', { field, max_bytes: maxBytes });
  },
  internal(): AppError {
    return new AppError(500, 'INTERNAL_ERROR', 'Oops! Something went wrong. Please try again later.');
  },
};
