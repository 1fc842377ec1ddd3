import { ERRORS } from '@domus/shared/constants/messages.constants';
import type { TranslationKey } from '@/lib/i18n/translate.util';
import { type DialogCode, isDialogCode } from './access-codes';
import { loginPath } from './login-path.util';

// The access dialogs and what each refusal asks the client to do, as data: for each access code, the
// dialog's title and text (keys in the shared UI strings) and what confirming
// does. The dialog component only renders this, so the whole mapping is unit-tested here.

export const PLANS_PATH = '/subscription-plan';
export const PROFILE_PATH = '/user/profile';
export const CONTACT_PATH = '/contact-us';
/** The agent verification screen (app/user/agent-verification, features/agent-verification). */
export const AGENT_VERIFICATION_PATH = '/user/agent-verification';

export type AccessAction =
  /** Confirming follows a link; the other button closes. */
  | { kind: 'link'; href: string; label: TranslationKey }
  /** Nothing to do but acknowledge ("stay"). */
  | { kind: 'none' };

export interface AccessDialogModel {
  code: DialogCode;
  title: TranslationKey;
  /** The spec's text; null when the server's own words are the message (`text`). */
  message: TranslationKey | null;
  /** The server's per-feature text (`details.feature_message`): the message itself when `message`
   *  is null, else a more precise line under it. */
  text: string | null;
  action: AccessAction;
  /** The session is gone or must go: clear the stored user (and, when deactivated, sign out). */
  session: 'keep' | 'drop' | 'sign-out';
}

function featureMessageOf(details: Record<string, unknown> | null | undefined): string | null {
  const text = details?.feature_message;
  return typeof text === 'string' && text.trim() !== '' ? text.trim() : null;
}

const plans: AccessAction = { kind: 'link', href: PLANS_PATH, label: 'authActionSeePlans' };

/** The dialog for an access code, or null when the code has no dialog (the caller handles it). */
export function accessDialogFor(
  code: unknown,
  details: Record<string, unknown> | null | undefined,
  currentPath: string,
  serverMessage?: string | null,
): AccessDialogModel | null {
  if (!isDialogCode(code)) return null;
  const base = { code, title: 'authDialogTitle' as TranslationKey, text: null, session: 'keep' as const };
  switch (code) {
    case 'NOT_LOGGED_IN':
    case 'TOKEN_INVALID':
      return {
        ...base,
        message: 'authDialogNotLoggedIn',
        action: { kind: 'link', href: loginPath(currentPath), label: 'authSignIn' },
        session: 'drop',
      };
    case 'ACCOUNT_DEACTIVATED':
      return {
        ...base,
        message: 'authDialogDeactivated',
        action: { kind: 'link', href: CONTACT_PATH, label: 'contactUs' },
        session: 'sign-out',
      };
    case 'PROFILE_INCOMPLETE':
      return {
        ...base,
        message: 'authDialogProfileIncomplete',
        action: { kind: 'link', href: PROFILE_PATH, label: 'authActionCompleteProfile' },
      };
    case 'VERIFICATION_REQUIRED':
      return {
        ...base,
        message: 'authDialogVerificationRequired',
        action: { kind: 'link', href: AGENT_VERIFICATION_PATH, label: 'authActionVerify' },
      };
    case 'VERIFICATION_PENDING':
      return {
        ...base,
        title: 'authDialogUnderReview',
        message: 'authDialogVerificationPending',
        action: { kind: 'none' },
      };
    case 'VERIFICATION_FAILED':
      return {
        ...base,
        title: 'authDialogVerificationFailed',
        message: 'authDialogVerificationRejected',
        action: { kind: 'link', href: AGENT_VERIFICATION_PATH, label: 'authActionApplyAgain' },
      };
    case 'PACKAGE_NOT_AVAILABLE':
      return { ...base, message: 'authDialogNotSubscribed', text: featureMessageOf(details), action: plans };
    case 'FEATURE_NOT_AVAILABLE':
      // The member has a package, just not one with this feature: the per-feature text is the
      // message, e.g. "Package not available for premium properties".
      return {
        ...base,
        message: null,
        text: featureMessageOf(details) ?? (serverMessage?.trim() || ERRORS.FEATURE_NOT_AVAILABLE.message),
        action: plans,
      };
    case 'LIMIT_NOT_AVAILABLE':
      return { ...base, message: 'authDialogLimitOver', text: featureMessageOf(details), action: plans };
    case 'NO_PAYMENT_METHOD':
      return { ...base, message: 'authDialogNoPaymentMethod', action: { kind: 'none' } };
    case 'DEMO_MODE':
      return { ...base, message: 'authDialogDemoMode', action: { kind: 'none' } };
  }
}
