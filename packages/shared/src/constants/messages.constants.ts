import type { PackageCheckType } from './enums.constants';

// Every user-facing text here is the product's exact wording (odd spelling and capitals
// included): clients and tests compare them literally, so never "correct" them.

// Field validation messages.
export const TITLE_REQUIRED = 'Title is required';
export const DESCRIPTION_REQUIRED = 'Description field is required';
export const PRICE_REQUIRED = 'Price is required';
export const USERNAME_REQUIRED = 'Username is required';
export const EMAIL_REQUIRED = 'Email is required';
export const EMAIL_INVALID = 'Email address is invalid';
export const NAME_REQUIRED = 'Name is required';
export const SUBJECT_REQUIRED = 'Subject is required';
export const MESSAGE_REQUIRED = 'Message is required';
export const PHONE_REQUIRED = 'Phone number is required';
export const PHONE_INVALID = 'Phone number is invalid';
export const PASSWORD_REQUIRED = 'Password is required';
export const PASSWORD_TOO_SHORT = 'Password must be 6 characters or more';
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';
export const OTP_REQUIRED = 'Please enter OTP first';
export const CHAT_MESSAGE_EMPTY = 'Please enter a message before sending';
export const REPORT_REASON_REQUIRED = 'Please select a reason first';
export const REPORT_OTHER_REASON_REQUIRED = 'Please write your reason';
export const TITLE_IMAGE_REQUIRED = 'Please select a Title Image';
export const CATEGORY_REQUIRED = 'Please select Category';
export const FILL_ALL_FIELDS = 'Please fill all fields';
export const ADDRESS_DETAILS_REQUIRED = 'fill all property or project address details';
export const LOCATION_REQUIRED = 'select a location with city, state, country and formatted address';
export const FLOOR_DETAILS_REQUIRED = 'fill the current floor details before adding a new floor';

/** All field validation messages, for code that needs to iterate over them. */
export const VALIDATION_MESSAGES = {
  TITLE_REQUIRED,
  DESCRIPTION_REQUIRED,
  PRICE_REQUIRED,
  USERNAME_REQUIRED,
  EMAIL_REQUIRED,
  EMAIL_INVALID,
  NAME_REQUIRED,
  SUBJECT_REQUIRED,
  MESSAGE_REQUIRED,
  PHONE_REQUIRED,
  PHONE_INVALID,
  PASSWORD_REQUIRED,
  PASSWORD_TOO_SHORT,
  PASSWORDS_DO_NOT_MATCH,
  OTP_REQUIRED,
  CHAT_MESSAGE_EMPTY,
  REPORT_REASON_REQUIRED,
  REPORT_OTHER_REASON_REQUIRED,
  TITLE_IMAGE_REQUIRED,
  CATEGORY_REQUIRED,
  FILL_ALL_FIELDS,
  ADDRESS_DETAILS_REQUIRED,
  LOCATION_REQUIRED,
  FLOOR_DETAILS_REQUIRED,
} as const;

// Plain-sentence field messages the contract quotes outside the spec's list.
export const DOWN_PAYMENT_TOO_HIGH = 'Down payment must be less than the loan amount';
export const PRICE_TOO_HIGH = 'Price must not exceed 1,000,000,000,000';
export const IMAGE_TOO_SMALL = 'Image must be at least 120x120 pixels';
// The contract caps passwords at 128 without quoting a text; this one mirrors the minimum's wording.
export const PASSWORD_TOO_LONG = 'Password must be 128 characters or less';

/** `Invalid value for Bedrooms`: a parameter value that does not fit its type. */
export function invalidValueMessage(label: string): string {
  return `Invalid value for ${label}`;
}

// Dialog titles.
export const ACCESS_DIALOG_TITLE = 'Opps!';
export const VERIFICATION_PENDING_TITLE = 'Under Review';
export const VERIFICATION_FAILED_TITLE = 'Verification Failed';

// Other messages, produced by the client.
export const NO_MICROPHONE = 'No Microphone Found';
export const MICROPHONE_PERMISSION_DENIED = 'Microphone Permission Denied';
export const PAYMENT_FAILED = 'Payment failed';
export const PAYMENT_CANCELED = 'Payment canceled. Please try again later';
export const REGISTRATION_FAILED = 'Registration failed';
export const STATUS_UPDATE_FAILED = 'Failed to Update Status';
export const SOMETHING_WENT_WRONG = 'Oops! Something went wrong. Please try again later';
export const TOO_MANY_REQUESTS = 'Too many requests, try again later';
export const INVALID_CREDENTIALS_MESSAGE =
  'The details entered are incorrect Please enter the correct details and try again.';
export const NOT_LOGGED_IN_MESSAGE = 'You have not logged in. Please log in first';

/** An unknown code shows 'An error occurred.' followed by the code. */
export function unknownErrorMessage(code: string): string {
  return `An error occurred. ${code}`;
}

