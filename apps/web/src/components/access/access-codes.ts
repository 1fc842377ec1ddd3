// The access codes that open the dialog. Kept apart from the dialog's texts and actions
// (access-dialog.util.ts), which load only with the dialog itself.

export const DIALOG_CODES = [
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
] as const;
export type DialogCode = (typeof DIALOG_CODES)[number];

export function isDialogCode(code: unknown): code is DialogCode {
  return typeof code === 'string' && (DIALOG_CODES as readonly string[]).includes(code);
}