/** Feature names as the package/limit messages spell them. */
export const FEATURE_LABELS = {
  property_list: 'property list',
  property_feature: 'property feature',
  project_list: 'project list',
  project_feature: 'project feature',
  mortgage_calculator_detail: 'mortgage calculator',
  premium_properties: 'premium properties',
  project_access: 'project access',
} as const satisfies Record<PackageCheckType, string>;

/** `Package not available for property list` / `Limit not available for property list`. */
export function featureMessage(kind: 'package' | 'limit', feature: PackageCheckType): string {
  return `${kind === 'package' ? 'Package' : 'Limit'} not available for ${FEATURE_LABELS[feature]}`;
}

export interface ErrorDefinition {
  status: number;
  message: string;
}

/**
 * Every API error code with its HTTP status and default message. Codes whose text
 * varies (VALIDATION_FAILED, FEATURE_NOT_AVAILABLE, NOT_APPROVED, ALREADY_BLOCKED) carry the
 * most common text here; the alternatives are exported below.
 */
export const ERRORS = {
  // Access codes: each drives one "Opps!" dialog.
  NOT_LOGGED_IN: { status: 401, message: NOT_LOGGED_IN_MESSAGE },
  TOKEN_INVALID: { status: 401, message: NOT_LOGGED_IN_MESSAGE },
  ACCOUNT_DEACTIVATED: { status: 403, message: 'Your Account have been Deactivetd by Admin' },
  PROFILE_INCOMPLETE: {
    status: 403,
    message: 'You have not completed your profile yet. Please complete first',
  },
  VERIFICATION_REQUIRED: {
    status: 403,
    message: 'You have not completed profile verification. Please complete first',
  },
  VERIFICATION_PENDING: { status: 403, message: VERIFICATION_PENDING_TITLE },
  VERIFICATION_FAILED: { status: 403, message: VERIFICATION_FAILED_TITLE },
  PACKAGE_NOT_AVAILABLE: { status: 403, message: 'You have not subscribed. Please subscribe first' },
  FEATURE_NOT_AVAILABLE: { status: 403, message: 'Package not available for this feature' },
  LIMIT_NOT_AVAILABLE: { status: 403, message: 'Your Package Limit is Over. Please Purchase Package' },
  NO_PAYMENT_METHOD: { status: 403, message: 'No payment method is enabled. Please contact the admin' },
  DEMO_MODE: { status: 403, message: 'This Action is Not Allowed in Demo Mode' },
  BLOCKED_BY_YOU: {
    status: 403,
    message: 'You have blocked this user. Unblock them to continue the conversation',
  },
  BLOCKED_BY_USER: { status: 403, message: 'You cannot start a conversation with this user' },

  // Account and sign-in codes.
  INVALID_CREDENTIALS: { status: 401, message: INVALID_CREDENTIALS_MESSAGE },
  SIGN_IN_TICKET_INVALID: { status: 401, message: 'Sign-in expired. Please try again' },
  EMAIL_NOT_VERIFIED: { status: 403, message: 'Email is not verified' },
  EMAIL_IN_USE: { status: 409, message: 'Email already in use.' },
  FIELD_LOCKED: { status: 409, message: 'This field cannot be changed for your sign-in method' },
  OTP_METHOD_DISABLED: { status: 403, message: 'Sign-in with a phone number is not enabled' },
  OTP_NOT_FOUND: { status: 400, message: 'OTP not found. Please request a new one' },
  OTP_INVALID: { status: 400, message: 'Invalid OTP.' },
  OTP_EXPIRED: { status: 400, message: 'OTP expired.' },
  OTP_ATTEMPTS_EXCEEDED: { status: 429, message: 'Too many attempts. Please request a new OTP' },
  OTP_RESEND_TOO_SOON: { status: 429, message: 'Please wait before requesting a new OTP' },
  RESET_TOKEN_INVALID: { status: 400, message: 'This reset link is invalid or has expired' },
  // Saved searches (issue 13): an alert mail's unsubscribe link that was forged or altered.
  UNSUBSCRIBE_LINK_INVALID: { status: 400, message: 'This unsubscribe link is not valid' },

  // General codes.
  VALIDATION_FAILED: { status: 400, message: FILL_ALL_FIELDS },
  NOT_FOUND: { status: 404, message: 'No data found' },
  LANGUAGE_NOT_FOUND: { status: 404, message: 'Language not found' },
  FORBIDDEN: { status: 403, message: 'You are not allowed to do this' },
  NOT_OWNER: { status: 403, message: 'You can only manage your own listings' },
  CSRF_FAILED: { status: 403, message: 'Request refused' },
  GATEWAY_DISABLED: { status: 403, message: 'This payment method is not enabled' },
  METHOD_NOT_ALLOWED: { status: 405, message: 'Method not allowed' },
  ALREADY_REPORTED: { status: 409, message: 'Already Reported' },
  OWN_LISTING: { status: 409, message: 'You cannot do this on your own listing' },
  NOT_APPROVED: { status: 409, message: 'Property is not approved' },
  INVALID_STATUS_TRANSITION: { status: 409, message: 'This status change is not allowed' },
  NOT_ELIGIBLE_FOR_FEATURE: { status: 409, message: 'Only approved and active listings can be featured' },
  AD_ALREADY_EXISTS: { status: 409, message: 'Advertisement Already Exists' },
  ALREADY_BLOCKED: { status: 409, message: 'User Already Blocked' },
  NOT_BLOCKED: { status: 404, message: 'No Blocked User Found' },
  ALREADY_SUBMITTED: { status: 409, message: 'Your verification is already under review' },
  ALREADY_VERIFIED: { status: 409, message: 'You are already verified' },
  PACKAGE_IS_PAID: { status: 409, message: 'Package is paid cannot assign directly' },
  PACKAGE_IS_FREE: { status: 409, message: 'This package is free. Activate it without payment' },
  PACKAGE_ALREADY_ACTIVE: { status: 409, message: 'You already have purchased this package' },
  PRICE_CHANGED: { status: 409, message: 'The price of this package has changed. Please review it again' },
  PAYMENT_IN_PROGRESS: {
    status: 409,
    message: 'A payment for this package is already waiting for confirmation',
  },
  // Operators' package and gateway writes (admin console).
  PACKAGE_IN_USE: {
    status: 409,
    message: 'This package has been bought, so it cannot be deleted. Take it off sale instead',
  },
  CATEGORY_IN_USE: {
    status: 409,
    message: 'Listings or projects use this category, so it cannot be deleted. Deactivate it instead',
  },
  FACILITY_IN_USE: {
    status: 409,
    message: 'Listings give a distance to this place, so it cannot be deleted. Rename it instead',
  },
  PACKAGE_TERMS_LOCKED: {
    status: 409,
    message:
      'This package has been bought: its duration and features can no longer change. Create a new package instead',
  },
  GATEWAY_NOT_CONFIGURED: {
    status: 409,
    message: "This payment gateway's secret keys are not set on the server",
  },
  TRANSACTION_NOT_PENDING: { status: 409, message: 'This payment is already complete' },
  TRANSACTION_ALREADY_FAILED: { status: 409, message: 'This payment has already failed' },
  AD_STATUS_FINAL: {
    status: 409,
    message: 'This advertisement was rejected or has ended: it can no longer change',
  },
  AD_TRANSITION_NOT_ALLOWED: { status: 409, message: 'This change is not allowed for this advertisement' },
  // Operators' chat reports (issue 12): a resolved report is final.
  REPORT_NOT_OPEN: { status: 409, message: 'This report has already been resolved' },
  // Listing reports (issue 14): a listing the operator posted has no member to deactivate.
  REPORT_NO_OWNER: {
    status: 409,
    message: 'This listing belongs to the operator: there is no member to deactivate',
  },
  // Saved searches (issue 13): at most 20 per member.
  LIMIT_REACHED: { status: 409, message: 'You can save up to 20 searches' },
  ROLE_IN_USE: { status: 409, message: 'Staff accounts still have this role. Give them another role first' },
  RATE_LIMITED: { status: 429, message: TOO_MANY_REQUESTS },
  // No final full stop: the same text the client shows for its own failures.
  INTERNAL_ERROR: { status: 500, message: SOMETHING_WENT_WRONG },
  PAYMENT_GATEWAY_ERROR: { status: 502, message: PAYMENT_FAILED },
  UPSTREAM_UNAVAILABLE: { status: 503, message: 'Service temporarily unavailable. Please try again later' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'File is too large' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'This file type is not allowed' },
} as const satisfies Record<string, ErrorDefinition>;

export type ErrorCode = keyof typeof ERRORS;

export function isErrorCode(code: string): code is ErrorCode {
  return Object.hasOwn(ERRORS, code);
}

// Alternative texts of the codes above that depend on the target.
export const PROJECT_NOT_APPROVED = 'Project is not approved';
export const ADMIN_ALREADY_BLOCKED = 'Admin Already Blocked';

/** Codes that open an access dialog (sign in, complete profile, verify, subscribe…). */
export const ACCESS_ERROR_CODES = [
  'NOT_LOGGED_IN',
  'TOKEN_INVALID',
  'ACCOUNT_DEACTIVATED',
  'PROFILE_INCOMPLETE',
  'VERIFICATION_REQUIRED',
  'VERIFICATION_PENDING',
  'VERIFICATION_FAILED',
  'PACKAGE_NOT_AVAILABLE',
  'FEATURE_NOT_AVAILABLE',
  'LIMIT_NOT_AVAILABLE',
  'NO_PAYMENT_METHOD',
  'DEMO_MODE',
  'BLOCKED_BY_YOU',
  'BLOCKED_BY_USER',
] as const satisfies readonly ErrorCode[];

/** Access codes whose dialog confirms to the plans page. */
export const PACKAGE_ERROR_CODES = [
  'PACKAGE_NOT_AVAILABLE',
  'FEATURE_NOT_AVAILABLE',
  'LIMIT_NOT_AVAILABLE',
] as const satisfies readonly ErrorCode[];
